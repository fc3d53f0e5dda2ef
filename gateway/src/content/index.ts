import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { createBannerRepository } from './banners';
import { createHotSearchRepository } from './hot-searches';
import { createLiveNavRepository } from './live-navs';
import { createNewsRepository } from './news';

export function createContent(db: Db) {
  return {
    banners: createBannerRepository(db),
    hotSearches: createHotSearchRepository(db),
    liveNavs: createLiveNavRepository(db),
    news: createNewsRepository(db),
  };
}

export type Content = ReturnType<typeof createContent>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Banners, news, live navs and hot searches. */
    content: Content;
  }
}

export const contentPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('content', createContent(db));
  },
  { name: 'content' },
);
