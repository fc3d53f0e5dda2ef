import { Redis } from 'ioredis';
import type { EphemeralStore } from './store';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The store shared by several gateway processes through Redis; every key carries `prefix`. */
export function createRedisStore(redis: Redis, prefix = 'portal:'): EphemeralStore {
  const k = (key: string) => prefix + key;
  return {
    async put(key, value, ttlMs) {
      await redis.set(k(key), value, 'PX', ttlMs);
    },
    async putIfAbsent(key, value, ttlMs) {
      return (await redis.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async get(key) {
      return redis.get(k(key));
    },
    async take(key) {
      return redis.getdel(k(key));
    },
    async delete(key) {
      await redis.del(k(key));
    },
    async hit(key, windowMs) {
      return Number(await redis.eval(HIT_SCRIPT, 1, k(key), windowMs));
    },
    async remainingMs(key) {
      return Math.max(0, await redis.pttl(k(key)));
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Connects to `url` and returns the store once Redis answers. */
export async function connectRedisStore(url: string, prefix?: string): Promise<EphemeralStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await redis.connect();
  return createRedisStore(redis, prefix);
}
