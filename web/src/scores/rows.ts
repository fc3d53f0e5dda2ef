import { hasKickedOff, sportEntry, type ListRow, type ListState } from '@portal/contracts';
import { beijingDay } from '../lib/time';

/** Rows from a REST answer in the shape of a list channel's state. */
export function listOfRows(rows: readonly ListRow[]): ListState {
  return { issueNum: null, matches: Object.fromEntries(rows.map((row) => [String(row.id), row])) };
}

/** The rows of a list channel's state, in no particular order. */
export function rowsOf(state: ListState | null | undefined): ListRow[] {
  return state ? Object.values(state.matches) : [];
}

export function isRowLive(row: Pick<ListRow, 'sport' | 'state'>): boolean {
  return sportEntry(row.sport).states.live.has(row.state);
}

export function isRowNotStarted(row: Pick<ListRow, 'sport' | 'state'>): boolean {
  return row.state === sportEntry(row.sport).states.notStarted;
}

/** The score as the lists show it: VS for a match that has not kicked off (or never will). */
export function shownScore(row: Pick<ListRow, 'sport' | 'state' | 'homeScore' | 'awayScore'>): string {
  return hasKickedOff(row.sport, row.state) ? `${row.homeScore}-${row.awayScore}` : 'VS';
}

/** Whether the match is over for the day: played to the end, postponed, abandoned or cancelled. */
export function isRowEnded(row: Pick<ListRow, 'sport' | 'state'>): boolean {
  return sportEntry(row.sport).states.ended.has(row.state);
}

export function isRowFinished(row: Pick<ListRow, 'sport' | 'state'>): boolean {
  return row.state === sportEntry(row.sport).states.finished;
}

/**
 * Matches being played (or interrupted) first, then the ones still to come, then those whose time is
 * to be determined, then the ones over; each by kick-off.
 */
function phaseRank(row: ListRow): number {
  if (isRowLive(row) || row.state === interruptedState(row)) return 0;
  if (isRowNotStarted(row)) return 1;
  if (isRowEnded(row)) return 3;
  return 2;
}

function interruptedState(row: Pick<ListRow, 'sport'>): number {
  return sportEntry(row.sport).states.interrupted;
}

function byKickoff(a: ListRow, b: ListRow): number {
  return a.kickoffAt - b.kickoffAt || (a.matchNum ?? '').localeCompare(b.matchNum ?? '') || a.id - b.id;
}

/** The live lists: playing, then to come, then to be determined, then over, each by kick-off. */
export function liveOrder(rows: readonly ListRow[]): ListRow[] {
  return [...rows].sort((a, b) => phaseRank(a) - phaseRank(b) || byKickoff(a, b));
}

/**
 * The matches being played first, then the others in {@link liveOrder}; within each, league and cup
 * matches (焦点) before friendlies. A Saturday's many league matches to come do not push the
 * friendlies being played out of a short list.
 */
export function focusOrder(rows: readonly ListRow[]): ListRow[] {
  const friendly = (row: ListRow) => (row.league.kind === 'friendly' ? 1 : 0);
  const playing = (row: ListRow) => (isRowLive(row) ? 0 : 1);
  return [...rows].sort((a, b) => playing(a) - playing(b) || friendly(a) - friendly(b) || phaseRank(a) - phaseRank(b) || byKickoff(a, b));
}

/** The lottery lists: in the issue's own order, by match number, then kick-off. */
export function lotteryOrder(rows: readonly ListRow[]): ListRow[] {
  return [...rows].sort(
    (a, b) => (a.matchNum ?? '').localeCompare(b.matchNum ?? '', 'zh-CN', { numeric: true }) || byKickoff(a, b),
  );
}

/** By kick-off alone. */
export function kickoffOrder(rows: readonly ListRow[]): ListRow[] {
  return [...rows].sort(byKickoff);
}

/** The matches of today (Beijing's day) that are over, from every list given, each match once, the later list winning. */
export function endedToday(lists: readonly (ListState | null)[], now: number): ListRow[] {
  const byId = new Map<number, ListRow>();
  for (const list of lists) {
    for (const row of rowsOf(list)) {
      if (isRowEnded(row) && beijingDay(row.kickoffAt) === beijingDay(now)) byId.set(row.id, row);
    }
  }
  return kickoffOrder([...byId.values()]);
}

/** The matches still to come, by kick-off. */
export function comingUp(list: ListState | null): ListRow[] {
  return kickoffOrder(rowsOf(list).filter((row) => !isRowLive(row) && !isRowEnded(row)));
}
