import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_STEPS, PROGRESS_BAR_THROTTLE_MS } from '@portal/contracts';

export interface LoadingBarSnapshot {
  active: boolean;
  percent: number;
  failed: boolean;
}

export interface LoadingBarOptions {
  /** A batch that settles within this time is never shown. */
  throttleMs: number;
  /** Time over which the bar creeps forward on its own while sources are still pending. */
  durationMs: number;
  /** Percent added per settled source: the larger step when a batch has at most two sources. */
  steps?: readonly [many: number, few: number];
  /** How long a full bar stays before it hides. */
  hideDelayMs?: number;
}

export interface LoadingBar {
  start(): void;
  finish(): void;
  fail(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): LoadingBarSnapshot;
}

type Phase = 'idle' | 'waiting' | 'running' | 'hiding';

/** The bar with nothing in flight: how every page starts, the server's rendering of it included. */
export const HIDDEN: LoadingBarSnapshot = Object.freeze({ active: false, percent: 0, failed: false });
// Kept below 100 so a bar only looks complete once every source has settled.
const CEILING_PERCENT = 95;
const CREEP_TICKS = 50;

export function createLoadingBar({
  throttleMs,
  durationMs,
  steps = PROGRESS_BAR_STEPS,
  hideDelayMs = 400,
}: LoadingBarOptions): LoadingBar {
  const [stepMany, stepFew] = steps;
  const tickMs = Math.max(1, Math.round(durationMs / CREEP_TICKS));
  const listeners = new Set<() => void>();

  let phase: Phase = 'idle';
  let snapshot = HIDDEN;
  let pending = 0;
  let batchSize = 0;
  let stepped = 0;
  let failed = false;
  let shownForMs = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let creepTimer: ReturnType<typeof setInterval> | undefined;

  function publish(next: LoadingBarSnapshot) {
    if (next.active === snapshot.active && next.percent === snapshot.percent && next.failed === snapshot.failed) {
      return;
    }
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function progress(): number {
    const creep = (2 / Math.PI) * Math.atan((2 * shownForMs) / durationMs) * 100;
    return Math.round(Math.min(CEILING_PERCENT, stepped + creep));
  }

  function beginBatch() {
    batchSize = 0;
    stepped = 0;
    failed = false;
    shownForMs = 0;
  }

  function show() {
    showTimer = undefined;
    phase = 'running';
    creepTimer = setInterval(() => {
      shownForMs += tickMs;
      publish({ active: true, percent: progress(), failed });
    }, tickMs);
    publish({ active: true, percent: progress(), failed });
  }

  function complete() {
    if (phase === 'waiting') {
      clearTimeout(showTimer);
      showTimer = undefined;
      phase = 'idle';
      return;
    }
    clearInterval(creepTimer);
    creepTimer = undefined;
    phase = 'hiding';
    publish({ active: true, percent: 100, failed });
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      phase = 'idle';
      publish(HIDDEN);
    }, hideDelayMs);
  }

  function settle(asFailure: boolean) {
    if (pending === 0) return;
    pending -= 1;
    stepped += batchSize <= 2 ? stepFew : stepMany;
    if (asFailure) failed = true;
    if (pending === 0) complete();
    else if (phase === 'running') publish({ active: true, percent: progress(), failed });
  }

  return {
    start() {
      if (phase === 'idle') {
        beginBatch();
        phase = 'waiting';
        showTimer = setTimeout(show, throttleMs);
      } else if (phase === 'hiding') {
        // Already on screen, so a new batch takes it over at once instead of waiting out the throttle.
        clearTimeout(hideTimer);
        hideTimer = undefined;
        beginBatch();
        show();
      }
      batchSize += 1;
      pending += 1;
    },
    finish() {
      settle(false);
    },
    fail() {
      settle(true);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot() {
      return snapshot;
    },
  };
}

/** The bar of the app, driven by `api` and `quietApi`. */
export const loadingBar = createLoadingBar({
  throttleMs: PROGRESS_BAR_THROTTLE_MS,
  durationMs: PROGRESS_BAR_DURATION_MS,
});
