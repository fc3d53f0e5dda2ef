import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, writeText, type KeyValueStorage } from '../lib/local-store';

/** Where the viewer's hold-back of score updates is kept, in whole seconds; 0 (or nothing) is off. */
export const SPOILER_DELAY_KEY = 'scores:spoiler-delay';
/** The longest hold-back a viewer may choose. */
export const SPOILER_DELAY_MAX_S = 120;
/** The hold-backs offered in the settings, in seconds (0 = off). */
export const SPOILER_DELAY_CHOICES: readonly number[] = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120];

/** `seconds` as a hold-back the settings allow: a whole number from 0 to {@link SPOILER_DELAY_MAX_S}. */
export function clampSpoilerDelay(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(SPOILER_DELAY_MAX_S, Math.round(seconds));
}

export function readSpoilerDelay(storage: KeyValueStorage | null): number {
  try {
    const text = storage?.getItem(SPOILER_DELAY_KEY);
    return text ? clampSpoilerDelay(Number(text)) : 0;
  } catch {
    return 0;
  }
}

/**
 * Channels whose updates tell the score: the lists, a match and its odds (odds move after a goal).
 * Room and match chat stay live.
 */
export function isScoreChannel(channel: string): boolean {
  return /^(list|match|odds):/.test(channel);
}

const listeners = new Set<() => void>();
let current: number | null = null;

/** The tab's hold-back of score updates in seconds, read once from `localStorage`. */
export function spoilerDelaySeconds(): number {
  current ??= readSpoilerDelay(browserStorage());
  return current;
}

/** Sets the hold-back (kept in `localStorage`) and tells every channel. */
export function setSpoilerDelaySeconds(seconds: number, storage: KeyValueStorage | null = browserStorage()): void {
  const next = clampSpoilerDelay(seconds);
  writeText(storage, SPOILER_DELAY_KEY, String(next));
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

/** Another tab of the portal changed the hold-back: this one follows. */
function followOtherTabs(event: StorageEvent) {
  if (event.key !== SPOILER_DELAY_KEY && event.key !== null) return;
  const next = readSpoilerDelay(browserStorage());
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the hold-back changes (here or in another tab); answers the function that stops it. */
export function onSpoilerDelayChange(listener: () => void): () => void {
  // Each holder listens on its own: the first to hear a change takes it, the others find it taken.
  const onStorage = (event: StorageEvent) => followOtherTabs(event);
  const tab = typeof window === 'undefined' ? null : window;
  tab?.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    tab?.removeEventListener('storage', onStorage);
  };
}

/** The hold-back setting as a component reads and changes it. */
export function useSpoilerDelay(): { seconds: number; setSeconds: (seconds: number) => void } {
  const seconds = useSyncExternalStore(onSpoilerDelayChange, spoilerDelaySeconds, () => 0);
  const setSeconds = useCallback((value: number) => setSpoilerDelaySeconds(value), []);
  return { seconds, setSeconds };
}
