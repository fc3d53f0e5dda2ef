import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  PLAYER_LAZY_LOAD_MAX_SECONDS,
  PLAYER_LIVE_START_TIMEOUT_MS,
  PLAYER_OFFLINE_POLL_MS,
  PLAYER_PROGRESS_CHECK_MS,
  PLAYER_RESUME_THRESHOLD_SECONDS,
  PLAYER_STREAM_BUFFER_LIMIT_BYTES,
} from '@portal/contracts';
import {
  reconnectDelayMs,
  streamMachine,
  type StreamCommand,
  type StreamPosition,
  type StreamSource,
} from '../../src/player/stream.machine';
import { STREAM_ERROR_MESSAGES } from '../../src/player/stream-errors';

const replay: StreamSource = { url: '/media/video/r1.flv', kind: 'flv', live: false };
const live: StreamSource = { url: '/live/7.flv?sign=a', kind: 'flv', live: true };

function start(options: { live: boolean; resolve: () => Promise<StreamSource | null> }) {
  const resolveSource = vi.fn(options.resolve);
  const machine = streamMachine.provide({
    actors: { resolveSource: fromPromise<StreamSource | null>(() => resolveSource()) },
  });
  const actor = createActor(machine, { input: { live: options.live } });
  const commands: StreamCommand[] = [];
  actor.on('*', (command) => commands.push(command));
  actor.start();
  const state = () => actor.getSnapshot().value;
  return { actor, resolveSource, commands, state };
}

const at = (currentTime: number, bufferedEnd: number, bufferedBytes = 0, bufferedUntil = bufferedEnd): StreamPosition => ({
  currentTime,
  bufferedEnd,
  bufferedUntil,
  bufferedBytes,
});

