import { z } from 'zod';
import {
  feedBasketballStatsSchema,
  feedBoxScoreSchema,
  feedFootballStatsSchema,
  feedIdSchema,
  feedIncidentSchema,
  feedLineupsSchema,
  feedScorePairSchema,
  feedSeasonSchema,
  feedStandingRowSchema,
  feedStateSchema,
  feedTimestampSchema,
} from './feed';

// The vendor's season data: every round's fixtures and results, and the tables and statistics
// summed from them. Paths are in FEED_PATHS (seasonFixtures, seasonStandings, seasonTeams,
// seasonPlayers, seasonPlayerMatches).

const count = z.number().int().nonnegative();
const queryId = z.coerce.number().int().positive();

/** Query of the season calls: the season, by id. */
export const feedSeasonQuerySchema = z.object({ seasonId: queryId });

/** Which results a table sums: all, home games only, away games only, or each club's last six. */
export const feedStandingsViewSchema = z.enum(['total', 'home', 'away', 'form']);
/** A value of {@link feedStandingsViewSchema}. */
export type FeedStandingsView = z.infer<typeof feedStandingsViewSchema>;

/** Query of GET /v1/season/standings. */
export const feedSeasonStandingsQuerySchema = z.object({
  seasonId: queryId,
  view: feedStandingsViewSchema.default('total'),
  /** Only the results of matches kicked off before this time (ms since the epoch): the tables as they stood then. Absent: every result so far. */
  before: z.coerce.number().int().nonnegative().optional(),
});

/** Query of GET /v1/season/players. */
export const feedSeasonPlayersQuerySchema = z.object({
  seasonId: queryId,
  /** Only the matches kicked off before this time (ms since the epoch): the totals as they stood then. Absent: every match so far. */
  before: z.coerce.number().int().nonnegative().optional(),
});

/** Query of GET /v1/season/player-matches. */
export const feedSeasonPlayerQuerySchema = z.object({ seasonId: queryId, playerId: queryId });

/** One fixture of a season: not started, being played, or its result with the goals and cards (football). */
/**
 * A match's closing lines (终盘) from the headline company: the home side's handicap (negative when
 * it gives) and the total, in goals or points. The handicap and total results (盘路, 大小) are read from them.
 */
export const feedClosingLinesSchema = z.object({ handicap: z.number().multipleOf(0.25), total: z.number().positive().multipleOf(0.25) });
/** A match's closing lines. */
export type FeedClosingLines = z.infer<typeof feedClosingLinesSchema>;

export const feedSeasonMatchSchema = z.object({
  id: feedIdSchema,
  /** 1-based round (football, basketball) or stage number (cups). */
  round: z.number().int().positive(),
  /** The round's name: 第3轮, 小组赛第2轮, 1/8决赛, 决赛. */
  roundName: z.string().min(1),
  /** A cup's group (A…H) or an NBA conference; null otherwise. */
  group: z.string().nullable(),
  kickoffAt: feedTimestampSchema,
  homeTeamId: feedIdSchema,
  awayTeamId: feedIdSchema,
  state: feedStateSchema,
  /** Whether the result is final (and counts in the tables). */
  finished: z.boolean(),
  homeScore: count,
  awayScore: count,
  penaltyScore: feedScorePairSchema.nullable(),
  /** The score at half-time (basketball: after two quarters); null before it, or where the vendor has none. */
  halfScore: feedScorePairSchema.nullable(),
  /** Football: goals and cards, oldest first; basketball: empty (see the box scores). */
  incidents: z.array(feedIncidentSchema),
  /** A finished match's closing lines; null before it is played or where none were quoted, absent from vendors without them. */
  lines: feedClosingLinesSchema.nullable().optional(),
});
/** One fixture of a season. */
export type FeedSeasonMatch = z.infer<typeof feedSeasonMatchSchema>;

/** A side's result in a match, as form guides write it. */
export type MatchResult = 'W' | 'D' | 'L';
/** The Chinese of each result: 胜, 平, 负. */
export const MATCH_RESULT_TEXT: Record<MatchResult, string> = { W: '胜', D: '平', L: '负' };
/** Whether a season's match is a knockout tie's (1/8决赛, 半决赛, 决赛…), not a league round's or a cup group's. */
export const isKnockoutMatch = (match: Pick<FeedSeasonMatch, 'group' | 'roundName'>): boolean => match.group === null && match.roundName.includes('决赛');

/**
 * A knockout match's other leg among its round's matches: the same clubs the other way round.
 * Undefined for a tie of one match, or a match that is no tie's.
 */
