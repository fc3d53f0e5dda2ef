import { timingSafeEqual } from 'node:crypto';
import { ok, OPERATOR_TOKEN_HEADER, ResultCode, routes, WALLET_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { adjustWallet } from '../../wallet/adjustments';
import { serveRoute } from '../serve-route';

/**
 * The operator's wallet calls, guarded by OPERATOR_TOKEN in the x-operator-token header: pending
 * withdrawals paid or rejected (refunded), and manual top-ups, grants, deductions, prizes and refunds.
 */
export const walletOperatorRoutes: FastifyPluginAsyncZod<{ operatorToken: string }> = async (app, { operatorToken }) => {
  const { wallet } = app;
  const expected = Buffer.from(operatorToken);
  app.addHook('onRequest', async (request) => {
    const header = request.headers[OPERATOR_TOKEN_HEADER];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError(ResultCode.FORBIDDEN, WALLET_MESSAGES.operatorOnly);
  });

  serveRoute(app, routes.extra.operatorWithdrawals, {}, async () => ok(await wallet.withdrawals.pending()));

  serveRoute(app, routes.extra.operatorPayWithdrawal, {}, async (request) => ok(await wallet.withdrawals.pay(request.params.id)));

  serveRoute(app, routes.extra.operatorRejectWithdrawal, {}, async (request) =>
    ok(await wallet.withdrawals.reject(request.params.id, request.body.reason)),
  );

  serveRoute(app, routes.extra.operatorAdjust, {}, async (request) => {
    const outcome = await adjustWallet(wallet.db, request.body);
    return ok({ transactionId: outcome.transactionId, replayed: outcome.replayed });
  });

  serveRoute(app, routes.extra.operatorExpireRedPackets, {}, async () => ok(await wallet.redPackets.expire()));
};
