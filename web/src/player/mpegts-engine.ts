import Mpegts from 'mpegts.js';
import {
  PLAYER_INITIAL_STASH_KB,
  PLAYER_LAZY_LOAD_MAX_SECONDS,
  PLAYER_LIVE_MAX_LATENCY_S,
  PLAYER_LIVE_MIN_REMAIN_S,
  PLAYER_LIVE_STASH_KB,
  PLAYER_RESUME_THRESHOLD_SECONDS,
  PLAYER_STATISTICS_INTERVAL_MS,
} from '@portal/contracts';
import type { Actor } from 'xstate';
import { observedFetchLoader } from './observed-fetch-loader';
import { createFlvTagReader, createStreamLag, publishStreamLag, type StreamLag } from './stream-lag';
import type { StreamEvent, StreamPosition, StreamSource, streamMachine } from './stream.machine';
import { toStreamError, type StreamError } from './stream-errors';

type StreamActor = Actor<typeof streamMachine>;

/** The mpegts.js settings of a source: SPEC §9's stash, lazy load and resume, and a low live latency. */
export function playerConfig(source: StreamSource): Mpegts.Config {
  return {
    enableWorker: false,
    enableStashBuffer: true,
    stashInitialSize: (source.live ? PLAYER_LIVE_STASH_KB : PLAYER_INITIAL_STASH_KB) * 1024,
    isLive: source.live,
    liveBufferLatencyChasing: source.live,
    liveBufferLatencyChasingOnPaused: source.live,
    liveBufferLatencyMaxLatency: PLAYER_LIVE_MAX_LATENCY_S,
    liveBufferLatencyMinRemain: PLAYER_LIVE_MIN_REMAIN_S,
    lazyLoad: !source.live,
    lazyLoadMaxDuration: PLAYER_LAZY_LOAD_MAX_SECONDS,
    lazyLoadRecoverDuration: PLAYER_RESUME_THRESHOLD_SECONDS,
    autoCleanupSourceBuffer: source.live,
    statisticsInfoReportInterval: PLAYER_STATISTICS_INTERVAL_MS,
    accurateSeek: !source.live,
    seekType: 'param',
    seekParamStart: 'bstart',
    seekParamEnd: 'bend',
  };
}

/** What mpegts.js is asked to play: FLV through MSE, MP4 natively by the media element. */
export function mediaDataSource(source: StreamSource): Mpegts.MediaDataSource {
  return { type: source.kind, isLive: source.live, url: source.url, cors: true };
}

/** Where the playhead is against what is buffered, and about how many bytes that is at `kbps`. */
export function samplePosition(media: Pick<HTMLMediaElement, 'currentTime' | 'buffered'>, kbps: number): StreamPosition {
  const { currentTime, buffered } = media;
  let bufferedEnd = currentTime;
  for (let i = 0; i < buffered.length; i++) {
    if (buffered.start(i) <= currentTime && currentTime <= buffered.end(i)) bufferedEnd = buffered.end(i);
  }
  const bufferedUntil = buffered.length > 0 ? Math.max(currentTime, buffered.end(buffered.length - 1)) : currentTime;
  const bufferedBytes = Math.round(Math.max(0, bufferedEnd - currentTime) * kbps * 125);
  return { currentTime, bufferedEnd, bufferedUntil, bufferedBytes };
}

/**
 * Starts a live picture that stands still: moves a playhead left in a gap before the buffered media
 * to where that media starts, and plays a paused element, muted if sound is refused.
 */
export function kickLive(media: HTMLMediaElement): void {
  const { currentTime, buffered } = media;
  let inRange = false;
  let nextStart: number | undefined;
  for (let i = 0; i < buffered.length; i++) {
    if (buffered.start(i) <= currentTime && currentTime < buffered.end(i)) inRange = true;
    else if (nextStart === undefined && buffered.start(i) > currentTime) nextStart = buffered.start(i);
  }
  if (!inRange && nextStart !== undefined) media.currentTime = nextStart;
  if (media.paused) playMutedIfRefused(media);
}

/** Plays `media`; when playing with sound is refused (autoplay rules), plays it muted. */
function playMutedIfRefused(media: HTMLMediaElement, play: () => Promise<void> | void = () => media.play()): void {
  void Promise.resolve(play())
    .catch(() => {
      media.muted = true;
      return media.play();
    })
    .catch(() => undefined);
}

