// The constants alone: the page's first script carries this file, and the schemas of the package are not needed yet.
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@portal/contracts/constants';

/** sessionStorage key holding the time of the last reload caused by a chunk-load failure. */
export const CHUNK_RELOAD_KEY = 'portal:chunk-reload-at';

const PRELOAD_ERROR_EVENT = 'vite:preloadError';

// Chrome, Safari, Firefox and Vite's CSS preloader word the same failure differently.
const CHUNK_ERROR_MESSAGES = [
  'failed to fetch dynamically imported module',
  'importing a module script failed',
  'error loading dynamically imported module',
  'unable to preload css',
];

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return matchesChunkMessage(error);
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { type?: unknown }).type === PRELOAD_ERROR_EVENT) return true;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && matchesChunkMessage(message);
}

function matchesChunkMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return CHUNK_ERROR_MESSAGES.some((known) => lower.includes(known));
}

export interface ChunkReloadDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * Reloads the page for a chunk-load failure unless it already did so within the last minute,
 * so a deploy that really lost a chunk shows the error page instead of reloading forever.
 */
export function reloadOnChunkError(error: unknown, deps: ChunkReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const { now = Date.now(), reload = () => globalThis.location.reload() } = deps;
  try {
    // Reading sessionStorage itself throws where storage is blocked.
    const storage = deps.storage ?? globalThis.sessionStorage;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    // A clock set back makes `now` earlier than the stored time; that must not block reloads.
    if (last > 0 && now >= last && now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the once-a-minute limit cannot hold, and a reload loop is worse than an error page.
    return false;
  }
  reload();
  return true;
}

type ChunkReloadWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'sessionStorage' | 'location'>;

/** Reloads on chunk-load failures reported by Vite or left unhandled; returns the uninstaller. */
export function installChunkReload(win: ChunkReloadWindow = window): () => void {
  const reloadFor = (error: unknown) =>
    reloadOnChunkError(error, { storage: win.sessionStorage, reload: () => win.location.reload() });

  const onPreloadError = (event: Event) => {
    // Cancelling it stops Vite from throwing the error we are already handling with a reload.
    if (reloadFor(event)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (reloadFor(event.reason)) event.preventDefault();
  };

  win.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
