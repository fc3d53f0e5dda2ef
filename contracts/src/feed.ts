import { z } from 'zod';
import { HANDICAP_MAX_INDEX, HANDICAP_STEP_GOALS } from './constants';
import { basketballPositionSchema, footballPositionSchema, type BasketballPlayerStatField } from './enums';
import { LOTTERY_CODES } from './market-names';
import { SPORT_IDS, SPORTS, sportEntry, type Sport } from './sports';

// The upstream score and odds vendor: what the gateway polls over HTTP and subscribes to over a
// WebSocket. Times are epoch milliseconds of the vendor's clock (`serverTime`, `sourceTs`).

/** Paths of the vendor's HTTP API and push stream. */
export const FEED_PATHS = {
  matches: '/v1/matches',
  live: '/v1/live',
  odds: '/v1/odds',
  /** GET /v1/odds-history/:matchId: every price move of every market of a match. */
  oddsHistory: '/v1/odds-history',
  leagues: '/v1/leagues',
  seasons: '/v1/seasons',
  teams: '/v1/teams',
  players: '/v1/players',
  standings: '/v1/standings',
  bookmakers: '/v1/bookmakers',
  lottery: '/v1/lottery',
  /** A season's rounds with every fixture and result (`?seasonId`). */
  seasonFixtures: '/v1/season/fixtures',
  /** A season's tables, computed from its results (`?seasonId&view`). */
  seasonStandings: '/v1/season/standings',
  /** A season's team statistics, summed from its results (`?seasonId`). */
  seasonTeams: '/v1/season/teams',
  /** A season's player statistics, summed from incidents or box scores (`?seasonId`). */
  seasonPlayers: '/v1/season/players',
  /** One player's matches of a season with his part in each (`?seasonId&playerId`). */
  seasonPlayerMatches: '/v1/season/player-matches',
  /** One match of a season by id, with its season (`?id`); 404 for a friendly or no such match. */
  seasonMatch: '/v1/season/match',
  push: '/v1/push',
  adminFaults: '/admin/faults',
  adminInject: '/admin/inject',
} as const;

/** The sport of a feed record: one the registry (`SPORTS`) plays. */
export const feedSportSchema = z.enum(SPORT_IDS);
/** 'football' or 'basketball': a {@link Sport} of the registry. */
export type FeedSport = Sport;

/** The states in which a match is being played or paused mid-play, per sport (the registry's `states.inPlay`). */
export const FEED_IN_PLAY_STATES: Record<FeedSport, ReadonlySet<number>> = {
  football: SPORTS.football.states.inPlay,
  basketball: SPORTS.basketball.states.inPlay,
};

/** A positive integer id of a league, season, team, player, match or bookmaker. */
export const feedIdSchema = z.number().int().positive();

/** Epoch milliseconds on the vendor's clock. */
export const feedTimestampSchema = z.number().int().nonnegative();

/** A calendar date in Beijing time, `YYYY-MM-DD`. */
export const feedDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** Home or away. */
export const feedSideSchema = z.enum(['home', 'away']);
/** 'home' or 'away'. */
export type FeedSide = z.infer<typeof feedSideSchema>;

/** A pair of numbers for the home and the away side, in that order. */
export const feedScorePairSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
/** `[home, away]`. */
export type FeedScorePair = z.infer<typeof feedScorePairSchema>;

// ---------------------------------------------------------------------------------------------
// Reference data

/** How a competition is played: a league table, a knockout cup (extra time and penalties), or friendlies. */
export const feedCompetitionKindSchema = z.enum(['league', 'cup', 'friendly']);
/** A value of {@link feedCompetitionKindSchema}. */
export type FeedCompetitionKind = z.infer<typeof feedCompetitionKindSchema>;

/** A league or cup. */
export const feedLeagueSchema = z.object({
  id: feedIdSchema,
  sport: feedSportSchema,
  /** Full Chinese name, e.g. 英格兰超级联赛. */
  name: z.string().min(1),
  /** The name lists show, e.g. 英超. */
  shortName: z.string().min(1),
  /** Chinese country or region name, e.g. 英格兰, 欧洲. */
  country: z.string().min(1),
  kind: feedCompetitionKindSchema,
  /** The current season. */
  seasonId: feedIdSchema,
  /** Length of one half (football, 45) or one quarter (basketball: 12 in the NBA, 10 elsewhere). */
  periodMinutes: z.number().int().positive(),
});
/** A league or cup. */
export type FeedLeague = z.infer<typeof feedLeagueSchema>;

