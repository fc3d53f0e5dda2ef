import { type Redis, ReplyError } from 'ioredis';
import { connectRedis, createRedis } from '../redis-client';
import { EphemeralStoreUnavailableError, type EphemeralStore } from './store';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * Runs a command; a failure to reach Redis (down, restarting, a command dropped after its retries)
 * becomes {@link EphemeralStoreUnavailableError}, while Redis's own refusal of a command stays as it is.
 */
async function reaching<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof ReplyError) throw error;
    throw new EphemeralStoreUnavailableError(error);
  }
}

/** The store shared by several gateway processes through Redis; every key carries `prefix`. */
export function createRedisStore(redis: Redis, prefix = 'portal:'): EphemeralStore {
  const k = (key: string) => prefix + key;
  return {
    async put(key, value, ttlMs) {
      await reaching(() => redis.set(k(key), value, 'PX', ttlMs));
    },
    async putIfAbsent(key, value, ttlMs) {
      return (await reaching(() => redis.set(k(key), value, 'PX', ttlMs, 'NX'))) === 'OK';
    },
    get(key) {
      return reaching(() => redis.get(k(key)));
    },
    take(key) {
      return reaching(() => redis.getdel(k(key)));
    },
    async delete(key) {
      await reaching(() => redis.del(k(key)));
    },
    async hit(key, windowMs) {
      return Number(await reaching(() => redis.eval(HIT_SCRIPT, 1, k(key), windowMs)));
    },
    async remainingMs(key) {
      return Math.max(0, await reaching(() => redis.pttl(k(key))));
    },
    async ping() {
      await reaching(() => redis.ping());
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Connects to `url` and returns the store once Redis answers; one that cannot be reached fails
 * with an error naming Redis and the URL. While Redis is away later, each call fails within a few
 * reconnection attempts with {@link EphemeralStoreUnavailableError}.
 */
export async function connectRedisStore(url: string, prefix?: string): Promise<EphemeralStore> {
  const redis = createRedis(url);
  await connectRedis(redis, url);
  // A lost connection is reported by the calls that fail through it.
  redis.on('error', () => undefined);
  return createRedisStore(redis, prefix);
}
