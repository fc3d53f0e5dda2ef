import type { Db } from '../db/database';
import { createBannerRepository } from './banners';
import { createHotSearchRepository } from './hot-searches';
import { createLiveNavRepository } from './live-navs';
import { createNewsRepository } from './news';
import { createRoomRepository } from './rooms';

export function createRepositories(db: Db) {
  return {
    banners: createBannerRepository(db),
    hotSearches: createHotSearchRepository(db),
    liveNavs: createLiveNavRepository(db),
    news: createNewsRepository(db),
    rooms: createRoomRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
