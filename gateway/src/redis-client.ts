import { Redis, type RedisOptions } from 'ioredis';
import { ServiceUnreachableError } from './service-unreachable';

/**
 * The longest pause between two attempts to reconnect to a Redis that went away: once it is back,
 * every connection is in use again within this.
 */
export const REDIS_RECONNECT_MAX_MS = 500;

/**
 * Options of every Redis connection of the gateway: reconnecting at once and then every
 * {@link REDIS_RECONNECT_MAX_MS} at most; a command waits through three attempts and then fails
 * unless `maxRetriesPerRequest` says otherwise.
 */
export function redisOptions(options: RedisOptions = {}): RedisOptions {
  return {
    maxRetriesPerRequest: 3,
    retryStrategy: (attempt: number) => Math.min(attempt * 50, REDIS_RECONNECT_MAX_MS),
    ...options,
  };
}

/** A connection to Redis with {@link redisOptions}, made by {@link connectRedis}. */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, redisOptions({ ...options, lazyConnect: true }));
}

/**
 * Connects `redis` (made by {@link createRedis} for `url`). A Redis that cannot be reached fails
 * the call at once with an error naming Redis, its URL (without credentials) and why, rather than
 * ioredis's "Connection is closed."; once connected, the connection reconnects by itself.
 */
export async function connectRedis(redis: Redis, url: string): Promise<void> {
  let cause: unknown;
  const remember = (error: unknown) => {
    cause = error;
  };
  redis.on('error', remember);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new ServiceUnreachableError('Redis', url, cause ?? error);
  } finally {
    redis.off('error', remember);
  }
}
