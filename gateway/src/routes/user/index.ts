import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centerRoutes } from './center';
import { commonRoutes } from './common';
import { loginRoutes } from './login';
import { profileRoutes } from './profile';
import { slidingVerificationRoutes } from './sliding-verification';

/** Accounts: login, registration, the personal centre, public profiles, portrait uploads (SPEC §7 "Auth and user"). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app;
  await app.register(loginRoutes, { accounts });
  await app.register(centerRoutes, { accounts });
  await app.register(profileRoutes, { accounts });
  await app.register(commonRoutes, { accounts });
  await app.register(slidingVerificationRoutes, { captcha: app.captcha });
};
