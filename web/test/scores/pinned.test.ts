import { describe, expect, it } from 'vitest';
import { PINNED_ALL_KEY, createPinnedStore, pinnedFirst, pinnedKey } from '../../src/scores/pinned';
import type { KeyValueStorage } from '../../src/lib/local-store';
import { footballRow } from './fixtures';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const stored = (storage: { data: Map<string, string> }, key: string) => JSON.parse(storage.data.get(key) ?? 'null');

describe('pinned store', () => {
  it('keeps pins per category under pinned:{sport}:{list} and in the general list, newest first', () => {
    const storage = memoryStorage();
    const live = createPinnedStore(storage, 'football:live');
    live.pin(11);
    live.pin(12);
    live.pin(11);

    expect(pinnedKey('football:live')).toBe('pinned:football:live');
    expect(stored(storage, 'pinned:football:live')).toEqual([11, 12]);
    expect(stored(storage, PINNED_ALL_KEY)).toEqual([11, 12]);
    expect(live.ids()).toEqual([11, 12]);
  });

  it('does not mix categories, but a match pinned anywhere is pinned on every page through the general list', () => {
    const storage = memoryStorage();
    createPinnedStore(storage, 'football:live').pin(11);
    const jczq = createPinnedStore(storage, 'football:jczq');
    jczq.pin(30);

    expect(stored(storage, 'pinned:football:jczq')).toEqual([30]);
    expect(stored(storage, 'pinned:football:live')).toEqual([11]);
    expect(jczq.ids()).toEqual([30, 11]);
    expect(jczq.isPinned(11)).toBe(true);
    expect(createPinnedStore(storage, 'basketball:live').isPinned(40)).toBe(false);
  });

  it('unpins from the category and the general list', () => {
    const storage = memoryStorage();
    const live = createPinnedStore(storage, 'football:live');
    live.pin(11);
    live.pin(12);
    live.unpin(11);
    expect(live.ids()).toEqual([12]);
    expect(stored(storage, PINNED_ALL_KEY)).toEqual([12]);
    expect(live.isPinned(11)).toBe(false);
  });

  it('reads a damaged or foreign value as no pins', () => {
    const storage = memoryStorage({ 'pinned:football:live': '{oops', [PINNED_ALL_KEY]: '["x", 5, -1, 2.5]' });
    expect(createPinnedStore(storage, 'football:live').ids()).toEqual([5]);
    expect(createPinnedStore(null, 'football:live').ids()).toEqual([]);
  });
});

describe('pinnedFirst', () => {
  it('moves pinned rows to the top, most recently pinned first, flagged top', () => {
    const rows = [footballRow(1), footballRow(2), footballRow(3), footballRow(4)];
    const ordered = pinnedFirst(rows, [3, 2]);
    expect(ordered.map(({ row, top }) => [row.id, top])).toEqual([
      [3, true],
      [2, true],
      [1, false],
      [4, false],
    ]);
  });

  it('leaves a row that can no longer be pinned in its place', () => {
    const rows = [footballRow(1), footballRow(2, { state: 8, pinnable: false })];
    expect(pinnedFirst(rows, [2]).map(({ row, top }) => [row.id, top])).toEqual([
      [1, false],
      [2, false],
    ]);
  });
});