/** A stream loaded, received bytes and started playing. */
async function playing(options: { live: boolean; resolve: () => Promise<StreamSource | null> }) {
  const started = start(options);
  started.actor.send({ type: 'STREAM.LOAD' });
  await vi.advanceTimersByTimeAsync(0);
  started.actor.send({ type: 'STREAM.DATA', receivedBytes: 4096 });
  started.actor.send({ type: 'MEDIA.PLAYING' });
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('streamMachine: loading a recording', () => {
  it('waits idle until told to load', () => {
    const { state, resolveSource } = start({ live: false, resolve: () => Promise.resolve(replay) });
    expect(state()).toBe('Idle');
    expect(resolveSource).not.toHaveBeenCalled();
  });

  it('moves connecting → buffering → playing and opens the source once', async () => {
    const { actor, state, commands } = start({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.LOAD' });
    expect(state()).toBe('Resolving');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toEqual({ Loading: 'Connecting' });
    expect(commands).toEqual([{ type: 'engine.open', source: replay }]);

    actor.send({ type: 'STREAM.DATA', receivedBytes: 1000 });
    expect(state()).toEqual({ Loading: 'Buffering' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'STREAM.DATA', receivedBytes: 5000 });
    expect(actor.getSnapshot().context.receivedBytes).toBe(5000);

    actor.send({ type: 'MEDIA.PLAYING' });
    expect(state()).toEqual({ Loading: 'Playing' });
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
  });

  it('counts a moving picture as playing even before any bytes were counted', async () => {
    const { actor, state } = start({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'MEDIA.PLAYING' });
    expect(state()).toEqual({ Loading: 'Playing' });
  });

  it('goes back to buffering when the media element waits, and on when it plays again', async () => {
    const { actor, state } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'MEDIA.WAITING' });
    expect(state()).toEqual({ Loading: 'Buffering' });
    actor.send({ type: 'MEDIA.PLAYING' });
    expect(state()).toEqual({ Loading: 'Playing' });
  });

  it('samples the position every second while playing', async () => {
    const { commands } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    const samples = () => commands.filter((command) => command.type === 'engine.sample').length;
    await vi.advanceTimersByTimeAsync(PLAYER_PROGRESS_CHECK_MS - 1);
    expect(samples()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(samples()).toBe(1);
    await vi.advanceTimersByTimeAsync(PLAYER_PROGRESS_CHECK_MS * 3);
    expect(samples()).toBe(4);
  });

  it('suspends once the lazy-load limit lies buffered ahead', async () => {
    const { actor, state } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'MEDIA.PROGRESS', position: at(10, 10 + PLAYER_LAZY_LOAD_MAX_SECONDS - 1) });
    expect(state()).toEqual({ Loading: 'Playing' });
    actor.send({ type: 'MEDIA.PROGRESS', position: at(10, 10 + PLAYER_LAZY_LOAD_MAX_SECONDS) });
    expect(state()).toEqual({ Loading: 'Suspended' });
    expect(actor.getSnapshot().hasTag('suspended')).toBe(true);
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    expect(actor.getSnapshot().context.suspendedBecause).toBe('lazyLoad');
  });

  it('suspends when the buffer is full, whatever its length in seconds', async () => {
    const { actor, state } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'MEDIA.PROGRESS', position: at(0, 40, PLAYER_STREAM_BUFFER_LIMIT_BYTES) });
    expect(state()).toEqual({ Loading: 'Suspended' });
    expect(actor.getSnapshot().context.suspendedBecause).toBe('bufferFull');
  });

  it('resumes when the playhead is within 30 s of the buffer end, checking every second', async () => {
    const { actor, state, commands } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'MEDIA.PROGRESS', position: at(0, PLAYER_LAZY_LOAD_MAX_SECONDS) });
    commands.length = 0;
    await vi.advanceTimersByTimeAsync(PLAYER_PROGRESS_CHECK_MS);
    expect(commands).toEqual([{ type: 'engine.sample' }]);

    actor.send({ type: 'MEDIA.PROGRESS', position: at(149, PLAYER_LAZY_LOAD_MAX_SECONDS) });
    expect(state()).toEqual({ Loading: 'Suspended' });
    actor.send({
      type: 'MEDIA.PROGRESS',
      position: at(PLAYER_LAZY_LOAD_MAX_SECONDS - PLAYER_RESUME_THRESHOLD_SECONDS, PLAYER_LAZY_LOAD_MAX_SECONDS),
    });
    expect(state()).toEqual({ Loading: 'Playing' });
    expect(actor.getSnapshot().context.suspendedBecause).toBeNull();
  });

  it('completes when the whole recording is loaded, and ends with the media', async () => {
    const { actor, state } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.COMPLETE' });
    expect(state()).toEqual({ Loading: 'Complete' });
    expect(actor.getSnapshot().hasTag('complete')).toBe(true);
    actor.send({ type: 'MEDIA.ENDED' });
    expect(state()).toEqual({ Loading: 'Ended' });
    expect(actor.getSnapshot().hasTag('ended')).toBe(true);
  });

  it('loads again after a seek past what a complete recording holds', async () => {
    const { actor, state } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.COMPLETE' });
    actor.send({ type: 'MEDIA.WAITING' });
    actor.send({ type: 'STREAM.DATA', receivedBytes: 900_000 });
    expect(state()).toEqual({ Loading: 'Buffering' });
    actor.send({ type: 'MEDIA.PLAYING' });
    expect(state()).toEqual({ Loading: 'Playing' });
  });

  it('reconnects from the last received byte after an early end', async () => {
    const { actor, state, commands } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.DATA', receivedBytes: 123_456 });
    actor.send({ type: 'STREAM.EARLY_EOF', receivedBytes: 200_000 });
    expect(state()).toEqual({ Loading: 'Reconnecting' });
    expect(actor.getSnapshot().hasTag('reconnecting')).toBe(true);
    expect(commands).toContainEqual({ type: 'engine.reopen', source: replay, fromByte: 200_000 });

    actor.send({ type: 'STREAM.RECOVERED' });
    expect(state()).toEqual({ Loading: 'Playing' });
  });

  it('waits for the picture after recovering when nothing was playing', async () => {
    const { actor, state } = start({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'STREAM.DATA', receivedBytes: 10 });
    actor.send({ type: 'STREAM.EARLY_EOF', receivedBytes: 10 });
    actor.send({ type: 'STREAM.RECOVERED' });
    expect(state()).toEqual({ Loading: 'Buffering' });
  });

  it('fails with a network error when the reconnect after an early end fails too', async () => {
    const { actor, state, commands } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.EARLY_EOF', receivedBytes: 10 });
    actor.send({ type: 'STREAM.ERROR', error: { kind: 'NetworkError', detail: 'UnrecoverableEarlyEof' } });
    expect(state()).toBe('Error');
    expect(actor.getSnapshot().context.error?.message).toBe(STREAM_ERROR_MESSAGES.UnrecoverableEarlyEof);
    expect(commands.at(-1)).toEqual({ type: 'engine.close' });
  });
});

