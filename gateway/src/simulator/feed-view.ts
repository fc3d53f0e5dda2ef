import {
  BasketballState,
  FootballState,
  type FeedLotteryCode,
  type FeedLotteryResponse,
  type FeedMatchSnapshot,
  type FeedSport,
  type FeedStandingRow,
  type FeedStandingsResponse,
  FEED_IN_PLAY_STATES,
} from '@portal/contracts';
import { beijingDay, dayOfDateKey, dayStart, HOUR } from '../beijing-time';
import { currentIssueNum } from './lottery';
import type { MatchStore } from './model';
import type { Reference } from './reference';

const FINISHED: Record<FeedSport, number> = { football: FootballState.FULL_TIME, basketball: BasketballState.FULL_TIME };
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

  /** The current table of a league: the rounds before the simulated days plus every match finished since. */
  standings(leagueId: number): FeedStandingsResponse | undefined {
    const league = this.reference.league(leagueId);
    if (league === undefined) return undefined;
    if (league.kind !== 'league') return { leagueId, seasonId: league.seasonId, rows: [] };
    const rows = new Map<number, Omit<FeedStandingRow, 'rank' | 'points' | 'winRate'>>();
    for (const teamId of this.reference.clubsOf(leagueId)) {
      const base = this.reference.baseRecord(leagueId, teamId);
      rows.set(teamId, {
        teamId,
        played: base?.played ?? 0,
        won: base?.won ?? 0,
        drawn: base?.drawn ?? 0,
        lost: base?.lost ?? 0,
        scored: base?.scored ?? 0,
        conceded: base?.conceded ?? 0,
        form: base?.form ?? '',
      });
    }
    const finished = [...this.store.snapshots()]
      .filter((m) => m.leagueId === leagueId && m.state === FINISHED[m.sport])
      .sort(byKickoff);
    for (const match of finished) {
      add(rows.get(match.homeTeamId), match.homeScore, match.awayScore);
      add(rows.get(match.awayTeamId), match.awayScore, match.homeScore);
    }
    const football = league.sport === 'football';
    const ranked = [...rows.values()].map((row) => ({
      ...row,
      points: football ? 3 * row.won + row.drawn : 2 * row.won + row.lost,
      winRate: row.played === 0 ? 0 : Math.round((row.won / row.played) * 1000) / 10,
    }));
    ranked.sort((a, b) =>
      football
        ? b.points - a.points || b.scored - b.conceded - (a.scored - a.conceded) || b.scored - a.scored || a.teamId - b.teamId
        : b.winRate - a.winRate || b.won - a.won || a.teamId - b.teamId,
    );
    return { leagueId, seasonId: league.seasonId, rows: ranked.map((row, i) => ({ rank: i + 1, ...row })) };
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

function add(row: Omit<FeedStandingRow, 'rank' | 'points' | 'winRate'> | undefined, scored: number, conceded: number): void {
  if (row === undefined) return;
  const result = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
  row.played += 1;
  row.scored += scored;
  row.conceded += conceded;
  if (result === 'W') row.won += 1;
  else if (result === 'D') row.drawn += 1;
  else row.lost += 1;
  row.form = (row.form + result).slice(-5);
}
