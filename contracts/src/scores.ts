import { z } from 'zod';
import {
  feedAsianPriceSchema,
  feedCompetitionKindSchema,
  feedEuropePriceSchema,
  feedIdSchema,
  feedIncidentSchema,
  feedLineupsSchema,
  feedLotteryEntrySchema,
  feedMatchStatsSchema,
  feedOddsMarketSchema,
  feedOverUnderPriceSchema,
  feedPointsHandicapPriceSchema,
  feedPointsTotalPriceSchema,
  feedScorePairSchema,
  feedSportSchema,
  feedStandingRowSchema,
  feedStateSchema,
  feedTimestampSchema,
  type FeedLotteryCode,
} from './feed';
import { invalidParametersMessage } from './envelope';
import { feedClosingLinesSchema } from './feed-season';

// What score pages and the realtime channels show: the gateway's canonical state of matches, lists
// and odds, built from the upstream feed. Times are epoch milliseconds; a running clock reads
// `clockBaseMinute + (now - phaseStartedAt) / 60000` minutes with `now` from GET /live/time.

const count = z.number().int().nonnegative();

/** A team as a match shows it. */
export const scoreTeamSchema = z.object({
  id: feedIdSchema,
  /** The short name lists show, e.g. 曼城. */
  name: z.string().min(1),
  /** Badge image URL. */
  logo: z.string(),
});
/** A team as a match shows it. */
export type ScoreTeam = z.infer<typeof scoreTeamSchema>;

/** The league of a match as lists show it. */
export const scoreLeagueSchema = z.object({
  id: feedIdSchema,
  /** Short name, e.g. 英超. */
  name: z.string().min(1),
  /** Chinese country or region name, e.g. 英格兰. */
  country: z.string(),
  /** A CSS colour `#rrggbb` for the league tag, stable per league. */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  /** A league, a cup, or friendlies: the home page's panel puts league and cup matches first. */
  kind: feedCompetitionKindSchema,
});
/** The league of a match. */
export type ScoreLeague = z.infer<typeof scoreLeagueSchema>;

/**
 * The headline prices of a football match from the main bookmaker (current prices; null while the
 * market is not quoted).
 */
export const footballMainOddsSchema = z.object({
  sport: z.literal('football'),
  /** The bookmaker the prices come from. */
  bookmakerId: z.number().int().nonnegative().nullable(),
  europe: feedEuropePriceSchema.nullable(),
  asian: feedAsianPriceSchema.nullable(),
  overUnder: feedOverUnderPriceSchema.nullable(),
});
/** The headline prices of a basketball match from the main bookmaker. */
export const basketballMainOddsSchema = z.object({
  sport: z.literal('basketball'),
  bookmakerId: z.number().int().nonnegative().nullable(),
  handicap: feedPointsHandicapPriceSchema.nullable(),
  total: feedPointsTotalPriceSchema.nullable(),
});
/** The headline prices a list row shows, by sport. */
export const mainOddsSchema = z.discriminatedUnion('sport', [footballMainOddsSchema, basketballMainOddsSchema]);
/** The headline prices a list row shows. */
export type MainOdds = z.infer<typeof mainOddsSchema>;

const liveFields = {
  id: feedIdSchema,
  sport: feedSportSchema,
  league: scoreLeagueSchema,
  home: scoreTeamSchema,
  away: scoreTeamSchema,
  /** Scheduled kick-off or tip-off. */
  kickoffAt: feedTimestampSchema,
  /** State index of SPEC §3 for the match's sport. */
  state: feedStateSchema,
  /** When the running phase started or resumed; null while the clock stands. */
  phaseStartedAt: feedTimestampSchema.nullable(),
  /** Minutes on the clock at `phaseStartedAt`: whole match in football, within the period in basketball. */
  clockBaseMinute: z.number().nonnegative(),
  /** Length of a half (football) or a quarter (basketball). */
  periodMinutes: z.number().int().positive(),
  homeScore: count,
  awayScore: count,
  /** Score at half-time, null before it. */
  halfScore: feedScorePairSchema.nullable(),
  /** Basketball points by period; empty in football. */
  quarterScores: z.array(feedScorePairSchema),
  homeRed: count,
  awayRed: count,
  homeYellow: count,
  awayYellow: count,
  homeCorner: count,
  awayCorner: count,
  /** Headline prices. */
  odds: mainOddsSchema,
};

/**
 * The canonical state of one match: the snapshot of channel `match:{sport}:{id}` and the body of
 * the match detail calls.
 */
