import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, readJson, writeText, type KeyValueStorage } from '../lib/local-store';

/** The general list: every match pinned on any score page. */
export const PINNED_ALL_KEY = 'pinned:all';
/** Most ids a pinned list remembers; the oldest go first. */
export const PINNED_MAX = 200;

/** The storage key of one score page's pinned matches, e.g. `pinned:football:live`. */
export function pinnedKey(category: string): string {
  return `pinned:${category}`;
}

function readIds(storage: KeyValueStorage | null, key: string): number[] {
  const value = readJson(storage, key);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
}

function writeIds(storage: KeyValueStorage | null, key: string, ids: readonly number[]): void {
  writeText(storage, key, JSON.stringify(ids.slice(0, PINNED_MAX)));
}

/**
 * Pinned matches of one category (a score page's list, e.g. `football:live`) plus the general list.
 * Pinning puts the match first in both, newest first; unpinning takes it out of both. A match is
 * pinned on a page when the page's list or the general list holds it.
 */
export function createPinnedStore(storage: KeyValueStorage | null, category: string) {
  const categoryKey = pinnedKey(category);
  return {
    /** The page's pinned ids in the order they show: its own list, then the general list's others. */
    ids(): number[] {
      const own = readIds(storage, categoryKey);
      const general = readIds(storage, PINNED_ALL_KEY).filter((id) => !own.includes(id));
      return [...own, ...general];
    },
    isPinned(id: number): boolean {
      return readIds(storage, categoryKey).includes(id) || readIds(storage, PINNED_ALL_KEY).includes(id);
    },
    pin(id: number): void {
      for (const key of [categoryKey, PINNED_ALL_KEY]) {
        writeIds(storage, key, [id, ...readIds(storage, key).filter((other) => other !== id)]);
      }
    },
    unpin(id: number): void {
      for (const key of [categoryKey, PINNED_ALL_KEY]) {
        writeIds(storage, key, readIds(storage, key).filter((other) => other !== id));
      }
    },
  };
}

export type PinnedStore = ReturnType<typeof createPinnedStore>;

/** A list item as SPEC §3 has it: the row and whether it is pinned to the top. */
export interface PinnedRow<R> {
  row: R;
  top: boolean;
}

/**
 * `rows` with the pinned ones first, most recently pinned first, and the rest in the order they
 * came. A row that can no longer be pinned (finished, cancelled) stays in its place.
 */
export function pinnedFirst<R extends { id: number; pinnable: boolean }>(
  rows: readonly R[],
  pinnedIds: readonly number[],
): PinnedRow<R>[] {
  const rank = new Map(pinnedIds.map((id, index) => [id, index]));
  const isTop = (row: R) => row.pinnable && rank.has(row.id);
  const top = rows
    .filter(isTop)
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    .map((row) => ({ row, top: true }));
  const rest = rows.filter((row) => !isTop(row)).map((row) => ({ row, top: false }));
  return [...top, ...rest];
}

const changeListeners = new Set<() => void>();

function subscribeToPins(listener: () => void): () => void {
  changeListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('pinned:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    changeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: readonly number[] = [];
const snapshots = new Map<string, { text: string; ids: number[] }>();

/** The page's pinned ids, the same array until they change, so React can compare it. */
function pinnedSnapshot(category: string): readonly number[] {
  const ids = createPinnedStore(browserStorage(), category).ids();
  const text = ids.join(',');
  const cached = snapshots.get(category);
  if (cached?.text === text) return cached.ids;
  snapshots.set(category, { text, ids });
  return ids;
}

/** The pinned ids of a score page and a toggle, kept in `localStorage` and in step across tabs. */
export function usePinned(category: string): { pinnedIds: readonly number[]; togglePin: (id: number) => void } {
  const pinnedIds = useSyncExternalStore(
    subscribeToPins,
    () => pinnedSnapshot(category),
    () => EMPTY,
  );
  const togglePin = useCallback(
    (id: number) => {
      const store = createPinnedStore(browserStorage(), category);
      if (store.isPinned(id)) store.unpin(id);
      else store.pin(id);
      changeListeners.forEach((listener) => listener());
    },
    [category],
  );
  return { pinnedIds, togglePin };
}
