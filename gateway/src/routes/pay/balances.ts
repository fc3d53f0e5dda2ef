import { balancesSchema, envelopeSchema, ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { balancesOf } from '../../accounts/wallet-balances';
import type { Db } from '../../db/database';
import { getQuery } from '../../http/query';

export type BalancesRoutesOptions = { db: Db };

/** GET /pay/balances: the signed-in user's diamonds (balance) and tickets, as the user popover shows them. */
export const balancesRoutes: FastifyPluginAsyncZod<BalancesRoutesOptions> = async (app, { db }) => {
  app.get(
    '/pay/balances',
    { onRequest: app.requireUser, schema: { querystring: getQuery({}), response: { 200: envelopeSchema(balancesSchema) } } },
    async (request) => ok(await balancesOf(db, signedInUser(request).user.id)),
  );
};
