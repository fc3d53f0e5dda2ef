import type { z } from 'zod';
import {
  BASKETBALL_PLAY_TYPE_LABELS,
  BASKETBALL_POSITIONS,
  BasketballState,
  FOOTBALL_PLAY_TYPE_LABELS,
  FOOTBALL_POSITIONS,
  FootballState,
  MatchType,
  BASKETBALL_STATE_CODES,
  BASKETBALL_STATE_LABELS,
  FOOTBALL_STATE_CODES,
  FOOTBALL_STATE_LABELS,
  basketballPeriodName,
  basketballStateLabel,
  basketballStateSchema,
  basketballStateShort,
  footballStateLabel,
  footballStateSchema,
  isBasketballLive,
  isFootballLive,
} from './enums';
import type { LotteryCode as FeedLotteryCode, MarketName as FeedMarketName, PickSideName as PickSide } from './market-names';

// What differs between the sports, in one table read by every layer: a branch on a sport's name
// elsewhere is a field missing here.

/** The sports the feed plays and the portal shows, in the order the pages list them. */
export const SPORT_IDS = ['football', 'basketball'] as const;
/** A sport the portal plays: 'football' or 'basketball' (the feed's sport, `FeedSport`). */
export type Sport = (typeof SPORT_IDS)[number];
/** Sports the nav names but the portal does not play yet, shown disabled. */
export const UPCOMING_SPORT_IDS = ['esports', 'tennis'] as const;
/** A sport shown disabled in the nav. */
export type UpcomingSport = (typeof UPCOMING_SPORT_IDS)[number];

/** How a sport's match states (SPEC §3) are read, and the sets the pages and the feed sort them into. */
export interface SportStates {
  /** The state indices by name. */
  readonly named: Readonly<Record<string, number>>;
  /** Chinese label of each state index. */
  readonly labels: Readonly<Record<number, string>>;
  /** Accepts a state index of the sport. */
  readonly schema: z.ZodType<number>;
  /** Chinese label of a state, or undefined for an unknown index. */
  label(state: number): string | undefined;
  /** What a scoreboard shows of a state beside its clock: basketball's 第1节, football's label. */
  board(state: number): string | undefined;
  readonly notStarted: number;
  readonly finished: number;
  readonly interrupted: number;
  readonly toBeDetermined: number;
  /** Being played: a running period, a break between periods, extra time or penalties. */
  readonly live: ReadonlySet<number>;
  /** Being played or paused mid-play, as the feed counts it: `live`, a data error, an interruption. */
  readonly inPlay: ReadonlySet<number>;
  /** The periods whose clock runs (halves, quarters, overtime): not the breaks between them. */
  readonly running: ReadonlySet<number>;
  /** Not started yet, or waiting for a date. */
  readonly upcoming: ReadonlySet<number>;
  /** Not kicked off, and so no score to show: not started, or put off before it started. */
  readonly unplayed: ReadonlySet<number>;
  /** No result to come: postponed, abandoned or cancelled. Plans on it are refunded. */
  readonly voided: ReadonlySet<number>;
  /** Over for the day: finished, or voided. */
  readonly ended: ReadonlySet<number>;
  /** From half-time on, to full time: the states in which the first half's score is settled. */
  readonly pastHalf: ReadonlySet<number>;
}

/** A squad's line in the order a team sheet lists them, with the position codes it holds, its own code first. */
export interface SquadLine {
  readonly name: string;
  readonly codes: readonly string[];
}

/** The per-match odds pages that show one play type each: 欧赔, 亚盘 (basketball: 让分) and 大小球 (大小分). */
export type OddsPage = 'oupei' | 'yapan' | 'daxiaoqiu';

/** A play type as the odds pages show it: the shape of its markets, its name, and the per-match page showing it. */
export interface OddsPlayType {
  playType: number;
  market: FeedMarketName;
  label: string;
  /** The per-match page of the play type; none for the sports lottery's, shown only in the match's 指数. */
  page?: OddsPage;
}

/** A game-play type of SPEC §3 an expert's plan picks in. */
export interface PlanPlay {
  readonly label: string;
  /** The kind of market: a 1X2, a handicap on the home side, or a total. */
  readonly kind: '1x2' | 'handicap' | 'total';
  /** The sides a pick may take. */
  readonly sides: readonly PickSide[];
  /** How many matches a plan covers: two for the parlay (二串一), else one. */
  readonly legs: number;
  /** The odds play type whose prices it records (football's 4 and 5: the lottery's, from bookmaker 0). */
  readonly quotedAs: number;
}

