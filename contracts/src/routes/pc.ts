import { z } from 'zod';
import { defineRoutes, servedLater } from './define';

/** The experts' pages (SPEC §7 "Experts", the /pc calls); none served yet. */
export const pcRoutes = defineRoutes({
  recommends: servedLater({ method: 'POST', path: '/pc/recommends', body: z.unknown(), summary: 'Expert tips.' }),
  more: servedLater({ method: 'POST', path: '/pc/more', body: z.unknown(), summary: 'More expert tips.' }),
  experts: servedLater({ method: 'POST', path: '/pc/experts', body: z.unknown(), summary: 'The experts.' }),
  match: servedLater({ method: 'POST', path: '/pc/match', body: z.unknown(), summary: 'A match with its tips.' }),
  centerHead: servedLater({ method: 'POST', path: '/pc/center/head', body: z.unknown(), summary: "An expert's page head." }),
  centerRecommends: servedLater({ method: 'POST', path: '/pc/center/recommends', body: z.unknown(), summary: "An expert's tips." }),
});
