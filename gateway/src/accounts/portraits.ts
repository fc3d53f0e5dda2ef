/** What a user without a portrait shows. */
export const DEFAULT_PORTRAIT_URL = '/static/portrait/default.svg';

export function portraitOrDefault(portrait: string | null | undefined): string {
  return portrait ? portrait : DEFAULT_PORTRAIT_URL;
}

export const DEFAULT_PORTRAIT_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">',
  '<rect width="96" height="96" rx="48" fill="#e8edf3"/>',
  '<circle cx="48" cy="38" r="17" fill="#b4c0cf"/>',
  '<path d="M17 84c4-17 17-26 31-26s27 9 31 26" fill="#b4c0cf"/>',
  '</svg>',
].join('');