/** One season of a league. */
export const feedSeasonSchema = z.object({
  id: feedIdSchema,
  leagueId: feedIdSchema,
  /** '2024-2025' for seasons across two years, '2025' otherwise. */
  name: z.string().min(1),
  startDate: feedDateSchema,
  endDate: feedDateSchema,
  current: z.boolean(),
});
/** One season of a league. */
export type FeedSeason = z.infer<typeof feedSeasonSchema>;

/** A club. */
export const feedTeamSchema = z.object({
  id: feedIdSchema,
  /** The domestic league the club plays in; cup and friendly fixtures borrow clubs from these. */
  leagueId: feedIdSchema,
  sport: feedSportSchema,
  /** Full Chinese name, e.g. 曼彻斯特城. */
  name: z.string().min(1),
  /** The name lists show, e.g. 曼城. */
  shortName: z.string().min(1),
  /** Badge image: a path on the vendor host, or an absolute URL. */
  logo: z.string().min(1),
});
/** A club. */
export type FeedTeam = z.infer<typeof feedTeamSchema>;

/** A player's position: the football codes (SPEC §3) or the basketball ones. */
export const feedPositionSchema = z.union([footballPositionSchema, basketballPositionSchema]);

/** A squad player. */
export const feedPlayerSchema = z.object({
  id: feedIdSchema,
  teamId: feedIdSchema,
  /** Chinese name; foreign names are transliterated with a middle dot (卢卡斯·席尔瓦). */
  name: z.string().min(1),
  /** Shirt number. */
  number: z.number().int().min(0).max(99),
  position: feedPositionSchema,
  /** Chinese country name. */
  nationality: z.string().min(1),
});
/** A squad player. */
export type FeedPlayer = z.infer<typeof feedPlayerSchema>;

/** A bookmaker whose odds the vendor relays. Id 0 is the official sports lottery (竞彩官方). */
export const feedBookmakerSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
});
/** A bookmaker. */
export type FeedBookmaker = z.infer<typeof feedBookmakerSchema>;

/**
 * One row of a league table. Football ranks by points (3 a win, 1 a draw), then goal difference,
 * then goals scored; basketball by win rate, with points 2 a win and 1 a loss as the CBA counts.
 */
export const feedStandingRowSchema = z.object({
  rank: z.number().int().positive(),
  teamId: feedIdSchema,
  played: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  /** Always 0 in basketball. */
  drawn: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
  /** Goals or points scored. */
  scored: z.number().int().nonnegative(),
  /** Goals or points conceded. */
  conceded: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  /** Percent of games won, one decimal. */
  winRate: z.number().min(0).max(100),
  /** The last results, oldest first: W, D or L, at most five. */
  form: z.string().regex(/^[WDL]{0,5}$/),
});
/** One row of a league table. */
export type FeedStandingRow = z.infer<typeof feedStandingRowSchema>;

// ---------------------------------------------------------------------------------------------
// Line-ups

/** A football formation read from the back: outfield players per line, e.g. `4-2-3-1`. */
export const feedFormationSchema = z.string().regex(/^[1-6](-[1-6]){1,4}$/, 'a formation such as 4-4-2');

/** A player named in a line-up, with the position they play in this match. */
export const feedLineupPlayerSchema = z.object({
  playerId: feedIdSchema,
  name: z.string().min(1),
  /** Shirt number. */
  number: z.number().int().min(0).max(99),
  position: feedPositionSchema,
});
/** A player named in a line-up. */
export type FeedLineupPlayer = z.infer<typeof feedLineupPlayerSchema>;

/**
 * One side's line-up. Football starters come goalkeeper first, then line by line from the back as
 * the formation counts them, each line from the left wing to the right one; basketball has no
 * formation and five starters.
 */
export const feedLineupSchema = z.object({
  /** Football only; null in basketball. */
  formation: feedFormationSchema.nullable(),
  /** The head coach's Chinese name. */
  coach: z.string().min(1),
  starters: z.array(feedLineupPlayerSchema),
  substitutes: z.array(feedLineupPlayerSchema),
});
/** One side's line-up. */
export type FeedLineup = z.infer<typeof feedLineupSchema>;

/** Both line-ups of a match. Who came on and off follows from the substitution incidents. */
export const feedLineupsSchema = z.object({ home: feedLineupSchema, away: feedLineupSchema });
/** Both line-ups of a match. */
export type FeedLineups = z.infer<typeof feedLineupsSchema>;

// ---------------------------------------------------------------------------------------------
// Incidents and statistics

/**
 * What an incident is. Football: goal, own_goal, penalty (a scored penalty), penalty_missed,
 * yellow, red, second_yellow, substitution, corner. Basketball: score, foul, timeout.
 */
export const feedIncidentKindSchema = z.enum([
  'goal',
  'own_goal',
  'penalty',
  'penalty_missed',
  'yellow',
  'red',
  'second_yellow',
  'substitution',
  'corner',
  'foul',
  'timeout',
  'score',
]);
/** A value of {@link feedIncidentKindSchema}. */
export type FeedIncidentKind = z.infer<typeof feedIncidentKindSchema>;

