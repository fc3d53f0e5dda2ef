import { commonQuerySchema, ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Live scores and match data (SPEC §7 "Live and scores"). */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/live/time', { schema: { querystring: commonQuerySchema } }, async () => ok(Date.now()));
};
