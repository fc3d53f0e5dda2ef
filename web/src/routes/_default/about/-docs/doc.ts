export interface DocSection {
  heading: string;
  paragraphs: string[];
}

export interface Doc {
  title: string;
  intro?: string;
  sections: DocSection[];
}