/** Incident kinds that change the score. */
export const FEED_SCORING_INCIDENTS: ReadonlySet<FeedIncidentKind> = new Set(['goal', 'own_goal', 'penalty', 'score']);

/** Something that happened in a match. */
export const feedIncidentSchema = z.object({
  /** Unique within the match. */
  id: z.string().min(1),
  kind: feedIncidentKindSchema,
  /**
   * Football: the match minute as a clock shows it (1-based, 46 after the first minute of the
   * second half; stoppage time runs past 45 or 90). Basketball: the minute of the period, 1-based.
   */
  minute: z.number().int().nonnegative(),
  /** Basketball quarter, 5 and up for overtime periods. Absent in football. */
  period: z.number().int().positive().optional(),
  /** The side it counts for. For an own goal that is the side whose score rises. */
  team: feedSideSchema,
  /** The player involved; for an own goal a player of the other side; for a substitution the player going off. */
  playerId: feedIdSchema.optional(),
  /** The player coming on in a substitution. */
  playerInId: feedIdSchema.optional(),
  /** The player who made a goal, when the vendor knows one. */
  assistId: feedIdSchema.optional(),
  /** Points of a basketball score: 1, 2 or 3. */
  points: z.number().int().min(1).max(3).optional(),
  /** The score right after a scoring incident. */
  score: feedScorePairSchema.optional(),
  /** When it happened. */
  at: feedTimestampSchema,
});
/** Something that happened in a match. */
export type FeedIncident = z.infer<typeof feedIncidentSchema>;

/** Running statistics of one side in a football match. */
export const feedFootballSideStatsSchema = z.object({
  /** Percent of possession; the two sides add up to 100. */
  possession: z.number().int().min(0).max(100),
  shots: z.number().int().nonnegative(),
  shotsOnTarget: z.number().int().nonnegative(),
  corners: z.number().int().nonnegative(),
  attacks: z.number().int().nonnegative(),
  dangerousAttacks: z.number().int().nonnegative(),
});
/** Running statistics of one side in a football match. */
export type FeedFootballSideStats = z.infer<typeof feedFootballSideStatsSchema>;

/** Football match statistics. */
export const feedFootballStatsSchema = z.object({
  sport: z.literal('football'),
  home: feedFootballSideStatsSchema,
  away: feedFootballSideStatsSchema,
});
/** Football match statistics. */
export type FeedFootballStats = z.infer<typeof feedFootballStatsSchema>;

const count = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);

const boxScoreFields = {
  minutesPlayed: count,
  points: count,
  /** Field goals made, three-pointers included. */
  fieldGoalsScored: count,
  /** Percent of field goals made, one decimal; 0 with no attempt. */
  fieldGoalsAccuracy: percent,
  /** Points from three-pointers. */
  threePoints: count,
  threePointsScored: count,
  threePointsTotal: count,
  threePointsAccuracy: percent,
  freeThrowsScored: count,
  freeThrowsTotal: count,
  freeThrowsAccuracy: percent,
  rebounds: count,
  offensiveRebounds: count,
  defensiveRebounds: count,
  assists: count,
  steals: count,
  blocks: count,
  turnovers: count,
  fouls: count,
  /** Percent of the team's made field goals this player assisted, one decimal. */
  assistRate: percent,
} satisfies Record<BasketballPlayerStatField, z.ZodType>;

/** A basketball box-score line: every player statistic of SPEC §3, plus field goals attempted. */
export const feedBoxScoreSchema = z.object({ ...boxScoreFields, fieldGoalsTotal: count });
/** A basketball box-score line. */
export type FeedBoxScore = z.infer<typeof feedBoxScoreSchema>;

/** One player's line in a basketball box score. */
export const feedPlayerBoxScoreSchema = feedBoxScoreSchema.extend({
  playerId: feedIdSchema,
  starter: z.boolean(),
});
/** One player's line in a basketball box score. */
export type FeedPlayerBoxScore = z.infer<typeof feedPlayerBoxScoreSchema>;

/** One side of a basketball box score: the team totals and each player who dressed. */
export const feedBasketballSideStatsSchema = z.object({
  team: feedBoxScoreSchema,
  players: z.array(feedPlayerBoxScoreSchema),
});
/** One side of a basketball box score. */
export type FeedBasketballSideStats = z.infer<typeof feedBasketballSideStatsSchema>;

