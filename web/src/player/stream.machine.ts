import {
  PLAYER_LAZY_LOAD_MAX_SECONDS,
  PLAYER_LIVE_START_TIMEOUT_MS,
  PLAYER_OFFLINE_POLL_MS,
  PLAYER_PROGRESS_CHECK_MS,
  PLAYER_RECONNECT_BASE_MS,
  PLAYER_RECONNECT_MAX_MS,
  PLAYER_RESUME_THRESHOLD_SECONDS,
  PLAYER_STREAM_BUFFER_LIMIT_BYTES,
  backoffDelay,
} from '@portal/contracts';
import { assign, emit, fromPromise, setup } from 'xstate';
import { streamErrorMessage, type StreamError } from './stream-errors';

/** Where a stream plays from. `live` streams never end by themselves and are not seekable. */
export interface StreamSource {
  url: string;
  kind: 'flv' | 'mp4';
  live: boolean;
}

export interface StreamInput {
  live: boolean;
}

/** A sample of the media element taken at each progress check. */
export interface StreamPosition {
  currentTime: number;
  /** End of the buffered range holding the playhead, in seconds; the playhead itself when none does. */
  bufferedEnd: number;
  /** End of the last buffered range, in seconds, wherever it lies; the playhead itself when nothing is buffered. */
  bufferedUntil: number;
  /** Bytes of media held ahead of the playhead, when the bit rate is known; 0 otherwise. */
  bufferedBytes: number;
}

export interface StreamContext {
  live: boolean;
  source: StreamSource | null;
  /** Bytes of the current source received so far: the offset an early end reconnects from. */
  receivedBytes: number;
  /** Failed tries in a row to connect a live stream; sets the back-off. */
  reconnectAttempt: number;
  /** The media element is playing (not waiting, paused or ended). */
  mediaPlaying: boolean;
  position: StreamPosition | null;
  suspendedBecause: 'bufferFull' | 'lazyLoad' | null;
  error: (StreamError & { message: string }) | null;
}

export type StreamEvent =
  | { type: 'STREAM.LOAD' }
  | { type: 'STREAM.STOP' }
  | { type: 'STREAM.RETRY' }
  | { type: 'STREAM.DATA'; receivedBytes: number }
  | { type: 'STREAM.COMPLETE' }
  | { type: 'STREAM.EARLY_EOF'; receivedBytes: number }
  | { type: 'STREAM.RECOVERED' }
  | { type: 'STREAM.ERROR'; error: StreamError }
  | { type: 'MEDIA.PLAYING' }
  | { type: 'MEDIA.WAITING' }
  | { type: 'MEDIA.PAUSED' }
  | { type: 'MEDIA.ENDED' }
  | { type: 'MEDIA.PROGRESS'; position: StreamPosition }
  | { type: 'ROOM.ON_AIR' }
  | { type: 'ROOM.OFF_AIR' };

/** Commands to the engine that loads the stream into the media element (mpegts.js in the browser). */
export type StreamCommand =
  | { type: 'engine.open'; source: StreamSource }
  | { type: 'engine.reopen'; source: StreamSource; fromByte: number }
  | { type: 'engine.close' }
  | { type: 'engine.sample' }
  | { type: 'engine.kick' };

/**
 * Seconds of live media that may lie buffered beyond a playhead that does not move before the engine
 * is told to start it again (see `engine.kick`).
 */
export const LIVE_STALL_KICK_SECONDS = 1;

/** Seconds of media buffered ahead of the playhead. */
export const bufferedAhead = (position: StreamPosition): number =>
  Math.max(0, position.bufferedEnd - position.currentTime);

/** The wait before live try number `attempt` (0 first): doubling from 1 s, at most 16 s. */
export const reconnectDelayMs = (attempt: number): number =>
  backoffDelay(attempt, { baseMs: PLAYER_RECONNECT_BASE_MS, maxMs: PLAYER_RECONNECT_MAX_MS });

