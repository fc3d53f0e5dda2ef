import { z } from 'zod';
import {
  feedBasketballStatsSchema,
  feedCompetitionKindSchema,
  feedFootballStatsSchema,
  feedIdSchema,
  feedIncidentSchema,
  feedLineupsSchema,
  feedPlayerSchema,
  feedScorePairSchema,
  feedSportSchema,
  feedStandingRowSchema,
} from './feed';
import {
  feedBasketballPlayerSeasonSchema,
  feedBasketballTeamSeasonSchema,
  feedFootballPlayerSeasonSchema,
  feedFootballTeamSeasonSchema,
  feedPlayerMatchSchema,
  feedSeasonMatchSchema,
  feedSeasonRoundSchema,
  feedStandingGroupSchema,
  feedStandingsViewSchema,
} from './feed-season';

// The data base (数据): leagues, seasons, tables, teams and players, as the web shows them.

/** A season as the season picker lists it. */
export const seasonEntrySchema = z.object({ id: feedIdSchema, name: z.string(), current: z.boolean() });
/** A season in the picker. */
export type SeasonEntry = z.infer<typeof seasonEntrySchema>;

/** A league or cup of the data base with its seasons, newest first. */
export const databaseLeagueSchema = z.object({
  id: feedIdSchema,
  sport: feedSportSchema,
  name: z.string(),
  shortName: z.string(),
  /** Region: 英格兰, 欧洲, 中国 … */
  country: z.string(),
  kind: feedCompetitionKindSchema,
  seasons: z.array(seasonEntrySchema),
});
/** A league of the data base. */
export type DatabaseLeague = z.infer<typeof databaseLeagueSchema>;

/** GET /live/database and /live/basket/db: the leagues of a sport, and the hot ones first in line. */
export const databaseHomeResponseSchema = z.object({
  leagues: z.array(databaseLeagueSchema),
  /** Ids of the hot leagues, in the order shown. */
  hot: z.array(feedIdSchema),
});
/** The data base's home. */
export type DatabaseHomeResponse = z.infer<typeof databaseHomeResponseSchema>;

/** Query of the data base home: football (the default) or basketball. */
export const databaseHomeQuerySchema = z.object({ sport: feedSportSchema.default('football') });

/** A club as the pages name it. */
export const teamRefSchema = z.object({ id: feedIdSchema, name: z.string(), shortName: z.string(), logo: z.string() });
/** A club as the pages name it. */
export type TeamRef = z.infer<typeof teamRefSchema>;

/** What every season page carries: its league, the season and the other seasons, and the clubs by id. */
const seasonPageFields = {
  league: databaseLeagueSchema,
  seasonId: feedIdSchema,
  teams: z.record(z.string(), teamRefSchema),
};

/** Params of the season calls. */
export const seasonParamsSchema = z.object({ seasonId: z.coerce.number().int().positive() });

/** Query of the season tables. */
export const seasonStandingsQuerySchema = z.object({ view: feedStandingsViewSchema.default('total') });

/** GET /live/data/season/:seasonId/standings?view. */
export const seasonStandingsResponseSchema = z.object({
  ...seasonPageFields,
  view: feedStandingsViewSchema,
  groups: z.array(feedStandingGroupSchema),
});
/** A season's tables. */
export type SeasonStandingsResponse = z.infer<typeof seasonStandingsResponseSchema>;

/**
 * The state of a standings channel (`standings:{seasonId}`): the four views of the season's tables.
 * It changes when a match of the season finishes.
 */
export const standingsChannelStateSchema = z.object({
  seasonId: feedIdSchema,
  total: z.array(feedStandingGroupSchema),
  home: z.array(feedStandingGroupSchema),
  away: z.array(feedStandingGroupSchema),
  form: z.array(feedStandingGroupSchema),
});
/** The state of a standings channel. */
export type StandingsChannelState = z.infer<typeof standingsChannelStateSchema>;

/** GET /live/data/season/:seasonId/fixtures. */
export const seasonFixturesResponseSchema = z.object({ ...seasonPageFields, rounds: z.array(feedSeasonRoundSchema) });
/** A season's rounds. */
export type SeasonFixturesResponse = z.infer<typeof seasonFixturesResponseSchema>;

/**
 * GET /live/data/match/:id: one match of a season as its results have it (score, goals and cards,
 * closing lines, line-ups, box scores), for the match page once the live scores no longer hold the match.
 */
