import { z } from 'zod';
import { expertInfoSchema } from '../user';
import { defineRoute, defineRoutes, getQuery, servedLater } from './define';

/** Experts (SPEC §7 "Experts"); so far the signed-in user's own expert card, the rest served later. */
export const tjRoutes = defineRoutes({
  expertInfo: defineRoute({
    method: 'POST',
    path: '/tj/expert/info',
    response: expertInfoSchema,
    summary: "The caller's expert card; null when they are no expert.",
  }),
  recommend: servedLater({ method: 'POST', path: '/tj/recommend', body: z.unknown(), summary: 'Expert tips.' }),
  homeRecommends: servedLater({ method: 'POST', path: '/tj/expert/home/rec', body: z.unknown(), summary: "The home page's expert tips." }),
  pcRecommends: servedLater({ method: 'POST', path: '/tj/expert/pc/rec', body: z.unknown(), summary: "The guide page's expert tips." }),
  recommendDetail: servedLater({
    method: 'GET',
    path: '/tj/recommend/:code',
    params: z.object({ code: z.string().min(1) }),
    query: getQuery({}),
    summary: 'A tip by its code.',
  }),
  matches: servedLater({ method: 'GET', path: '/tj/match', query: getQuery({}), summary: 'Matches with tips.' }),
  matchFilter: servedLater({ method: 'GET', path: '/tj/match/filter', query: getQuery({}), summary: 'The filters of the tipped matches.' }),
});
