import type { Readiness, ReadinessCheck } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';

/** How long one check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

/** What /readyz asks of the parts the gateway serves from. */
export type Health = {
  /** When the process started (epoch ms). */
  startedAt: number;
  /** Runs every check at once; ready when all pass. */
  readiness(): Promise<Readiness>;
};

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
}

export type HealthPluginOptions = {
  config: Config;
  db: Db;
};

async function timed(check: () => Promise<string | undefined>): Promise<ReadinessCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const failure = await Promise.race([
      check(),
      new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`no answer in ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: failure === undefined, ms: Math.round(performance.now() - started), ...(failure === undefined ? {} : { detail: failure }) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness. The checks: the database answers a query; Redis answers a ping (when
 * REDIS_URL is set); the upstream was heard from within READY_UPSTREAM_MAX_AGE_MS (with a realtime
 * hub; a follower hears it through the leader); the media server answers HTTP (when embedded, or
 * in production, where it runs on its own at MEDIA_HOST).
 */
export const healthPlugin = fp<HealthPluginOptions>(
  async (app, options) => {
    const { config, db } = options;
    const startedAt = Date.now();
    const checks: Record<string, () => Promise<string | undefined>> = {
      database: async () => {
        await db.execute(sql`select 1`);
        return undefined;
      },
    };
    if (config.redisUrl !== undefined) {
      checks.redis = async () => {
        await app.ephemeral.ping();
        return undefined;
      };
    }
    const hub = app.realtime.hub;
    if (hub !== undefined) {
      checks.upstream = async () => {
        const age = hub.clock.sinceHeardMs();
        if (age === undefined) return 'nothing heard from the upstream yet';
        return age <= config.readyUpstreamMaxAgeMs ? undefined : `last heard ${Math.round(age / 1000)} s ago`;
      };
    }
    if (config.media.embedded || config.nodeEnv === 'production') {
      checks.media = async () => {
        // Any HTTP answer means the server is up; the root names no stream.
        const response = await fetch(app.media.mediaOrigin(), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
        await response.body?.cancel();
        return undefined;
      };
    }
    app.decorate('health', {
      startedAt,
      async readiness() {
        const names = Object.keys(checks);
        const results = await Promise.all(names.map((name) => timed(checks[name]!)));
        const byName = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
        return { ready: results.every((result) => result.ok), checks: byName };
      },
    });
  },
  { name: 'health', dependencies: ['ephemeral', 'realtime', 'media'] },
);
