import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Patch, PatchOp } from '@portal/contracts';
import {
  CHANNEL_ACK_TIMEOUT_MS,
  CHANNEL_REFUSED_RETRY_MAX_MS,
  CHANNEL_NOT_READY_PATIENCE,
  CHANNEL_REFUSED_RETRY_MS,
  channelMachine,
  channelStatus,
  type ChannelEmitted,
} from '../../src/realtime/channel.machine';
import { createChannelHub } from '../../src/realtime/channel-hub';
import { FakeSocket } from './fake-socket';

const CHANNEL = 'list:football:live';

interface Board {
  matches: Record<string, { homeScore: number; awayScore: number }>;
}

const board = (home: number, away: number): Board => ({ matches: { '7': { homeScore: home, awayScore: away } } });

const scoreOps = (home: number, away: number): PatchOp[] => [
  { op: 'set', path: ['matches', '7', 'homeScore'], value: home },
  { op: 'set', path: ['matches', '7', 'awayScore'], value: away },
];

const patch = (seq: number, home: number, away = 0, channel = CHANNEL): Patch => ({
  channel,
  seq,
  ops: scoreOps(home, away),
});

const snapshotReply = (seq: number, snapshot: Board) => ({ ok: true, channel: CHANNEL, seq, snapshot });

function start() {
  const socket = new FakeSocket();
  const actor = createActor(channelMachine, { input: { socket, channel: CHANNEL } }).start();
  const emitted: ChannelEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const view = () => {
    const snapshot = actor.getSnapshot();
    return {
      status: channelStatus(snapshot),
      seq: snapshot.context.seq,
      state: snapshot.context.state as Board | null,
      error: snapshot.context.error,
    };
  };
  return { socket, actor, emitted, view };
}

