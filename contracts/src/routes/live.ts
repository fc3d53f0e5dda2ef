import { z } from 'zod';
import { feedSportSchema } from '../feed';
import {
  dataSearchQuerySchema,
  dataSearchResponseSchema,
  databaseHomeQuerySchema,
  databaseHomeResponseSchema,
  playerPageResponseSchema,
  seasonChoiceQuerySchema,
  seasonFixturesResponseSchema,
  seasonMatchResponseSchema,
  seasonParamsSchema,
  seasonPlayersResponseSchema,
  seasonStandingsQuerySchema,
  seasonStandingsResponseSchema,
  seasonTeamsResponseSchema,
  teamNavResponseSchema,
  teamPageResponseSchema,
} from '../database';
import { matchCollectSchema } from '../live';
import { matchOddsHistoryResponseSchema, oddsDetailQuerySchema, oddsDetailResponseSchema } from '../odds';
import {
  basketballListQuerySchema,
  collectListResponseSchema,
  countryLeaguesResponseSchema,
  footballModelResponseSchema,
  footballListQuerySchema,
  handicapResponseSchema,
  leagueFilterResponseSchema,
  liveOddsResponseSchema,
  lotteryIssueQuerySchema,
  lotteryIssueResponseSchema,
  matchAnalysisResponseSchema,
  matchDetailResponseSchema,
  matchIdQuerySchema,
  matchListResponseSchema,
  matchOddsResponseSchema,
  matchRowsResponseSchema,
} from '../scores';
import { defineRoute, defineRoutes, fileBodySchema, getQuery, idParamsSchema } from './define';

const FOOTBALL = '/live/football/v1_1';
const BASKETBALL = '/live/basketball/v1_1';

const footballListQuery = getQuery(footballListQuerySchema.shape);
const basketballListQuery = getQuery(basketballListQuerySchema.shape);
const matchQuery = getQuery(matchIdQuerySchema.shape);
const oddsDetailQuery = getQuery(oddsDetailQuerySchema.shape);
const oddsParams = z.object({ sport: feedSportSchema, matchId: z.coerce.number().int().positive() });

const seasonQuery = getQuery(seasonChoiceQuerySchema.shape);
/** The club or player of /live/basket/team and /live/basket/player, in a season (its current one unless told). */
const basketPageQuery = getQuery({ id: z.coerce.number().int().positive(), ...seasonChoiceQuerySchema.shape });

