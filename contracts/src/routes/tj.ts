import { z } from 'zod';
import {
  expertApplicationSchema,
  expertApplyRequestSchema,
  expertInfoSchema,
  planBuyRequestSchema,
  planListRequestSchema,
  planPageSchema,
  planPublishRequestSchema,
  planSchema,
  tippedLeaguesSchema,
  tippedMatchQueryShape,
  tippedMatchSchema,
  youliaoHomeSchema,
} from '../expert';
import { defineRoute, defineRoutes, getQuery } from './define';

const pageQuery = {
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};

/** Experts (SPEC §7 "Experts"): applying, publishing and buying plans, and the youliao pages' lists. */
export const tjRoutes = defineRoutes({
  expertInfo: defineRoute({
    method: 'POST',
    path: '/tj/expert/info',
    response: expertInfoSchema,
    summary: "The caller's expert card with their record; null when they are no expert.",
  }),
  expertApply: defineRoute({
    method: 'POST',
    path: '/tj/expert/apply',
    body: expertApplyRequestSchema,
    response: expertApplicationSchema,
    summary: 'Applies to become an expert; refused to an expert and while an application is under review.',
  }),
  expertApplyInfo: defineRoute({
    method: 'GET',
    path: '/tj/expert/apply/info',
    query: getQuery({}),
    response: expertApplicationSchema,
    summary: "The caller's latest expert application.",
  }),
  recommend: defineRoute({
    method: 'POST',
    path: '/tj/recommend',
    body: planPublishRequestSchema,
    response: planSchema,
    summary: 'An expert publishes a plan; the odds and line are the feed’s at that moment. No edit or delete follows.',
  }),
  buy: defineRoute({
    method: 'POST',
    path: '/tj/recommend/buy',
    body: planBuyRequestSchema,
    response: planSchema,
    summary: 'Buys a paid plan with diamonds (ledger type 4); buying it again charges nothing.',
  }),
  bought: defineRoute({
    method: 'GET',
    path: '/tj/recommend/bought',
    query: getQuery(pageQuery),
    response: planPageSchema,
    summary: 'The plans the caller bought, newest first, with their results.',
  }),
  homeRecommends: defineRoute({
    method: 'POST',
    path: '/tj/expert/home/rec',
    response: youliaoHomeSchema,
    summary: 'The youliao page: hot and free plans, the rankings, recent results.',
  }),
  pcRecommends: defineRoute({
    method: 'POST',
    path: '/tj/expert/pc/rec',
    body: planListRequestSchema,
    response: planPageSchema,
    summary: "The guide page's plans, by sport, play type and kind.",
  }),
  recommendDetail: defineRoute({
    method: 'GET',
    path: '/tj/recommend/:code',
    params: z.object({ code: z.string().min(1).max(32) }),
    query: getQuery({}),
    response: planSchema,
    summary: 'A plan by its code; its pick and analysis only for a buyer, its expert, or when free.',
  }),
  matches: defineRoute({
    method: 'GET',
    path: '/tj/match',
    query: getQuery(tippedMatchQueryShape),
    response: z.array(tippedMatchSchema),
    summary: 'The matches of a sport with their lines and plan counts; open=1 only those a plan may be published on.',
  }),
  matchFilter: defineRoute({
    method: 'GET',
    path: '/tj/match/filter',
    query: getQuery({ matchType: tippedMatchQueryShape.matchType, open: tippedMatchQueryShape.open }),
    response: tippedLeaguesSchema,
    summary: 'The leagues of the matches /tj/match lists.',
  }),
});
