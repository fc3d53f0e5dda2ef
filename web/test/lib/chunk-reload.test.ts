import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@portal/contracts';
import { CHUNK_RELOAD_KEY, installChunkReload, isChunkLoadError, reloadOnChunkError } from '../../src/lib/chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://portal.test/assets/live-room-Bx1.js',
);

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: /assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: /assets/a.js',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
  });

  it("recognises Vite's preload error event", () => {
    expect(isChunkLoadError(new Event('vite:preloadError'))).toBe(true);
  });

  it.each([new Error('Network Error'), new Event('error'), 'boom', null, undefined, 42, { message: 7 }])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('reloadOnChunkError', () => {
  const start = 1_700_000_000_000;

  it('reloads on the first chunk error and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError, { now: start, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe(String(start));
  });

  it('does not reload again within the minimum interval, and does after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnChunkError(chunkError, { now: start, storage, reload });

    const tooSoon = start + CHUNK_RELOAD_MIN_INTERVAL_MS - 1;
    expect(reloadOnChunkError(chunkError, { now: tooSoon, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe(String(start));

    const later = start + CHUNK_RELOAD_MIN_INTERVAL_MS;
    expect(reloadOnChunkError(chunkError, { now: later, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe(String(later));
  });

  it('leaves other errors alone', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnChunkError(new Error('500'), { now: start, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });

  it('does not reload when storage is unusable, since it could then loop', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadOnChunkError(chunkError, { now: start, storage: blocked, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when the stored time lies in the future, as after a clock change', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, String(start + 10_000));
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError, { now: start, storage, reload })).toBe(true);
  });
});

describe('installChunkReload', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeWindow() {
    const target = new EventTarget();
    const reload = vi.fn();
    const win = {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
      sessionStorage: memoryStorage() as unknown as Storage,
      location: { reload } as unknown as Location,
    };
    return { win, reload };
  }

  const preloadError = () => new Event('vite:preloadError', { cancelable: true });
  const rejection = (reason: unknown) =>
    Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

  it('reloads once on a Vite preload error and cancels the event it handled', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const { win, reload } = fakeWindow();
    installChunkReload(win);

    const first = preloadError();
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledOnce();
    expect(first.defaultPrevented).toBe(true);

    const second = preloadError();
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledOnce();
    expect(second.defaultPrevented).toBe(false);

    vi.setSystemTime(1_700_000_000_000 + CHUNK_RELOAD_MIN_INTERVAL_MS);
    win.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads on an unhandled chunk-load rejection only', () => {
    const { win, reload } = fakeWindow();
    installChunkReload(win);

    const other = rejection(new Error('something else'));
    win.dispatchEvent(other);
    expect(reload).not.toHaveBeenCalled();
    expect(other.defaultPrevented).toBe(false);

    const chunk = rejection(chunkError);
    win.dispatchEvent(chunk);
    expect(reload).toHaveBeenCalledOnce();
    expect(chunk.defaultPrevented).toBe(true);
  });

  it('stops listening once uninstalled', () => {
    const { win, reload } = fakeWindow();
    const uninstall = installChunkReload(win);
    uninstall();
    win.dispatchEvent(preloadError());
    win.dispatchEvent(rejection(chunkError));
    expect(reload).not.toHaveBeenCalled();
  });
});
