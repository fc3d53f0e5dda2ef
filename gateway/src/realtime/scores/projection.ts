import {
  oddsMarketKey,
  sportEntry,
  type FeedBookmaker,
  type FeedCompetitionKind,
  type FeedLeague,
  type FeedLotteryCode,
  type FeedMatchSnapshot,
  type FeedOddsMarket,
  type FeedSport,
  type FeedTeam,
  type ListChannel,
  type ListRow,
  type MainOdds,
  type MatchState,
  type OddsState,
  type ScoreLeague,
  type ScoreTeam,
  shownPrices,
} from '@portal/contracts';
import { beijingDay, DAY, dayStart, HOUR } from '../../beijing-time';

// Pure functions from the upstream's snapshots to what clients see: the match state, its odds,
// and whether and how it shows in each list.

/** Names and badges of leagues, teams and bookmakers, as last read from the upstream. */
export class ReferenceData {
  readonly leagues = new Map<number, FeedLeague>();
  readonly teams = new Map<number, FeedTeam>();
  readonly bookmakers = new Map<number, string>();
  /** Bumped by every update, so projections made with older names are made again. */
  revision = 0;

  update(data: { leagues?: readonly FeedLeague[]; teams?: readonly FeedTeam[]; bookmakers?: readonly FeedBookmaker[] }): void {
    for (const league of data.leagues ?? []) this.leagues.set(league.id, league);
    for (const team of data.teams ?? []) this.teams.set(team.id, team);
    for (const bookmaker of data.bookmakers ?? []) this.bookmakers.set(bookmaker.id, bookmaker.name);
    this.revision += 1;
  }

  /** Whether a match names a league or team not read yet. */
  lacks(match: FeedMatchSnapshot): boolean {
    return !this.leagues.has(match.leagueId) || !this.teams.has(match.homeTeamId) || !this.teams.has(match.awayTeamId);
  }
}

/** The gateway path that serves a team's badge from the upstream. */
export const teamLogoPath = (teamId: number): string => `/live/data/team-logo/${teamId}`;

/** Sixteen hues far enough apart to tell leagues apart at a glance, each dark enough for white text on it (WCAG AA, 4.5:1). */
const LEAGUE_COLORS = [
  '#c0392b', '#2471a3', '#1d8147', '#a8631b', '#7d3c98', '#007d89', '#a04000', '#2e4053',
  '#ad1457', '#3949ab', '#4c7d2a', '#6d4c41', '#7c7216', '#78281f', '#cf4300', '#4a148c',
] as const;
/** Friendlies stand apart from every league in a plain grey. */
const FRIENDLY_COLOR = '#677374';

/** A stable tag colour per league: a friendly's grey, else one of sixteen hues by its id. */
export const leagueColor = (leagueId: number, kind: FeedCompetitionKind = 'league'): string =>
  kind === 'friendly' ? FRIENDLY_COLOR : (LEAGUE_COLORS[leagueId % LEAGUE_COLORS.length] ?? '#5d6d7e');

/** A league as lists show it, from the upstream's entry when it has been read. */
export function scoreLeagueOf(id: number, known: FeedLeague | undefined): ScoreLeague {
  const kind = known?.kind ?? 'league';
  return { id, name: known?.shortName ?? `联赛${id}`, country: known?.country ?? '', color: leagueColor(id, kind), kind };
}

function league(reference: ReferenceData, id: number): ScoreLeague {
  return scoreLeagueOf(id, reference.leagues.get(id));
}

