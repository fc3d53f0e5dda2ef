/** The picture of a user without a portrait of their own, served by the gateway. */
export const DEFAULT_PORTRAIT_URL = '/static/portrait/default.svg';

export function portraitSrc(portrait: string | null | undefined): string {
  return portrait ? portrait : DEFAULT_PORTRAIT_URL;
}
