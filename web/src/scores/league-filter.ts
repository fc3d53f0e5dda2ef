import type { ScoreLeague } from '@portal/contracts';

/** A league in the filter: its tag and how many of the list's matches it has. */
export interface LeagueOption {
  id: number;
  name: string;
  color: string;
  count: number;
}

/** The leagues of a list's rows, most matches first, then by name. */
export function leaguesOf(rows: readonly { league: ScoreLeague }[]): LeagueOption[] {
  const byId = new Map<number, LeagueOption>();
  for (const { league } of rows) {
    const option = byId.get(league.id);
    if (option) option.count += 1;
    else byId.set(league.id, { id: league.id, name: league.name, color: league.color, count: 1 });
  }
  return [...byId.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
}

/**
 * The leagues the user unticked. Keeping the hidden ones rather than the shown ones lets a league
 * that joins the list later show up ticked.
 */
export type HiddenLeagues = ReadonlySet<number>;

export const NO_HIDDEN_LEAGUES: HiddenLeagues = new Set();

/** Ticks or unticks one league. */
export function toggleLeague(hidden: HiddenLeagues, leagueId: number): HiddenLeagues {
  const next = new Set(hidden);
  if (next.has(leagueId)) next.delete(leagueId);
  else next.add(leagueId);
  return next;
}

/** 全选: every league ticked. */
export function selectAllLeagues(): HiddenLeagues {
  return NO_HIDDEN_LEAGUES;
}

/** 反选: the ticked leagues unticked and the unticked ones ticked. */
export function invertLeagues(hidden: HiddenLeagues, leagues: readonly LeagueOption[]): HiddenLeagues {
  return new Set(leagues.filter((league) => !hidden.has(league.id)).map((league) => league.id));
}

/** The rows of the ticked leagues. */
export function rowsOfShownLeagues<R extends { league: ScoreLeague }>(rows: readonly R[], hidden: HiddenLeagues): R[] {
  return hidden.size === 0 ? [...rows] : rows.filter((row) => !hidden.has(row.league.id));
}
