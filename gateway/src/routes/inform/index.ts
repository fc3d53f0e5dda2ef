import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BannerRepository } from '../../repositories/banners';
import type { HotSearchRepository } from '../../repositories/hot-searches';
import type { NewsRepository } from '../../repositories/news';
import { advertRoutes } from './adverts';
import { newsRoutes } from './news';
import { searchRoutes } from './search';

export type InformRoutesOptions = {
  banners: BannerRepository;
  hotSearches: HotSearchRepository;
  news: NewsRepository;
};

/** Content: news, adverts, search (SPEC §7, the /inform calls). */
export const informRoutes: FastifyPluginAsyncZod<InformRoutesOptions> = async (app, { banners, hotSearches, news }) => {
  await app.register(newsRoutes, { news });
  await app.register(advertRoutes, { banners });
  await app.register(searchRoutes, { hotSearches });
};