/** A sport the portal plays, and everything that differs by it. */
export interface SportEntry<S extends Sport = Sport> {
  readonly id: S;
  readonly enabled: true;
  /** The `matchType` of the REST params and the rows (1 football, 2 basketball). */
  readonly matchType: MatchType;
  /** Chinese name: 足球, 篮球. */
  readonly name: string;
  readonly states: SportStates;
  readonly periods: {
    /** Name of a period, 1-based: 上半场, 下半场, 加时; 第1节 to 第4节, then 加时1, 加时2. */
    name(period: number): string;
    /** Which way the clock runs: up through the match (football's minutes), or down through each period. */
    readonly clock: 'up' | 'down';
    /** Whether the score of each period is kept and shown (basketball's quarters). */
    readonly scored: boolean;
    /** Whether the half-time score is shown beside the score. */
    readonly halfTimeShown: boolean;
  };
  readonly scoring: {
    /** What a side scores: goals one at a time, told as they go in; or points, 1 to 3 a basket. */
    readonly unit: 'goals' | 'points';
    /** Points of a scoring incident that does not say (a goal; a basket counts two). */
    readonly points: number;
    /** Whether a match may end level, and the tables count draws (平) and points; else they rank by win rate. */
    readonly draws: boolean;
  };
  /** About how many minutes a match lasts from kick-off to the final whistle (a late report is dated by it). */
  readonly minutes: number;
  /** Chinese role name of each position code. */
  readonly positions: Readonly<Record<string, string>>;
  /** The squad's lines, in team-sheet order (goalkeepers to forwards; guards to centres). */
  readonly squadLines: readonly SquadLine[];
  /** Whether players are banned from a match for their cards, and the pages show the bans. */
  readonly suspensions: boolean;
  /** Whether the team sheet is the line-ups (formation and changes), else the box score. */
  readonly lineups: boolean;
  /** The game-play types of SPEC §3 plans pick in, by code. */
  readonly plays: Readonly<Record<number, PlanPlay>>;
  /** The play types the companies quote, in the order of the 指数 tabs. */
  readonly oddsPlayTypes: readonly OddsPlayType[];
  /** The markets the feed may quote on a match of the sport. */
  readonly markets: ReadonlySet<FeedMarketName>;
  /** The markets of the headline prices a list row shows, in its columns' order. */
  readonly mainMarkets: readonly FeedMarketName[];
  /** The markets whose lines a match's closing lines (盘口, 大小) record: its handicap's and its total's. */
  readonly lineMarkets: { readonly handicap: FeedMarketName; readonly total: FeedMarketName };
  /** The lottery issues a match may be in; the first is the sports lottery's (竞彩), whose number a row shows. */
  readonly lotteries: readonly [FeedLotteryCode, ...FeedLotteryCode[]];
  /** The live list channel (`list:{sport}:live`); a match's own are `match:{sport}:{id}` and `odds:{sport}:{id}`, the id their segment. */
  readonly liveList: `list:${S}:live`;
  /** The news column of its reports and roundups (头条 is 1). */
  readonly newsColumn: string;
  readonly web: {
    /** The score section: /football, /basketball (SPEC §2). */
    readonly path: `/${S}`;
    /** The live directory of its rooms: /live/1, /live/2. */
    readonly liveId: string;
    /** The data base's section: /database/fb, /database/lq. */
    readonly database: 'fb' | 'lq';
    /** The score pages' tabs: the live list, the results, the schedule and the lottery lists. */
    readonly scoreTabs: readonly { readonly to: `/${S}` | `/${S}/${string}`; readonly label: string }[];
    /** The data base's league page tabs, by their index in the address. */
    readonly leagueTabs: readonly string[];
  };
}

/** A sport the nav names, shown disabled: the portal does not play it yet. */
export interface UpcomingSportEntry<S extends UpcomingSport = UpcomingSport> {
  readonly id: S;
  readonly enabled: false;
  readonly name: string;
}

const FOOTBALL_PERIODS = ['上半场', '下半场'] as const;

