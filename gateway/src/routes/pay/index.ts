import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roomMoneyRoutes } from './room-money';
import { walletRoutes } from './wallet';

/** The /pay calls of the wallet (SPEC §7). */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(walletRoutes, { wallet: app.wallet });
  await app.register(roomMoneyRoutes, {
    wallet: app.wallet,
    sessions: app.accounts.sessions,
  });
};