/** Basketball match statistics. */
export const feedBasketballStatsSchema = z.object({
  sport: z.literal('basketball'),
  home: feedBasketballSideStatsSchema,
  away: feedBasketballSideStatsSchema,
});
/** Basketball match statistics. */
export type FeedBasketballStats = z.infer<typeof feedBasketballStatsSchema>;

/** Match statistics of either sport. */
export const feedMatchStatsSchema = z.discriminatedUnion('sport', [feedFootballStatsSchema, feedBasketballStatsSchema]);
/** Match statistics of either sport. */
export type FeedMatchStats = z.infer<typeof feedMatchStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Odds

/** Largest Asian handicap, in goals (SPEC §9: index 14 of quarter steps). */
export const FEED_MAX_HANDICAP = HANDICAP_MAX_INDEX * HANDICAP_STEP_GOALS;

/** An Asian handicap line in goals: quarter steps from -3.5 to 3.5, negative when the home side gives. */
export const feedHandicapLineSchema = z
  .number()
  .min(-FEED_MAX_HANDICAP)
  .max(FEED_MAX_HANDICAP)
  .multipleOf(HANDICAP_STEP_GOALS);

/** A goal line of an over/under market, in quarter steps. */
export const feedGoalLineSchema = z.number().positive().multipleOf(HANDICAP_STEP_GOALS);

/** Decimal odds, stake included (2.10 returns 2.10 for 1). */
const decimalOdds = z.number().min(1);
/** Hong Kong odds, stake excluded (0.95 returns 1.95 for 1), as Asian markets are quoted. */
const hongKongOdds = z.number().positive();

/** European (1X2) prices, decimal odds. */
export const feedEuropePriceSchema = z.object({ home: decimalOdds, draw: decimalOdds, away: decimalOdds });
/** European (1X2) prices. */
export type FeedEuropePrice = z.infer<typeof feedEuropePriceSchema>;

/**
 * Asian handicap prices, Hong Kong odds. Before kick-off the line applies to the whole match; in
 * play it applies to the goals still to come, as Asian in-play handicaps are settled.
 */
export const feedAsianPriceSchema = z.object({ line: feedHandicapLineSchema, home: hongKongOdds, away: hongKongOdds });
/** Asian handicap prices. */
export type FeedAsianPrice = z.infer<typeof feedAsianPriceSchema>;

/** Over/under prices on total match goals, Hong Kong odds. */
export const feedOverUnderPriceSchema = z.object({ line: feedGoalLineSchema, over: hongKongOdds, under: hongKongOdds });
/** Over/under prices. */
export type FeedOverUnderPrice = z.infer<typeof feedOverUnderPriceSchema>;

/** Basketball points handicap, Hong Kong odds; the line is in half points, negative when the home side gives. */
export const feedPointsHandicapPriceSchema = z.object({
  line: z.number().multipleOf(0.5),
  home: hongKongOdds,
  away: hongKongOdds,
});
/** Basketball points handicap prices. */
export type FeedPointsHandicapPrice = z.infer<typeof feedPointsHandicapPriceSchema>;

/** Basketball total points, Hong Kong odds; the line is in half points. */
export const feedPointsTotalPriceSchema = z.object({
  line: z.number().positive().multipleOf(0.5),
  over: hongKongOdds,
  under: hongKongOdds,
});
/** Basketball total points prices. */
export type FeedPointsTotalPrice = z.infer<typeof feedPointsTotalPriceSchema>;

/** Basketball moneyline (欧赔): the winner, overtime included, so no draw; decimal odds. */
export const feedMoneylinePriceSchema = z.object({ home: decimalOdds, away: decimalOdds });
/** Basketball moneyline prices. */
export type FeedMoneylinePrice = z.infer<typeof feedMoneylinePriceSchema>;

/**
 * Sports lottery (竞彩) prices of a football match, decimal odds: win/draw/loss, and win/draw/loss
 * after a whole-goal handicap (negative when the home side gives).
 */
export const feedLotteryPriceSchema = z.object({
  home: decimalOdds,
  draw: decimalOdds,
  away: decimalOdds,
  handicap: z.number().int().min(-5).max(5),
  handicapHome: decimalOdds,
  handicapDraw: decimalOdds,
  handicapAway: decimalOdds,
});
/** Sports lottery prices. */
export type FeedLotteryPrice = z.infer<typeof feedLotteryPriceSchema>;

const market = <M extends string, P extends number, T extends z.ZodType>(name: M, playType: P, price: T) =>
  z.object({
    market: z.literal(name),
    /** The game-play type of SPEC §3 for the match's sport. */
    playType: z.literal(playType),
    bookmakerId: z.number().int().nonnegative(),
    /** Opening prices (初盘), set when the match is listed. */
    initial: price,
    /**
     * Current prices (即时): before kick-off the company's latest, which move in small steps from the
     * opening prices to the closing ones; in play, the in-play prices, which stop at the end.
     */
    live: price,
    /**
     * The last prices before kick-off (终盘), which a finished match's lists show and its handicap
     * and total results (盘路) are read from; absent until kick-off.
     */
    closing: price.optional(),
    /** When the current prices were set. */
    changedAt: feedTimestampSchema,
  });

