import type { Db } from '../db/database';
import { createBannerRepository } from './banners';
import { createHotSearchRepository } from './hot-searches';
import { createLiveNavRepository } from './live-navs';
import { createNewsRepository } from './news';

export function createRepositories(db: Db) {
  return {
    banners: createBannerRepository(db),
    hotSearches: createHotSearchRepository(db),
    liveNavs: createLiveNavRepository(db),
    news: createNewsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
