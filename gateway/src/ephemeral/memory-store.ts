import type { Clock } from '../clock';
import type { EphemeralStore } from './store';

interface Entry {
  value: string;
  expiresAt: number;
}

const SWEEP_INTERVAL_MS = 30_000;

/** The single-process store of the embedded default. */
export function createMemoryStore(clock: Clock = Date): EphemeralStore {
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= clock.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const sweep = setInterval(() => {
    const now = clock.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    async put(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: clock.now() + ttlMs });
    },
    async putIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: clock.now() + ttlMs });
      return true;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async take(key) {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    async delete(key) {
      entries.delete(key);
    },
    async hit(key, windowMs) {
      const entry = live(key);
      if (!entry) {
        entries.set(key, { value: '1', expiresAt: clock.now() + windowMs });
        return 1;
      }
      const count = Number(entry.value) + 1;
      entry.value = String(count);
      return count;
    },
    async remainingMs(key) {
      const entry = live(key);
      return entry ? entry.expiresAt - clock.now() : 0;
    },
    async ping() {},
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
