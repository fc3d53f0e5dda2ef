import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { liveNavs } from '../db/schema';

export function createLiveNavRepository(db: Db) {
  return {
    list() {
      return db.select().from(liveNavs).orderBy(asc(liveNavs.sort), asc(liveNavs.id));
    },
  };
}

export type LiveNavRepository = ReturnType<typeof createLiveNavRepository>;
