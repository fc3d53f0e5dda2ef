import type { FeedTeam } from '@portal/contracts';
import { hashSeed } from '@portal/contracts';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A badge for a club: a shield in a colour of its own with the first character of its short name. */
export function teamLogo(team: FeedTeam): string {
  const hue = hashSeed('logo', team.id) % 360;
  const mark = escapeXml(Array.from(team.shortName)[0] ?? '?');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<path d="M32 3 L58 12 V32 C58 47 46 57 32 61 C18 57 6 47 6 32 V12 Z" fill="hsl(${hue},62%,42%)" stroke="hsl(${hue},62%,25%)" stroke-width="3"/>`,
    `<text x="32" y="41" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${mark}</text>`,
    '</svg>',
  ].join('');
}
