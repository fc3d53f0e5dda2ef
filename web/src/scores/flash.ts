import type { PatchOp } from '@portal/contracts';

/** How long a changed cell stays highlighted. */
export const FLASH_MS = 1_500;

/** The cells of a score row that flash. */
export type FlashCell =
  | 'state'
  | 'home'
  | 'away'
  | 'score'
  | 'half'
  | 'quarters'
  | 'corner'
  | 'europe'
  | 'asian'
  | 'overUnder'
  | 'handicap'
  | 'total';

const CELL_OF_FIELD: Readonly<Record<string, readonly FlashCell[]>> = {
  state: ['state'],
  homeScore: ['score'],
  awayScore: ['score'],
  halfScore: ['half'],
  quarterScores: ['quarters'],
  homeRed: ['home'],
  awayRed: ['away'],
  homeYellow: ['home'],
  awayYellow: ['away'],
  homeCorner: ['corner'],
  awayCorner: ['corner'],
  odds: ['europe', 'asian', 'overUnder', 'handicap', 'total'],
};

const ODDS_CELLS: ReadonlySet<string> = new Set(['europe', 'asian', 'overUnder', 'handicap', 'total']);

/** The key of one cell of one row. */
export const flashKey = (matchId: number | string, cell: FlashCell): string => `${matchId}:${cell}`;

/**
 * The cells a patch of a list channel changed, as {@link flashKey}s. A whole row set at once (a
 * match joining the list) flashes nothing: nothing in it changed on screen.
 */
export function changedCells(ops: readonly PatchOp[]): string[] {
  const keys = new Set<string>();
  for (const { path } of ops) {
    if (path[0] !== 'matches' || path.length < 3) continue;
    const [, matchId, field, sub] = path;
    const market = field === 'odds' && typeof sub === 'string' && ODDS_CELLS.has(sub) ? [sub as FlashCell] : undefined;
    for (const cell of market ?? CELL_OF_FIELD[String(field)] ?? []) keys.add(flashKey(String(matchId), cell));
  }
  return [...keys];
}
