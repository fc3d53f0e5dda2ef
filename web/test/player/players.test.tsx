// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import {
  PLAYER_LAZY_LOAD_MAX_SECONDS,
  PLAYER_LIVE_STASH_KB,
  PLAYER_INITIAL_STASH_KB,
  PLAYER_RESUME_THRESHOLD_SECONDS,
  routes,
  type PlayAddresses,
  type StreamKey,
} from '@portal/contracts';
import type Mpegts from 'mpegts.js';
import { LivePlayer, PlayerLibraryProvider, ReplayPlayer, StreamKeyPanel } from '../../src/player';
import { NEW_KEY_CONFIRM } from '../../src/player/StreamKeyPanel';
import { fakeGateway, refuse, renderPage } from '../harness';
import { roomDetail } from '../live/fixtures';
import { FakeSocket } from '../realtime/fake-socket';

const EVENTS = {
  ERROR: 'error',
  LOADING_COMPLETE: 'loading_complete',
  RECOVERED_EARLY_EOF: 'recovered_early_eof',
  MEDIA_INFO: 'media_info',
  STATISTICS_INFO: 'statistics_info',
};

class FakePlayer {
  readonly listeners = new Map<string, (...args: unknown[]) => void>();
  destroyed = false;
  type = 'MSEPlayer';
  constructor(
    readonly source: Mpegts.MediaDataSource,
    readonly config: Mpegts.Config,
  ) {}
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, listener);
  }
  off() {}
  attachMediaElement() {}
  detachMediaElement() {}
  load() {}
  unload() {}
  play() {
    return Promise.resolve();
  }
  pause() {}
  destroy() {
    this.destroyed = true;
  }
  fire(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.(...args);
  }
}

function fakeLibrary() {
  const players: FakePlayer[] = [];
  const lib = {
    Events: EVENTS,
    createPlayer: vi.fn((source: Mpegts.MediaDataSource, config: Mpegts.Config) => {
      const player = new FakePlayer(source, config);
      players.push(player);
      return player;
    }),
  } as unknown as typeof Mpegts;
  return { lib, players };
}

const addresses: PlayAddresses = { httpFlv: '/live/7.flv?expires=1&sign=abc', wsFlv: '/live/7.flv?ws', expiresAt: 1 };

/** Room 7 on the gateway, on air with its play addresses unless `onAir` says otherwise when asked. */
function playerGateway(onAir: () => boolean = () => true) {
  return fakeGateway().on(routes.api.roomInfo, () =>
    onAir() ? roomDetail(7, { isLive: 1, onAir: true, playAddresses: addresses }) : roomDetail(7, { isLive: 1, onAir: false }),
  );
}

async function renderWith(ui: React.ReactNode) {
  const socket = new FakeSocket();
  const { lib, players } = fakeLibrary();
  await renderPage(ui, { socket, wrap: (children) => <PlayerLibraryProvider value={lib}>{children}</PlayerLibraryProvider> });
  return { socket, lib, players };
}

const roomState = (onAir: boolean) => ({
  room: { roomId: 7, anchorId: 3, title: '英超直播', notice: '', isLive: 1, onAir, slowModeSeconds: 0, matchId: null, matchType: null },
  messages: {},
});

const shown = () => document.querySelector('.stream-view')?.getAttribute('data-stream');

