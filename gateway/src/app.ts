import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AccountsDependencies } from './accounts';
import { accountsPlugin } from './accounts/plugin';
import { captchaPlugin } from './captcha/plugin';
import { chatPlugin } from './chat';
import type { Config } from './config';
import { communityPlugin } from './community/plugin';
import { contentPlugin } from './content';
import type { Database } from './db/database';
import { expertsPlugin } from './experts/plugin';
import { seoPlugin } from './seo/plugin';
import { ephemeralPlugin } from './ephemeral/plugin';
import { registerAccessToken } from './http/access-token';
import { registerApiReference } from './http/api-reference';
import { healthPlugin } from './health/plugin';
import { metricsPlugin } from './metrics/plugin';
import { handleError } from './http/errors';
import { registerRateLimits } from './http/rate-limits';
import { guardSlowClients } from './http/slow-clients';
import { type Interval, registerRequestLog } from './http/request-log';
import { type MediaDependencies, mediaPlugin } from './media';
import { playSignerPlugin } from './media/play-addresses';
import { nobilityPlugin } from './nobility/plugin';
import type { RealtimeHub } from './realtime/hub';
import type { UserResolver } from './realtime/scores/collects';
import { createMatchCollectRepository } from './realtime/scores/match-collects';
import { realtimePlugin } from './realtime/plugin';
import { databasePlugin } from './database/plugin';
import { type LiveRoomDependencies, roomsPlugin } from './rooms/plugin';
import { apiRoutes } from './routes/api';
import { chatRoutes } from './routes/chat';
import { demoPlugin } from './demo/plugin';
import { devRoutes } from './routes/dev';
import { healthRoutes, metricsRoutes } from './routes/health';
import { informRoutes } from './routes/inform';
import { liveRoutes } from './routes/live';
import { mediaRoutes } from './routes/media';
import { operatorRoutes } from './routes/operator';
import { payRoutes } from './routes/pay';
import { pcRoutes } from './routes/pc';
import { sandboxPayRoutes } from './routes/sandbox';
import { seoRoutes } from './routes/seo';
import { staticRoutes } from './routes/static';
import { tjRoutes } from './routes/tj';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/user';
import { registerWebPages } from './routes/web-pages';
import { walletPlugin } from './wallet/plugin';

export type AppDependencies = {
  config: Config;
  database: Database;
  /** Fastify logger options; by default JSON lines to stdout at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** The minute's request summary; by default on outside tests, with a real unref'd timer. */
  requestSummary?: { enabled: boolean; interval?: Interval };
  /**
   * Live scores kept up to date from the upstream, with socket.io on the app's server. Without it
   * the score calls answer empty lists and no socket server is attached.
   */
  realtime?: RealtimeHub;
  /** Who a token belongs to, for collecting matches; by default the accounts feature's sessions. */
  userResolver?: UserResolver;
  /** What times the demo experts' new plans and the demo fans' purchases; by default a real unref'd timer. */
  demoPlanInterval?: Interval;
  /** Whether the news desk writes reports and roundups as the feed plays (with `realtime`); by default it does. */
  newsDesk?: boolean;
  /** How long a request's body may take to arrive; by default BODY_TIMEOUT_MS. */
  bodyTimeoutMs?: number;
} & AccountsDependencies &
  MediaDependencies &
  LiveRoomDependencies;

/**
 * The pages load only their own bundles (vite emits no inline script); React sets inline styles;
 * images and media also come from data and blob URLs; sockets may connect anywhere.
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Builds the HTTP app without listening; the caller owns its lifecycle. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database, logger, clock } = dependencies;
  const db = database.db;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    // A line per request is too much at info: registerRequestLog logs them at debug and sums them up.
    logController: new LogController({ disableRequestLogging: true }),
    // Per-IP limits (SMS, captcha) need the client's address, not the proxy's.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // Closing ends every connection, a request still in flight included: a slow client never holds a shutdown.
    forceCloseConnections: true,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  guardSlowClients(app, { bodyMs: dependencies.bodyTimeoutMs });
  registerRequestLog(app, {
    summary: dependencies.requestSummary?.enabled ?? config.nodeEnv !== 'test',
    interval: dependencies.requestSummary?.interval,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    // Only production is served over HTTPS; elsewhere HSTS would pin localhost to it.
    strictTransportSecurity: config.nodeEnv === 'production',
  });
  await app.register(fastifyCookie);
  // Answers above 1 KB go out as brotli or gzip to clients that accept them; the web's assets are
  // compressed at build time and served as they are (routes/web-pages.ts).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerAccessToken(app);

  // The features, each after those it reads.
  await app.register(ephemeralPlugin, { store: dependencies.ephemeral, clock });
  await registerRateLimits(app, app.ephemeral, config.apiRequestsPerMinute);
  await app.register(captchaPlugin);
  await app.register(accountsPlugin, {
    config,
    db,
    clock,
    captchaGate: dependencies.captchaGate,
    smsSender: dependencies.smsSender,
    passwordHasher: dependencies.passwordHasher,
    fileStorage: dependencies.fileStorage,
  });
  await app.register(realtimePlugin, {
    realtime: dependencies.realtime,
    userResolver: dependencies.userResolver,
    collects: createMatchCollectRepository(db),
  });
  await app.register(databasePlugin);
  await app.register(nobilityPlugin, { db, clock });
  await app.register(chatPlugin, { db, clock });
  await app.register(communityPlugin, { db, clock });
  await app.register(playSignerPlugin, { config });
  await app.register(roomsPlugin, {
    db,
    clock,
    roomChannel: dependencies.roomChannel,
    goLiveNotifier: dependencies.goLiveNotifier,
    playAddresses: dependencies.playAddresses,
    audience: dependencies.audience,
  });
  await app.register(walletPlugin, { config, db, clock, passwordHasher: dependencies.passwordHasher });
  await app.register(mediaPlugin, {
    config,
    db,
    roomAirTime: dependencies.roomAirTime,
    mediaSchedule: dependencies.mediaSchedule,
    highlightPurchases: dependencies.highlightPurchases,
  });
  await app.register(healthPlugin, { config, db });
  await app.register(metricsPlugin);
  await app.register(contentPlugin, { db, clock, desk: dependencies.newsDesk ?? true });
  await app.register(expertsPlugin, { db, clock });
  await app.register(seoPlugin);

  // The API reference at /docs, before the routes so that it sees each one registered.
  await registerApiReference(app);

  // The routes, one plugin per API area.
  await app.register(healthRoutes);
  await app.register(metricsRoutes, { config });
  await app.register(userRoutes);
  await app.register(payRoutes);
  await app.register(informRoutes);
  await app.register(liveRoutes);
  await app.register(tjRoutes);
  await app.register(pcRoutes);
  await app.register(chatRoutes);
  await app.register(apiRoutes);
  await app.register(mediaRoutes);
  await app.register(staticRoutes);
  await app.register(uploadRoutes);
  await app.register(seoRoutes, { config });
  if (app.paymentSandbox) await app.register(sandboxPayRoutes, { sandbox: app.paymentSandbox });
  if (config.operatorToken) await app.register(operatorRoutes, { operatorToken: config.operatorToken });
  if (config.nodeEnv !== 'production') await app.register(devRoutes);

  await registerWebPages(app, config.webDist, config.pageCacheMs);

  // Last: the demo reads the features above and no feature depends on it.
  if (config.demo) await app.register(demoPlugin, { config, db, planInterval: dependencies.demoPlanInterval });
  return app;
}
