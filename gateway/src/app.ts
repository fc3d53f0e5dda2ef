import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerAccessToken } from './http/access-token';
import { handleError } from './http/errors';
import { registerWebPages } from './http/web-pages';
import { createRepositories } from './repositories';
import { apiRoutes } from './routes/api';
import { informRoutes } from './routes/inform';
import { liveRoutes } from './routes/live';

export type AppDependencies = {
  config: Config;
  database: Database;
  /** Fastify logger options; by default JSON lines to stdout at the configured level. */
  logger?: FastifyServerOptions['logger'];
};

/** Builds the HTTP app without listening; the caller owns its lifecycle. */
export async function buildApp({ config, database, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  registerAccessToken(app);

  const repositories = createRepositories(database.db);
  await app.register(liveRoutes);
  await app.register(informRoutes, {
    banners: repositories.banners,
    hotSearches: repositories.hotSearches,
    news: repositories.news,
  });
  await app.register(apiRoutes, {
    banners: repositories.banners,
    liveNavs: repositories.liveNavs,
    rooms: repositories.rooms,
  });

  await registerWebPages(app, config.webDist);
  return app;
}