const MEDIA_ERROR_DETAILS: Record<number, StreamError> = {
  2: { kind: 'NetworkError', detail: 'Exception' },
  3: { kind: 'MediaError', detail: 'FormatError' },
  4: { kind: 'MediaError', detail: 'FormatUnsupported' },
};

/**
 * Carries out the stream machine's commands with mpegts.js on `media`, and feeds mpegts.js's and the
 * media element's events back to it. Answers the function that stops and releases everything.
 */
export function driveStream(actor: StreamActor, media: HTMLVideoElement, lib: typeof Mpegts = Mpegts): () => void {
  let player: Mpegts.Player | null = null;
  let kbps = 0;
  // How far behind live the picture is: measured for a live FLV source only.
  let lag: StreamLag | null = null;
  const send = (event: StreamEvent) => actor.send(event);

  const release = () => {
    if (!player) return;
    const old = player;
    player = null;
    old.pause();
    old.unload();
    old.detachMediaElement();
    old.destroy();
    kbps = 0;
    if (lag) publishStreamLag(null);
    lag = null;
  };

  const open = (source: StreamSource) => {
    release();
    const config = playerConfig(source);
    if (source.kind === 'flv' && /^https?:|^\//.test(source.url)) {
      const measuring = source.live ? createStreamLag() : null;
      lag = measuring;
      config.customLoader = observedFetchLoader({
        received: (untilByte) => send({ type: 'STREAM.DATA', receivedBytes: untilByte }),
        endedEarly: (untilByte) => send({ type: 'STREAM.EARLY_EOF', receivedBytes: untilByte }),
        bodyFromStart: () => (measuring ? createFlvTagReader(measuring.tag) : undefined),
      });
    }
    const created = lib.createPlayer(mediaDataSource(source), config);
    player = created;
    created.on(lib.Events.ERROR, (type: unknown, detail: unknown, info: unknown) => {
      if (player === created) send({ type: 'STREAM.ERROR', error: toStreamError(type, detail, info) });
    });
    created.on(lib.Events.LOADING_COMPLETE, () => {
      if (player === created) send({ type: 'STREAM.COMPLETE' });
    });
    created.on(lib.Events.RECOVERED_EARLY_EOF, () => {
      if (player === created) send({ type: 'STREAM.RECOVERED' });
    });
    created.on(lib.Events.MEDIA_INFO, (info: { audioDataRate?: number; videoDataRate?: number }) => {
      kbps = (info.audioDataRate ?? 0) + (info.videoDataRate ?? 0);
    });
    created.attachMediaElement(media);
    created.load();
    playMutedIfRefused(media, () => created.play());
  };

  const subscriptions = [
    actor.on('engine.open', ({ source }) => open(source)),
    // mpegts.js's IOController already asks again from the last received byte after an early end.
    actor.on('engine.reopen', () => undefined),
    actor.on('engine.close', release),
    actor.on('engine.kick', () => kickLive(media)),
    actor.on('engine.sample', () => {
      send({ type: 'MEDIA.PROGRESS', position: samplePosition(media, kbps) });
      if (lag) publishStreamLag(lag.behindMs(media.currentTime));
    }),
  ];

  const mediaEvents: [string, () => void][] = [
    ['playing', () => send({ type: 'MEDIA.PLAYING' })],
    ['waiting', () => send({ type: 'MEDIA.WAITING' })],
    ['pause', () => send({ type: 'MEDIA.PAUSED' })],
    ['ended', () => send({ type: 'MEDIA.ENDED' })],
    // A natively played MP4 has no loader of ours: its first frame counts as its first bytes.
    ['loadeddata', () => player?.type === 'NativePlayer' && send({ type: 'STREAM.DATA', receivedBytes: 0 })],
    [
      'error',
      () => {
        if (player?.type !== 'NativePlayer') return;
        send({ type: 'STREAM.ERROR', error: MEDIA_ERROR_DETAILS[media.error?.code ?? 0] ?? { kind: 'OtherError', detail: '' } });
      },
    ],
  ];
  for (const [name, listener] of mediaEvents) media.addEventListener(name, listener);

  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    for (const [name, listener] of mediaEvents) media.removeEventListener(name, listener);
    release();
  };
}
