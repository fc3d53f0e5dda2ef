import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Patch } from '@portal/contracts';
import { ChannelStore } from '../../../src/realtime/channels/channel-store';
import { RealtimeCluster, type ClusterRole } from '../../../src/realtime/channels/cluster';
import { FeedClock } from '../../../src/realtime/upstream/feed-clock';
import { silentLog } from '../../../src/realtime/channels/log';
import { until } from '../support';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is required: this suite runs against a real Redis (npm run test:services)');

type Node = { cluster: RealtimeCluster; store: ChannelStore; leads: number; follows: number; roles: ClusterRole[]; events: EventEmitter };

describe('the leader lock', () => {
  const prefix = `test:realtime:${randomBytes(6).toString('hex')}:`;
  const nodes: Node[] = [];

  const node = async (): Promise<Node> => {
    const store = new ChannelStore({ seqBase: 0 });
    const created: Node = { cluster: undefined as never, store, leads: 0, follows: 0, roles: [], events: new EventEmitter() };
    created.cluster = new RealtimeCluster({
      redisUrl: redisUrl,
      prefix,
      store,
      clock: new FeedClock(),
      log: silentLog,
      timings: { lockTtlMs: 3_000, renewMs: 200, checkpointMs: 200 },
      lead: () => {
        created.leads += 1;
      },
      follow: async () => {
        created.follows += 1;
      },
      onRole: (role) => {
        created.roles.push(role);
        created.events.emit('role', role);
      },
    });
    await created.cluster.start();
    nodes.push(created);
    return created;
  };

  /** Resolves once `settled` holds of the nodes, checked now and on each change of a role; fails after `timeoutMs`. */
  const rolesWhere = (of: Node[], settled: () => boolean, what: string, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!settled()) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        for (const one of of) one.events.off('role', check);
      };
      for (const one of of) one.events.on('role', check);
      check();
    });

  afterEach(async () => {
    for (const { cluster } of nodes.splice(0)) await cluster.close();
  });

  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('shares every patch of the leader with a follower, alike', async () => {
    const leader = await node();
    expect(leader.cluster.isLeader).toBe(true);
    const follower = await node();
    expect(follower.cluster.isLeader).toBe(false);
    leader.store.publish('match:football:1', { score: [0, 0] });
    leader.store.publish('match:football:1', { score: [1, 0] });
    const last = leader.store.seqOf('match:football:1');
    await until(() => follower.store.seqOf('match:football:1') === last, 'the follower to apply both patches');
    expect(follower.store.get('match:football:1')).toEqual(leader.store.get('match:football:1'));
  });

  it('hands over at once when the leader closes', async () => {
    const leader = await node();
    const follower = await node();
    const first = leader.store.publish('match:football:2', { n: 1 })?.seq ?? 0;
    await until(() => follower.store.seqOf('match:football:2') === first, 'the follower to apply the patch');
    await leader.cluster.close();
    const closedAt = Date.now();
    await until(() => follower.leads === 1, 'the follower to lead', { timeoutMs: 2_000 });
    expect(Date.now() - closedAt).toBeLessThan(1_000);
    expect(follower.cluster.isLeader).toBe(true);
    follower.store.publish('match:football:2', { n: 2 });
    expect(follower.store.seqOf('match:football:2')).toBe(first + 1);
  });

  it('fences a leader that lost the lock: its patch is not shared, and taken back', async () => {
    const leader = await node();
    await until(() => leader.leads === 1, 'a leader');
    const delivered: number[] = [];
    leader.store.onDeliver((patch) => delivered.push(patch.seq));
    const first = leader.store.publish('match:football:3', { n: 1 })?.seq ?? 0;
    await until(() => delivered.length === 1, 'the first patch to be shared');

    const redis = new Redis(redisUrl);
    try {
      await redis.set(`${prefix}lock`, 'someone else', 'PX', 60_000);
      leader.store.publish('match:football:3', { n: 2 });
      await until(() => !leader.cluster.isLeader && leader.follows === 1, 'the leader to step down');
      await until(() => leader.store.seqOf('match:football:3') === first, 'the state to be what was shared');
      expect(leader.store.get('match:football:3')?.state).toEqual({ n: 1 });
      expect(delivered).not.toContain(first + 1);
      const entries = await redis.xrange(`${prefix}patches`, '-', '+');
      expect(entries.filter(([, fields]) => fields[1]?.includes('"match:football:3"'))).toHaveLength(1);
    } finally {
      await redis.del(`${prefix}lock`);
      await redis.quit();
    }
  });

  it('begins a new numbering when Redis comes back empty, above every number before, and the follower loads it in place', async () => {
    const first = await node();
    const second = await node();
    const channel = 'match:football:4';
    const delivered = new Map<Node, Patch[]>([
      [first, []],
      [second, []],
    ]);
    for (const one of [first, second]) {
      one.store.watch(channel);
      one.store.onDeliver((patch) => delivered.get(one)?.push(patch));
    }
    first.store.publish(channel, { n: 1 });
    first.store.publish(channel, { n: 2 });
    const before = first.store.seqOf(channel);
    await until(() => second.store.seqOf(channel) === before, 'the follower to apply both patches');
    const oldEpoch = first.cluster.role.epoch;
    expect(oldEpoch).toBeDefined();
    expect(second.cluster.role.epoch).toBe(oldEpoch);

    // What a Redis restarted empty holds of this deployment: nothing.
    const redis = new Redis(redisUrl);
    try {
      await redis.del(...(await redis.keys(`${prefix}*`)));
    } finally {
      await redis.quit();
    }
    const renumbered = () => {
      const epochs = [first, second].map((one) => one.cluster.role.epoch);
      return epochs[0] !== oldEpoch && epochs[0] === epochs[1] && [first, second].filter((one) => one.cluster.isLeader).length === 1;
    };
    await rolesWhere([first, second], renumbered, 'one leader and one follower in a new numbering');
    const epoch = first.cluster.role.epoch as number;
    expect(epoch).toBeGreaterThan(before);
    const [leader, follower] = first.cluster.isLeader ? [first, second] : [second, first];
    for (const one of [leader, follower]) expect(one.store.get(channel)).toEqual({ seq: epoch, state: { n: 2 } });

    leader.store.publish(channel, { n: 3 });
    await until(() => follower.store.seqOf(channel) === epoch + 1, 'the follower to apply the patch of the new numbering');
    expect(follower.store.get(channel)).toEqual(leader.store.get(channel));
    for (const [, patches] of delivered) {
      const seqs = patches.filter((patch) => patch.channel === channel).map((patch) => patch.seq);
      expect(seqs.every((seq, index) => index === 0 || seq > (seqs[index - 1] as number))).toBe(true);
      expect(seqs.at(-1)).toBe(epoch + 1);
    }
  });
});
