import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const optionalUrl = (protocols: readonly string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: `must be a URL (${protocols.join(', ')})` })
      .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
        error: `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
      })
      .optional(),
  );

const port = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a port number' })
      .int({ error: 'must be a whole port number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' })
      .default(fallback),
  );

const absolutePath = (fallback: string) =>
  z.preprocess(emptyAsUndefined, z.string().default(path.join(repoRoot, fallback))).transform((value) => path.resolve(value));

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PORT: port(8080),
  DATA_DIR: absolutePath('.data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  UPSTREAM_URL: optionalUrl(['http', 'https']),
  SIMULATOR_PORT: port(7070),
  SIMULATOR_SPEED: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be above 0' }).max(3600, { error: 'must be at most 3600' }).default(1),
  ),
  REALTIME_LIST_WINDOW_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(0, { error: 'must be 0 or more' }).max(5_000, { error: 'must be at most 5000' }).default(200),
  ),
  SIMULATOR_START: z.preprocess(
    emptyAsUndefined,
    z.iso.datetime({ offset: true, error: 'must be a date and time such as 2026-11-28T19:00:00+08:00' }).transform((value) => Date.parse(value)).optional(),
  ),
  SIMULATOR_SEED: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).default(42),
  ),
  WEB_DIST: absolutePath('web/dist'),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  PUBLIC_ORIGIN: optionalUrl(['http', 'https']).transform((value) => (value === undefined ? undefined : new URL(value).origin)),
  PAGE_CACHE_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(0, { error: 'must be 0 or more' }).default(5_000),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).int().min(0, { error: 'must be 0 or more' }).default(0),
  ),
  MEDIA_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  MEDIA_RTMP_PORT: port(1935),
  MEDIA_HTTP_PORT: port(8000),
  MEDIA_EMBEDDED: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  DEMO: z.preprocess(emptyAsUndefined, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  MEDIA_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  MEDIA_DEMO_SCENES: z.preprocess(emptyAsUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).default('true')),
  MEDIA_PUBLIC_RTMP_URL: optionalUrl(['rtmp', 'rtmps']),
  MEDIA_PUBLIC_WS_URL: optionalUrl(['ws', 'wss']),
  MEDIA_OFF_AIR_GRACE_MS: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'must be a number' }).int().min(0).max(600_000).default(5_000)),
  MEDIA_PLAY_TTL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'must be a number' }).int().min(10).max(7 * 24 * 3600).default(6 * 3600)),
  MEDIA_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, { error: 'must be at least 32 characters when set' }).optional()),
  SMS_SENDER: z.preprocess(
    emptyAsUndefined,
    z.enum(['sandbox'], { error: 'must be sandbox, the only SMS sender so far (codes go to the log)' }).default('sandbox'),
  ),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { error: 'must be at least 32 characters when set' }).optional(),
  ),
  API_REQUESTS_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be 0 or more' }).default(600),
  ),
  OPERATOR_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24, { error: 'must be at least 24 characters when set' }).optional()),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24, { error: 'must be at least 24 characters when set' }).optional()),
  READY_UPSTREAM_MAX_AGE_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(1_000, { error: 'must be at least 1000' }).default(60_000),
  ),
  PAYMENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, { error: 'must be at least 32 characters when set' }).optional()),
});

/** Process settings, read once at start. */
export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  upstreamUrl: string | undefined;
  /**
   * The demo: demo data seeded into an empty database and the demo's life while the portal runs
   * (demo/plugin.ts). On unless NODE_ENV is production; DEMO=1 or DEMO=0 says so explicitly.
   */
  demo: boolean;
  /** The built-in upstream, started on 127.0.0.1 when UPSTREAM_URL is not set: its port, speed, seed, and the source time it starts at (now when undefined). */
  simulator: { port: number; speed: number; seed: number; start: number | undefined };
  /** How long a list channel collects row changes before it sends them as one patch (0: at once). */
  listWindowMs: number;
  webDist: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The bearer token /metrics asks for; without it /metrics is open outside production and refused in production. */
  metricsToken: string | undefined;
  /** /readyz fails when the upstream was last heard from longer ago than this. */
  readyUpstreamMaxAgeMs: number;
  /** Reverse proxies in front of the gateway whose X-Forwarded-For is believed; 0 trusts none. */
  trustProxyHops: number;
  /** How long a page rendered on the server is served again to the next visitors, unless its channels change first; 0 renders every time. */
  pageCacheMs: number;
  /**
   * The site's origin as the public reaches it (`https://example.com`), which the sitemaps and
   * robots.txt write their addresses with; when unset, each request's own protocol and host.
   */
  publicOrigin: string | undefined;
  media: {
    host: string;
    rtmpPort: number;
    httpPort: number;
    /** Run the media server inside the gateway process; on unless NODE_ENV is test. */
    embedded: boolean;
    /** With the demo on, publish the demo video to the open demo rooms; on in development. */
    demo: boolean;
    /** Draw the demo's scenes of the simulated matches with ffmpeg where it is installed; else the shipped videos play. */
    demoScenes: boolean;
    /** The RTMP server URL anchors put into OBS; by default the media host and port. */
    publicRtmpUrl: string;
    /** Where browsers open WS-FLV; by default the media host and HTTP port. */
    publicWsUrl: string;
    /** How long a room stays on air after its stream stops, so a quick reconnect keeps it live. */
    offAirGraceMs: number;
    playTtlSeconds: number;
    /** Signs play addresses; falls back to AUTH_SECRET, then a random one per process. */
    secret: string | undefined;
  };
  smsSender: 'sandbox';
  /**
   * Keys the hashes of SMS codes. Every process sharing one Redis needs the same value; when unset
   * each process draws a random one, which is enough for a single process.
   */
  authSecret: string | undefined;
  /** Guards the operator routes (x-operator-token); when unset they are not served. */
  operatorToken: string | undefined;
  /** API calls one address may make a minute; 0 lifts the limit (load tests from one address). */
  apiRequestsPerMinute: number;
  /** Signs the sandbox payment notifications; falls back to AUTH_SECRET, then a random one per process. */
  paymentSecret: string | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    upstreamUrl: e.UPSTREAM_URL,
    demo: e.DEMO === undefined ? e.NODE_ENV !== 'production' : e.DEMO === '1',
    simulator: { port: e.SIMULATOR_PORT, speed: e.SIMULATOR_SPEED, seed: e.SIMULATOR_SEED, start: e.SIMULATOR_START },
    listWindowMs: e.REALTIME_LIST_WINDOW_MS,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY,
    pageCacheMs: e.PAGE_CACHE_MS,
    publicOrigin: e.PUBLIC_ORIGIN,
    media: {
      host: e.MEDIA_HOST,
      rtmpPort: e.MEDIA_RTMP_PORT,
      httpPort: e.MEDIA_HTTP_PORT,
      embedded: e.MEDIA_EMBEDDED === undefined ? e.NODE_ENV !== 'test' : e.MEDIA_EMBEDDED === 'true',
      demo: e.MEDIA_DEMO === undefined ? e.NODE_ENV === 'development' : e.MEDIA_DEMO === 'true',
      demoScenes: e.MEDIA_DEMO_SCENES === 'true',
      publicRtmpUrl: e.MEDIA_PUBLIC_RTMP_URL ?? `rtmp://${e.MEDIA_HOST}:${e.MEDIA_RTMP_PORT}/live`,
      publicWsUrl: e.MEDIA_PUBLIC_WS_URL ?? `ws://${e.MEDIA_HOST}:${e.MEDIA_HTTP_PORT}`,
      offAirGraceMs: e.MEDIA_OFF_AIR_GRACE_MS,
      playTtlSeconds: e.MEDIA_PLAY_TTL_SECONDS,
      secret: e.MEDIA_SECRET,
    },
    smsSender: e.SMS_SENDER,
    authSecret: e.AUTH_SECRET,
    operatorToken: e.OPERATOR_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    readyUpstreamMaxAgeMs: e.READY_UPSTREAM_MAX_AGE_MS,
    apiRequestsPerMinute: e.API_REQUESTS_PER_MINUTE,
    paymentSecret: e.PAYMENT_SECRET,
  };
}