export const matchStateSchema = z.object({
  ...liveFields,
  seasonId: feedIdSchema,
  /** Whether a draw goes to extra time and penalties. */
  knockout: z.boolean(),
  /** On a tie's second leg, the first leg's score, this match's home side first; null or absent otherwise. */
  firstLeg: feedScorePairSchema.nullable().optional(),
  /** Football shoot-out score, null unless there was one. */
  penaltyScore: feedScorePairSchema.nullable(),
  /** Every incident so far, oldest first. */
  incidents: z.array(feedIncidentSchema),
  stats: feedMatchStatsSchema,
  /** The lottery issues the match is in, with its number in each. */
  lottery: z.array(feedLotteryEntrySchema),
  /** Starting line-ups, substitutes and coaches, null while the feed has none. */
  lineups: feedLineupsSchema.nullable(),
});
/** The canonical state of one match. */
export type MatchState = z.infer<typeof matchStateSchema>;

/** One row of a match list: the compact part of {@link matchStateSchema} a list shows. */
export const listRowSchema = z.object({
  ...liveFields,
  /** The match's number in the list's lottery issue (周六001), or null in lists without one. */
  matchNum: z.string().nullable(),
  /** Whether the row may be pinned to the top: not finished, cancelled or abandoned. */
  pinnable: z.boolean(),
});
/** One row of a match list. */
export type ListRow = z.infer<typeof listRowSchema>;

/**
 * The state of a list channel (`list:{sport}:{name}`): its rows keyed by match id, so a patch
 * touches one row. Clients order rows themselves (pinned first, then by kick-off).
 */
export const listStateSchema = z.object({
  /** The lottery issue the list shows, or null for lists that are not a lottery issue. */
  issueNum: z.string().nullable(),
  matches: z.record(z.string(), listRowSchema),
});
/** The state of a list channel. */
export type ListState = z.infer<typeof listStateSchema>;

/** One bookmaker's market on one play type, with the bookmaker's name. */
export const oddsMarketStateSchema = feedOddsMarketSchema.and(z.object({ bookmakerName: z.string() }));
/** One bookmaker's market with its name. */
export type OddsMarketState = z.infer<typeof oddsMarketStateSchema>;

/** The key of a market in {@link oddsStateSchema}: `{bookmakerId}:{playType}`. */
export const oddsMarketKey = (bookmakerId: number, playType: number): string => `${bookmakerId}:${playType}`;

/**
 * The state of an odds channel (`odds:{sport}:{id}`) and the body of GET /live/odds/:sport/:matchId:
 * every bookmaker market, keyed by {@link oddsMarketKey} so a price move touches one market.
 */
export const oddsStateSchema = z.object({
  matchId: feedIdSchema,
  sport: feedSportSchema,
  markets: z.record(z.string(), oddsMarketStateSchema),
});
/** The state of an odds channel. */
export type OddsState = z.infer<typeof oddsStateSchema>;

/** The lottery code of each lottery list: 竞彩足球, 北京单场, 足彩 and 竞彩篮球. */
export const LIST_LOTTERY_CODES = {
  'list:football:jczq': 'jczq',
  'list:football:bjdc': 'bjdc',
  'list:football:lottery': 'zc',
  'list:basketball:jclq': 'jclq',
} as const satisfies Record<string, FeedLotteryCode>;

/** The football odds lists by the index the pages send: 0 live, 1 jczq, 2 bjdc, 3 lottery (足彩). */
export const FOOTBALL_LIST_BY_INDEX = ['live', 'jczq', 'bjdc', 'lottery'] as const;
/** A football list name. */
export type FootballListName = (typeof FOOTBALL_LIST_BY_INDEX)[number];

// ---------------------------------------------------------------------------------------------
// REST calls of the score pages (SPEC §7 "Live and scores"), answered from the same state the
// channels serve. Each answer that mirrors a channel names it with its `seq`, so a page can render
// the REST answer first and subscribe from there.

const queryId = z.coerce.number().int().positive();
const queryIssueNum = z.string().regex(/^\d{5,8}$/, 'issueNum 应为5到8位数字');

/** The message when an issue number is sent with the live list (index 0). */
export const ISSUE_NUM_WITH_LIVE_MESSAGE = '即时列表不能按期号查询，期号只用于彩票列表';
/** Refusal of a list call whose `index` names another list than its path. */
export const listIndexMismatchMessage = (index: number, list: string): string => invalidParametersMessage(`index: ${index} 与列表 ${list} 不符`);
/** A match id that names no match. */
export const MATCH_NOT_FOUND_MESSAGE = '比赛不存在';
/** A team id whose logo we do not have. */
export const TEAM_LOGO_NOT_FOUND_MESSAGE = '球队标志不存在';

