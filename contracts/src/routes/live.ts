import { z } from 'zod';
import { feedSportSchema } from '../feed';
import { matchCollectSchema } from '../live';
import {
  basketballListQuerySchema,
  collectListResponseSchema,
  countryLeaguesResponseSchema,
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
  footballFilter: defineRoute({ method: 'GET', path: `${FOOTBALL}/filter`, query: footballListQuery, response: leagueFilterResponseSchema }),
  footballToday: defineRoute({ method: 'GET', path: `${FOOTBALL}/today`, query: getQuery({}), response: matchRowsResponseSchema }),
  footballCountry: defineRoute({ method: 'GET', path: `${FOOTBALL}/country`, query: footballListQuery, response: countryLeaguesResponseSchema }),
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
  basketballFilter: defineRoute({ method: 'GET', path: `${BASKETBALL}/filter`, query: basketballListQuery, response: leagueFilterResponseSchema }),
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
  odds: defineRoute({
    method: 'GET',
    path: '/live/odds/:sport/:matchId',
    params: z.object({ sport: feedSportSchema, matchId: z.coerce.number().int().positive() }),
    query: getQuery({}),
    response: matchOddsResponseSchema,
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
});
