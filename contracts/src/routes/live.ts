import { z } from 'zod';
import { feedSportSchema } from '../feed';
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
import { defineRoute, defineRoutes, fileBodySchema, getQuery, idParamsSchema, servedLater } from './define';

const FOOTBALL = '/live/football/v1_1';
const BASKETBALL = '/live/basketball/v1_1';

const footballListQuery = getQuery(footballListQuerySchema.shape);
const basketballListQuery = getQuery(basketballListQuerySchema.shape);
const matchQuery = getQuery(matchIdQuerySchema.shape);
const oddsDetailQuery = getQuery(oddsDetailQuerySchema.shape);
const oddsParams = z.object({ sport: feedSportSchema, matchId: z.coerce.number().int().positive() });

const REST_NOT_SHOWN = 'SPEC §7 does not show the rest of the path (`*`).';

/** A GET of the data pages that is not served yet; SPEC §7 names no query for any of them. */
const laterGet = (path: string, summary: string) => servedLater({ method: 'GET', path, query: getQuery({}), summary });

/** The data and database calls SPEC §7 names that the gateway does not serve yet. */
const liveLater = {
  footballTeamStats: laterGet('/live/fb-team/stats/*', `A football team's statistics. ${REST_NOT_SHOWN}`),
  footballPlayerStats: laterGet('/live/fb-player/stats/*', `A football player's statistics. ${REST_NOT_SHOWN}`),
  basketballTeamStats: laterGet('/live/bb-team/stats/*', `A basketball team's statistics. ${REST_NOT_SHOWN}`),
  basketballPlayerStats: laterGet('/live/bb-player/stats/*', `A basketball player's statistics. ${REST_NOT_SHOWN}`),
  data: laterGet('/live/data/*', `The database pages' data. ${REST_NOT_SHOWN}`),
  dataTeamNav: laterGet('/live/data/team-nav', "The database's team navigation."),
  database: laterGet('/live/database', 'The database home.'),
  basketRank: laterGet('/live/basket/rank', 'Basketball standings.'),
  basketDb: laterGet('/live/basket/db', 'The basketball database.'),
  basketTeam: laterGet('/live/basket/team', 'A basketball team.'),
  basketPlayer: laterGet('/live/basket/player', 'A basketball player.'),
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
  ...liveLater,
});
