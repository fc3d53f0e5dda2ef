import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPatch, type Patch } from '@portal/contracts';
import { ChannelStore } from '../../src/realtime/channels/channel-store';

describe('the channel store', () => {
  it('numbers minimal patches per channel and skips changes that change nothing', () => {
    const store = new ChannelStore({ seqBase: 0 });
    const delivered: Patch[] = [];
    store.onDeliver((patch) => delivered.push(patch));
    const first = store.publish('match:football:1', { score: [0, 0], minute: 1 }, 100);
    expect(first).toEqual({ channel: 'match:football:1', seq: 1, ops: [{ op: 'set', path: [], value: { score: [0, 0], minute: 1 } }], sourceTs: 100 });
    expect(store.publish('match:football:1', { score: [0, 0], minute: 1 })).toBeUndefined();
    const second = store.publish('match:football:1', { score: [1, 0], minute: 1 });
    expect(second).toEqual({ channel: 'match:football:1', seq: 2, ops: [{ op: 'set', path: ['score', 0], value: 1 }] });
    expect(store.publish('odds:football:1', { a: 1 })?.seq).toBe(1);
    expect(delivered.map((p) => `${p.channel}#${p.seq}`)).toEqual(['match:football:1#1', 'match:football:1#2', 'odds:football:1#1']);
  });

  it('keeps recent patches of watched channels for catch-up, and a snapshot answers the rest', () => {
    const store = new ChannelStore({ ringSize: 3, seqBase: 0 });
    store.publish('match:football:1', { n: 0 });
    expect(store.since('match:football:1', 0)).toBeUndefined();
    store.watch('match:football:1');
    for (let n = 1; n <= 5; n += 1) store.publish('match:football:1', { n });
    expect(store.seqOf('match:football:1')).toBe(6);
    expect(store.since('match:football:1', 6)).toEqual([]);
    expect(store.since('match:football:1', 3)?.map((p) => p.seq)).toEqual([4, 5, 6]);
    expect(store.since('match:football:1', 2)).toBeUndefined();
    expect(store.since('match:football:1', 7)).toBeUndefined();
    expect(store.since('match:football:9', 0)).toBeUndefined();
    store.unwatch('match:football:1');
    store.publish('match:football:1', { n: 6 });
    expect(store.since('match:football:1', 6)).toBeUndefined();
  });

  it('always keeps the patches of the lists', () => {
    const store = new ChannelStore({ seqBase: 0 });
    store.publish('list:football:live', { issueNum: null, matches: {} });
    store.publish('list:football:live', { issueNum: null, matches: { 1: { id: 1 } } });
    expect(store.since('list:football:live', 0)?.map((p) => p.seq)).toEqual([1, 2]);
    expect(store.ready).toBe(true);
  });

  it('applies patches of another process in sequence and refuses a gap', () => {
    const leader = new ChannelStore({ seqBase: 0 });
    const follower = new ChannelStore({ seqBase: 0 });
    const patches = [{ a: 1 }, { a: 2, b: [1] }, { b: [1, 2] }].map((state) => leader.publish('room:1', state) as Patch);
    expect(follower.applyRemote(patches[0] as Patch)).toBe('applied');
    expect(follower.applyRemote(patches[2] as Patch)).toBe('gap');
    expect(follower.applyRemote(patches[1] as Patch)).toBe('applied');
    expect(follower.applyRemote(patches[1] as Patch)).toBe('stale');
    expect(follower.applyRemote(patches[2] as Patch)).toBe('applied');
    expect(follower.get('room:1')).toEqual(leader.get('room:1'));
  });

  it('closes a channel set to null, and a new one starts from the whole state', () => {
    const store = new ChannelStore({ seqBase: 0 });
    store.publish('match:football:1', { n: 1 });
    const closing = store.publish('match:football:1', null);
    expect(store.get('match:football:1')).toBeUndefined();
    expect([...store.channels('match:')]).toEqual([]);
    expect(applyPatch({ n: 1 }, closing?.ops ?? [])).toBeNull();
  });

  it('holds patches back from the sockets until the gate lets them through, in order', async () => {
    const store = new ChannelStore({ seqBase: 0 });
    const delivered: number[] = [];
    store.onDeliver((patch) => delivered.push(patch.seq));
    const releases: ((shared: boolean) => void)[] = [];
    store.setGate(() => new Promise((resolve) => releases.push(resolve)));
    store.publish('match:football:1', { n: 1 });
    store.publish('match:football:1', { n: 2 });
    store.publish('match:football:1', { n: 3 });
    expect(delivered).toEqual([]);
    releases[0]?.(true);
    releases[1]?.(false);
    releases[2]?.(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toEqual([1, 3]);
  });

  it('numbers a restarted store above what clients saw before, so their resync gets a snapshot', () => {
    const before = new ChannelStore({ seqBase: 1_000 });
    for (let n = 0; n < 5; n += 1) before.publish('list:football:live', { n });
    const lastSeen = before.seqOf('list:football:live');
    const restarted = new ChannelStore({ seqBase: 2_000 });
    for (let n = 0; n < 10; n += 1) restarted.publish('list:football:live', { n: n * 10 });
    expect(restarted.seqOf('list:football:live')).toBeGreaterThan(lastSeen);
    expect(restarted.since('list:football:live', lastSeen)).toBeUndefined();
    expect(new ChannelStore().publish('match:football:9', { n: 1 })?.seq).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes back the patches the gate refused, so a subscriber waiting for them is handed only what was shared', async () => {
    const store = new ChannelStore({ seqBase: 0 });
    store.watch('match:football:1');
    const delivered: number[] = [];
    store.onDeliver((patch) => delivered.push(patch.seq));
    const releases: ((shared: boolean) => void)[] = [];
    store.setGate(() => new Promise((resolve) => releases.push(resolve)));
    store.publish('match:football:1', { n: 1 });
    store.publish('match:football:1', { n: 2 });
    store.publish('match:football:1', { n: 3 });
    const settled = store.delivered('match:football:1');
    releases[0]?.(true);
    releases[1]?.(false);
    releases[2]?.(false);
    await settled;
    expect(delivered).toEqual([1]);
    expect(store.get('match:football:1')).toEqual({ seq: 1, state: { n: 1 } });
    expect(store.since('match:football:1', 0)?.map((patch) => patch.seq)).toEqual([1]);
    store.setGate(undefined);
    expect(store.publish('match:football:1', { n: 4 })).toEqual({ channel: 'match:football:1', seq: 2, ops: [{ op: 'set', path: ['n'], value: 4 }] });
  });

  it('keeps a refused patch when a later one of the channel went through: only what came after the last shared one is taken back', async () => {
    const store = new ChannelStore({ seqBase: 0 });
    const releases: ((shared: boolean) => void)[] = [];
    store.setGate(() => new Promise((resolve) => releases.push(resolve)));
    store.publish('match:football:1', { n: 1 });
    store.publish('match:football:1', { n: 2 });
    const settled = store.delivered('match:football:1');
    releases[0]?.(false);
    releases[1]?.(true);
    await settled;
    expect(store.get('match:football:1')).toEqual({ seq: 2, state: { n: 2 } });
  });

  it('begins a new numbering above the old one: every channel at the base, the old patches gone, a new channel after it', () => {
    const store = new ChannelStore({ seqBase: 0 });
    store.watch('match:football:1');
    for (let n = 1; n <= 3; n += 1) store.publish('match:football:1', { n });
    store.publish('odds:football:1', { a: 1 });
    expect(store.highestSeq()).toBe(3);
    store.rebase(1_000);
    expect(store.get('match:football:1')).toEqual({ seq: 1_000, state: { n: 3 } });
    expect(store.seqOf('odds:football:1')).toBe(1_000);
    expect(store.since('match:football:1', 2)).toBeUndefined();
    expect(store.since('match:football:1', 1_000)).toEqual([]);
    expect(store.publish('match:football:1', { n: 4 })?.seq).toBe(1_001);
    expect(store.publish('match:football:2', { n: 1 })?.seq).toBe(1_001);
  });

  it("loads another process's checkpoint in place of every channel, and sends a watched channel whose state it changed whole, at its number", () => {
    const store = new ChannelStore({ seqBase: 0 });
    for (const channel of ['match:football:1', 'match:football:2', 'match:football:3']) {
      store.watch(channel);
      store.publish(channel, { n: 1 });
    }
    store.publish('match:football:4', { n: 1 });
    const delivered: Patch[] = [];
    store.onDeliver((patch) => delivered.push(patch));
    store.replace([
      ['match:football:1', { seq: 500, state: { n: 1 } }],
      ['match:football:2', { seq: 500, state: { n: 2 } }],
    ]);
    expect(store.get('match:football:1')).toEqual({ seq: 500, state: { n: 1 } });
    expect(store.get('match:football:2')).toEqual({ seq: 500, state: { n: 2 } });
    expect(store.has('match:football:3')).toBe(false);
    expect(store.has('match:football:4')).toBe(false);
    expect(delivered).toEqual([{ channel: 'match:football:2', seq: 500, ops: [{ op: 'set', path: [], value: { n: 2 } }] }]);
    // A client at the old number sees a gap and resyncs; the patches kept are of the new numbering only.
    expect(store.since('match:football:2', 1)).toBeUndefined();
  });

  it('reloads one channel from its source, telling its watchers only when it moved on', () => {
    const store = new ChannelStore({ seqBase: 0 });
    store.watch('room:1');
    store.load('room:1', { seq: 4, state: { messages: { 1: 'a' } } });
    const delivered: Patch[] = [];
    store.onDeliver((patch) => delivered.push(patch));
    store.reload('room:1', { seq: 4, state: { messages: { 1: 'a' } } });
    expect(delivered).toEqual([]);
    store.reload('room:1', { seq: 6, state: { messages: { 1: 'a', 2: 'b', 3: 'c' } } });
    expect(delivered).toEqual([{ channel: 'room:1', seq: 6, ops: [{ op: 'set', path: [], value: { messages: { 1: 'a', 2: 'b', 3: 'c' } } }] }]);
    store.load('room:2', { seq: 1, state: { messages: {} } });
    store.reload('room:2', { seq: 2, state: { messages: { 9: 'z' } } });
    expect(delivered).toHaveLength(1);
  });

  describe('a coalesced channel (the lists)', () => {
    const coalesced = () => new ChannelStore({ seqBase: 0, coalesce: { windowMs: 200, channels: (channel) => channel.startsWith('list:') } });
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('sends its first state at once, and a change to a quiet list at once; then one patch per window from the newest state, with the earliest source time', () => {
      const store = coalesced();
      const delivered: Patch[] = [];
      store.onDeliver((patch) => delivered.push(patch));
      store.publish('list:football:live', { matches: { 1: { score: '0-0' }, 2: { score: '0-0' } } }, 10);
      expect(delivered.map((patch) => patch.seq)).toEqual([1]);

      expect(store.publish('list:football:live', { matches: { 1: { score: '1-0' }, 2: { score: '0-0' } } }, 20)).toEqual({
        channel: 'list:football:live',
        seq: 2,
        sourceTs: 20,
        ops: [{ op: 'set', path: ['matches', '1', 'score'], value: '1-0' }],
      });
      vi.advanceTimersByTime(50);
      expect(store.publish('list:football:live', { matches: { 1: { score: '2-0' }, 2: { score: '0-0' } } }, 30)).toBeUndefined();
      store.publish('list:football:live', { matches: { 1: { score: '2-0' }, 2: { score: '0-1' } } }, 40);
      store.publish('match:football:1', { score: '2-0' }, 30);
      // Until the window ends, subscribers get the state the last patch left, with its number.
      expect(store.get('list:football:live')).toEqual({ seq: 2, state: { matches: { 1: { score: '1-0' }, 2: { score: '0-0' } } } });
      expect(store.latest('list:football:live')).toEqual({ matches: { 1: { score: '2-0' }, 2: { score: '0-1' } } });
      expect(delivered.map((patch) => patch.channel)).toEqual(['list:football:live', 'list:football:live', 'match:football:1']);

      vi.advanceTimersByTime(149);
      expect(delivered).toHaveLength(3);
      vi.advanceTimersByTime(1);
      const merged = delivered.at(-1)!;
      expect(merged).toEqual({
        channel: 'list:football:live',
        seq: 3,
        sourceTs: 30,
        ops: [
          { op: 'set', path: ['matches', '1', 'score'], value: '2-0' },
          { op: 'set', path: ['matches', '2', 'score'], value: '0-1' },
        ],
      });
      expect(store.get('list:football:live')?.state).toEqual({ matches: { 1: { score: '2-0' }, 2: { score: '0-1' } } });
      expect(store.since('list:football:live', 2)).toEqual([merged]);

      // That patch opened a window too: a change within it waits for its end.
      vi.advanceTimersByTime(100);
      store.publish('list:football:live', { matches: { 1: { score: '3-0' }, 2: { score: '0-1' } } }, 50);
      vi.advanceTimersByTime(99);
      expect(delivered).toHaveLength(4);
      vi.advanceTimersByTime(1);
      expect(delivered.at(-1)).toMatchObject({ seq: 4, sourceTs: 50 });

      // A window that ends with no change leaves the list quiet: the next change goes at once.
      vi.advanceTimersByTime(200);
      store.publish('list:football:live', { matches: { 1: { score: '4-0' }, 2: { score: '0-1' } } }, 60);
      expect(delivered.at(-1)).toMatchObject({ seq: 5, sourceTs: 60 });
      vi.advanceTimersByTime(1_000);
      expect(delivered).toHaveLength(6);
    });

    it('counts only a change within a window, so the same state again does not stamp later changes with its time', () => {
      const store = coalesced();
      const delivered: Patch[] = [];
      store.onDeliver((patch) => delivered.push(patch));
      store.publish('list:football:live', { matches: { 1: { score: '0-0' } } }, 10);
      store.publish('list:football:live', { matches: { 1: { score: '1-0' } } }, 100);
      // A list rebuilt from a poll that found nothing new.
      store.publish('list:football:live', { matches: { 1: { score: '1-0' } } }, 150);
      vi.advanceTimersByTime(100);
      store.publish('list:football:live', { matches: { 1: { score: '2-0' } } }, 250);
      vi.advanceTimersByTime(99);
      expect(delivered).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(delivered.at(-1)).toEqual({
        channel: 'list:football:live',
        seq: 3,
        sourceTs: 250,
        ops: [{ op: 'set', path: ['matches', '1', 'score'], value: '2-0' }],
      });
    });

    it('closes at once, dropping what waited', () => {
      const store = coalesced();
      const delivered: Patch[] = [];
      store.onDeliver((patch) => delivered.push(patch));
      store.publish('list:football:live', { n: 1 });
      store.publish('list:football:live', { n: 2 });
      store.publish('list:football:live', { n: 3 });
      store.publish('list:football:live', null);
      vi.advanceTimersByTime(1_000);
      expect(delivered.map((patch) => patch.ops[0])).toEqual([
        { op: 'set', path: [], value: { n: 1 } },
        { op: 'set', path: ['n'], value: 2 },
        { op: 'set', path: [], value: null },
      ]);
    });
  });
});
