import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { ResultCode, TOO_MANY_REQUESTS_MESSAGE } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EphemeralStore } from '../ephemeral/store';
import { AppError } from './errors';

const MINUTE_MS = 60_000;

/** The first path segments of the API (SPEC §7); pages, assets and media are not counted. */
const API_AREAS = ['user', 'pay', 'inform', 'live', 'tj', 'pc', 'chat', 'api', 'operator', 'sandbox', 'dev'];
const apiPath = new RegExp(`^/(${API_AREAS.join('|')})(/|\\?|$)`);

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, counted?: Counted) => void;

/**
 * The limit counters in the ephemeral store: Redis when REDIS_URL is set, so every gateway counts
 * the same hits, and memory otherwise. Each route with its own limit counts under its own prefix.
 */
function ephemeralCounters(store: EphemeralStore) {
  return class EphemeralCounters {
    constructor(
      _options?: unknown,
      readonly prefix = 'rate:',
    ) {}

    /**
     * One round trip per call under the limit: the window's time left is read only for a call over
     * it, whose Retry-After it gives (no rate-limit headers go out under the limit).
     */
    incr(key: string, done: Done, timeWindow: number, max: number): void {
      const name = `${this.prefix}${key}`;
      store
        .hit(name, timeWindow)
        .then(async (current) => done(null, { current, ttl: current > max ? await store.remainingMs(name) : timeWindow }))
        .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
    }

    /** A route's own counters; the plugin passes the route's merged limit options, its route under `routeInfo`. */
    child(options: object): EphemeralCounters {
      const params = options as { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };
      const route = params.groupId ?? `${String(params.routeInfo?.method ?? '')}${params.routeInfo?.url ?? ''}`;
      return new EphemeralCounters(options, `rate:${route}:`);
    }
  };
}

/** Counts by the signed-in user where the route has one, else by address. */
export function byUserOrAddress(request: FastifyRequest): string {
  return request.user ? `user:${request.user.user.id}` : `ip:${request.ip}`;
}

/**
 * A route's own limit: `max` calls per `minutes` per signed-in user (or address), counted per
 * route, or across the routes of one `group`. It stands in for the address's API limit there.
 */
export function perUserLimit(max: number, minutes: number, group?: string): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow: minutes * MINUTE_MS, keyGenerator: byUserOrAddress, ...(group ? { groupId: group } : {}) } };
}

/** The calls with limits of their own, each per user. */
export const CALL_LIMITS = {
  /** Pictures, across the three upload routes: 20 requests a minute. */
  uploads: perUserLimit(20, 1, 'uploads'),
  /** Feedback: 5 in 10 minutes. */
  feedback: perUserLimit(5, 10),
  /** Reports of a room or a chat message: 10 in 10 minutes. */
  reports: perUserLimit(10, 10),
  /** Recharge orders: 10 in 10 minutes; an order nobody pays costs the provider a call each. */
  recharge: perUserLimit(10, 10),
};

/**
 * Request limits with @fastify/rate-limit: every API call counts against its address
 * (`perAddressPerMinute`, API_REQUESTS_PER_MINUTE: by default 600, far above a fan's browsing and
 * far below a flood; 0 lifts it), and a route may have its own (CALL_LIMITS). Over a limit the
 * answer is 429 in the envelope with Retry-After. A store that cannot be reached (Redis down) lets
 * requests through rather than failing them.
 */
export async function registerRateLimits(app: FastifyInstance, store: EphemeralStore, perAddressPerMinute: number): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: perAddressPerMinute > 0,
    max: perAddressPerMinute,
    timeWindow: MINUTE_MS,
    store: ephemeralCounters(store),
    skipOnError: true,
    keyGenerator: (request) => `ip:${request.ip}`,
    allowList: (request) => !apiPath.test(request.url),
    errorResponseBuilder: () => new AppError(ResultCode.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS_MESSAGE),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}