export const seasonMatchResponseSchema = z.object({
  ...seasonPageFields,
  match: feedSeasonMatchSchema,
  /** The names of the players its incidents, substitutions and box scores name, by id. */
  players: z.record(z.string(), z.string()),
  /** A football match's line-ups, once they are out; null in basketball, before them, or where the vendor has none. */
  lineups: feedLineupsSchema.nullable(),
  /** A basketball match's box scores once it has tipped off; null in football, before it, or where the vendor has none. */
  boxScore: feedBasketballStatsSchema.nullable(),
  /** A football match's team statistics once it has kicked off; null in basketball, before it, or where the vendor has none. */
  teamStats: feedFootballStatsSchema.nullable(),
  /** A football match's substitutions, oldest first; empty in basketball, before it, or where the vendor has none. */
  substitutions: z.array(feedIncidentSchema),
  /** A basketball match's points by period, overtimes after the fourth; empty in football, before it, or where the vendor has none. */
  quarterScores: z.array(feedScorePairSchema),
});
/** A match of a season. */
export type SeasonMatchResponse = z.infer<typeof seasonMatchResponseSchema>;

/** A player as the lists name him. */
export const playerRefSchema = z.object({ id: feedIdSchema, name: z.string(), teamId: feedIdSchema, number: z.number().int(), position: z.string() });
/** A player as the lists name him. */
export type PlayerRef = z.infer<typeof playerRefSchema>;

/** GET /live/data/season/:seasonId/players: every player's season, for the leader boards. */
export const seasonPlayersResponseSchema = z.discriminatedUnion('sport', [
  z.object({ ...seasonPageFields, sport: z.literal('football'), players: z.array(feedFootballPlayerSeasonSchema.extend({ player: playerRefSchema })) }),
  z.object({ ...seasonPageFields, sport: z.literal('basketball'), players: z.array(feedBasketballPlayerSeasonSchema.extend({ player: playerRefSchema })) }),
]);
/** A season's players. */
export type SeasonPlayersResponse = z.infer<typeof seasonPlayersResponseSchema>;

/** GET /live/data/season/:seasonId/teams: every club's season totals. */
export const seasonTeamsResponseSchema = z.discriminatedUnion('sport', [
  z.object({ ...seasonPageFields, sport: z.literal('football'), rows: z.array(feedFootballTeamSeasonSchema) }),
  z.object({ ...seasonPageFields, sport: z.literal('basketball'), rows: z.array(feedBasketballTeamSeasonSchema) }),
]);
/** A season's team totals. */
export type SeasonTeamsResponse = z.infer<typeof seasonTeamsResponseSchema>;

/** Query of a team or player page: the season, the league's current one by default. */
export const seasonChoiceQuerySchema = z.object({ seasonId: z.coerce.number().int().positive().optional() });

/** GET /live/fb-team/stats/:id and /live/bb-team/stats/:id: a club's page. */
export const teamPageResponseSchema = z.object({
  ...seasonPageFields,
  team: teamRefSchema,
  squad: z.array(feedPlayerSchema),
  /** The matches each of the squad played this season, by player id (football appearances, basketball games); absent: none. */
  appearances: z.record(z.string(), z.number().int().nonnegative()),
  /** Football: the goals each of the squad scored this season, by player id; absent: none, and empty in basketball. */
  goals: z.record(z.string(), z.number().int().positive()),
  /** Football: the ids of the squad's players banned from its next match of the season (停赛); empty in basketball and once the season is played. */
  suspended: z.array(feedIdSchema),
  /** Its row of the season's table (its group's or conference's), null before it played. */
  standing: feedStandingRowSchema.nullable(),
  football: feedFootballTeamSeasonSchema.nullable(),
  basketball: feedBasketballTeamSeasonSchema.nullable(),
  /** Its fixtures of the season by kick-off, played and to come. */
  matches: z.array(feedSeasonMatchSchema),
  /** The last results, oldest first: W, D or L. */
  form: z.string(),
  /** Its ties in the cups of the same season (欧冠, its country's cup), by cup; empty when it plays in none. */
  cups: z.array(z.object({ league: databaseLeagueSchema, seasonId: feedIdSchema, matches: z.array(feedSeasonMatchSchema) })),
});
/** A club's page. */
export type TeamPageResponse = z.infer<typeof teamPageResponseSchema>;

