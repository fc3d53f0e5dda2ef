import { asc, desc, gt, sql } from 'drizzle-orm';
import { HOT_SEARCH_MAX } from '@portal/contracts';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { hotSearches, searchWords } from '../db/schema';

/** The searches of this many days make the hot words. */
const HOT_WINDOW_MS = 7 * 24 * 3_600_000;
/** A search word is kept to this length. */
const WORD_MAX = 30;

/**
 * The search box's hot words: the words searched most in the last week, then (while those are few)
 * the editors' list, in its order.
 */
export function createHotSearchRepository(db: Db, clock: Clock = systemClock) {
  return {
    async words(): Promise<{ word: string }[]> {
      const since = new Date(clock.now() - HOT_WINDOW_MS);
      const searched = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(gt(searchWords.lastSearchedAt, since))
        .orderBy(desc(searchWords.count), desc(searchWords.lastSearchedAt), asc(searchWords.word))
        .limit(HOT_SEARCH_MAX);
      const edited = await db.select({ word: hotSearches.word }).from(hotSearches).orderBy(asc(hotSearches.sort), asc(hotSearches.id));
      const words = [...searched, ...edited].map((row) => row.word);
      return [...new Set(words)].slice(0, HOT_SEARCH_MAX).map((word) => ({ word }));
    },

    /** Counts one search of `word`. */
    async record(word: string): Promise<void> {
      const entry = word.trim().slice(0, WORD_MAX);
      if (entry === '') return;
      const at = new Date(clock.now());
      await db
        .insert(searchWords)
        .values({ word: entry, count: 1, lastSearchedAt: at })
        .onConflictDoUpdate({ target: searchWords.word, set: { count: sql`${searchWords.count} + 1`, lastSearchedAt: at } });
    },
  };
}

export type HotSearchRepository = ReturnType<typeof createHotSearchRepository>;
