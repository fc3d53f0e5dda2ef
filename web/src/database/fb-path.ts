/** What a /database/fb/* path shows: a league's season on a tab, a club, a player, or nothing known. */
export type FootballDataPath =
  | { kind: 'league'; leagueId: number; seasonId: number | undefined; tab: number }
  | { kind: 'team'; id: number }
  | { kind: 'player'; id: number }
  | { kind: 'unknown' };

/** Reads the rest of a /database/fb/ path: hot/0/{leagueId}/{seasonId}/{n}, team/{id}, player/{id}. */
export function footballDataPath(splat: string | undefined): FootballDataPath {
  const [kind, ...rest] = (splat ?? '').split('/');
  const numbers = rest.map((part) => (/^\d+$/.test(part) ? Number(part) : undefined));
  if (kind === 'hot' && numbers[1] !== undefined) {
    return { kind: 'league', leagueId: numbers[1], seasonId: numbers[2] || undefined, tab: Math.min(numbers[3] ?? 0, 4) };
  }
  if ((kind === 'team' || kind === 'player') && numbers[0]) return { kind, id: numbers[0] };
  return { kind: 'unknown' };
}
