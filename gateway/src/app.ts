import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AccountsDependencies, accountsForApp } from './accounts';
import { registerAuthentication } from './accounts/authentication';
import { createCaptchaService } from './captcha/service';
import { registerChat } from './chat';
import type { Config } from './config';
import type { Database } from './db/database';
import { createMemoryStore } from './ephemeral/memory-store';
import { registerAccessToken } from './http/access-token';
import { handleError } from './http/errors';
import { registerWebPages } from './http/web-pages';
import { type RealtimeDependencies, registerRealtime } from './realtime/app-wiring';
import { sessionUserResolver } from './realtime/collects';
import { createRepositories } from './repositories';
import { createMedia, type MediaDependencies } from './media';
import { createMatchCollectRepository } from './repositories/match-collects';
import { type LiveRoomDependencies, registerLiveRooms } from './rooms/app-wiring';
import type { RoomService } from './rooms';
import { apiRoutes } from './routes/api';
import { informRoutes } from './routes/inform';
import { captchaRoutes, devCaptchaRoutes } from './routes/inform/captcha';
import { sandboxSmsRoutes, smsRoutes } from './routes/inform/sms';
import { registerWallet } from './routes/pay';
import { createHighlightPurchases, type Wallet } from './wallet';
import { tjRoutes } from './routes/tj';
import { userRoutes } from './routes/user';
import { slidingVerificationRoutes } from './routes/user/sliding-verification';

export type AppDependencies = {
  config: Config;
  database: Database;
  /** Fastify logger options; by default JSON lines to stdout at the configured level. */
  logger?: FastifyServerOptions['logger'];
} & AccountsDependencies &
  RealtimeDependencies &
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
  const { config, database, logger } = dependencies;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    // Per-IP limits (SMS, captcha) need the client's address, not the proxy's.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    // Only production is served over HTTPS; elsewhere HSTS would pin localhost to it.
    strictTransportSecurity: config.nodeEnv === 'production',
  });
  await app.register(fastifyCookie);
  registerAccessToken(app);

  // One store for accounts and captcha: the SMS route spends the passes the captcha records.
  let ephemeral = dependencies.ephemeral;
  if (!ephemeral) {
    const owned = createMemoryStore(dependencies.clock);
    app.addHook('onClose', () => owned.close());
    ephemeral = owned;
  }
  const captcha = createCaptchaService(ephemeral);
  const { accounts, sandboxInbox } = accountsForApp(app, config, database.db, {
    ...dependencies,
    ephemeral,
    captchaGate: dependencies.captchaGate ?? captcha,
  });
  registerAuthentication(app, accounts.sessions);

  const repositories = createRepositories(database.db);
  await registerRealtime(app, dependencies, sessionUserResolver(accounts.sessions), createMatchCollectRepository(database.db));
  // Registered later than the parts that ask them: the chat asks the wallet who is noble, media asks
  // the rooms who may publish. Until then nobody is noble and nobody may publish.
  const later: { wallet?: Wallet; rooms?: RoomService } = {};
  const chat = await registerChat(app, {
    db: database.db,
    store: ephemeral,
    sessions: accounts.sessions,
    clock: dependencies.clock,
    nobility: { tierOf: async (userId, roomId) => later.wallet?.nobilityLookup.tierOf(userId, roomId) },
  });
  // Media signs the rooms' play addresses; the rooms decide who may publish and record who is on air.
  const media = createMedia(config, database.db, {
    mediaSchedule: dependencies.mediaSchedule,
    highlightPurchases: dependencies.highlightPurchases ?? createHighlightPurchases(database.db),
    roomAirTime: dependencies.roomAirTime ?? {
      canPublish: async (roomId) => (later.rooms ? later.rooms.canPublish(roomId) : false),
      setOnAir: async (roomId, onAir) => later.rooms?.setOnAir(roomId, onAir),
    },
  });
  await app.register(informRoutes, {
    banners: repositories.banners,
    hotSearches: repositories.hotSearches,
    news: repositories.news,
  });
  await app.register(apiRoutes, {
    banners: repositories.banners,
    liveNavs: repositories.liveNavs,
  });
  later.rooms = await registerLiveRooms(app, {
    ...dependencies,
    db: database.db,
    accounts,
    roomChannel: dependencies.roomChannel ?? chat.roomChannelPublisher,
    goLiveNotifier: dependencies.goLiveNotifier ?? chat.goLiveNotifier,
    playAddresses: dependencies.playAddresses ?? media.playAddresses,
  });
  await app.register(userRoutes, { accounts });
  await app.register(smsRoutes, { smsCodes: accounts.smsCodes, captchaGate: accounts.captchaGate });
  if (sandboxInbox && config.nodeEnv !== 'production') await app.register(sandboxSmsRoutes, { inbox: sandboxInbox });
  await app.register(captchaRoutes, { captcha });
  await app.register(slidingVerificationRoutes, { captcha });
  if (config.nodeEnv !== 'production') await app.register(devCaptchaRoutes, { captcha });
  await app.register(tjRoutes);
  await media.register(app);
  later.wallet = await registerWallet(app, {
    config,
    accounts,
    announcer: chat,
    passwordHasher: dependencies.passwordHasher,
    clock: dependencies.clock,
  });

  await registerWebPages(app, config.webDist);
  return app;
}
