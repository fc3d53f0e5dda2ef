import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, writeText } from '../lib/local-store';
import { NO_FILTERS, parseFilters, serializeFilters, type ViewerFilters } from './viewer-filters';

/** Where the barrage switch is kept: '0' off; on unless turned off. */
export const BARRAGE_KEY = 'chat:barrage';
/** Where the viewer's chat filters are kept. */
export const FILTERS_KEY = 'chat:filters';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed() {
  listeners.forEach((listener) => listener());
}

function readText(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The barrage switch: shared by the chat panel that toggles it and the overlay that obeys it. */
export function useBarrageOn(): { barrageOn: boolean; setBarrageOn: (on: boolean) => void } {
  const barrageOn = useSyncExternalStore(subscribe, () => readText(BARRAGE_KEY) !== '0', () => true);
  const setBarrageOn = useCallback((on: boolean) => {
    writeText(browserStorage(), BARRAGE_KEY, on ? '1' : '0');
    changed();
  }, []);
  return { barrageOn, setBarrageOn };
}

let cachedText: string | null = null;
let cachedFilters: ViewerFilters = NO_FILTERS;

function readFilters(): ViewerFilters {
  const text = readText(FILTERS_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedFilters = parseFilters(text);
  }
  return cachedFilters;
}

/** The viewer's hide words and fold switch, kept in this browser. */
export function useViewerFilters(): { filters: ViewerFilters; setFilters: (filters: ViewerFilters) => void } {
  const filters = useSyncExternalStore(subscribe, readFilters, () => NO_FILTERS);
  const setFilters = useCallback((next: ViewerFilters) => {
    writeText(browserStorage(), FILTERS_KEY, serializeFilters(next));
    changed();
  }, []);
  return { filters, setFilters };
}
