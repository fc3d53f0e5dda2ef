/**
 * Items gathered per key into windows with a leading edge. A quiet key's first item is handed on
 * as soon as `begin` runs its callback, with any item added meanwhile; that opens a window of
 * `windowMs`, and the items added within it are handed on together when it ends, which opens the
 * next. A window that ends with nothing leaves the key quiet. Hand-offs of a key are thus at least
 * a window apart, and a quiet key's item waits for nothing but `begin`.
 */
export function createLeadingWindows<T>(options: {
  windowMs: number;
  /** Runs `start` soon: at the end of this turn, or when the timers next run. */
  begin: (start: () => void) => void;
  handOn: (key: string, items: T[]) => void;
  /** Whether an open window keeps the process alive (a window of work not yet done) or not. */
  keepsAlive: boolean;
}) {
  const open = new Map<string, { items: T[]; timer?: NodeJS.Timeout }>();
  let closed = false;

  const end = (key: string, window: { items: T[] }) => {
    if (closed) return;
    if (window.items.length === 0) {
      open.delete(key);
      return;
    }
    const next: { items: T[]; timer?: NodeJS.Timeout } = { items: [] };
    next.timer = setTimeout(() => end(key, next), options.windowMs);
    if (!options.keepsAlive) next.timer.unref();
    open.set(key, next);
    options.handOn(key, window.items);
  };

  return {
    add(key: string, item: T): void {
      const window = open.get(key);
      if (window !== undefined) {
        window.items.push(item);
        return;
      }
      const first = { items: [item] };
      open.set(key, first);
      options.begin(() => end(key, first));
    },

    /** Drops what the windows hold; nothing is handed on after. */
    close(): void {
      closed = true;
      for (const { timer } of open.values()) clearTimeout(timer);
      open.clear();
    },
  };
}