/** Football play type 1: European odds. */
export const feedEuropeMarketSchema = market('europe', 1, feedEuropePriceSchema);
/** Football play type 2: Asian handicap. */
export const feedAsianMarketSchema = market('asian', 2, feedAsianPriceSchema);
/** Football play type 3: over/under goals. */
export const feedOverUnderMarketSchema = market('overUnder', 3, feedOverUnderPriceSchema);
/**
 * Football play type 4: the sports lottery's single-match prices, from bookmaker 0. `single` tells
 * whether the match may be bought on its own; otherwise only in parlays such as two-in-one (play
 * type 5), which clients build from these prices.
 */
export const feedLotteryMarketSchema = market('lottery', 4, feedLotteryPriceSchema).extend({ single: z.boolean() });
/** Basketball play type 1: points handicap. */
export const feedPointsHandicapMarketSchema = market('handicap', 1, feedPointsHandicapPriceSchema);
/** Basketball play type 2: total points. */
export const feedPointsTotalMarketSchema = market('total', 2, feedPointsTotalPriceSchema);
/** Basketball play type 3: the moneyline, which the odds pages show as its 欧赔 (SPEC §3 names play types 1 and 2 only). */
export const feedMoneylineMarketSchema = market('moneyline', 3, feedMoneylinePriceSchema);

/** One bookmaker's market on one play type of a match. `market` tells the shape of the prices. */
export const feedOddsMarketSchema = z.discriminatedUnion('market', [
  feedEuropeMarketSchema,
  feedAsianMarketSchema,
  feedOverUnderMarketSchema,
  feedLotteryMarketSchema,
  feedPointsHandicapMarketSchema,
  feedPointsTotalMarketSchema,
  feedMoneylineMarketSchema,
]);
/** One bookmaker's market on one play type of a match. */
export type FeedOddsMarket = z.infer<typeof feedOddsMarketSchema>;

/**
 * The prices a market shows as its current ones: a finished match's closing prices (终盘), which its
 * handicap and total results are read from, not its last in-play ones; else (or without closing
 * prices) its current prices.
 */
export function shownPrices<M extends Pick<FeedOddsMarket, 'live' | 'closing'>>(market: M, finished: boolean): M['live'] {
  return finished ? (market.closing ?? market.live) : market.live;
}
/** The name of a market shape. */
export type FeedMarketName = FeedOddsMarket['market'];

// ---------------------------------------------------------------------------------------------
// Lottery lists

/** The lottery lists: 竞彩足球, 北京单场, 足彩 (14-match pools), 竞彩篮球. */
export const feedLotteryCodeSchema = z.enum(LOTTERY_CODES);
/** A lottery list code. */
export type FeedLotteryCode = z.infer<typeof feedLotteryCodeSchema>;

/** A match's place in a lottery issue. */
export const feedLotteryEntrySchema = z.object({
  code: feedLotteryCodeSchema,
  /** jczq and jclq: the sales day, YYYYMMDD; bjdc: yyMM and the issue of the month; zc: yy and the issue of the year. */
  issueNum: z.string().regex(/^\d{5,8}$/),
  /** jczq and jclq: weekday and number, e.g. 周六001 or 周六301; bjdc and zc: the number in the issue. */
  matchNum: z.string().min(1),
});
/** A match's place in a lottery issue. */
export type FeedLotteryEntry = z.infer<typeof feedLotteryEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Matches

/** A match state: football 0-13, basketball 0-15, as SPEC §3 numbers them. Checked per sport by the snapshot. */
export const feedStateSchema = z.number().int().min(0).max(15);

