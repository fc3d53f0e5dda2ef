import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ChannelStore } from '../../../src/realtime/channels';
import { RealtimeCluster } from '../../../src/realtime/cluster';
import { FeedClock } from '../../../src/realtime/feed-clock';
import { silentLog } from '../../../src/realtime/log';
import { until } from '../support';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is required: this suite runs against a real Redis (npm run test:services)');

type Node = { cluster: RealtimeCluster; store: ChannelStore; leads: number; follows: boolean[] };

describe('the leader lock', () => {
  const prefix = `test:realtime:${randomBytes(6).toString('hex')}:`;
  const nodes: Node[] = [];

  const node = async (): Promise<Node> => {
    const store = new ChannelStore({ seqBase: 0 });
    const created: Node = { cluster: undefined as never, store, leads: 0, follows: [] };
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
      follow: async (orphaned) => {
        created.follows.push(orphaned);
      },
    });
    await created.cluster.start();
    nodes.push(created);
    return created;
  };

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
    await until(() => follower.store.seqOf('match:football:1') === 2, 'the follower to apply both patches');
    expect(follower.store.get('match:football:1')).toEqual(leader.store.get('match:football:1'));
  });

  it('hands over at once when the leader closes', async () => {
    const leader = await node();
    const follower = await node();
    leader.store.publish('match:football:2', { n: 1 });
    await until(() => follower.store.seqOf('match:football:2') === 1, 'the follower to apply the patch');
    await leader.cluster.close();
    const closedAt = Date.now();
    await until(() => follower.leads === 1, 'the follower to lead', { timeoutMs: 2_000 });
    expect(Date.now() - closedAt).toBeLessThan(1_000);
    expect(follower.cluster.isLeader).toBe(true);
    follower.store.publish('match:football:2', { n: 2 });
    expect(follower.store.seqOf('match:football:2')).toBe(2);
  });

  it('fences a leader that lost the lock: its patch is not shared and its state starts over', async () => {
    const leader = await node();
    await until(() => leader.leads === 1, 'a leader');
    const delivered: number[] = [];
    leader.store.onDeliver((patch) => delivered.push(patch.seq));
    leader.store.publish('match:football:3', { n: 1 });
    await until(() => delivered.length === 1, 'the first patch to be shared');

    const redis = new Redis(redisUrl);
    try {
      await redis.set(`${prefix}lock`, 'someone else', 'PX', 60_000);
      leader.store.publish('match:football:3', { n: 2 });
      await until(() => !leader.cluster.isLeader && leader.follows.length === 1, 'the leader to step down');
      expect(leader.follows).toEqual([true]);
      await until(() => leader.store.seqOf('match:football:3') === 1, 'the state to start over from Redis');
      expect(leader.store.get('match:football:3')?.state).toEqual({ n: 1 });
      expect(delivered).not.toContain(2);
      const entries = await redis.xrange(`${prefix}patches`, '-', '+');
      expect(entries.filter(([, fields]) => fields[1]?.includes('"match:football:3"'))).toHaveLength(1);
    } finally {
      await redis.del(`${prefix}lock`);
      await redis.quit();
    }
  });
});