export function otherLegOf<M extends Pick<FeedSeasonMatch, 'id' | 'group' | 'roundName' | 'homeTeamId' | 'awayTeamId'>>(match: M, round: readonly M[]): M | undefined {
  if (!isKnockoutMatch(match)) return undefined;
  return round.find((other) => other.id !== match.id && other.homeTeamId === match.awayTeamId && other.awayTeamId === match.homeTeamId);
}

/** A side's result in a finished match: W, D or L. */
export function resultFor(teamId: number, m: Pick<FeedSeasonMatch, 'homeTeamId' | 'homeScore' | 'awayScore'>): MatchResult {
  const [mine, theirs] = m.homeTeamId === teamId ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
  return mine > theirs ? 'W' : mine === theirs ? 'D' : 'L';
}

/** One round of a season. */
export const feedSeasonRoundSchema = z.object({
  round: z.number().int().positive(),
  name: z.string().min(1),
  matches: z.array(feedSeasonMatchSchema),
});
/** One round of a season. */
export type FeedSeasonRound = z.infer<typeof feedSeasonRoundSchema>;

/** GET /v1/season/fixtures?seasonId. A cup's knockout rounds are empty until the clubs are known. */
export const feedSeasonFixturesResponseSchema = z.object({
  season: feedSeasonSchema,
  rounds: z.array(feedSeasonRoundSchema),
});
/** A season's fixtures by round. */
export type FeedSeasonFixturesResponse = z.infer<typeof feedSeasonFixturesResponseSchema>;

/** A band of a table with a meaning: a continental place, the play-offs, relegation. */
export const feedStandingZoneSchema = z.object({
  from: z.number().int().positive(),
  to: z.number().int().positive(),
  /** 欧冠, 欧联杯, 季后赛, 降级 … */
  name: z.string().min(1),
  kind: z.enum(['top', 'upper', 'lower', 'bottom']),
});
/** A band of a table. */
export type FeedStandingZone = z.infer<typeof feedStandingZoneSchema>;

/** One table: the whole league, a cup group or a conference. */
export const feedStandingGroupSchema = z.object({
  /** '' for a league's single table; A组, 东部 … */
  name: z.string(),
  rows: z.array(feedStandingRowSchema),
  zones: z.array(feedStandingZoneSchema),
});
/** One table. */
export type FeedStandingGroup = z.infer<typeof feedStandingGroupSchema>;

/** GET /v1/season/standings?seasonId&view. */
export const feedSeasonStandingsResponseSchema = z.object({
  leagueId: feedIdSchema,
  seasonId: feedIdSchema,
  view: feedStandingsViewSchema,
  groups: z.array(feedStandingGroupSchema),
});
/** A season's tables. */
export type FeedSeasonStandingsResponse = z.infer<typeof feedSeasonStandingsResponseSchema>;

/** A football club's season totals. */
export const feedFootballTeamSeasonSchema = z.object({
  teamId: feedIdSchema,
  played: count,
  won: count,
  drawn: count,
  lost: count,
  scored: count,
  conceded: count,
  cleanSheets: count,
  yellow: count,
  red: count,
});
/** A basketball club's season totals; `conceded` is points allowed. */
export const feedBasketballTeamSeasonSchema = z.object({
  teamId: feedIdSchema,
  played: count,
  won: count,
  lost: count,
  conceded: count,
  totals: feedBoxScoreSchema,
});

/** GET /v1/season/teams?seasonId. */
export const feedSeasonTeamsResponseSchema = z.discriminatedUnion('sport', [
  z.object({ sport: z.literal('football'), seasonId: feedIdSchema, teams: z.array(feedFootballTeamSeasonSchema) }),
  z.object({ sport: z.literal('basketball'), seasonId: feedIdSchema, teams: z.array(feedBasketballTeamSeasonSchema) }),
]);
/** A season's team totals. */
export type FeedSeasonTeamsResponse = z.infer<typeof feedSeasonTeamsResponseSchema>;

/**
 * A football player's season: the matches he played (from the line-ups and substitutions), and his
 * goals (penalties included), assists and cards from the incidents.
 */