/** One season of a player's career. */
export const careerSeasonSchema = z.object({
  seasonId: feedIdSchema,
  seasonName: z.string(),
  football: feedFootballPlayerSeasonSchema.nullable(),
  basketball: feedBasketballPlayerSeasonSchema.nullable(),
});
/** One season of a player's career. */
export type CareerSeason = z.infer<typeof careerSeasonSchema>;

/** GET /live/fb-player/stats/:id and /live/bb-player/stats/:id: a player's page. */
export const playerPageResponseSchema = z.object({
  ...seasonPageFields,
  player: feedPlayerSchema,
  team: teamRefSchema,
  /** Every season the vendor holds, newest first. */
  career: z.array(careerSeasonSchema),
  /** His club's finished matches of the season, newest first, with his part. */
  matches: z.array(feedPlayerMatchSchema),
  /** Per game averages of the season by box-score field, one decimal (basketball); null in football or before he played. */
  averages: z.record(z.string(), z.number()).nullable(),
});
/** A player's page. */
export type PlayerPageResponse = z.infer<typeof playerPageResponseSchema>;

/** GET /live/data/team-nav: the clubs of each league of a sport, for the data base's navigation. */
export const teamNavResponseSchema = z.object({
  leagues: z.array(z.object({ id: feedIdSchema, shortName: z.string(), teams: z.array(teamRefSchema) })),
});
/** The data base's team navigation. */
export type TeamNavResponse = z.infer<typeof teamNavResponseSchema>;

/**
 * Query of GET /live/data/ranks: the sport, and `before` (ms) for the tables of the matches kicked
 * off before it only, as they stood then; the current tables without it or when it is still to come.
 * With `seasonId`, that season's table alone (a past season's, for a match of it); none for a
 * season of a cup or of the other sport.
 */
export const clubRanksQuerySchema = databaseHomeQuerySchema.extend({
  before: z.coerce.number().int().positive().optional(),
  seasonId: z.coerce.number().int().positive().optional(),
});
/** Query of GET /live/data/ranks. */
export type ClubRanksQuery = z.infer<typeof clubRanksQuerySchema>;

/**
 * GET /live/data/ranks?sport&before: each club's place in its own league's table (in its group, an
 * NBA conference), for the score lists' [3] beside a name, and [英超3] in a match of another
 * competition; a list asks for its day's start, so a club shows its place before that day's matches.
 * A club yet to play in its season has none.
 */
export const clubRanksResponseSchema = z.object({
  clubs: z.array(
    z.object({
      teamId: feedIdSchema,
      leagueId: feedIdSchema,
      /** The league's short name: 英超. */
      league: z.string(),
      /** The group of the table it stands in: 东部 in the NBA, '' in a single table. */
      group: z.string(),
      rank: z.number().int().positive(),
    }),
  ),
});
/** Each club's place in its league's table. */
export type ClubRanksResponse = z.infer<typeof clubRanksResponseSchema>;

/** Refusal of a season, team or player the vendor does not know. */
export const DATABASE_NOT_FOUND_MESSAGE = '未找到该数据';

/** A match found by a search, as the results list it. */
export const searchMatchSchema = z.object({
  id: feedIdSchema,
  sport: feedSportSchema,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.number().int().nonnegative(),
  state: z.number().int().nonnegative(),
  homeScore: z.number().int().nonnegative(),
  awayScore: z.number().int().nonnegative(),
});
/** A match found by a search. */
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/** Query of GET /live/data/search. */
export const dataSearchQuerySchema = z.object({ word: z.string().trim().min(1).max(30) });

/** GET /live/data/search?word: the leagues, clubs (with their next match), players and matches whose names hold the word. */
export const dataSearchResponseSchema = z.object({
  leagues: z.array(databaseLeagueSchema),
  teams: z.array(z.object({ sport: feedSportSchema, team: teamRefSchema, league: z.string(), nextMatch: searchMatchSchema.nullable() })),
  players: z.array(z.object({ sport: feedSportSchema, player: playerRefSchema, team: z.string() })),
  matches: z.array(searchMatchSchema),
  /** How many of each were found; the lists hold the first few. */
  counts: z.object({ leagues: z.number().int(), teams: z.number().int(), players: z.number().int(), matches: z.number().int() }),
});
/** What a search found in the data base and the scores. */
export type DataSearchResponse = z.infer<typeof dataSearchResponseSchema>;
