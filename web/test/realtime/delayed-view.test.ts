import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Patch } from '@portal/contracts';
import type { AppliedPatch } from '../../src/realtime/channel.machine';
import { createChannelHub, viewerDelay, viewerDelayFor } from '../../src/realtime/channel-hub';
import { setSpoilerDelaySeconds, SPOILER_DELAY_KEY, readSpoilerDelay } from '../../src/realtime/spoiler-delay';
import { FakeSocket } from './fake-socket';

const CHANNEL = 'match:football:7';

interface Score {
  homeScore: number;
  awayScore: number;
}

const patch = (seq: number, homeScore: number, awayScore = 0): Patch => ({
  channel: CHANNEL,
  seq,
  ops: [
    { op: 'set', path: ['homeScore'], value: homeScore },
    { op: 'set', path: ['awayScore'], value: awayScore },
  ],
});

const snapshotReply = (seq: number, homeScore: number, awayScore = 0) => ({
  ok: true,
  channel: CHANNEL,
  seq,
  snapshot: { homeScore, awayScore },
});

/** A hub whose score channels are held back by the viewer's delay, subscribed at seq 5 with 0-0. */
async function heldBack(seconds: number, channel = CHANNEL) {
  setSpoilerDelaySeconds(seconds, null);
  const socket = new FakeSocket();
  const hub = createChannelHub(socket, { delayFor: viewerDelayFor });
  const view = hub.viewFor(channel);
  const release = hub.hold(channel);
  const shown: AppliedPatch[] = [];
  view.onPatch((applied) => shown.push(applied));
  socket.answer('channel.subscribe', { ...snapshotReply(5, 0), channel });
  await vi.advanceTimersByTimeAsync(0);
  const score = () => view.state() as Score | null;
  return { socket, hub, view, score, shown, release };
}

