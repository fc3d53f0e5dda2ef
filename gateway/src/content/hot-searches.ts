import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { hotSearches } from '../db/schema';

export function createHotSearchRepository(db: Db) {
  return {
    words() {
      return db.select({ word: hotSearches.word }).from(hotSearches).orderBy(asc(hotSearches.sort), asc(hotSearches.id));
    },
  };
}

export type HotSearchRepository = ReturnType<typeof createHotSearchRepository>;