/** Subscribed at seq 5 with a 0-0 board. */
async function live() {
  const started = start();
  started.socket.answer('channel.subscribe', snapshotReply(5, board(0, 0)));
  await vi.advanceTimersByTimeAsync(0);
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('channelMachine', () => {
  it('subscribes to its channel and takes the snapshot and its sequence number', async () => {
    const { socket, view, emitted } = start();
    expect(view().status).toBe('subscribing');
    expect(socket.requests('channel.subscribe').map((sent) => sent.request)).toEqual([{ channel: CHANNEL }]);

    socket.answer('channel.subscribe', snapshotReply(5, board(1, 0)));
    await vi.advanceTimersByTimeAsync(0);

    expect(view()).toEqual({ status: 'live', seq: 5, state: board(1, 0), error: null });
    expect(emitted).toEqual([{ type: 'replaced', channel: CHANNEL, seq: 5, state: board(1, 0) }]);
  });

  it('waits for the socket to connect before subscribing', async () => {
    const socket = new FakeSocket();
    socket.connected = false;
    const actor = createActor(channelMachine, { input: { socket, channel: CHANNEL } }).start();
    expect(socket.requests('channel.subscribe')).toHaveLength(0);
    socket.reconnect();
    expect(socket.requests('channel.subscribe')).toHaveLength(1);
    actor.stop();
  });

  it('applies patches in order, each one reported with the state before and after', async () => {
    const { socket, view, emitted } = await live();
    socket.fire('channel.batch', [patch(6, 1)]);
    socket.fire('channel.batch', [patch(7, 1, 1)]);

    expect(view()).toMatchObject({ status: 'live', seq: 7, state: board(1, 1) });
    const patched = emitted.filter((event) => event.type === 'patched');
    expect(patched.map((event) => [event.patch.seq, event.before, event.after])).toEqual([
      [6, board(0, 0), board(1, 0)],
      [7, board(1, 0), board(1, 1)],
    ]);
  });

  it('shares the rows a patch did not touch', async () => {
    const { socket, actor } = start();
    const two = { matches: { '7': { homeScore: 0, awayScore: 0 }, '8': { homeScore: 2, awayScore: 2 } } };
    socket.answer('channel.subscribe', snapshotReply(5, two));
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('channel.batch', [patch(6, 1)]);
    const after = actor.getSnapshot().context.state as typeof two;
    expect(after.matches['8']).toBe(two.matches['8']);
    expect(after.matches['7']).not.toBe(two.matches['7']);
  });

  it('ignores a duplicate patch and the patches of other channels', async () => {
    const { socket, view, emitted } = await live();
    socket.fire('channel.batch', [patch(6, 1)]);
    socket.fire('channel.batch', [patch(7, 2)]);
    socket.fire('channel.batch', [patch(6, 1)]);
    socket.fire('channel.batch', [patch(5, 9)]);
    socket.fire('channel.batch', [patch(8, 9, 9, 'list:football:jczq')]);

    expect(view()).toMatchObject({ status: 'live', seq: 7, state: board(2, 0) });
    expect(emitted.filter((event) => event.type === 'patched')).toHaveLength(2);
    expect(socket.requests('channel.resync')).toHaveLength(0);
  });

  it('on a gap asks for the patches since its last sequence number and converges on them', async () => {
    const { socket, view } = await live();
    socket.fire('channel.batch', [patch(8, 2, 1)]);

    expect(view().status).toBe('resyncing');
    expect(socket.requests('channel.resync').map((sent) => sent.request)).toEqual([{ channel: CHANNEL, fromSeq: 5 }]);

    // A patch that arrives while the catch-up is on its way is kept and applied after it.
    socket.fire('channel.batch', [patch(9, 3, 1)]);
    socket.answer('channel.resync', { ok: true, channel: CHANNEL, patches: [patch(6, 1), patch(7, 2), patch(8, 2, 1)] });
    await vi.advanceTimersByTimeAsync(0);

    expect(view()).toMatchObject({ status: 'live', seq: 9, state: board(3, 1) });
  });

  it('on a gap converges on a fresh snapshot when the gateway no longer keeps the patches', async () => {
    const { socket, view, emitted } = await live();
    socket.fire('channel.batch', [patch(40, 4, 4)]);
    socket.answer('channel.resync', snapshotReply(40, board(4, 4)));
    await vi.advanceTimersByTimeAsync(0);

    expect(view()).toMatchObject({ status: 'live', seq: 40, state: board(4, 4) });
    expect(emitted.at(-1)).toEqual({ type: 'replaced', channel: CHANNEL, seq: 40, state: board(4, 4) });

    socket.fire('channel.batch', [patch(41, 5, 4)]);
    expect(view()).toMatchObject({ seq: 41, state: board(5, 4) });
  });

  it('resyncs again when the catch-up still leaves a gap', async () => {
    const { socket, view } = await live();
    socket.fire('channel.batch', [patch(9, 3)]);
    socket.answer('channel.resync', { ok: true, channel: CHANNEL, patches: [patch(6, 1), patch(7, 2)] });
    await vi.advanceTimersByTimeAsync(0);

    expect(view().status).toBe('resyncing');
    expect(socket.requests('channel.resync').at(-1)?.request).toEqual({ channel: CHANNEL, fromSeq: 7 });
    socket.answer('channel.resync', { ok: true, channel: CHANNEL, patches: [patch(8, 2, 2), patch(9, 3, 2)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'live', seq: 9, state: board(3, 2) });
  });

  it('waits through a disconnection and resyncs from its last sequence number on reconnect', async () => {
    const { socket, view } = await live();
    socket.fire('channel.batch', [patch(6, 1)]);
    socket.drop();
    expect(view().status).toBe('reconnecting');
    expect(view().state).toEqual(board(1, 0));

    socket.reconnect();
    expect(view().status).toBe('resyncing');
    expect(socket.requests('channel.resync').map((sent) => sent.request)).toEqual([{ channel: CHANNEL, fromSeq: 6 }]);
    socket.answer('channel.resync', { ok: true, channel: CHANNEL, patches: [patch(7, 2), patch(8, 2, 1)] });
    await vi.advanceTimersByTimeAsync(0);

    expect(view()).toMatchObject({ status: 'live', seq: 8, state: board(2, 1) });
    expect(socket.requests('channel.subscribe')).toHaveLength(1);
  });

  it('subscribes again on reconnect when it was cut off before its first snapshot', async () => {
    const { socket, view } = start();
    socket.drop();
    // The answer to the lost request never counts.
    socket.answer('channel.subscribe', snapshotReply(1, board(9, 9)));
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'reconnecting', seq: null });

    socket.reconnect();
    expect(socket.requests('channel.subscribe')).toHaveLength(2);
    socket.answer('channel.subscribe', snapshotReply(3, board(1, 1)));
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'live', seq: 3, state: board(1, 1) });
  });

  it('fails with the message when the gateway refuses the channel, for good when it is unknown', async () => {
    const { socket, view } = start();
    socket.answer('channel.subscribe', { ok: false, message: '未知频道' });
    await vi.advanceTimersByTimeAsync(0);

    expect(view()).toMatchObject({ status: 'failed', error: '未知频道', state: null });
    socket.fire('channel.batch', [patch(1, 1)]);
    await vi.advanceTimersByTimeAsync(CHANNEL_REFUSED_RETRY_MAX_MS * 2);
    expect(view().status).toBe('failed');
    expect(socket.requests('channel.subscribe')).toHaveLength(1);
  });

  it('shows as failed, still asking again, once the gateway has been loading for three answers in a row', async () => {
    const { socket, view } = start();
    const notReady = { ok: false, message: '数据加载中，请稍后重试' };
    for (let refusal = 1; refusal <= CHANNEL_NOT_READY_PATIENCE; refusal += 1) {
      socket.answer('channel.subscribe', notReady);
      await vi.advanceTimersByTimeAsync(0);
      expect(view().status).toBe('subscribing');
      await vi.advanceTimersByTimeAsync(CHANNEL_REFUSED_RETRY_MS * 2 ** (refusal - 1));
    }
    socket.answer('channel.subscribe', notReady);
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'failed', error: '数据加载中，请稍后重试' });
    await vi.advanceTimersByTimeAsync(CHANNEL_REFUSED_RETRY_MS * 2 ** CHANNEL_NOT_READY_PATIENCE);
    expect(socket.requests('channel.subscribe')).toHaveLength(CHANNEL_NOT_READY_PATIENCE + 2);
  });

  it('stays loading and asks again later, waiting twice as long after each refusal, when the gateway was still loading', async () => {
    const { socket, view } = start();
    const notReady = { ok: false, message: '数据加载中，请稍后重试' };
    socket.answer('channel.subscribe', notReady);
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'subscribing', error: '数据加载中，请稍后重试', state: null });

    await vi.advanceTimersByTimeAsync(CHANNEL_REFUSED_RETRY_MS);
    expect(socket.requests('channel.subscribe')).toHaveLength(2);
    socket.answer('channel.subscribe', notReady);
    await vi.advanceTimersByTimeAsync(CHANNEL_REFUSED_RETRY_MS * 2 - 1);
    expect(socket.requests('channel.subscribe')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.requests('channel.subscribe')).toHaveLength(3);
    socket.answer('channel.subscribe', snapshotReply(3, board(0, 0)));
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'live', seq: 3, error: null });
  });

  it('asks again when a subscribe goes unanswered', async () => {
    const { socket, view } = start();
    await vi.advanceTimersByTimeAsync(CHANNEL_ACK_TIMEOUT_MS);
    expect(socket.requests('channel.subscribe')).toHaveLength(2);
    socket.answer('channel.subscribe', snapshotReply(2, board(0, 0)));
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('live');
  });

  it('takes a fresh snapshot when a patch does not fit its state', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { socket, view } = await live();
    socket.fire('channel.batch', [{ channel: CHANNEL, seq: 6, ops: [{ op: 'set', path: ['matches', '99', 'homeScore'], value: 1 }] }]);

    expect(view().status).toBe('subscribing');
    expect(socket.requests('channel.subscribe')).toHaveLength(2);
    socket.answer('channel.subscribe', snapshotReply(6, board(0, 0)));
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'live', seq: 6 });
    warn.mockRestore();
  });
});

