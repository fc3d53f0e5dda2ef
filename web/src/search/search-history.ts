import { SEARCH_HISTORY_MAX, addSearchHistory } from '@portal/contracts';

export { splitHotSearch as splitHotWords } from '@portal/contracts';

/** localStorage key of the search box history. */
export const SEARCH_HISTORY_KEY = 'searchHistory';

export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored history, most recent first; anything unreadable counts as empty. */
export function readSearchHistory(storage: HistoryStorage): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const words = stored.filter((word): word is string => typeof word === 'string' && word !== '');
  return words.slice(0, SEARCH_HISTORY_MAX);
}

/** Puts `word` first, dropping an earlier copy and anything past the limit; returns the new history. */
export function addSearch(storage: HistoryStorage, word: string): string[] {
  const history = readSearchHistory(storage);
  if (!word.trim()) return history;
  return save(storage, addSearchHistory(history, word));
}

export function removeSearch(storage: HistoryStorage, word: string): string[] {
  return save(storage, readSearchHistory(storage).filter((entry) => entry !== word));
}

export function clearSearchHistory(storage: HistoryStorage): void {
  try {
    storage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage blocked: there is nothing kept to clear.
  }
}

function save(storage: HistoryStorage, history: string[]): string[] {
  try {
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Full or blocked storage only costs the history, never the search itself.
  }
  return history;
}

export function searchUrl(word: string): string {
  return `/search?val=${encodeURIComponent(word.trim())}`;
}
