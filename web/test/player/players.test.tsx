// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  PLAYER_LAZY_LOAD_MAX_SECONDS,
  PLAYER_LIVE_STASH_KB,
  PLAYER_INITIAL_STASH_KB,
  PLAYER_RESUME_THRESHOLD_SECONDS,
  type PlayAddresses,
  type StreamKey,
} from '@portal/contracts';
import type Mpegts from 'mpegts.js';
import type { ApiResult } from '../../src/lib/api';
import { createChannelHub } from '../../src/realtime/channel-hub';
import { ChannelHubProvider } from '../../src/realtime/use-channel';
import {
  LivePlayer,
  PlayerApiProvider,
  PlayerLibraryProvider,
  ReplayPlayer,
  StreamKeyPanel,
  type PlayerApi,
} from '../../src/player';
import { NEW_KEY_CONFIRM } from '../../src/player/StreamKeyPanel';
import { FakeSocket } from '../realtime/fake-socket';
import { withQueryClient } from '../query-client';

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

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, code: 200, message: 'success', data });
const addresses: PlayAddresses = { httpFlv: '/live/7.flv?expires=1&sign=abc', wsFlv: '/live/7.flv?ws', expiresAt: 1 };

function fakeApi(overrides: Partial<PlayerApi> = {}): PlayerApi {
  return {
    roomOnAir: vi.fn(async () => ok({ roomId: 7, onAir: true, playAddresses: addresses })),
    streamKey: vi.fn(),
    newStreamKey: vi.fn(),
    replays: vi.fn(),
    replay: vi.fn(),
    highlight: vi.fn(),
    ...overrides,
  } as PlayerApi;
}

function renderWith(ui: React.ReactNode, api: PlayerApi) {
  const socket = new FakeSocket();
  // Channels end as soon as nothing holds them: none outlives the test file's window.
  const hub = createChannelHub(socket, { lingerMs: 0 });
  const { lib, players } = fakeLibrary();
  render(
    withQueryClient(
      <ChannelHubProvider value={hub}>
        <PlayerApiProvider value={api}>
          <PlayerLibraryProvider value={lib}>{ui}</PlayerLibraryProvider>
        </PlayerApiProvider>
      </ChannelHubProvider>,
    ),
  );
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
    const api = fakeApi();
    const { players } = renderWith(<LivePlayer roomId={7} />, api);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.roomOnAir).toHaveBeenCalledWith(7);
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
    const api = fakeApi();
    const { players } = renderWith(<LivePlayer roomId={7} />, api);
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
    expect(api.roomOnAir).toHaveBeenCalledTimes(2);
  });

  it('shows offline when the room is off the air and recovers when its channel says it is back', async () => {
    let onAir = false;
    const api = fakeApi({
      roomOnAir: vi.fn(async () => ok({ roomId: 7, onAir, ...(onAir ? { playAddresses: addresses } : {}) })),
    });
    const { socket, players } = renderWith(<LivePlayer roomId={7} />, api);
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
    const api = fakeApi();
    const { players } = renderWith(<LivePlayer roomId={7} />, api);
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
    const { players } = renderWith(
      <ReplayPlayer source={{ url: '/media/video/r1.flv', kind: 'flv', live: false }} />,
      fakeApi(),
    );
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
    const { players } = renderWith(
      <ReplayPlayer source={{ url: '/media/video/h1.mp4', kind: 'mp4', live: false }} />,
      fakeApi(),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(players[0]!.source).toMatchObject({ type: 'mp4', url: '/media/video/h1.mp4' });
    expect(players[0]!.config.customLoader).toBeUndefined();
  });
});

describe('StreamKeyPanel', () => {
  const key: StreamKey = { roomId: 7, rtmpServer: 'rtmp://127.0.0.1:1935/live', streamKey: '7?key=secret1', publishUrl: 'x' };

  it('shows the server, hides the key until revealed, and makes a new one after a confirm', async () => {
    const renewed = { ...key, streamKey: '7?key=secret2' };
    const api = fakeApi({
      streamKey: vi.fn(async () => ok(key)),
      newStreamKey: vi.fn(async () => ok(renewed)),
    });
    renderWith(<StreamKeyPanel />, api);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('rtmp-server').textContent).toBe(key.rtmpServer);
    expect(screen.getByTestId('stream-key').textContent).not.toContain('secret1');

    fireEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(screen.getByTestId('stream-key').textContent).toBe(key.streamKey);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: '重新生成推流码' }));
    expect(confirm).toHaveBeenCalledWith(NEW_KEY_CONFIRM);
    expect(api.newStreamKey).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '重新生成推流码' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.newStreamKey).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('stream-key').textContent).not.toContain('secret2');
    fireEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(screen.getByTestId('stream-key').textContent).toBe(renewed.streamKey);
  });

  it('shows the server’s message when the key cannot be read', async () => {
    const api = fakeApi({ streamKey: vi.fn(async () => ({ ok: false, code: 40001, message: '只有主播可以查看推流码', data: null }) as const) });
    renderWith(<StreamKeyPanel />, api);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('只有主播可以查看推流码')).toBeTruthy();
  });
});
