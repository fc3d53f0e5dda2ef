import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HotSearchRepository } from '../../content/hot-searches';
import { serveRoute } from '../serve-route';

export type SearchRoutesOptions = { hotSearches: HotSearchRepository };

/** The search box's hot words, in display order. */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { hotSearches }) => {
  serveRoute(app, routes.inform.hotSearch, {}, async () => ok(await hotSearches.words()));
};