/**
 * Query of GET /live/football/v1_1/{live|jczq|bjdc|lottery}: `index` 0-3 names the same list as
 * the path and may be left out; `issueNum` asks for one lottery issue and is refused with index 0.
 */
export const footballListQuerySchema = z.object({
  index: z.coerce.number().int().min(0).max(3).optional(),
  issueNum: queryIssueNum.optional(),
});
/** Query of GET /live/basketball/v1_1/{live|jclq}: index 0 live, 1 jclq. */
export const basketballListQuerySchema = z.object({
  index: z.coerce.number().int().min(0).max(1).optional(),
  issueNum: queryIssueNum.optional(),
});

/** A match list answer: rows by kick-off, then id. `channel` and `seq` are null for a past or future issue. */
export const matchListResponseSchema = z.object({
  channel: z.string().nullable(),
  seq: z.number().int().nonnegative().nullable(),
  issueNum: z.string().nullable(),
  /** Every issue known for a lottery list, oldest first; empty for the other lists. */
  issues: z.array(z.string()),
  matches: z.array(listRowSchema),
});
/** A match list answer. */
export type MatchListResponse = z.infer<typeof matchListResponseSchema>;

/** Query of the calls about one match: /match, /handicap, /live-odds. */
export const matchIdQuerySchema = z.object({ matchId: queryId });

/** GET /live/{football|basketball}/v1_1/match and /live/fb/match/live/:id: the match channel's state. */
export const matchDetailResponseSchema = z.object({
  channel: z.string(),
  seq: z.number().int().nonnegative(),
  match: matchStateSchema,
});
/** A match detail answer. */
export type MatchDetailResponse = z.infer<typeof matchDetailResponseSchema>;

/** GET /live/odds/:sport/:matchId: every bookmaker's markets, the odds channel's state. */
export const matchOddsResponseSchema = z.object({
  channel: z.string(),
  seq: z.number().int().nonnegative(),
  odds: oddsStateSchema,
});
/** An odds answer. */
export type MatchOddsResponse = z.infer<typeof matchOddsResponseSchema>;

/** GET /live/football/v1_1/handicap: the Asian handicap market of every bookmaker, by bookmaker id. */
export const handicapResponseSchema = z.object({ matchId: feedIdSchema, markets: z.array(oddsMarketStateSchema) });
/** GET /live/football/v1_1/live-odds: the headline prices and the lottery market when there is one. */
export const liveOddsResponseSchema = z.object({
  matchId: feedIdSchema,
  odds: mainOddsSchema,
  lottery: oddsMarketStateSchema.nullable(),
});

/** A league in a filter or a country group, with how many matches it has in the list asked. */
export const leagueCountSchema = z.object({
  id: feedIdSchema,
  name: z.string(),
  color: z.string(),
  count: count,
});
/** Query of GET /live/football/v1_1/filter: the list whose leagues to offer (index as for the lists). */
export const leagueFilterQuerySchema = footballListQuerySchema;
/** GET /live/football/v1_1/filter: the leagues of a list, most matches first. */
export const leagueFilterResponseSchema = z.object({ leagues: z.array(leagueCountSchema) });
/** GET /live/football/v1_1/country: the football leagues of the fixtures window grouped by country. */
export const countryLeaguesResponseSchema = z.object({
  countries: z.array(z.object({ country: z.string(), leagues: z.array(leagueCountSchema) })),
});
/** GET /live/football/v1_1/today and /hotMatch, /api/match/hot, /schedule, /dataHot, /live/tv/match-list. */
export const matchRowsResponseSchema = z.object({ matches: z.array(listRowSchema) });

/** A finished match in an analysis. */
export const finishedMatchSchema = z.object({
  id: feedIdSchema,
  kickoffAt: feedTimestampSchema,
  league: scoreLeagueSchema,
  home: scoreTeamSchema,
  away: scoreTeamSchema,
  homeScore: count,
  awayScore: count,
  halfScore: feedScorePairSchema.nullable(),
  /** The closing handicap and total lines (终盘), for 盘路 and 大小; null where the feed has none. */
  lines: feedClosingLinesSchema.nullable(),
});
/** A side's row in its league table, as the season's table has it. */
export const analysisStandingSchema = z.object({
  seasonId: feedIdSchema,
  leagueId: feedIdSchema,
  /** The league's short name, e.g. 英超. */
  league: z.string(),
  /** The table's name: '' for a league's single table, A组, 东部 … */
  group: z.string(),
  /** Clubs in that table. */
  size: count,
  row: feedStandingRowSchema,
});
/** A side's row in its league table. */
export type AnalysisStanding = z.infer<typeof analysisStandingSchema>;