/** Every sport, played or shown disabled, by id. */
export const SPORTS = {
  football: {
    id: 'football',
    enabled: true,
    matchType: MatchType.FOOTBALL,
    name: '足球',
    states: {
      named: FootballState,
      labels: FOOTBALL_STATE_LABELS,
      schema: footballStateSchema,
      label: footballStateLabel,
      board: footballStateLabel,
      notStarted: FootballState.NOT_STARTED,
      finished: FootballState.FULL_TIME,
      interrupted: FootballState.INTERRUPTED,
      toBeDetermined: FootballState.TO_BE_DETERMINED,
      live: new Set<number>(FOOTBALL_STATE_CODES.filter(isFootballLive)),
      inPlay: new Set<number>([FootballState.ABNORMAL, ...FOOTBALL_STATE_CODES.filter(isFootballLive), FootballState.INTERRUPTED]),
      running: new Set<number>([FootballState.FIRST_HALF, FootballState.SECOND_HALF, FootballState.EXTRA_TIME]),
      upcoming: new Set<number>([FootballState.NOT_STARTED, FootballState.TO_BE_DETERMINED]),
      unplayed: new Set<number>([FootballState.NOT_STARTED, FootballState.POSTPONED, FootballState.CANCELLED, FootballState.TO_BE_DETERMINED]),
      voided: new Set<number>([FootballState.POSTPONED, FootballState.ABANDONED, FootballState.CANCELLED]),
      ended: new Set<number>([FootballState.FULL_TIME, FootballState.POSTPONED, FootballState.ABANDONED, FootballState.CANCELLED]),
      pastHalf: new Set<number>([FootballState.HALF_TIME, FootballState.SECOND_HALF, FootballState.EXTRA_TIME, FootballState.PENALTIES, FootballState.FULL_TIME]),
    },
    periods: {
      name: (period) => FOOTBALL_PERIODS[period - 1] ?? '加时',
      clock: 'up',
      scored: false,
      halfTimeShown: true,
    },
    scoring: { unit: 'goals', points: 1, draws: true },
    minutes: 120,
    positions: FOOTBALL_POSITIONS,
    squadLines: [
      { name: '门将', codes: ['G', 'GK'] },
      { name: '后卫', codes: ['D', 'DL', 'DC', 'DR'] },
      { name: '中场', codes: ['M', 'DM', 'ML', 'MC', 'MR', 'AM'] },
      { name: '前锋', codes: ['F', 'LW', 'RW', 'ST'] },
    ],
    suspensions: true,
    lineups: true,
    plays: {
      1: { label: FOOTBALL_PLAY_TYPE_LABELS[1], kind: '1x2', sides: ['home', 'draw', 'away'], legs: 1, quotedAs: 1 },
      2: { label: FOOTBALL_PLAY_TYPE_LABELS[2], kind: 'handicap', sides: ['home', 'away'], legs: 1, quotedAs: 2 },
      3: { label: FOOTBALL_PLAY_TYPE_LABELS[3], kind: 'total', sides: ['over', 'under'], legs: 1, quotedAs: 3 },
      4: { label: FOOTBALL_PLAY_TYPE_LABELS[4], kind: '1x2', sides: ['home', 'draw', 'away'], legs: 1, quotedAs: 4 },
      5: { label: FOOTBALL_PLAY_TYPE_LABELS[5], kind: '1x2', sides: ['home', 'draw', 'away'], legs: 2, quotedAs: 4 },
    },
    oddsPlayTypes: [
      { playType: 1, market: 'europe', label: FOOTBALL_PLAY_TYPE_LABELS[1], page: 'oupei' },
      { playType: 2, market: 'asian', label: FOOTBALL_PLAY_TYPE_LABELS[2], page: 'yapan' },
      { playType: 3, market: 'overUnder', label: FOOTBALL_PLAY_TYPE_LABELS[3], page: 'daxiaoqiu' },
      { playType: 4, market: 'lottery', label: FOOTBALL_PLAY_TYPE_LABELS[4] },
    ],
    markets: new Set<FeedMarketName>(['europe', 'asian', 'overUnder', 'lottery']),
    mainMarkets: ['europe', 'asian', 'overUnder'],
    lineMarkets: { handicap: 'asian', total: 'overUnder' },
    lotteries: ['jczq', 'bjdc', 'zc'],
    liveList: 'list:football:live',
    newsColumn: '2',
    web: {
      path: '/football',
      liveId: '1',
      database: 'fb',
      scoreTabs: [
        { to: '/football', label: '即时比分' },
        { to: '/football/end', label: '完场' },
        { to: '/football/next', label: '赛程' },
        { to: '/football/jczq', label: '竞彩足球' },
        { to: '/football/bjdc', label: '北京单场' },
        { to: '/football/zc', label: '足彩' },
      ],
      leagueTabs: ['积分榜', '赛程赛果', '射手榜', '助攻榜', '红黄牌'],
    },
  },
  basketball: {
    id: 'basketball',
    enabled: true,
    matchType: MatchType.BASKETBALL,
    name: '篮球',
    states: {
      named: BasketballState,
      labels: BASKETBALL_STATE_LABELS,
      schema: basketballStateSchema,
      label: basketballStateLabel,
      board: basketballStateShort,
      notStarted: BasketballState.NOT_STARTED,
      finished: BasketballState.FULL_TIME,
      interrupted: BasketballState.INTERRUPTED,
      toBeDetermined: BasketballState.TO_BE_DETERMINED,
      live: new Set<number>(BASKETBALL_STATE_CODES.filter(isBasketballLive)),
      inPlay: new Set<number>([BasketballState.ABNORMAL, ...BASKETBALL_STATE_CODES.filter(isBasketballLive), BasketballState.INTERRUPTED]),
      running: new Set<number>([BasketballState.Q1, BasketballState.Q2, BasketballState.Q3, BasketballState.Q4, BasketballState.OVERTIME]),
      upcoming: new Set<number>([BasketballState.NOT_STARTED, BasketballState.TO_BE_DETERMINED]),
      unplayed: new Set<number>([BasketballState.NOT_STARTED, BasketballState.POSTPONED, BasketballState.CANCELLED, BasketballState.TO_BE_DETERMINED]),
      voided: new Set<number>([BasketballState.POSTPONED, BasketballState.ABANDONED, BasketballState.CANCELLED]),
      ended: new Set<number>([BasketballState.FULL_TIME, BasketballState.POSTPONED, BasketballState.ABANDONED, BasketballState.CANCELLED]),
      pastHalf: new Set<number>([BasketballState.Q2_ENDED, BasketballState.Q3, BasketballState.Q3_ENDED, BasketballState.Q4, BasketballState.OVERTIME, BasketballState.FULL_TIME]),
    },
    periods: { name: basketballPeriodName, clock: 'down', scored: true, halfTimeShown: false },
    scoring: { unit: 'points', points: 2, draws: false },
    minutes: 150,
    positions: BASKETBALL_POSITIONS,
    squadLines: [
      { name: '后卫', codes: ['G', 'PG', 'SG'] },
      { name: '前锋', codes: ['F', 'SF', 'PF'] },
      { name: '中锋', codes: ['C'] },
    ],
    suspensions: false,
    lineups: false,
    plays: {
      1: { label: BASKETBALL_PLAY_TYPE_LABELS[1], kind: 'handicap', sides: ['home', 'away'], legs: 1, quotedAs: 1 },
      2: { label: BASKETBALL_PLAY_TYPE_LABELS[2], kind: 'total', sides: ['over', 'under'], legs: 1, quotedAs: 2 },
    },
    oddsPlayTypes: [
      { playType: 3, market: 'moneyline', label: FOOTBALL_PLAY_TYPE_LABELS[1], page: 'oupei' },
      { playType: 1, market: 'handicap', label: BASKETBALL_PLAY_TYPE_LABELS[1], page: 'yapan' },
      { playType: 2, market: 'total', label: BASKETBALL_PLAY_TYPE_LABELS[2], page: 'daxiaoqiu' },
    ],
    markets: new Set<FeedMarketName>(['handicap', 'total', 'moneyline']),
    mainMarkets: ['handicap', 'total'],
    lineMarkets: { handicap: 'handicap', total: 'total' },
    lotteries: ['jclq'],
    liveList: 'list:basketball:live',
    newsColumn: '3',
    web: {
      path: '/basketball',
      liveId: '2',
      database: 'lq',
      scoreTabs: [
        { to: '/basketball', label: '即时比分' },
        { to: '/basketball/end', label: '完场' },
        { to: '/basketball/next', label: '赛程' },
        { to: '/basketball/jclq', label: '竞彩篮球' },
      ],
      leagueTabs: ['排名', '赛程赛果', '得分', '篮板', '助攻', '抢断', '盖帽'],
    },
  },
  esports: { id: 'esports', enabled: false, name: '电竞' },
  tennis: { id: 'tennis', enabled: false, name: '网球' },
} as const satisfies { readonly [S in Sport]: SportEntry<S> } & { readonly [S in UpcomingSport]: UpcomingSportEntry<S> };