const matchFields = z.object({
  id: feedIdSchema,
  sport: feedSportSchema,
  leagueId: feedIdSchema,
  seasonId: feedIdSchema,
  homeTeamId: feedIdSchema,
  awayTeamId: feedIdSchema,
  /** Scheduled kick-off or tip-off. */
  kickoffAt: feedTimestampSchema,
  state: feedStateSchema,
  /**
   * When the running phase (a half, a quarter, an extra-time half) started or resumed, or null while
   * the clock stands (before the start, in breaks, in a shoot-out, after the end). The clock reads
   * `clockBaseMinute + (now - phaseStartedAt) / 60000` minutes.
   */
  phaseStartedAt: feedTimestampSchema.nullable(),
  /**
   * Minutes on the clock at `phaseStartedAt`. Football counts the whole match (0, 45, 90, 105);
   * basketball counts within the period.
   */
  clockBaseMinute: z.number().nonnegative(),
  /** Length of a half or a quarter, from the league. */
  periodMinutes: z.number().int().positive(),
  /** Whether a draw goes to extra time and penalties. */
  knockout: z.boolean(),
  /**
   * On a tie's second leg, the first leg's score, this match's home side first: the aggregate
   * decides the tie. Null or absent otherwise, or from a vendor without it.
   */
  firstLeg: feedScorePairSchema.nullable().optional(),
  homeScore: z.number().int().nonnegative(),
  awayScore: z.number().int().nonnegative(),
  /** Score at half-time, null before it. */
  halfScore: feedScorePairSchema.nullable(),
  /** Basketball points by period, overtime periods after the fourth; empty in football. */
  quarterScores: z.array(feedScorePairSchema),
  /** Football shoot-out score, null unless there was one. */
  penaltyScore: feedScorePairSchema.nullable(),
  /** Cards and corners; always 0 in basketball. */
  homeRed: count,
  awayRed: count,
  homeYellow: count,
  awayYellow: count,
  homeCorner: count,
  awayCorner: count,
  /** Every incident so far, oldest first. */
  incidents: z.array(feedIncidentSchema),
  stats: feedMatchStatsSchema,
  /** Every bookmaker market on the match. */
  odds: z.array(feedOddsMarketSchema),
  /** The lottery issues the match is in. */
  lottery: z.array(feedLotteryEntrySchema),
  /** The starting line-ups, substitutes and coaches; absent while the vendor has none. */
  lineups: feedLineupsSchema.optional(),
  /** Increases by one with every push event of this match, whatever its type. */
  version: z.number().int().nonnegative(),
  /** Source time of the last change. */
  updatedAt: feedTimestampSchema,
});

function checkSport(
  match: { sport?: FeedSport; state?: number; stats?: FeedMatchStats; odds?: FeedOddsMarket[] },
  ctx: z.RefinementCtx,
) {
  if (match.sport === undefined) return;
  const entry = sportEntry(match.sport);
  if (match.state !== undefined) {
    if (!entry.states.schema.safeParse(match.state).success) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: `not a ${match.sport} state` });
    }
  }
  if (match.stats !== undefined && match.stats.sport !== match.sport) {
    ctx.addIssue({ code: 'custom', path: ['stats', 'sport'], message: `stats of a ${match.sport} match` });
  }
  match.odds?.forEach((market, index) => {
    if (!entry.markets.has(market.market)) {
      ctx.addIssue({ code: 'custom', path: ['odds', index, 'market'], message: `not a ${match.sport} market` });
    }
  });
}

/** The whole state of a match as the vendor serves it. */
export const feedMatchSnapshotSchema = matchFields.superRefine(checkSport);
/** The whole state of a match. */
export type FeedMatchSnapshot = z.infer<typeof feedMatchSnapshotSchema>;

/** The top-level fields of a match that changed, with their new values. */
export const feedMatchChangesSchema = matchFields.omit({ id: true, sport: true, version: true, updatedAt: true }).partial();
/** The top-level fields of a match that changed. */
export type FeedMatchChanges = z.infer<typeof feedMatchChangesSchema>;

// ---------------------------------------------------------------------------------------------
// Push events

const matchEventFields = {
  matchId: feedIdSchema,
  sport: feedSportSchema,
  /** The match's version after this event: one more than after its previous event. */
  version: z.number().int().positive(),
  /** When the change happened at the source. */
  sourceTs: feedTimestampSchema,
};

/** Sent first on every push connection. */
export const feedHelloEventSchema = z.object({
  type: z.literal('hello'),
  serverTime: feedTimestampSchema,
  seed: z.number().int(),
  /** Source milliseconds per real millisecond. */
  speed: z.number().positive(),
  /** Whether the stream replays a recording. */
  replay: z.boolean(),
});
/** Sent first on every push connection. */
export type FeedHelloEvent = z.infer<typeof feedHelloEventSchema>;

/** Sent every few seconds so a client can tell a quiet stream from a dead one. */
export const feedHeartbeatEventSchema = z.object({
  type: z.literal('heartbeat'),
  serverTime: feedTimestampSchema,
});
/** A heartbeat. */
export type FeedHeartbeatEvent = z.infer<typeof feedHeartbeatEventSchema>;

/** Some top-level fields of a match changed: apply `changes` over the snapshot. */
export const feedMatchEventSchema = z
  .object({ type: z.literal('match'), ...matchEventFields, changes: feedMatchChangesSchema })
  .superRefine((event, ctx) => checkSport({ sport: event.sport, ...event.changes }, ctx));
