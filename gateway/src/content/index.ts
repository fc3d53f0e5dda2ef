import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { createBannerRepository } from './banners';
import { createHotSearchRepository } from './hot-searches';
import { createLiveNavRepository } from './live-navs';
import { createNewsRepository } from './news';
import { createNewsExtras } from './news-extras';

export function createContent(db: Db, clock: Clock = systemClock) {
  return {
    banners: createBannerRepository(db),
    hotSearches: createHotSearchRepository(db, clock),
    liveNavs: createLiveNavRepository(db),
    news: createNewsRepository(db),
    newsExtras: createNewsExtras(db, clock),
  };
}

export type Content = ReturnType<typeof createContent>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Banners, news, live navs and hot searches. */
    content: Content;
  }
}

export const contentPlugin = fp<{ db: Db; clock?: Clock | undefined }>(
  async (app, { db, clock }) => {
    app.decorate('content', createContent(db, clock));
  },
  { name: 'content' },
);
