import { describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_KEY,
  addSearch,
  clearSearchHistory,
  readSearchHistory,
  removeSearch,
  searchUrl,
  splitHotWords,
} from '../../src/search/search-history';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('search history', () => {
  it('stores words under searchHistory, most recent first', () => {
    const storage = memoryStorage();
    addSearch(storage, '梅西');
    expect(addSearch(storage, '湖人')).toEqual(['湖人', '梅西']);
    expect(JSON.parse(storage.items.get(SEARCH_HISTORY_KEY) ?? '')).toEqual(['湖人', '梅西']);
    expect(SEARCH_HISTORY_KEY).toBe('searchHistory');
    expect(readSearchHistory(storage)).toEqual(['湖人', '梅西']);
  });

  it('moves a repeated word to the front instead of listing it twice', () => {
    const storage = memoryStorage();
    for (const word of ['a', 'b', 'c']) addSearch(storage, word);
    expect(addSearch(storage, 'a')).toEqual(['a', 'c', 'b']);
  });

  it('keeps at most six entries, dropping the oldest', () => {
    const storage = memoryStorage();
    for (const word of ['1', '2', '3', '4', '5', '6', '7']) addSearch(storage, word);
    expect(readSearchHistory(storage)).toEqual(['7', '6', '5', '4', '3', '2']);
  });

  it('trims words and ignores blank ones', () => {
    const storage = memoryStorage();
    addSearch(storage, '  皇马 ');
    expect(addSearch(storage, '   ')).toEqual(['皇马']);
    expect(addSearch(storage, '')).toEqual(['皇马']);
    expect(addSearch(storage, '皇马')).toEqual(['皇马']);
  });

  it('deletes one entry', () => {
    const storage = memoryStorage();
    for (const word of ['a', 'b', 'c']) addSearch(storage, word);
    expect(removeSearch(storage, 'b')).toEqual(['c', 'a']);
    expect(readSearchHistory(storage)).toEqual(['c', 'a']);
  });

  it('clears every entry', () => {
    const storage = memoryStorage();
    addSearch(storage, 'a');
    clearSearchHistory(storage);
    expect(readSearchHistory(storage)).toEqual([]);
    expect(storage.items.has(SEARCH_HISTORY_KEY)).toBe(false);
  });

  it.each(['not json', '{"a":1}', '"text"', 'null'])('reads unusable stored value %j as empty', (stored) => {
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: stored }))).toEqual([]);
  });

  it('drops non-words and extra entries from what it reads', () => {
    const stored = JSON.stringify(['a', 1, null, '', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: stored }))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('still answers when storage refuses to write', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(addSearch(storage, 'a')).toEqual(['a']);
  });
});

describe('hot words', () => {
  it('puts the first five left and the rest right', () => {
    const words = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8'].map((word) => ({ word }));
    const { left, right } = splitHotWords(words);
    expect(left.map((item) => item.word)).toEqual(['w1', 'w2', 'w3', 'w4', 'w5']);
    expect(right.map((item) => item.word)).toEqual(['w6', 'w7', 'w8']);
  });

  it('leaves the right column empty with five words or fewer', () => {
    expect(splitHotWords(['a', 'b', 'c'])).toEqual({ left: ['a', 'b', 'c'], right: [] });
  });
});

describe('searchUrl', () => {
  it('encodes a Chinese word', () => {
    expect(searchUrl('梅西')).toBe('/search?val=%E6%A2%85%E8%A5%BF');
  });

  it('encodes reserved characters so the word arrives whole', () => {
    const url = searchUrl(' 湖人 & 勇士#1 ');
    expect(new URL(url, 'https://portal.test').searchParams.get('val')).toBe('湖人 & 勇士#1');
  });
});
