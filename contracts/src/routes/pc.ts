import {
  expertCardSchema,
  expertHeadRequestSchema,
  expertListRequestSchema,
  expertPageSchema,
  expertPlansRequestSchema,
  matchPlansRequestSchema,
  matchPlansSchema,
  myPlansRequestSchema,
  planListRequestSchema,
  planPageSchema,
} from '../expert';
import { defineRoute, defineRoutes } from './define';

/** The experts' pages (SPEC §7 "Experts", the /pc calls). */
export const pcRoutes = defineRoutes({
  recommends: defineRoute({
    method: 'POST',
    path: '/pc/recommends',
    body: myPlansRequestSchema,
    response: planPageSchema,
    summary: "The signed-in expert's own plans with their results (/recommend/records).",
  }),
  more: defineRoute({ method: 'POST', path: '/pc/more', body: planListRequestSchema, response: planPageSchema, summary: 'More plans of a kind.' }),
  experts: defineRoute({
    method: 'POST',
    path: '/pc/experts',
    body: expertListRequestSchema,
    response: expertPageSchema,
    summary: 'The experts by sport and play type, ranked by hit rate, streak or return.',
  }),
  match: defineRoute({ method: 'POST', path: '/pc/match', body: matchPlansRequestSchema, response: matchPlansSchema, summary: 'A match with its plans.' }),
  centerHead: defineRoute({
    method: 'POST',
    path: '/pc/center/head',
    body: expertHeadRequestSchema,
    response: expertCardSchema,
    summary: "An expert's page head: their card and record.",
  }),
  centerRecommends: defineRoute({
    method: 'POST',
    path: '/pc/center/recommends',
    body: expertPlansRequestSchema,
    response: planPageSchema,
    summary: "An expert's plans.",
  }),
});