function team(reference: ReferenceData, id: number): ScoreTeam {
  const known = reference.teams.get(id);
  if (known === undefined) return { id, name: `球队${id}`, logo: '' };
  return { id, name: known.shortName, logo: /^https?:\/\//.test(known.logo) ? known.logo : teamLogoPath(id) };
}

/**
 * A match's markets as clients see them. A finished match's current prices are its closing ones
 * (终盘), which its handicap and total results are read from, never its last in-play ones, which
 * only its movement history keeps; a match yet to finish shows its current prices (即时).
 */
export function servedOdds(match: Pick<FeedMatchSnapshot, 'sport' | 'state' | 'odds'>): readonly FeedOddsMarket[] {
  if (!isFinished(match)) return match.odds;
  return match.odds.map((market) => ({ ...market, live: shownPrices(market, true) }) as FeedOddsMarket);
}

/** The headline prices of a match's served markets (see {@link servedOdds}): the lowest-numbered bookmaker quoting, the lottery (0) aside. */
export function mainOdds(sport: FeedSport, odds: readonly FeedOddsMarket[]): MainOdds {
  const ids = odds.map((m) => m.bookmakerId).filter((id) => id > 0);
  const bookmakerId = ids.length === 0 ? null : Math.min(...ids);
  const price = <M extends FeedOddsMarket['market']>(name: M) => {
    const found = odds.find((m) => m.bookmakerId === bookmakerId && m.market === name);
    return (found === undefined ? null : found.live) as Extract<FeedOddsMarket, { market: M }>['live'] | null;
  };
  // The registry's main markets are the fields of the sport's headline prices (mainOddsSchema).
  const prices = Object.fromEntries(sportEntry(sport).mainMarkets.map((name) => [name, price(name)]));
  return { sport, bookmakerId, ...prices } as MainOdds;
}

export function matchState(match: FeedMatchSnapshot, reference: ReferenceData): MatchState {
  return {
    id: match.id,
    sport: match.sport,
    league: league(reference, match.leagueId),
    home: team(reference, match.homeTeamId),
    away: team(reference, match.awayTeamId),
    kickoffAt: match.kickoffAt,
    state: match.state,
    phaseStartedAt: match.phaseStartedAt,
    clockBaseMinute: match.clockBaseMinute,
    periodMinutes: match.periodMinutes,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    halfScore: match.halfScore,
    quarterScores: match.quarterScores,
    homeRed: match.homeRed,
    awayRed: match.awayRed,
    homeYellow: match.homeYellow,
    awayYellow: match.awayYellow,
    homeCorner: match.homeCorner,
    awayCorner: match.awayCorner,
    odds: mainOdds(match.sport, servedOdds(match)),
    seasonId: match.seasonId,
    knockout: match.knockout,
    ...(match.firstLeg ? { firstLeg: match.firstLeg } : {}),
    penaltyScore: match.penaltyScore,
    incidents: match.incidents,
    stats: match.stats,
    lottery: match.lottery,
    lineups: match.lineups ?? null,
  };
}

export function oddsState(match: FeedMatchSnapshot, reference: ReferenceData): OddsState {
  const markets: OddsState['markets'] = {};
  for (const market of servedOdds(match)) {
    const bookmakerName = reference.bookmakers.get(market.bookmakerId) ?? `公司${market.bookmakerId}`;
    markets[oddsMarketKey(market.bookmakerId, market.playType)] = { ...market, bookmakerName };
  }
  return { matchId: match.id, sport: match.sport, markets };
}

/** Being played: a running phase, a break, a shoot-out, or stopped but not over. */
export const isInPlay = (match: Pick<MatchState, 'sport' | 'state'>): boolean => sportEntry(match.sport).states.inPlay.has(match.state);
/** Not started yet, or waiting for a date. */
export const isUpcoming = (match: Pick<MatchState, 'sport' | 'state'>): boolean => sportEntry(match.sport).states.upcoming.has(match.state);
/** Reached full time. */
export const isFinished = (match: Pick<MatchState, 'sport' | 'state'>): boolean => sportEntry(match.sport).states.finished === match.state;
/** Over for good: finished, postponed, abandoned or cancelled. */
export const isOver = (match: Pick<MatchState, 'sport' | 'state'>): boolean => !isInPlay(match) && !isUpcoming(match);

/** What a list needs besides the match: the time and the lottery issues on sale. */
export type ListContext = {
  now: number;
  issues: Partial<Record<FeedLotteryCode, string>>;
};

type ListDefinition = {
  sport: FeedSport;
  /** The lottery whose current issue the list is; undefined for the live and schedule lists. */
  code?: FeedLotteryCode;
  member(match: MatchState, context: ListContext): boolean;
};

/** A finished match stays in the live list this long after its kick-off. */
const RECENT_FINISH = 6 * HOUR;
/** The live list reaches to the end of the day, and at least this far ahead. */
const LIVE_LOOKAHEAD = 6 * HOUR;
/** A match that should have started this long ago and has not is no longer shown live. */
const STALE_START = 12 * HOUR;
const SCHEDULE_DAYS = 7;

function inLive(match: MatchState, { now }: ListContext): boolean {
  if (isInPlay(match)) return true;
  const horizon = Math.max(dayStart(beijingDay(now) + 1), now + LIVE_LOOKAHEAD);
  if (match.kickoffAt >= horizon) return false;
  if (isUpcoming(match)) return match.kickoffAt >= now - STALE_START;
  return match.kickoffAt >= now - RECENT_FINISH;
}

function inSchedule(match: MatchState, { now }: ListContext): boolean {
  return isUpcoming(match) && match.kickoffAt >= dayStart(beijingDay(now)) && match.kickoffAt < now + SCHEDULE_DAYS * DAY;
}

const inIssue =
  (code: FeedLotteryCode) =>
  (match: MatchState, { issues }: ListContext): boolean =>
    issues[code] !== undefined && match.lottery.some((entry) => entry.code === code && entry.issueNum === issues[code]);

/** Every list channel and which matches it holds. */
export const LIST_DEFINITIONS: Record<ListChannel, ListDefinition> = {
  'list:football:live': { sport: 'football', member: inLive },
  'list:football:jczq': { sport: 'football', code: 'jczq', member: inIssue('jczq') },
  'list:football:bjdc': { sport: 'football', code: 'bjdc', member: inIssue('bjdc') },
  'list:football:lottery': { sport: 'football', code: 'zc', member: inIssue('zc') },
  'list:football:schedule': { sport: 'football', member: inSchedule },
  'list:basketball:live': { sport: 'basketball', member: inLive },
  'list:basketball:jclq': { sport: 'basketball', code: 'jclq', member: inIssue('jclq') },
  'list:basketball:schedule': { sport: 'basketball', member: inSchedule },
};

/** Whether `match` belongs in list `channel` now. */
export function inList(channel: ListChannel, match: MatchState, context: ListContext): boolean {
  const definition = LIST_DEFINITIONS[channel];
  return definition.sport === match.sport && definition.member(match, context);
}

/**
 * The number a row shows: its number in the list's issue, or in the live and schedule lists its
 * jczq or jclq number when it has one.
 */
export function matchNumIn(channel: ListChannel, match: MatchState, context: ListContext): string | null {
  const code = LIST_DEFINITIONS[channel].code;
  const entry =
    code === undefined
      ? match.lottery.find((e) => e.code === sportEntry(match.sport).lotteries[0])
      : match.lottery.find((e) => e.code === code && e.issueNum === context.issues[code]);
  return entry?.matchNum ?? null;
}

export function listRow(match: MatchState, matchNum: string | null): ListRow {
  return {
    id: match.id,
    sport: match.sport,
    league: match.league,
    home: match.home,
    away: match.away,
    kickoffAt: match.kickoffAt,
    state: match.state,
    phaseStartedAt: match.phaseStartedAt,
    clockBaseMinute: match.clockBaseMinute,
    periodMinutes: match.periodMinutes,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    halfScore: match.halfScore,
    quarterScores: match.quarterScores,
    homeRed: match.homeRed,
    awayRed: match.awayRed,
    homeYellow: match.homeYellow,
    awayYellow: match.awayYellow,
    homeCorner: match.homeCorner,
    awayCorner: match.awayCorner,
    odds: match.odds,
    matchNum,
    pinnable: !isOver(match),
  };
}

/** Rows in the order lists show them: by kick-off, then id. */
export const byKickoff = (a: { kickoffAt: number; id: number }, b: { kickoffAt: number; id: number }): number =>
  a.kickoffAt - b.kickoffAt || a.id - b.id;