/** A fixture still to be played, in an analysis. */
export const upcomingMatchSchema = z.object({
  id: feedIdSchema,
  kickoffAt: feedTimestampSchema,
  league: scoreLeagueSchema,
  home: scoreTeamSchema,
  away: scoreTeamSchema,
});
/** A fixture still to be played. */
export type UpcomingMatch = z.infer<typeof upcomingMatchSchema>;

/** Goals scored and conceded in one 15-minute band (the last band holds stoppage time). */
export const goalBandSchema = z.object({ from: count, to: count, scored: count, conceded: count });
/** Goals by the time they were scored, over a side's finished matches of its table's season (football). */
export const goalTimesSchema = z.object({ matches: count, bands: z.array(goalBandSchema) });
/** Goal times of a side. */
export type GoalTimes = z.infer<typeof goalTimesSchema>;

/** Points for and against per game (basketball), over the recent matches and over the table's season. */
export const pointsSummarySchema = z.object({
  recentGames: count,
  recentScored: z.number().nonnegative(),
  recentConceded: z.number().nonnegative(),
  seasonGames: count,
  seasonScored: z.number().nonnegative(),
  seasonConceded: z.number().nonnegative(),
});
/** Points for and against of a side. */
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/**
 * GET /live/fb/match/analysis/:id and /live/bb/match/analysis/:id: head-to-head, recent form, the sides'
 * tables and next fixtures, all from the season results the upstream serves (the data base's results).
 */
/** A player an analysis names: his shirt number and SPEC position code. */
export const analysisPlayerSchema = z.object({ playerId: feedIdSchema, name: z.string(), number: z.number().int().nonnegative(), position: z.string() });
/** A player an analysis names. */
export type AnalysisPlayer = z.infer<typeof analysisPlayerSchema>;

export const matchAnalysisResponseSchema = z.object({
  matchId: feedIdSchema,
  sport: feedSportSchema,
  seasonId: feedIdSchema,
  /**
   * Null while the scores hold the match: the tables and season figures count every result so far.
   * For an older match of a season, its kick-off: they count only the results before it, as they stood then.
   */
  asOf: feedTimestampSchema.nullable(),
  /** The last ten meetings, newest first. */
  headToHead: z.array(finishedMatchSchema),
  /** Each side's last ten finished matches, newest first. */
  homeRecent: z.array(finishedMatchSchema),
  awayRecent: z.array(finishedMatchSchema),
  /** The recent results of each side, newest last: W, D or L. */
  homeForm: z.string(),
  awayForm: z.string(),
  homeStanding: analysisStandingSchema.nullable(),
  awayStanding: analysisStandingSchema.nullable(),
  /** Each side's next fixtures after this match, soonest first. */
  homeUpcoming: z.array(upcomingMatchSchema),
  awayUpcoming: z.array(upcomingMatchSchema),
  /** Football only. */
  homeGoalTimes: goalTimesSchema.nullable(),
  awayGoalTimes: goalTimesSchema.nullable(),
  /** Basketball only. */
  homePoints: pointsSummarySchema.nullable(),
  awayPoints: pointsSummarySchema.nullable(),
  /**
   * Football: each side's players banned from the match (停赛: sent off in its previous match of the
   * competition), as far as the vendor knows; empty in basketball, in a friendly, or without any.
   */
  suspended: z.object({ home: z.array(analysisPlayerSchema), away: z.array(analysisPlayerSchema) }),
});
/** A match analysis. */
export type MatchAnalysisResponse = z.infer<typeof matchAnalysisResponseSchema>;

/** Query of GET /live/issue. */
export const lotteryIssueQuerySchema = z.object({ lotteryCode: z.enum(['jczq', 'bjdc', 'zc', 'jclq']) });
/** GET /live/issue: the issue on sale and every issue known, oldest first. */
export const lotteryIssueResponseSchema = z.object({
  lotteryCode: z.enum(['jczq', 'bjdc', 'zc', 'jclq']),
  issueNum: z.string().nullable(),
  issues: z.array(z.string()),
});