describe('no-spoiler hold-back of score channels', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    setSpoilerDelaySeconds(0, null);
    vi.useRealTimers();
  });

  it('shows the first snapshot at once, and a patch only once the delay has passed', async () => {
    const { socket, view, score, shown } = await heldBack(10);
    expect(score()).toEqual({ homeScore: 0, awayScore: 0 });

    socket.fire('channel.batch', [patch(6, 1)]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(score()).toEqual({ homeScore: 0, awayScore: 0 });
    expect(view.seq()).toBe(5);
    expect(shown).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(score()).toEqual({ homeScore: 1, awayScore: 0 });
    expect(view.seq()).toBe(6);
    expect(shown.map((applied) => applied.patch.seq)).toEqual([6]);
  });

  it('keeps the order of the patches, each shown its delay after it came', async () => {
    const { socket, score, shown } = await heldBack(5);
    socket.fire('channel.batch', [patch(6, 1)]);
    await vi.advanceTimersByTimeAsync(2_000);
    socket.fire('channel.batch', [patch(7, 1, 1)]);
    await vi.advanceTimersByTimeAsync(1_000);
    socket.fire('channel.batch', [patch(8, 2, 1)]);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(score()).toEqual({ homeScore: 1, awayScore: 0 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(score()).toEqual({ homeScore: 1, awayScore: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(score()).toEqual({ homeScore: 2, awayScore: 1 });
    expect(shown.map((applied) => [applied.patch.seq, applied.before, applied.after])).toEqual([
      [6, { homeScore: 0, awayScore: 0 }, { homeScore: 1, awayScore: 0 }],
      [7, { homeScore: 1, awayScore: 0 }, { homeScore: 1, awayScore: 1 }],
      [8, { homeScore: 1, awayScore: 1 }, { homeScore: 2, awayScore: 1 }],
    ]);
  });

  it('replays a resync made during the delay after the delay, in order, with the patches before it', async () => {
    const { socket, hub, score, shown } = await heldBack(10);
    socket.fire('channel.batch', [patch(6, 1)]);
    socket.fire('channel.batch', [patch(9, 3)]);
    // The channel underneath is live: it saw the gap and asks for what it missed at once.
    expect(socket.requests('channel.resync').map((sent) => sent.request)).toEqual([{ channel: CHANNEL, fromSeq: 6 }]);
    await vi.advanceTimersByTimeAsync(1_000);
    socket.answer('channel.resync', { ok: true, channel: CHANNEL, patches: [patch(7, 2), patch(8, 2, 1)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(hub.actorFor(CHANNEL).getSnapshot().context.seq).toBe(9);
    expect(score()).toEqual({ homeScore: 0, awayScore: 0 });

    await vi.advanceTimersByTimeAsync(9_000);
    expect(score()).toEqual({ homeScore: 1, awayScore: 0 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(score()).toEqual({ homeScore: 3, awayScore: 0 });
    expect(shown.map((applied) => applied.patch.seq)).toEqual([6, 7, 8, 9]);
  });

  it('shows a snapshot a stale resync brought only after the delay, after the patches before it', async () => {
    const { socket, view, score, shown } = await heldBack(10);
    socket.fire('channel.batch', [patch(6, 1)]);
    socket.fire('channel.batch', [patch(8, 2)]);
    socket.answer('channel.resync', snapshotReply(40, 4, 4));
    await vi.advanceTimersByTimeAsync(0);
    expect(score()).toEqual({ homeScore: 0, awayScore: 0 });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(score()).toEqual({ homeScore: 4, awayScore: 4 });
    expect(view.seq()).toBe(40);
    expect(shown.map((applied) => applied.patch.seq)).toEqual([6]);
  });

  it('lets go of what it holds when the delay is turned down', async () => {
    const { socket, score } = await heldBack(60);
    socket.fire('channel.batch', [patch(6, 1)]);
    await vi.advanceTimersByTimeAsync(5_000);
    socket.fire('channel.batch', [patch(7, 2)]);
    setSpoilerDelaySeconds(10, null);
    await vi.advanceTimersByTimeAsync(0);
    expect(score()).toEqual({ homeScore: 0, awayScore: 0 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(score()).toEqual({ homeScore: 1, awayScore: 0 });

    setSpoilerDelaySeconds(0, null);
    await vi.advanceTimersByTimeAsync(0);
    expect(score()).toEqual({ homeScore: 2, awayScore: 0 });
    socket.fire('channel.batch', [patch(8, 3)]);
    expect(score()).toEqual({ homeScore: 3, awayScore: 0 });
  });

  it('never holds back a room channel', async () => {
    const room = 'room:3';
    const { socket, view } = await heldBack(30, room);
    socket.fire('channel.batch', [{ channel: room, seq: 6, ops: [{ op: 'set', path: ['homeScore'], value: 9 }] }]);
    expect((view.state() as Score).homeScore).toBe(9);
  });

  it('keeps the setting as whole seconds between 0 and 120', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    setSpoilerDelaySeconds(500, storage);
    expect(stored.get(SPOILER_DELAY_KEY)).toBe('120');
    expect(readSpoilerDelay(storage)).toBe(120);
    stored.set(SPOILER_DELAY_KEY, 'nonsense');
    expect(readSpoilerDelay(storage)).toBe(0);
  });
});

describe('the hold-back across tabs', () => {
  it('follows a hold-back another tab set', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    const events = new EventTarget();
    vi.stubGlobal('window', Object.assign(events, { localStorage: storage }));
    try {
      const stop = viewerDelay.onChange(() => undefined);
      expect(viewerDelay.delayMs()).toBe(0);
      stored.set(SPOILER_DELAY_KEY, '20');
      events.dispatchEvent(Object.assign(new Event('storage'), { key: SPOILER_DELAY_KEY }));
      expect(viewerDelay.delayMs()).toBe(20_000);
      stop();
    } finally {
      setSpoilerDelaySeconds(0, null);
      vi.unstubAllGlobals();
    }
  });
});