/** Every sport in the order the nav lists them: those played, then those shown disabled. */
export const SPORT_NAV: readonly (SportEntry | UpcomingSportEntry)[] = [...SPORT_IDS, ...UPCOMING_SPORT_IDS].map((id) => SPORTS[id]);

/** Whether a string is the id of a sport the portal plays. */
export function isSport(id: string): id is Sport {
  return (SPORT_IDS as readonly string[]).includes(id);
}

/** The entry of a sport the portal plays; a RangeError for any other id (a disabled sport's included). */
export function sportEntry(id: string): SportEntry {
  if (!isSport(id)) throw new RangeError(`not a sport the portal plays: ${id}`);
  return SPORTS[id];
}

/** The sport of a match type, or undefined for a number that is none: the caller says what that means. */
export function sportOfMatchType(matchType: number): Sport | undefined {
  return SPORT_IDS.find((id) => SPORTS[id].matchType === matchType);
}

/** The feed's sport of a match type; a RangeError for a number that is none. */
export function sportOf(matchType: MatchType): Sport {
  const sport = sportOfMatchType(matchType);
  if (sport === undefined) throw new RangeError(`not a match type: ${matchType}`);
  return sport;
}

/** The sport whose matches a lottery's issues hold (jczq, bjdc and zc football's, jclq basketball's); a RangeError for none. */
export function sportOfLottery(code: FeedLotteryCode): Sport {
  const sport = SPORT_IDS.find((id) => (SPORTS[id].lotteries as readonly FeedLotteryCode[]).includes(code));
  if (sport === undefined) throw new RangeError(`no sport plays lottery ${code}`);
  return sport;
}

