import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@portal/contracts';
import { createLoadingBar, type LoadingBarOptions } from '../../src/lib/loading-bar';

const HIDE_DELAY_MS = 400;

function bar(options: Partial<LoadingBarOptions> = {}) {
  return createLoadingBar({
    throttleMs: PROGRESS_BAR_THROTTLE_MS,
    durationMs: PROGRESS_BAR_DURATION_MS,
    hideDelayMs: HIDE_DELAY_MS,
    ...options,
  });
}

/** A bar whose creep is too slow to move a percent, so only the steps show. */
function steppingBar() {
  return bar({ durationMs: 1e9 });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('never shows a batch that settles within the throttle', () => {
    const loading = bar();
    const listener = vi.fn();
    loading.subscribe(listener);

    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1);
    loading.finish();
    vi.advanceTimersByTime(10_000);

    expect(listener).not.toHaveBeenCalled();
    expect(loading.getSnapshot()).toEqual({ active: false, percent: 0, failed: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never shows a quick failure either', () => {
    const loading = bar();
    loading.start();
    loading.fail();
    vi.advanceTimersByTime(10_000);
    expect(loading.getSnapshot()).toEqual({ active: false, percent: 0, failed: false });
  });

  it('shows a batch still pending when the throttle ends', () => {
    const loading = bar();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1);
    expect(loading.getSnapshot().active).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loading.getSnapshot()).toEqual({ active: true, percent: 0, failed: false });
  });
});

describe('progress', () => {
  it('advances 45 percent per source in a batch of two', () => {
    const loading = steppingBar();
    loading.start();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);

    loading.finish();
    expect(loading.getSnapshot()).toEqual({ active: true, percent: 45, failed: false });
    loading.finish();
    expect(loading.getSnapshot()).toEqual({ active: true, percent: 100, failed: false });
  });

  it('advances 30 percent per source in a larger batch and stays short of 100 until all settle', () => {
    const loading = steppingBar();
    for (let i = 0; i < 5; i += 1) loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);

    const seen: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      loading.finish();
      seen.push(loading.getSnapshot().percent);
    }
    expect(seen).toEqual([30, 60, 90, 95, 100]);
  });

  it('counts sources settled during the throttle once the bar shows', () => {
    const loading = steppingBar();
    loading.start();
    loading.start();
    loading.start();
    loading.finish();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    expect(loading.getSnapshot().percent).toBe(30);
  });

  it('never goes back when a batch grows', () => {
    const loading = steppingBar();
    loading.start();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    loading.finish();
    expect(loading.getSnapshot().percent).toBe(45);
    loading.start();
    loading.start();
    loading.finish();
    expect(loading.getSnapshot().percent).toBe(75);
  });

  it('creeps forward over the duration while sources are pending, never reaching 100 alone', () => {
    const loading = bar();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);

    const seen: number[] = [];
    for (let t = 0; t < 4; t += 1) {
      vi.advanceTimersByTime(PROGRESS_BAR_DURATION_MS / 4);
      seen.push(loading.getSnapshot().percent);
    }
    expect(seen[0]).toBeGreaterThan(0);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).toBeGreaterThan(seen[i - 1] ?? 0);

    vi.advanceTimersByTime(PROGRESS_BAR_DURATION_MS * 100);
    expect(loading.getSnapshot().percent).toBe(95);
    expect(loading.getSnapshot().active).toBe(true);
  });
});

describe('finish and fail', () => {
  it('fills then hides once no source remains', () => {
    const loading = bar();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    loading.finish();
    expect(loading.getSnapshot()).toEqual({ active: true, percent: 100, failed: false });

    vi.advanceTimersByTime(HIDE_DELAY_MS - 1);
    expect(loading.getSnapshot().active).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loading.getSnapshot()).toEqual({ active: false, percent: 0, failed: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('marks the batch failed on an error and ends it when the rest settle', () => {
    const loading = steppingBar();
    loading.start();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);

    loading.fail();
    expect(loading.getSnapshot()).toEqual({ active: true, percent: 45, failed: true });
    loading.finish();
    expect(loading.getSnapshot()).toEqual({ active: true, percent: 100, failed: true });

    vi.advanceTimersByTime(HIDE_DELAY_MS);
    expect(loading.getSnapshot()).toEqual({ active: false, percent: 0, failed: false });
  });

  it('starts the next batch clean after a failed one', () => {
    const loading = bar();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    loading.fail();
    vi.advanceTimersByTime(HIDE_DELAY_MS);

    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    expect(loading.getSnapshot()).toEqual({ active: true, percent: 0, failed: false });
  });

  it('takes over at once, without the throttle, when a batch starts while the full bar is hiding', () => {
    const loading = steppingBar();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    loading.fail();

    loading.start();
    expect(loading.getSnapshot()).toEqual({ active: true, percent: 0, failed: false });
    vi.advanceTimersByTime(HIDE_DELAY_MS * 10);
    expect(loading.getSnapshot().active).toBe(true);
    loading.finish();
    expect(loading.getSnapshot().percent).toBe(100);
  });

  it('ignores a finish or fail with nothing in flight', () => {
    const loading = bar();
    loading.finish();
    loading.fail();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    expect(loading.getSnapshot()).toEqual({ active: true, percent: 0, failed: false });
  });
});

describe('store', () => {
  it('notifies subscribers of changes until they unsubscribe', () => {
    const loading = steppingBar();
    const listener = vi.fn();
    const unsubscribe = loading.subscribe(listener);

    loading.start();
    loading.start();
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    loading.finish();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same snapshot object while nothing changes', () => {
    const loading = steppingBar();
    loading.start();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    const first = loading.getSnapshot();
    vi.advanceTimersByTime(1_000);
    expect(loading.getSnapshot()).toBe(first);
  });
});