/** The data base's calls: SPEC §7 names their first segments; the rest of each path is ours. */
const databaseRoutes = {
  database: defineRoute({
    method: 'GET',
    path: '/live/database',
    query: getQuery(databaseHomeQuerySchema.shape),
    response: databaseHomeResponseSchema,
    summary: 'The leagues of a sport by region, the hot ones, and their seasons.',
  }),
  basketDb: defineRoute({
    method: 'GET',
    path: '/live/basket/db',
    query: getQuery({}),
    response: databaseHomeResponseSchema,
    summary: 'The basketball leagues and their seasons.',
  }),
  dataTeamNav: defineRoute({
    method: 'GET',
    path: '/live/data/team-nav',
    query: getQuery(databaseHomeQuerySchema.shape),
    response: teamNavResponseSchema,
    summary: 'The clubs of each league of a sport.',
  }),
  seasonStandings: defineRoute({
    method: 'GET',
    path: '/live/data/season/:seasonId/standings',
    params: seasonParamsSchema,
    query: getQuery(seasonStandingsQuerySchema.shape),
    response: seasonStandingsResponseSchema,
    summary: "A season's tables (all, home, away or form) with their zones; the channel standings:{seasonId} keeps them current.",
  }),
  seasonFixtures: defineRoute({
    method: 'GET',
    path: '/live/data/season/:seasonId/fixtures',
    params: seasonParamsSchema,
    query: getQuery({}),
    response: seasonFixturesResponseSchema,
    summary: "A season's rounds with every fixture and result.",
  }),
  seasonMatch: defineRoute({
    method: 'GET',
    path: '/live/data/match/:id',
    params: idParamsSchema,
    query: getQuery({}),
    response: seasonMatchResponseSchema,
    summary: 'One match of a season as its results have it, for its page once the live scores no longer hold it.',
  }),
  seasonPlayers: defineRoute({
    method: 'GET',
    path: '/live/data/season/:seasonId/players',
    params: seasonParamsSchema,
    query: getQuery({}),
    response: seasonPlayersResponseSchema,
    summary: "Every player's season: goals, assists and cards, or the box-score sums.",
  }),
  seasonTeams: defineRoute({
    method: 'GET',
    path: '/live/data/season/:seasonId/teams',
    params: seasonParamsSchema,
    query: getQuery({}),
    response: seasonTeamsResponseSchema,
    summary: "Every club's season totals.",
  }),
  dataSearch: defineRoute({
    method: 'GET',
    path: '/live/data/search',
    query: getQuery(dataSearchQuerySchema.shape),
    response: dataSearchResponseSchema,
    summary: 'The leagues, clubs, players and matches whose names hold a word.',
  }),
  footballTeamStats: defineRoute({
    method: 'GET',
    path: '/live/fb-team/stats/:id',
    params: idParamsSchema,
    query: seasonQuery,
    response: teamPageResponseSchema,
    summary: "A football club's page: squad, fixtures, season statistics, form.",
  }),
  footballPlayerStats: defineRoute({
    method: 'GET',
    path: '/live/fb-player/stats/:id',
    params: idParamsSchema,
    query: seasonQuery,
    response: playerPageResponseSchema,
    summary: "A football player's page: profile, season and career statistics, recent matches.",
  }),
  basketballTeamStats: defineRoute({
    method: 'GET',
    path: '/live/bb-team/stats/:id',
    params: idParamsSchema,
    query: seasonQuery,
    response: teamPageResponseSchema,
    summary: "A basketball club's page.",
  }),
  basketRank: defineRoute({
    method: 'GET',
    path: '/live/basket/rank',
    query: getQuery({ ...seasonParamsSchema.shape, ...seasonStandingsQuerySchema.shape }),
    response: seasonStandingsResponseSchema,
    summary: "A basketball season's tables (by conference where it has them), as /live/data/season/:seasonId/standings.",
  }),
  basketTeam: defineRoute({
    method: 'GET',
    path: '/live/basket/team',
    query: basketPageQuery,
    response: teamPageResponseSchema,
    summary: "A basketball club's page, as /live/bb-team/stats/:id.",
  }),
  basketPlayer: defineRoute({
    method: 'GET',
    path: '/live/basket/player',
    query: basketPageQuery,
    response: playerPageResponseSchema,
    summary: "A basketball player's page, as /live/bb-player/stats/:id.",
  }),
  basketballPlayerStats: defineRoute({
    method: 'GET',
    path: '/live/bb-player/stats/:id',
    params: idParamsSchema,
    query: seasonQuery,
    response: playerPageResponseSchema,
    summary: "A basketball player's page.",
  }),
};

