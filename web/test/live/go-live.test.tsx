// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { GO_LIVE_TOAST_MS, GoLiveNotices, type GoLiveSource } from '../../src/live/GoLiveNotices';
import { renderPage } from '../harness';
import { fan } from './fixtures';

/** A socket whose `room.opened` the test fires. */
function fakeSource() {
  const listeners = new Set<(notice: unknown) => void>();
  const source: GoLiveSource = {
    on: (_event, listener) => listeners.add(listener),
    off: (_event, listener) => listeners.delete(listener),
  };
  return {
    source: () => source,
    listeners,
    fire: (notice: unknown) => act(() => listeners.forEach((listener) => listener(notice))),
  };
}

const notice = { roomId: 3, anchorId: 103, title: '西甲国家德比', nickName: '球评老王' };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'auth=; path=/; max-age=0';
});

describe('go-live notices', () => {
  it('toasts a followed anchor going live with a link to the room, until it times out', async () => {
    const socket = fakeSource();
    await renderPage(<GoLiveNotices source={socket.source} />, { user: fan });
    vi.useFakeTimers();
    socket.fire(notice);

    const toast = screen.getByTestId('go-live-toast');
    expect(toast.textContent).toContain('球评老王');
    expect(toast.textContent).toContain('西甲国家德比');
    expect(toast.querySelector('a')?.getAttribute('href')).toBe('/live/room/3');

    act(() => vi.advanceTimersByTime(GO_LIVE_TOAST_MS - 1));
    expect(screen.queryByTestId('go-live-toast')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('go-live-toast')).toBeNull();
  });

  it('names the reserved match a room opens for, to the fans following it', async () => {
    const socket = fakeSource();
    await renderPage(<GoLiveNotices source={socket.source} />, { user: fan });
    socket.fire({ ...notice, match: { matchId: 900, matchType: 1, leagueName: '西甲', homeName: '皇马', awayName: '巴萨' } });

    const toast = screen.getByTestId('go-live-toast');
    expect(toast.textContent).toBe('球评老王 开播了：预约的比赛 皇马 vs 巴萨去看看×');
    expect(toast.querySelector('a')?.getAttribute('href')).toBe('/live/room/3');
  });

  it('closes a toast from its button and ignores a malformed notice', async () => {
    const socket = fakeSource();
    await renderPage(<GoLiveNotices source={socket.source} />, { user: fan });
    socket.fire({ roomId: 'x' });
    expect(screen.queryByTestId('go-live-toast')).toBeNull();
    socket.fire(notice);
    fireEvent.click(screen.getByLabelText('关闭'));
    expect(screen.queryByTestId('go-live-toast')).toBeNull();
  });

  it('does not listen for a visitor', async () => {
    const socket = fakeSource();
    await renderPage(<GoLiveNotices source={socket.source} />);
    expect(socket.listeners.size).toBe(0);
  });
});