describe('streamMachine: errors', () => {
  it.each([
    [{ kind: 'NetworkError', detail: 'HttpStatusCodeInvalid', info: { code: 403, msg: 'Forbidden' } }, '视频地址无法访问（HTTP 403）'],
    [{ kind: 'NetworkError', detail: 'ConnectingTimeout' }, STREAM_ERROR_MESSAGES.ConnectingTimeout],
    [{ kind: 'NetworkError', detail: 'Exception' }, STREAM_ERROR_MESSAGES.Exception],
    [{ kind: 'MediaError', detail: 'FormatUnsupported', info: { msg: 'Non-FLV, Unsupported media type' } }, STREAM_ERROR_MESSAGES.FormatUnsupported],
    [{ kind: 'MediaError', detail: 'CodecUnsupported' }, STREAM_ERROR_MESSAGES.CodecUnsupported],
    [{ kind: 'MediaError', detail: 'FormatError' }, STREAM_ERROR_MESSAGES.FormatError],
    [{ kind: 'MediaError', detail: 'MediaMSEError' }, STREAM_ERROR_MESSAGES.MediaMSEError],
    [{ kind: 'OtherError', detail: 'Whatever' }, STREAM_ERROR_MESSAGES.OtherError],
  ] as const)('a recording shows %o as %s', async (error, message) => {
    const { actor, state } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.ERROR', error });
    expect(state()).toBe('Error');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: error.kind, message });
  });

  it('fails while connecting too, and tries again on request', async () => {
    let calls = 0;
    const { actor, state, commands } = start({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'STREAM.ERROR', error: { kind: 'NetworkError', detail: 'Exception' } });
    expect(state()).toBe('Error');
    calls = commands.filter((command) => command.type === 'engine.open').length;
    actor.send({ type: 'STREAM.RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toEqual({ Loading: 'Connecting' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(commands.filter((command) => command.type === 'engine.open')).toHaveLength(calls + 1);
  });

  it('fails as an other error when a recording has nothing to play', async () => {
    const { actor, state } = start({ live: false, resolve: () => Promise.resolve(null) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('Error');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'OtherError', message: STREAM_ERROR_MESSAGES.NoSource });
  });

  it('fails as a network error when a recording cannot be looked up', async () => {
    const { actor, state } = start({ live: false, resolve: () => Promise.reject(new Error('down')) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('Error');
    expect(actor.getSnapshot().context.error?.kind).toBe('NetworkError');
  });
});

describe('streamMachine: live rooms', () => {
  it('shows offline when the room is not on air, and asks again every 5 s', async () => {
    const answers: (StreamSource | null)[] = [null, null, live];
    const { actor, state, resolveSource } = start({ live: true, resolve: () => Promise.resolve(answers.shift() ?? null) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('Offline');
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    await vi.advanceTimersByTimeAsync(PLAYER_OFFLINE_POLL_MS - 1);
    expect(resolveSource).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolveSource).toHaveBeenCalledTimes(2);
    expect(state()).toBe('Offline');
    await vi.advanceTimersByTimeAsync(PLAYER_OFFLINE_POLL_MS);
    expect(state()).toEqual({ Loading: 'Connecting' });
  });

  it('recovers at once when the room channel says it is on air again', async () => {
    const answers: (StreamSource | null)[] = [null, live];
    const { actor, state, commands } = start({ live: true, resolve: () => Promise.resolve(answers.shift() ?? null) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ROOM.ON_AIR' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toEqual({ Loading: 'Connecting' });
    expect(commands).toEqual([{ type: 'engine.open', source: live }]);
  });

  it('closes the stream and shows offline when the room goes off the air', async () => {
    const { actor, state, commands } = await playing({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'ROOM.OFF_AIR' });
    expect(state()).toBe('Offline');
    expect(commands.at(-1)).toEqual({ type: 'engine.close' });
    expect(actor.getSnapshot().context.source).toBeNull();
  });

  it('reconnects a dropped stream with a back-off that doubles up to 16 s', async () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000]);

    const { actor, state, resolveSource } = await playing({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'STREAM.ERROR', error: { kind: 'NetworkError', detail: 'UnrecoverableEarlyEof' } });
    expect(state()).toBe('Retrying');
    expect(actor.getSnapshot().hasTag('reconnecting')).toBe(true);
    expect(actor.getSnapshot().context.reconnectAttempt).toBe(1);

    // First try after 2 s (attempt 1), fails at once; the next waits 4 s.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(resolveSource).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolveSource).toHaveBeenCalledTimes(2);
    expect(state()).toEqual({ Loading: 'Connecting' });
    actor.send({ type: 'STREAM.ERROR', error: { kind: 'NetworkError', detail: 'Exception' } });
    expect(actor.getSnapshot().context.reconnectAttempt).toBe(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(resolveSource).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolveSource).toHaveBeenCalledTimes(3);

    // Playing again resets the back-off.
    actor.send({ type: 'STREAM.DATA', receivedBytes: 1 });
    actor.send({ type: 'MEDIA.PLAYING' });
    expect(state()).toEqual({ Loading: 'Playing' });
    expect(actor.getSnapshot().context.reconnectAttempt).toBe(0);
  });

  it('starts a live picture again that stands still with a second buffered beyond its playhead', async () => {
    const { actor, state, commands } = start({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'STREAM.DATA', receivedBytes: 4096 });
    expect(state()).toEqual({ Loading: 'Buffering' });
    const kinds = () => commands.map((command) => command.type).filter((type) => type === 'engine.sample' || type === 'engine.kick');

    await vi.advanceTimersByTimeAsync(PLAYER_PROGRESS_CHECK_MS);
    expect(kinds()).toEqual(['engine.sample']);
    // Half a second buffered: the element may still be gathering enough to start.
    actor.send({ type: 'MEDIA.PROGRESS', position: at(0, 0.5) });
    expect(kinds()).toEqual(['engine.sample']);

    await vi.advanceTimersByTimeAsync(PLAYER_PROGRESS_CHECK_MS);
    // The playhead sits in a gap before the media, which runs to 2.6 s.
    actor.send({ type: 'MEDIA.PROGRESS', position: at(0, 0, 0, 2.6) });
    expect(kinds()).toEqual(['engine.sample', 'engine.sample', 'engine.kick']);

    actor.send({ type: 'MEDIA.PLAYING' });
    expect(state()).toEqual({ Loading: 'Playing' });
  });

  it('connects a live stream again that shows nothing 10 s after it was opened', async () => {
    const { actor, state, commands, resolveSource } = start({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    // Bytes arrive, but nothing reaches the media element.
    actor.send({ type: 'STREAM.DATA', receivedBytes: 4096 });
    for (let second = 1; second < PLAYER_LIVE_START_TIMEOUT_MS / PLAYER_PROGRESS_CHECK_MS; second++) {
      await vi.advanceTimersByTimeAsync(PLAYER_PROGRESS_CHECK_MS);
      actor.send({ type: 'MEDIA.PROGRESS', position: at(0, 0) });
    }
    expect(state()).toEqual({ Loading: 'Buffering' });
    await vi.advanceTimersByTimeAsync(PLAYER_PROGRESS_CHECK_MS);
    expect(state()).toBe('Retrying');
    expect(commands.map((command) => command.type)).toContain('engine.close');

    await vi.advanceTimersByTimeAsync(reconnectDelayMs(1));
    expect(resolveSource).toHaveBeenCalledTimes(2);
    expect(state()).toEqual({ Loading: 'Connecting' });
  });

  it('leaves a live stream that shows a picture, or has media buffered, connected past 10 s', async () => {
    const moving = await playing({ live: true, resolve: () => Promise.resolve(live) });
    const buffering = start({ live: true, resolve: () => Promise.resolve(live) });
    buffering.actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    buffering.actor.send({ type: 'STREAM.DATA', receivedBytes: 4096 });
    await vi.advanceTimersByTimeAsync(PLAYER_PROGRESS_CHECK_MS);
    // Half a second of media reached the element: it is gathering enough to start.
    buffering.actor.send({ type: 'MEDIA.PROGRESS', position: at(0, 0.5) });

    await vi.advanceTimersByTimeAsync(PLAYER_LIVE_START_TIMEOUT_MS);
    expect(moving.state()).toEqual({ Loading: 'Playing' });
    expect(buffering.state()).toEqual({ Loading: 'Buffering' });
  });

  it('leaves a recording that buffers to the media element', async () => {
    const { actor, commands } = start({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'STREAM.DATA', receivedBytes: 4096 });
    await vi.advanceTimersByTimeAsync(PLAYER_PROGRESS_CHECK_MS * 3);
    actor.send({ type: 'MEDIA.PROGRESS', position: at(0, 0, 0, 40) });
    expect(commands.filter((command) => command.type === 'engine.sample' || command.type === 'engine.kick')).toEqual([]);
  });

  it('treats the end of a live stream as a drop, not a completion', async () => {
    const { actor, state } = await playing({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'STREAM.COMPLETE' });
    expect(state()).toBe('Retrying');
  });

  it('treats an early end of a live stream as a drop, not a byte resume', async () => {
    const { actor, state, commands } = await playing({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'STREAM.EARLY_EOF', receivedBytes: 10 });
    expect(state()).toBe('Retrying');
    expect(commands.some((command) => command.type === 'engine.reopen')).toBe(false);
  });

  it('keeps retrying when the room cannot be asked, and goes offline when it answers off the air', async () => {
    const answers: (() => Promise<StreamSource | null>)[] = [
      () => Promise.reject(new Error('down')),
      () => Promise.resolve(null),
    ];
    const { actor, state } = start({ live: true, resolve: () => (answers.shift() ?? (() => Promise.resolve(null)))() });
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('Retrying');
    await vi.advanceTimersByTimeAsync(reconnectDelayMs(1));
    expect(state()).toBe('Offline');
  });

  it('goes offline from a retry when the room channel says so', async () => {
    const { actor, state } = await playing({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'STREAM.COMPLETE' });
    actor.send({ type: 'ROOM.OFF_AIR' });
    expect(state()).toBe('Offline');
  });

  it('a media error of a live stream is shown, not retried', async () => {
    const { actor, state } = await playing({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'STREAM.ERROR', error: { kind: 'MediaError', detail: 'CodecUnsupported' } });
    expect(state()).toBe('Error');
  });

  it('never suspends a live stream for the lazy-load limit, only for a full buffer', async () => {
    const { actor, state } = await playing({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'MEDIA.PROGRESS', position: at(0, PLAYER_LAZY_LOAD_MAX_SECONDS + 10) });
    expect(state()).toEqual({ Loading: 'Playing' });
    actor.send({ type: 'MEDIA.PROGRESS', position: at(0, 5, PLAYER_STREAM_BUFFER_LIMIT_BYTES + 1) });
    expect(state()).toEqual({ Loading: 'Suspended' });
  });

  it('ignores the room channel for a recording', async () => {
    const { actor, state } = await playing({ live: false, resolve: () => Promise.resolve(replay) });
    actor.send({ type: 'ROOM.OFF_AIR' });
    expect(state()).toEqual({ Loading: 'Playing' });
  });
});

describe('streamMachine: stopping', () => {
  it('closes the stream and waits idle, then loads afresh', async () => {
    const { actor, state, commands } = await playing({ live: true, resolve: () => Promise.resolve(live) });
    actor.send({ type: 'STREAM.STOP' });
    expect(state()).toBe('Idle');
    expect(commands.at(-1)).toEqual({ type: 'engine.close' });
    await vi.advanceTimersByTimeAsync(PLAYER_OFFLINE_POLL_MS * 4);
    expect(state()).toBe('Idle');
    actor.send({ type: 'STREAM.LOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toEqual({ Loading: 'Connecting' });
  });
});
