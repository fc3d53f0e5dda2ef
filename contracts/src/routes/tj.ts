import { expertInfoSchema } from '../user';
import { defineRoute, defineRoutes } from './define';

/** Experts (SPEC §7 "Experts"); so far the signed-in user's own expert card. */
export const tjRoutes = defineRoutes({
  expertInfo: defineRoute({
    method: 'POST',
    path: '/tj/expert/info',
    response: expertInfoSchema,
    summary: "The caller's expert card; null when they are no expert.",
  }),
});