/** Some top-level fields of a match changed. */
export type FeedMatchEvent = z.infer<typeof feedMatchEventSchema>;

/** An incident happened: append it to the snapshot's incidents. Counters and score follow in a `match` event. */
export const feedIncidentEventSchema = z.object({
  type: z.literal('incident'),
  ...matchEventFields,
  incident: feedIncidentSchema,
});
/** An incident happened. */
export type FeedIncidentEvent = z.infer<typeof feedIncidentEventSchema>;

/** A bookmaker's market changed: replace the snapshot's market of the same bookmaker and play type. */
export const feedOddsEventSchema = z.object({
  type: z.literal('odds'),
  ...matchEventFields,
  bookmakerId: z.number().int().nonnegative(),
  playType: z.number().int().min(1).max(5),
  odds: feedOddsMarketSchema,
});
/** A bookmaker's market changed. */
export type FeedOddsEvent = z.infer<typeof feedOddsEventSchema>;

/** An event about one match. */
export const feedMatchBoundEventSchema = z.discriminatedUnion('type', [
  feedMatchEventSchema,
  feedIncidentEventSchema,
  feedOddsEventSchema,
]);
/** An event about one match; its `version` orders and dedupes it among the match's events. */
export type FeedMatchBoundEvent = z.infer<typeof feedMatchBoundEventSchema>;

/** A frame of the push stream (one JSON text frame each). */
export const feedEventSchema = z.discriminatedUnion('type', [
  feedHelloEventSchema,
  feedHeartbeatEventSchema,
  feedMatchEventSchema,
  feedIncidentEventSchema,
  feedOddsEventSchema,
]);
/** A frame of the push stream. */
export type FeedEvent = z.infer<typeof feedEventSchema>;

/** A match snapshot as a recording holds it before its events. */
export const feedSnapshotLineSchema = z.object({ type: z.literal('snapshot'), match: feedMatchSnapshotSchema });

/**
 * One line of an NDJSON recording of the feed: a `hello` first, then a `snapshot` of every match
 * at the start, then the match events in the order they were pushed.
 */
export const feedRecordLineSchema = z.discriminatedUnion('type', [
  feedHelloEventSchema,
  feedSnapshotLineSchema,
  feedMatchEventSchema,
  feedIncidentEventSchema,
  feedOddsEventSchema,
]);
/** One line of a feed recording. */
export type FeedRecordLine = z.infer<typeof feedRecordLineSchema>;

// ---------------------------------------------------------------------------------------------
// HTTP

const optionalSport = feedSportSchema.optional();
const queryId = z.coerce.number().int().positive();

/** Query of GET /v1/matches. */
export const feedMatchesQuerySchema = z.object({ date: feedDateSchema, sport: optionalSport });
/** Query of GET /v1/live. */
export const feedLiveQuerySchema = z.object({ sport: optionalSport });
/** Query of GET /v1/teams: every club, or the clubs playing in one competition (a cup's entrants included). */
export const feedTeamsQuerySchema = z.object({ leagueId: queryId.optional() });
/** Query of GET /v1/players: every player, or one team's. */
export const feedPlayersQuerySchema = z.object({ teamId: queryId.optional() });
/** Query of GET /v1/standings. */
export const feedStandingsQuerySchema = z.object({ leagueId: queryId });
/** Query of GET /v1/seasons: every season, or one league's. */
export const feedSeasonsQuerySchema = z.object({ leagueId: queryId.optional() });
/** Query of GET /v1/lottery: the current issue, or the one named. */
export const feedLotteryQuerySchema = z.object({
  code: feedLotteryCodeSchema,
  issueNum: z.string().regex(/^\d{5,8}$/).optional(),
});

/**
 * GET /v1/matches?date&sport (the matches kicking off that day, Beijing time) and GET /v1/live?sport
 * (the unfinished matches being played or kicking off before the day ends or within six hours).
 */
export const feedMatchListResponseSchema = z.object({
  serverTime: feedTimestampSchema,
  matches: z.array(feedMatchSnapshotSchema),
});
/** A list of match snapshots. */
export type FeedMatchListResponse = z.infer<typeof feedMatchListResponseSchema>;

/** GET /v1/matches/:id answers the snapshot itself. */
export const feedMatchResponseSchema = feedMatchSnapshotSchema;

/** GET /v1/odds/:matchId. */
export const feedOddsResponseSchema = z.object({
  matchId: feedIdSchema,
  version: z.number().int().nonnegative(),
  updatedAt: feedTimestampSchema,
  odds: z.array(feedOddsMarketSchema),
});
/** The markets of one match. */
export type FeedOddsResponse = z.infer<typeof feedOddsResponseSchema>;

