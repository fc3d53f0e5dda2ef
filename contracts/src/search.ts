import { z } from 'zod';
import { HOT_SEARCH_LEFT_COUNT, SEARCH_HISTORY_MAX } from './constants';

/** One hot search entry. */
export const hotSearchItemSchema = z.object({ word: z.string().min(1) });
/** One hot search entry. */
export type HotSearchItem = z.infer<typeof hotSearchItemSchema>;

/** The hot searches as the search box lays them out: the first five left, the rest right. */
export function splitHotSearch<T>(items: readonly T[]): { left: T[]; right: T[] } {
  return { left: items.slice(0, HOT_SEARCH_LEFT_COUNT), right: items.slice(HOT_SEARCH_LEFT_COUNT) };
}

/**
 * The search history after searching `word`: the word first, any earlier entry of it removed, at
 * most six entries. A blank word leaves the history as it was.
 */
export function addSearchHistory(history: readonly string[], word: string): string[] {
  const entry = word.trim();
  if (entry === '') return history.slice(0, SEARCH_HISTORY_MAX);
  return [entry, ...history.filter((previous) => previous !== entry)].slice(0, SEARCH_HISTORY_MAX);
}
