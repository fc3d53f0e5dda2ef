import { envelopeSchema, hotSearchItemSchema, ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getQuery } from '../../http/query';
import type { HotSearchRepository } from '../../content/hot-searches';

export type SearchRoutesOptions = { hotSearches: HotSearchRepository };

/** The search box's hot words, in display order. */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { hotSearches }) => {
  app.get(
    '/inform/search/hot',
    { schema: { querystring: getQuery({}), response: { 200: envelopeSchema(z.array(hotSearchItemSchema)) } } },
    async () => ok(await hotSearches.words()),
  );
};
