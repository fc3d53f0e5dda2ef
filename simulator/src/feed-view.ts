import {
  type FeedLotteryCode,
  type FeedLotteryResponse,
  type FeedMatchSnapshot,
  type FeedSport,
  type FeedStandingsResponse,
  FEED_IN_PLAY_STATES,
  beijingDay,
  dayOfDateKey,
  dayStart,
  HOUR,
} from '@portal/contracts';
import { currentIssueNum } from './lottery';
import type { MatchStore } from './match-store';
import type { Reference } from './reference';
import { rank, type SeasonBook } from './season-book';

const NOT_STARTED = 1;
/** How far ahead the live list reaches when the day is nearly over. */
const LIVE_LOOKAHEAD = 6 * HOUR;

/** Whether a match is being played: a running phase, a break, a shoot-out, or stopped but not over. */
export function isInPlay(match: Pick<FeedMatchSnapshot, 'sport' | 'state'>): boolean {
  return FEED_IN_PLAY_STATES[match.sport].has(match.state);
}

const byKickoff = (a: FeedMatchSnapshot, b: FeedMatchSnapshot) => a.kickoffAt - b.kickoffAt || a.id - b.id;

/** The queries the vendor answers, over any store of matches: the live model or a replay. */
export class FeedView {
  constructor(
    private readonly reference: Reference,
    private readonly store: MatchStore,
    readonly seasons: SeasonBook,
  ) {}

  /** The matches kicking off on a Beijing date, or undefined when the date is not one. */
  matchesOn(date: string, sport?: FeedSport): FeedMatchSnapshot[] | undefined {
    const day = dayOfDateKey(date);
    if (day === undefined) return undefined;
    const from = dayStart(day);
    const to = dayStart(day + 1);
    const matches: FeedMatchSnapshot[] = [];
    for (const match of this.store.snapshots()) {
      if (match.kickoffAt >= from && match.kickoffAt < to && (sport === undefined || match.sport === sport)) matches.push(match);
    }
    return matches.sort(byKickoff);
  }

  /** Matches being played, and those not started that kick off before the day ends or within six hours. */
  live(now: number, sport?: FeedSport): FeedMatchSnapshot[] {
    const horizon = Math.max(dayStart(beijingDay(now) + 1), now + LIVE_LOOKAHEAD);
    const matches: FeedMatchSnapshot[] = [];
    for (const match of this.store.snapshots()) {
      if (sport !== undefined && match.sport !== sport) continue;
      const upcoming = match.state === NOT_STARTED && match.kickoffAt < horizon;
      if (isInPlay(match) || upcoming) matches.push(match);
    }
    return matches.sort(byKickoff);
  }

  /** The current table of a league, summed from its season's results; cups and friendlies have none. */
  standings(leagueId: number): FeedStandingsResponse | undefined {
    const league = this.reference.league(leagueId);
    if (league === undefined) return undefined;
    if (league.kind !== 'league') return { leagueId, seasonId: league.seasonId, rows: [] };
    const tables = this.seasons.standings(league.seasonId, 'total')?.groups ?? [];
    const rows = tables.flatMap((table) => table.rows).map(({ rank: _rank, points: _points, winRate: _winRate, ...tally }) => tally);
    return { leagueId, seasonId: league.seasonId, rows: rank(rows, league.sport) };
  }

  /** One lottery issue (the one on sale at `now` unless named) with its matches in number order. */
  lottery(code: FeedLotteryCode, now: number, issueNum?: string): FeedLotteryResponse {
    const wanted = issueNum ?? currentIssueNum(code, now);
    const issues = new Set<string>();
    const matches: { matchId: number; matchNum: string }[] = [];
    for (const match of this.store.snapshots()) {
      for (const entry of match.lottery) {
        if (entry.code !== code) continue;
        issues.add(entry.issueNum);
        if (entry.issueNum === wanted) matches.push({ matchId: match.id, matchNum: entry.matchNum });
      }
    }
    const numeric = (num: string) => Number(num.replace(/\D/g, ''));
    matches.sort((a, b) => numeric(a.matchNum) - numeric(b.matchNum));
    return { code, issueNum: wanted, issues: [...issues].sort(), matches };
  }
}