/** Live scores and match data (SPEC §7 "Live and scores"). */
export const liveRoutes = defineRoutes({
  time: defineRoute({
    method: 'GET',
    path: '/live/time',
    query: getQuery({}),
    response: z.number().int(),
    summary: "The feed's clock in epoch milliseconds; pages run match clocks against it.",
  }),
  footballLive: defineRoute({ method: 'GET', path: `${FOOTBALL}/live`, query: footballListQuery, response: matchListResponseSchema }),
  footballJczq: defineRoute({ method: 'GET', path: `${FOOTBALL}/jczq`, query: footballListQuery, response: matchListResponseSchema }),
  footballBjdc: defineRoute({ method: 'GET', path: `${FOOTBALL}/bjdc`, query: footballListQuery, response: matchListResponseSchema }),
  footballLottery: defineRoute({ method: 'GET', path: `${FOOTBALL}/lottery`, query: footballListQuery, response: matchListResponseSchema }),
  footballMatch: defineRoute({ method: 'GET', path: `${FOOTBALL}/match`, query: matchQuery, response: matchDetailResponseSchema }),
  footballHandicap: defineRoute({ method: 'GET', path: `${FOOTBALL}/handicap`, query: matchQuery, response: handicapResponseSchema }),
  footballLiveOdds: defineRoute({ method: 'GET', path: `${FOOTBALL}/live-odds`, query: matchQuery, response: liveOddsResponseSchema }),
  footballFilter: defineRoute({
    method: 'GET',
    path: `${FOOTBALL}/filter`,
    query: footballListQuery,
    response: leagueFilterResponseSchema,
  }),
  footballToday: defineRoute({ method: 'GET', path: `${FOOTBALL}/today`, query: getQuery({}), response: matchRowsResponseSchema }),
  footballCountry: defineRoute({
    method: 'GET',
    path: `${FOOTBALL}/country`,
    query: footballListQuery,
    response: countryLeaguesResponseSchema,
  }),
  footballHotMatch: defineRoute({
    method: 'GET',
    path: `${FOOTBALL}/hotMatch`,
    query: getQuery({ size: z.coerce.number().int().min(1).max(50).default(10) }),
    response: matchRowsResponseSchema,
  }),
  collect: defineRoute({ method: 'POST', path: `${FOOTBALL}/collect`, body: matchCollectSchema, response: z.null() }),
  cancelCollect: defineRoute({ method: 'POST', path: `${FOOTBALL}/cancel-collect`, body: matchCollectSchema, response: z.null() }),
  collected: defineRoute({ method: 'GET', path: `${FOOTBALL}/collect`, query: getQuery({}), response: collectListResponseSchema }),
  basketballLive: defineRoute({ method: 'GET', path: `${BASKETBALL}/live`, query: basketballListQuery, response: matchListResponseSchema }),
  basketballJclq: defineRoute({ method: 'GET', path: `${BASKETBALL}/jclq`, query: basketballListQuery, response: matchListResponseSchema }),
  basketballMatch: defineRoute({ method: 'GET', path: `${BASKETBALL}/match`, query: matchQuery, response: matchDetailResponseSchema }),
  basketballHandicap: defineRoute({ method: 'GET', path: `${BASKETBALL}/handicap`, query: matchQuery, response: handicapResponseSchema }),
  basketballLiveOdds: defineRoute({ method: 'GET', path: `${BASKETBALL}/live-odds`, query: matchQuery, response: liveOddsResponseSchema }),
  basketballFilter: defineRoute({
    method: 'GET',
    path: `${BASKETBALL}/filter`,
    query: basketballListQuery,
    response: leagueFilterResponseSchema,
  }),
  basketballToday: defineRoute({ method: 'GET', path: `${BASKETBALL}/today`, query: getQuery({}), response: matchRowsResponseSchema }),
  footballMatchLive: defineRoute({
    method: 'GET',
    path: '/live/fb/match/live/:id',
    params: idParamsSchema,
    query: getQuery({}),
    response: matchDetailResponseSchema,
  }),
  footballMatchAnalysis: defineRoute({
    method: 'GET',
    path: '/live/fb/match/analysis/:id',
    params: idParamsSchema,
    query: getQuery({}),
    response: matchAnalysisResponseSchema,
  }),
  basketballMatchAnalysis: defineRoute({
    method: 'GET',
    path: '/live/bb/match/analysis/:id',
    params: idParamsSchema,
    query: getQuery({}),
    response: matchAnalysisResponseSchema,
    summary: 'A basketball match analysis: head-to-head, form, tables, next fixtures, points for and against.',
  }),
  footballModel: defineRoute({
    method: 'GET',
    path: '/live/fb/model',
    query: getQuery({}),
    response: footballModelResponseSchema,
    summary: "Today's football matches with a win/draw/loss model from the sides' recent results, the odds' probabilities beside it, and its record.",
  }),
  odds: defineRoute({
    method: 'GET',
    path: '/live/odds/:sport/:matchId',
    params: oddsParams,
    query: getQuery({}),
    response: matchOddsResponseSchema,
  }),
  oddsHistory: defineRoute({
    method: 'GET',
    path: '/live/odds/:sport/:matchId/history',
    params: oddsParams,
    query: getQuery({}),
    response: matchOddsHistoryResponseSchema,
    summary: "Every price move of the match's markets with the score at that moment; the odds channel carries the moves after it.",
  }),
  footballOddsDetail: defineRoute({
    method: 'GET',
    path: `${FOOTBALL}/odds-detail`,
    query: oddsDetailQuery,
    response: oddsDetailResponseSchema,
    summary: "The day's football matches with the markets of the companies asked.",
  }),
  basketballOddsDetail: defineRoute({
    method: 'GET',
    path: `${BASKETBALL}/odds-detail`,
    query: oddsDetailQuery,
    response: oddsDetailResponseSchema,
    summary: "The day's basketball matches with the markets of the companies asked.",
  }),
  basketMatch: defineRoute({
    method: 'GET',
    path: '/live/basket/match',
    query: matchQuery,
    response: matchDetailResponseSchema,
    summary: 'A basketball match: the match channel and its state.',
  }),
  basketZhi: defineRoute({
    method: 'GET',
    path: '/live/basket/zhi',
    query: matchQuery,
    response: matchOddsResponseSchema,
    summary: "A basketball match's odds (指数): every company's handicap and total points, the odds channel and its state.",
  }),
  tvMatchList: defineRoute({ method: 'GET', path: '/live/tv/match-list', query: getQuery({}), response: matchRowsResponseSchema }),
  issue: defineRoute({
    method: 'GET',
    path: '/live/issue',
    query: getQuery(lotteryIssueQuerySchema.shape),
    response: lotteryIssueResponseSchema,
  }),
  teamLogo: defineRoute({
    method: 'GET',
    path: '/live/data/team-logo/:id',
    params: idParamsSchema,
    response: fileBodySchema,
    answer: 'file',
    summary: "A team's badge image from the upstream.",
  }),
  ...databaseRoutes,
});