export const streamMachine = setup({
  types: {
    context: {} as StreamContext,
    events: {} as StreamEvent,
    input: {} as StreamInput,
    emitted: {} as StreamCommand,
  },
  actors: {
    /** Where to play from now; null when there is nothing to play (a live room that is off the air). */
    resolveSource: fromPromise<StreamSource | null>(() => Promise.resolve(null)),
  },
  actions: {
    open: emit(({ context }) => ({ type: 'engine.open', source: context.source as StreamSource }) as const),
    reopenFromLastByte: emit(
      ({ context }) =>
        ({ type: 'engine.reopen', source: context.source as StreamSource, fromByte: context.receivedBytes }) as const,
    ),
    close: emit({ type: 'engine.close' } as const),
    sample: emit({ type: 'engine.sample' } as const),
    kick: emit({ type: 'engine.kick' } as const),
    useSource: assign({
      source: (_, params: { source: StreamSource }) => params.source,
      receivedBytes: 0,
      position: null,
      suspendedBecause: null,
      error: null,
    }),
    countBytes: assign({ receivedBytes: (_, params: { receivedBytes: number }) => params.receivedBytes }),
    countAttempt: assign({ reconnectAttempt: ({ context }) => context.reconnectAttempt + 1 }),
    resetAttempts: assign({ reconnectAttempt: 0 }),
    mediaPlays: assign({ mediaPlaying: true }),
    mediaStops: assign({ mediaPlaying: false }),
    rememberPosition: assign({ position: (_, params: { position: StreamPosition }) => params.position }),
    suspendFor: assign({
      suspendedBecause: (_, params: { position: StreamPosition }) =>
        params.position.bufferedBytes >= PLAYER_STREAM_BUFFER_LIMIT_BYTES ? ('bufferFull' as const) : ('lazyLoad' as const),
    }),
    clearSuspension: assign({ suspendedBecause: null }),
    fail: assign({
      error: (_, params: { error: StreamError }) => ({ ...params.error, message: streamErrorMessage(params.error) }),
    }),
    forgetSource: assign({ source: null, receivedBytes: 0, mediaPlaying: false, position: null, suspendedBecause: null }),
  },
  guards: {
    live: ({ context }) => context.live,
    mediaPlaying: ({ context }) => context.mediaPlaying,
    hasSource: (_, params: { source: StreamSource | null }) => params.source !== null,
    /** Loading stops when the buffer is full, or, for a recording, once the lazy-load limit lies buffered. */
    mustSuspend: ({ context }, params: { position: StreamPosition }) =>
      params.position.bufferedBytes >= PLAYER_STREAM_BUFFER_LIMIT_BYTES ||
      (!context.live && bufferedAhead(params.position) >= PLAYER_LAZY_LOAD_MAX_SECONDS),
    mayResume: (_, params: { position: StreamPosition }) =>
      bufferedAhead(params.position) <= PLAYER_RESUME_THRESHOLD_SECONDS,
    /** A live picture stands still although media lies buffered beyond its playhead. */
    liveStalled: ({ context }, params: { position: StreamPosition }) =>
      context.live && !context.mediaPlaying && params.position.bufferedUntil - params.position.currentTime >= LIVE_STALL_KICK_SECONDS,
    /** A live stream shows nothing: no picture moves and no media lies beyond the playhead. */
    liveShowsNothing: ({ context }) =>
      context.live && !context.mediaPlaying && (context.position === null || context.position.bufferedUntil <= context.position.currentTime),
    liveNetworkError: ({ context }, params: { error: StreamError }) =>
      context.live && params.error.kind === 'NetworkError',
  },
  delays: {
    progressCheck: PLAYER_PROGRESS_CHECK_MS,
    liveStartTimeout: PLAYER_LIVE_START_TIMEOUT_MS,
    reconnectDelay: ({ context }) => reconnectDelayMs(context.reconnectAttempt),
    offlinePoll: PLAYER_OFFLINE_POLL_MS,
  },
}).createMachine({
  id: 'stream',
  context: ({ input }) => ({
    live: input.live,
    source: null,
    receivedBytes: 0,
    reconnectAttempt: 0,
    mediaPlaying: false,
    position: null,
    suspendedBecause: null,
    error: null,
  }),
  initial: 'Idle',
  on: {
    'STREAM.STOP': { target: '.Idle', actions: ['close', 'forgetSource', 'resetAttempts', assign({ error: null })] },
    'MEDIA.PLAYING': { actions: 'mediaPlays' },
    'MEDIA.WAITING': { actions: 'mediaStops' },
    'MEDIA.PAUSED': { actions: 'mediaStops' },
    'MEDIA.ENDED': { actions: 'mediaStops' },
  },
  states: {
    Idle: {
      description: 'Nothing is loaded yet.',
      on: { 'STREAM.LOAD': 'Resolving' },
    },
    Resolving: {
      description: 'Asks where to play from: a live room gives signed play addresses only while on air.',
      tags: ['loading'],
      on: { 'ROOM.OFF_AIR': { guard: 'live', target: 'Offline' } },
      invoke: {
        src: 'resolveSource',
        onDone: [
          {
            guard: { type: 'hasSource', params: ({ event }) => ({ source: event.output }) },
            target: 'Loading',
            actions: { type: 'useSource', params: ({ event }) => ({ source: event.output as StreamSource }) },
          },
          { guard: 'live', target: 'Offline' },
          {
            target: 'Error',
            actions: { type: 'fail', params: { error: { kind: 'OtherError', detail: 'NoSource' } } },
          },
        ],
        onError: [
          { guard: 'live', target: 'Retrying' },
          {
            target: 'Error',
            actions: { type: 'fail', params: { error: { kind: 'NetworkError', detail: 'Exception' } } },
          },
        ],
      },
    },
    Loading: {
      description:
        'The engine loads the source into the media element. A live stream that shows nothing 10 s after it was opened is dropped and connected again.',
      initial: 'Connecting',
      entry: 'open',
      after: { liveStartTimeout: { guard: 'liveShowsNothing', target: 'Retrying', actions: 'close' } },
      on: {
        'STREAM.ERROR': [
          {
            guard: { type: 'liveNetworkError', params: ({ event }) => ({ error: event.error }) },
            target: 'Retrying',
            actions: 'close',
          },
          {
            target: 'Error',
            actions: ['close', { type: 'fail', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
        'ROOM.OFF_AIR': { guard: 'live', target: 'Offline', actions: 'close' },
        // A live stream that ends has dropped; a recording that ends is loaded.
        'STREAM.COMPLETE': [{ guard: 'live', target: 'Retrying', actions: 'close' }, { target: '.Complete' }],
        'STREAM.EARLY_EOF': [
          { guard: 'live', target: 'Retrying', actions: 'close' },
          { target: '.Reconnecting', actions: { type: 'countBytes', params: ({ event }) => event } },
        ],
      },
      states: {
        Connecting: {
          description: 'Waiting for the first bytes of the source.',
          tags: ['loading'],
          on: {
            'STREAM.DATA': {
              target: 'Buffering',
              actions: { type: 'countBytes', params: ({ event }) => event },
            },
            // A picture that moves proves bytes arrived, even from a loader that does not count them.
            'MEDIA.PLAYING': { target: 'Playing', actions: 'mediaPlays' },
          },
        },
        Buffering: {
          description:
            'Bytes arrive; the media element waits for enough of them to play. A live picture that stands still with media buffered beyond its playhead (a refused play, a gap at the start) is started again, checking every second.',
          tags: ['loading'],
          always: { guard: 'mediaPlaying', target: 'Playing' },
          after: { progressCheck: { guard: 'live', target: 'Buffering', reenter: true, actions: 'sample' } },
          on: {
            'STREAM.DATA': { actions: { type: 'countBytes', params: ({ event }) => event } },
            'MEDIA.PLAYING': { target: 'Playing', actions: 'mediaPlays' },
            'MEDIA.PROGRESS': [
              {
                guard: { type: 'liveStalled', params: ({ event }) => event },
                actions: [{ type: 'rememberPosition', params: ({ event }) => event }, 'kick'],
              },
              { actions: { type: 'rememberPosition', params: ({ event }) => event } },
            ],
          },
        },
        Playing: {
          description: 'The picture moves while loading goes on; every second the buffer ahead is checked.',
          tags: ['playing'],
          entry: 'resetAttempts',
          after: { progressCheck: { target: 'Playing', reenter: true, actions: 'sample' } },
          on: {
            'STREAM.DATA': { actions: { type: 'countBytes', params: ({ event }) => event } },
            'MEDIA.WAITING': { target: 'Buffering', actions: 'mediaStops' },
            'MEDIA.PROGRESS': [
              {
                guard: { type: 'mustSuspend', params: ({ event }) => event },
                target: 'Suspended',
                actions: [
                  { type: 'rememberPosition', params: ({ event }) => event },
                  { type: 'suspendFor', params: ({ event }) => event },
                ],
              },
              { actions: { type: 'rememberPosition', params: ({ event }) => event } },
            ],
          },
        },
        Suspended: {
          description:
            'Loading rests because the buffer is full or the lazy-load limit is buffered; it resumes once the playhead is within 30 s of the buffer end.',
          tags: ['playing', 'suspended'],
          exit: 'clearSuspension',
          after: { progressCheck: { target: 'Suspended', reenter: true, actions: 'sample' } },
          on: {
            'MEDIA.PROGRESS': [
              {
                guard: { type: 'mayResume', params: ({ event }) => event },
                target: 'Playing',
                actions: { type: 'rememberPosition', params: ({ event }) => event },
              },
              { actions: { type: 'rememberPosition', params: ({ event }) => event } },
            ],
          },
        },
        Reconnecting: {
          description: 'A recording ended early: it is requested again from the last received byte.',
          tags: ['loading', 'reconnecting'],
          entry: 'reopenFromLastByte',
          on: {
            'STREAM.DATA': { actions: { type: 'countBytes', params: ({ event }) => event } },
            'STREAM.RECOVERED': [{ guard: 'mediaPlaying', target: 'Playing' }, { target: 'Buffering' }],
          },
        },
        Complete: {
          description: 'The whole recording is loaded; it plays on to its end. A far seek may load again.',
          tags: ['complete'],
          on: {
            'STREAM.DATA': {
              target: 'Buffering',
              actions: { type: 'countBytes', params: ({ event }) => event },
            },
            'MEDIA.ENDED': { target: 'Ended', actions: 'mediaStops' },
          },
        },
        Ended: {
          description: 'The recording played to its end.',
          tags: ['complete', 'ended'],
          on: {
            'STREAM.DATA': {
              target: 'Buffering',
              actions: { type: 'countBytes', params: ({ event }) => event },
            },
          },
        },
      },
    },
    Retrying: {
      description: 'A live stream dropped; it is tried again after a back-off that doubles up to 16 s.',
      tags: ['loading', 'reconnecting'],
      entry: ['forgetSource', 'countAttempt'],
      after: { reconnectDelay: 'Resolving' },
      on: {
        'ROOM.OFF_AIR': 'Offline',
        'ROOM.ON_AIR': 'Resolving',
      },
    },
    Offline: {
      description: 'The room is not on air: nothing plays until it is again (told by its channel, or found by a poll).',
      tags: ['offline'],
      entry: ['forgetSource', 'resetAttempts'],
      after: { offlinePoll: 'Resolving' },
      on: { 'ROOM.ON_AIR': 'Resolving' },
    },
    Error: {
      description: 'Playback failed; the user may try again.',
      tags: ['error'],
      on: { 'STREAM.RETRY': { target: 'Resolving', actions: assign({ error: null, reconnectAttempt: 0 }) } },
    },
  },
});