export const feedFootballPlayerSeasonSchema = z.object({
  playerId: feedIdSchema,
  teamId: feedIdSchema,
  /** Matches he started or came on in. */
  appearances: count,
  /** Of those, the ones he started. */
  starts: count,
  /**
   * Minutes played: from the kick-off or his coming on to his going off, his sending off or the
   * final whistle (90, or 120 after extra time; stoppage time not counted). Absent from vendors without them.
   */
  minutes: count.optional(),
  goals: count,
  penaltyGoals: count,
  assists: count,
  yellow: count,
  /** Straight reds and second yellows. */
  red: count,
});
/** A football player's season. */
export type FeedFootballPlayerSeason = z.infer<typeof feedFootballPlayerSeasonSchema>;

/** A basketball player's season: games played and the sums of his box-score lines. */
export const feedBasketballPlayerSeasonSchema = z.object({
  playerId: feedIdSchema,
  teamId: feedIdSchema,
  games: count,
  starts: count,
  /** Counts are sums; the accuracies and the assist rate are of the sums. */
  totals: feedBoxScoreSchema,
});
/** A basketball player's season. */
export type FeedBasketballPlayerSeason = z.infer<typeof feedBasketballPlayerSeasonSchema>;

/** GET /v1/season/players?seasonId: every player who scored, assisted, was booked or played. */
export const feedSeasonPlayersResponseSchema = z.discriminatedUnion('sport', [
  z.object({ sport: z.literal('football'), seasonId: feedIdSchema, players: z.array(feedFootballPlayerSeasonSchema) }),
  z.object({ sport: z.literal('basketball'), seasonId: feedIdSchema, players: z.array(feedBasketballPlayerSeasonSchema) }),
]);
/** A season's player totals. */
export type FeedSeasonPlayersResponse = z.infer<typeof feedSeasonPlayersResponseSchema>;

/** One finished match of a player's club, with his part in it. */
export const feedPlayerMatchSchema = z.object({
  match: feedSeasonMatchSchema,
  /** Football: his goals, assists and cards in it. */
  goals: count,
  assists: count,
  yellow: count,
  red: count,
  /** Basketball: his box-score line, null when he did not play. */
  line: feedBoxScoreSchema.nullable(),
  /** Football: his minutes in it, counted as the season's are; null when he did not play, in basketball, or from vendors without them. */
  minutes: count.nullable().optional(),
  /** Whether he played in it: started or came on (football), or has a line (basketball). */
  appeared: z.boolean(),
  /** Whether he started it: in the starting eleven (football) or five (basketball). */
  started: z.boolean(),
});
/** One match of a player. */
export type FeedPlayerMatch = z.infer<typeof feedPlayerMatchSchema>;

/** GET /v1/season/player-matches?seasonId&playerId: newest first. */
export const feedSeasonPlayerMatchesResponseSchema = z.object({
  seasonId: feedIdSchema,
  playerId: feedIdSchema,
  matches: z.array(feedPlayerMatchSchema),
});
/** A player's matches of a season. */
export type FeedSeasonPlayerMatchesResponse = z.infer<typeof feedSeasonPlayerMatchesResponseSchema>;

/** Query of GET /v1/season/match: the match, by id. */
export const feedSeasonMatchQuerySchema = z.object({ id: queryId });

/** GET /v1/season/match?id: one match of a season as its fixtures have it, with its season. */
export const feedSeasonMatchResponseSchema = z.object({
  seasonId: feedIdSchema,
  match: feedSeasonMatchSchema,
  /**
   * A football match's line-ups as its sides fielded them, once they are out; null in basketball
   * and before them, absent from vendors without them.
   */
  lineups: feedLineupsSchema.nullable().optional(),
  /** A basketball match's box scores once it has tipped off; null in football and before it, absent from vendors without them. */
  boxScore: feedBasketballStatsSchema.nullable().optional(),
  /**
   * A football match's team statistics (possession, shots, corners, attacks) once it has kicked
   * off; null in basketball and before it, absent from vendors without them.
   */
  teamStats: feedFootballStatsSchema.nullable().optional(),
  /** A football match's substitutions, oldest first; empty in basketball and before it, absent from vendors without them. */
  substitutions: z.array(feedIncidentSchema).optional(),
  /** A basketball match's points by period, overtimes after the fourth; empty in football and before it, absent from vendors without them. */
  quarterScores: z.array(feedScorePairSchema).optional(),
  /**
   * Football: the ids of each side's players banned from the match (sent off in its previous match
   * of the competition), as far as its previous match is played; absent from vendors without them.
   */
  suspended: z.object({ home: z.array(feedIdSchema), away: z.array(feedIdSchema) }).optional(),
});
/** A match of a season, with its season. */
export type FeedSeasonMatchResponse = z.infer<typeof feedSeasonMatchResponseSchema>;