/** The match type of a feed's sport; a RangeError for any other id. */
export const matchTypeOf = (sport: Sport): MatchType => sportEntry(sport).matchType;

/**
 * The reading of a value keyed by sport (statistics, season totals, headline prices) by its sport's
 * reader, the value narrowed to that sport's shape. Every sport needs a reader, so a sport added to
 * the registry is a compile error at each reader that has none for it.
 */
export function bySport<T extends { sport: Sport }, R>(value: T, readers: { readonly [S in Sport]: (value: Extract<T, { sport: S }>) => R }): R {
  const read = readers[value.sport] as (value: T) => R;
  return read(value);
}

/** Whether a match will have no result: postponed, abandoned or cancelled. Plans on it are refunded. */
export function isMatchVoid(matchType: MatchType, state: number): boolean {
  return sportEntry(sportOf(matchType)).states.voided.has(state);
}

/**
 * Whether a match has kicked off, so that it has a score to show. A match not started, or put off
 * before it started (postponed, cancelled, to be fixed), has not; one abandoned after kick-off has.
 */
export function hasKickedOff(sport: Sport, state: number): boolean {
  return !sportEntry(sport).states.unplayed.has(state);
}

/** Chinese label of a match state in its sport (完场, 推迟, 第三节 …), or undefined for an unknown index. */
export function matchStateLabel(matchType: MatchType, state: number): string | undefined {
  return sportEntry(sportOf(matchType)).states.label(state);
}

/** Chinese role name of a position code in a sport, or the code itself when it is not one of the sport's. */
export function positionName(sport: Sport, code: string): string {
  const { positions } = sportEntry(sport);
  return (Object.hasOwn(positions, code) ? positions[code] : undefined) ?? code;
}

/**
 * The role a position code names within its line (左后卫 among the 后卫), or undefined where it says no more
 * than the line (the line's own code, or 门将 among the 门将).
 */
export function roleInLine(sport: Sport, code: string): string | undefined {
  const role = positionName(sport, code);
  const line = sportEntry(sport).squadLines.find((l) => l.codes.includes(code));
  return line && (line.codes[0] === code || line.name === role) ? undefined : role;
}

/**
 * A squad split into its lines, in team-sheet order (goalkeepers to forwards; guards to centres), each line's
 * players in the order given; players with a code outside the sport's lines come last under 其他.
 */
export function squadByLine<T extends { position: string }>(sport: Sport, players: readonly T[]): { line: string; players: T[] }[] {
  const { squadLines } = sportEntry(sport);
  const lines = squadLines.map((line) => ({ line: line.name, players: players.filter((p) => line.codes.includes(p.position)) }));
  const known = new Set<string>(squadLines.flatMap((line) => line.codes));
  const others = players.filter((p) => !known.has(p.position));
  return [...lines, { line: '其他', players: others }].filter((line) => line.players.length > 0);
}

/** The first of a sport's plan play types of a kind (its handicap, its total), or undefined where it has none. */
export function planPlayTypeOf(matchType: MatchType, kind: PlanPlay['kind']): number | undefined {
  const found = Object.entries(sportEntry(sportOf(matchType)).plays).find(([, play]) => play.kind === kind);
  return found === undefined ? undefined : Number(found[0]);
}

/** A plan's play type in its sport; a RangeError for a match type or a play type that is none. */
export function planPlayOf(matchType: MatchType, playType: number): PlanPlay {
  const play = sportEntry(sportOf(matchType)).plays[playType];
  if (play === undefined) throw new RangeError(`not a play type of match type ${matchType}: ${playType}`);
  return play;
}
