// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOnline, subscribeOnline, useOnline } from '../../src/lib/online-status';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('online status', () => {
  it('reads navigator.onLine', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(getOnline()).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(getOnline()).toBe(true);
  });

  it('tells subscribers about online and offline events until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOnline(listener);
    goOnline(false);
    goOnline(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);

    unsubscribe();
    goOnline(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('re-renders useOnline on a change', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);

    act(() => goOnline(false));
    expect(result.current).toBe(false);
    act(() => goOnline(true));
    expect(result.current).toBe(true);
  });
});