beforeEach(() => {
  vi.useFakeTimers();
  HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LivePlayer', () => {
  it('plays the room’s HTTP-FLV address as a live stream with the live stash and latency chasing', async () => {
    const gateway = playerGateway();
    const { players } = await renderWith(<LivePlayer roomId={7} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(gateway.calls(routes.api.roomInfo).map(({ query }) => query.roomId)).toEqual([7]);
    expect(players).toHaveLength(1);
    expect(players[0]!.source).toMatchObject({ type: 'flv', isLive: true, url: addresses.httpFlv });
    expect(players[0]!.config).toMatchObject({
      isLive: true,
      stashInitialSize: PLAYER_LIVE_STASH_KB * 1024,
      liveBufferLatencyChasing: true,
      lazyLoad: false,
    });
    expect(shown()).toBe('loading');
    expect(screen.getByText('视频加载中…')).toBeTruthy();
  });

  it('shows playing once the video plays, and reconnects after a dropped stream', async () => {
    const gateway = playerGateway();
    const { players } = await renderWith(<LivePlayer roomId={7} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const video = document.querySelector('video')!;
    act(() => {
      video.dispatchEvent(new Event('playing'));
    });
    expect(shown()).toBe('playing');
    expect(screen.getByRole('button', { name: '点击开启声音' })).toBeTruthy();

    act(() => players[0]!.fire(EVENTS.ERROR, 'NetworkError', 'UnrecoverableEarlyEof', { code: -1, msg: 'eof' }));
    expect(shown()).toBe('reconnecting');
    expect(screen.getByText('信号中断，正在重新连接…')).toBeTruthy();
    expect(players[0]!.destroyed).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(players).toHaveLength(2);
    expect(gateway.calls(routes.api.roomInfo)).toHaveLength(2);
  });

  it('shows offline when the room is off the air and recovers when its channel says it is back', async () => {
    let onAir = false;
    playerGateway(() => onAir);
    const { socket, players } = await renderWith(<LivePlayer roomId={7} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shown()).toBe('offline');
    expect(screen.getByText('主播暂未开播')).toBeTruthy();
    expect(players).toHaveLength(0);

    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: 'room:7', seq: 1, snapshot: roomState(false) });
    });
    onAir = true;
    await act(async () => {
      socket.fire('channel.batch', [{ channel: 'room:7', seq: 2, ops: [{ op: 'set', path: ['room', 'onAir'], value: true }] }]);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(players).toHaveLength(1);
    expect(shown()).toBe('loading');

    await act(async () => {
      socket.fire('channel.batch', [{ channel: 'room:7', seq: 3, ops: [{ op: 'set', path: ['room', 'onAir'], value: false }] }]);
    });
    expect(shown()).toBe('offline');
    expect(players[0]!.destroyed).toBe(true);
  });

  it('shows a media error with a retry', async () => {
    playerGateway();
    const { players } = await renderWith(<LivePlayer roomId={7} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => players[0]!.fire(EVENTS.ERROR, 'MediaError', 'FormatUnsupported', { code: -1, msg: 'Non-FLV, Unsupported media type' }));
    expect(screen.getByRole('alert').textContent).toContain('不支持的视频格式');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(players).toHaveLength(2);
  });
});

describe('ReplayPlayer', () => {
  it('plays an FLV recording with the SPEC stash, lazy load, resume and bstart/bend seeking', async () => {
    const { players } = await renderWith(<ReplayPlayer source={{ url: '/media/video/r1.flv', kind: 'flv', live: false }} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(players[0]!.source).toMatchObject({ type: 'flv', isLive: false, url: '/media/video/r1.flv' });
    expect(players[0]!.config).toMatchObject({
      stashInitialSize: PLAYER_INITIAL_STASH_KB * 1024,
      lazyLoad: true,
      lazyLoadMaxDuration: PLAYER_LAZY_LOAD_MAX_SECONDS,
      lazyLoadRecoverDuration: PLAYER_RESUME_THRESHOLD_SECONDS,
      seekType: 'param',
      seekParamStart: 'bstart',
      seekParamEnd: 'bend',
    });
    expect(typeof players[0]!.config.customLoader).toBe('function');
    expect(document.querySelector('video')!.controls).toBe(true);
  });

  it('hands an MP4 to the browser itself', async () => {
    const { players } = await renderWith(<ReplayPlayer source={{ url: '/media/video/h1.mp4', kind: 'mp4', live: false }} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(players[0]!.source).toMatchObject({ type: 'mp4', url: '/media/video/h1.mp4' });
    expect(players[0]!.config.customLoader).toBeUndefined();
  });
});

describe('StreamKeyPanel', () => {
  const key: StreamKey = { roomId: 7, rtmpServer: 'rtmp://127.0.0.1:1935/live', streamKey: '7?key=secret1', publishUrl: 'x' };

  it('shows the server, hides the key until revealed, and makes a new one after a confirm', async () => {
    const renewed = { ...key, streamKey: '7?key=secret2' };
    const gateway = fakeGateway().on(routes.media.streamKey, key).on(routes.media.renewStreamKey, renewed);
    await renderWith(<StreamKeyPanel />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('rtmp-server').textContent).toBe(key.rtmpServer);
    expect(screen.getByTestId('stream-key').textContent).not.toContain('secret1');

    fireEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(screen.getByTestId('stream-key').textContent).toBe(key.streamKey);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: '重新生成推流码' }));
    expect(confirm).toHaveBeenCalledWith(NEW_KEY_CONFIRM);
    expect(gateway.calls(routes.media.renewStreamKey)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '重新生成推流码' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(gateway.calls(routes.media.renewStreamKey)).toHaveLength(1);
    expect(screen.getByTestId('stream-key').textContent).not.toContain('secret2');
    fireEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(screen.getByTestId('stream-key').textContent).toBe(renewed.streamKey);
  });

  it('shows the server’s message when the key cannot be read', async () => {
    fakeGateway().on(routes.media.streamKey, refuse('只有主播可以查看推流码', 40001));
    await renderWith(<StreamKeyPanel />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('只有主播可以查看推流码')).toBeTruthy();
  });
});