/**
 * GET /live/football/v1_1/collect: the caller's collected match ids, newest first. POST /collect and
 * /cancel-collect take `matchCollectSchema` (live.ts), whose `userId` must be the caller's.
 */
export const collectListResponseSchema = z.object({ matchIds: z.array(feedIdSchema) });

/** A date of the live-room schedule. */
export const scheduleDateSchema = z.object({
  /** `YYYY-MM-DD`, Beijing time. */
  date: z.string(),
  /** 周一 … 周日. */
  week: z.string(),
  today: z.boolean(),
});
/** GET /api/match/dates: the 15 dates of the fixtures window, from 7 days back to 7 ahead. */
export const scheduleDatesResponseSchema = z.array(scheduleDateSchema);
/** Query of GET /api/match/hot and /api/match/schedule. */
export const scheduleDateQuerySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date 应为 YYYY-MM-DD') });
/** Query of GET /api/match/dataHot. */
export const dataHotQuerySchema = z.object({ size: z.coerce.number().int().min(1).max(50).default(10) });
/** Query of GET /api/match/next. */
export const nextMatchQuerySchema = z.object({ userId: queryId });
/** GET /api/match/next: the user's next collected match not yet finished, or null. */
export const nextMatchResponseSchema = listRowSchema.nullable();

// ---------------------------------------------------------------------------------------------
// The win/draw/loss model (/football/model)

const probability = z.number().min(0).max(1);

/** Probabilities of a home win, a draw and an away win; they add up to 1. */
export const outcomeProbabilitiesSchema = z.object({ home: probability, draw: probability, away: probability });
/** Probabilities of the three results. */
export type OutcomeProbabilities = z.infer<typeof outcomeProbabilitiesSchema>;

/** A football result from the home side. */
export const matchOutcomeSchema = z.enum(['home', 'draw', 'away']);
/** A football result from the home side. */
export type MatchOutcome = z.infer<typeof matchOutcomeSchema>;

/** A side's strength as the model reads it from its last finished matches; 1 is the average side. */
export const teamStrengthSchema = z.object({
  /** Goals scored against the average, home and away counted apart. */
  attack: z.number().nonnegative(),
  /** Goals conceded against the average: below 1 is a tighter defence. */
  defence: z.number().nonnegative(),
  /** How many finished matches it is read from (at most 10). */
  played: count,
});

/** One match with the model's view of it and the odds' beside it. */
export const modelMatchSchema = z.object({
  match: listRowSchema,
  home: teamStrengthSchema,
  away: teamStrengthSchema,
  /** Goals the model expects of each side. */
  expectedGoals: z.tuple([z.number().nonnegative(), z.number().nonnegative()]),
  model: outcomeProbabilitiesSchema,
  /** The main bookmaker's European odds as probabilities, its margin taken out; null when not quoted. */
  implied: outcomeProbabilitiesSchema.nullable(),
  /** The result once the match is finished. */
  result: matchOutcomeSchema.nullable(),
});
/** One match with the model's view of it. */
export type ModelMatch = z.infer<typeof modelMatchSchema>;

/** How the model and the odds did on the finished matches known, each predicted from the matches before it. */
export const modelRecordSchema = z.object({
  /** Finished matches the model priced. */
  settled: count,
  /** Of those, how often the model's likeliest result came in. */
  modelHits: count,
  /** How often the odds' favourite came in, over the matches the odds priced. */
  oddsHits: count,
  /** Matches the odds priced. */
  oddsSettled: count,
  /** Mean Brier score of the model (lower is better, 0 to 2). */
  modelBrier: z.number().nonnegative(),
  /** Mean Brier score of the odds' probabilities over the matches they priced. */
  oddsBrier: z.number().nonnegative(),
});
/** The model's record. */
export type ModelRecord = z.infer<typeof modelRecordSchema>;

/** GET /live/fb/model: today's football matches with the model's probabilities, and its record. */
export const footballModelResponseSchema = z.object({
  matches: z.array(modelMatchSchema),
  record: modelRecordSchema,
});
/** GET /live/fb/model. */
export type FootballModelResponse = z.infer<typeof footballModelResponseSchema>;

/** The likeliest of the three results (home before away before draw on a tie). */
export function likeliestOutcome(p: OutcomeProbabilities): MatchOutcome {
  return p.home >= p.draw && p.home >= p.away ? 'home' : p.away >= p.draw ? 'away' : 'draw';
}
