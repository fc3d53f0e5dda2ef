import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Accounts } from '../../accounts';
import { centerRoutes } from './center';
import { commonRoutes } from './common';
import { loginRoutes } from './login';
import { profileRoutes } from './profile';

export type UserRoutesOptions = { accounts: Accounts };

/** Accounts: login, registration, the personal centre, public profiles, uploads (SPEC §7 "Auth and user"). */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { accounts }) => {
  await app.register(loginRoutes, { accounts });
  await app.register(centerRoutes, { accounts });
  await app.register(profileRoutes, { accounts });
  await app.register(commonRoutes, { accounts });
};
