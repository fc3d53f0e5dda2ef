import type { Doc } from '../-docs/doc';

export function DocArticle({ doc }: { doc: Doc }) {
  return (
    <article className="doc">
      <h1>{doc.title}</h1>
      {doc.intro && <p>{doc.intro}</p>}
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
