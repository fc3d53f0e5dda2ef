import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/ephemeral/memory-store';
import { connectRedisStore, createRedisStore } from '../../src/ephemeral/redis-store';
import { EphemeralStoreUnavailableError, type EphemeralStore } from '../../src/ephemeral/store';
import { createRedis } from '../../src/redis-client';

const redisUrl = process.env.REDIS_URL;

const targets: Array<{ name: string; open: () => Promise<EphemeralStore> }> = [
  { name: 'memory', open: async () => createMemoryStore() },
];
if (redisUrl) targets.push({ name: 'redis', open: () => connectRedisStore(redisUrl, `test:${randomUUID()}:`) });

describe.each(targets)('ephemeral store on $name', ({ open }) => {
  const stores: EphemeralStore[] = [];
  const fresh = async () => {
    const store = await open();
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  it('puts, gets and deletes', async () => {
    const store = await fresh();
    await store.put('a', 'one', 60_000);
    expect(await store.get('a')).toBe('one');
    await store.delete('a');
    expect(await store.get('a')).toBeNull();
  });

  it('hands a value to exactly one of many concurrent takes', async () => {
    const store = await fresh();
    await store.put('token', 'secret', 60_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => store.take('token')));
    expect(results.filter((value) => value === 'secret')).toHaveLength(1);
    expect(results.filter((value) => value === null)).toHaveLength(19);
  });

  it('stores only the first of concurrent putIfAbsent calls', async () => {
    const store = await fresh();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => store.putIfAbsent('lock', String(i), 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.indexOf(true);
    expect(await store.get('lock')).toBe(String(winner));
  });

  it('counts hits in a window and reports its remaining time', async () => {
    const store = await fresh();
    const counts = await Promise.all(Array.from({ length: 5 }, () => store.hit('sms:13800000000', 60_000)));
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5]);
    const remaining = await store.remainingMs('sms:13800000000');
    expect(remaining).toBeGreaterThan(50_000);
    expect(remaining).toBeLessThanOrEqual(60_000);
    expect(await store.remainingMs('never-set')).toBe(0);
  });
});

describe('memory store expiry', () => {
  it('forgets values and restarts windows once their time has passed', async () => {
    let now = 1_000_000;
    const store = createMemoryStore({ now: () => now });
    await store.put('key', 'value', 120_000);
    await store.hit('window', 60_000);
    await store.hit('window', 60_000);
    now += 59_999;
    expect(await store.get('key')).toBe('value');
    expect(await store.hit('window', 60_000)).toBe(3);
    now += 1;
    expect(await store.hit('window', 60_000)).toBe(1);
    now += 60_000;
    expect(await store.get('key')).toBeNull();
    expect(await store.take('key')).toBeNull();
    expect(await store.putIfAbsent('key', 'again', 1_000)).toBe(true);
    await store.close();
  });
});

describe('redis store without its Redis', () => {
  it('fails each call with EphemeralStoreUnavailableError, which a feature can tell from a bug', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const redis = createRedis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    const store = createRedisStore(redis, 'test:');
    try {
      await expect(store.hit('chat:rate:1', 10_000)).rejects.toBeInstanceOf(EphemeralStoreUnavailableError);
      await expect(store.putIfAbsent('chat:same:1', '1', 5_000)).rejects.toBeInstanceOf(EphemeralStoreUnavailableError);
    } finally {
      redis.disconnect();
    }
  });
});