describe('createChannelHub', () => {
  it('shares one subscription among the holders of a channel and ends it after the last one leaves', async () => {
    const socket = new FakeSocket();
    const hub = createChannelHub(socket, { lingerMs: 1_000 });
    const first = hub.actorFor(CHANNEL);
    const releaseFirst = hub.hold(CHANNEL);
    const releaseSecond = hub.hold(CHANNEL);
    expect(hub.actorFor(CHANNEL)).toBe(first);
    expect(socket.requests('channel.subscribe')).toHaveLength(1);

    releaseFirst();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.requests('channel.unsubscribe')).toHaveLength(0);

    releaseSecond();
    await vi.advanceTimersByTimeAsync(999);
    expect(socket.requests('channel.unsubscribe')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.requests('channel.unsubscribe').map((sent) => sent.request)).toEqual([{ channel: CHANNEL }]);
    expect(socket.listenerCount('channel.batch')).toBe(0);
    expect(first.getSnapshot().status).toBe('stopped');
  });

  it('keeps the subscription when a holder leaves and comes back at once', async () => {
    const socket = new FakeSocket();
    const hub = createChannelHub(socket);
    hub.hold(CHANNEL)();
    hub.hold(CHANNEL);
    socket.answer('channel.subscribe', snapshotReply(1, board(0, 0)));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.requests('channel.subscribe')).toHaveLength(1);
    expect(socket.requests('channel.unsubscribe')).toHaveLength(0);
  });
});