/** One price move of a market: when, the prices after it, and the match as it stood. */
export const feedOddsMoveSchema = z.object({
  at: feedTimestampSchema,
  /** The market's current prices after the move, field by field as in its `live` prices. */
  live: z.record(z.string(), z.number()),
  homeScore: z.number().int().nonnegative(),
  awayScore: z.number().int().nonnegative(),
  state: feedStateSchema,
});
/** One price move of a market. */
export type FeedOddsMove = z.infer<typeof feedOddsMoveSchema>;

/** The moves of one bookmaker's market on one play type, oldest first; its opening prices are the market's `initial`. */
export const feedOddsTrackSchema = z.object({
  bookmakerId: z.number().int().nonnegative(),
  playType: z.number().int().min(1).max(5),
  moves: z.array(feedOddsMoveSchema),
});
/** The moves of one market. */
export type FeedOddsTrack = z.infer<typeof feedOddsTrackSchema>;

/** GET /v1/odds-history/:matchId: the moves of every market that has moved since the vendor opened it. */
export const feedOddsHistoryResponseSchema = z.object({
  matchId: feedIdSchema,
  version: z.number().int().nonnegative(),
  tracks: z.array(feedOddsTrackSchema),
});
/** The price history of a match. */
export type FeedOddsHistoryResponse = z.infer<typeof feedOddsHistoryResponseSchema>;

/** GET /v1/leagues. */
export const feedLeaguesResponseSchema = z.object({ leagues: z.array(feedLeagueSchema) });
/** GET /v1/seasons. */
export const feedSeasonsResponseSchema = z.object({ seasons: z.array(feedSeasonSchema) });
/** GET /v1/teams. */
export const feedTeamsResponseSchema = z.object({ teams: z.array(feedTeamSchema) });
/** GET /v1/players. */
export const feedPlayersResponseSchema = z.object({ players: z.array(feedPlayerSchema) });
/** GET /v1/bookmakers. */
export const feedBookmakersResponseSchema = z.object({ bookmakers: z.array(feedBookmakerSchema) });

/** GET /v1/standings?leagueId: the current season's table, best first. Cups and friendlies have none. */
export const feedStandingsResponseSchema = z.object({
  leagueId: feedIdSchema,
  seasonId: feedIdSchema,
  rows: z.array(feedStandingRowSchema),
});
/** A league table. */
export type FeedStandingsResponse = z.infer<typeof feedStandingsResponseSchema>;

/** GET /v1/lottery?code&issueNum: the matches of one issue by number, and every issue known. */
export const feedLotteryResponseSchema = z.object({
  code: feedLotteryCodeSchema,
  issueNum: z.string(),
  /** Known issue numbers, oldest first. */
  issues: z.array(z.string()),
  matches: z.array(z.object({ matchId: feedIdSchema, matchNum: z.string().min(1) })),
});
/** One lottery issue. */
export type FeedLotteryResponse = z.infer<typeof feedLotteryResponseSchema>;

/** The body of every non-2xx answer. */
export const feedErrorResponseSchema = z.object({ error: z.string() });

// ---------------------------------------------------------------------------------------------
// Simulator administration (the built-in vendor only)

const probability = z.number().min(0).max(1);

/**
 * Transport faults of the simulated vendor: each a probability per pushed event and socket, except
 * `delayMs` (every push waits that long) and `poll5xx` (per HTTP poll, answered 503).
 */
export const feedFaultsSchema = z.object({
  drop: probability,
  duplicate: probability,
  reorder: probability,
  delayMs: z.number().int().min(0).max(60_000),
  closeRate: probability,
  poll5xx: probability,
});
/** Transport faults of the simulated vendor. */
export type FeedFaults = z.infer<typeof feedFaultsSchema>;

/** POST /admin/faults: the faults to change; the answer is every fault's value. */
export const feedFaultsPatchSchema = feedFaultsSchema.partial();
/** A change of faults. */
export type FeedFaultsPatch = z.infer<typeof feedFaultsPatchSchema>;

/** POST /admin/inject: make an incident happen now in a match being played. */
export const feedInjectRequestSchema = z.object({
  matchId: feedIdSchema,
  /** In basketball only 'goal', a two-point basket. */
  kind: z.enum(['goal', 'red', 'corner', 'yellow']),
  team: feedSideSchema,
});
/** An incident to inject. */
export type FeedInjectRequest = z.infer<typeof feedInjectRequestSchema>;

/** The answer of POST /admin/inject: the events pushed and the match after them. */
export const feedInjectResponseSchema = z.object({
  events: z.array(feedMatchBoundEventSchema),
  match: feedMatchSnapshotSchema,
});
/** The answer of POST /admin/inject. */
export type FeedInjectResponse = z.infer<typeof feedInjectResponseSchema>;
