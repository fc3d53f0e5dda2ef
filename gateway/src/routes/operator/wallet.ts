import { timingSafeEqual } from 'node:crypto';
import { OPERATOR_TOKEN_HEADER, ok, operatorAdjustRequestSchema, rejectWithdrawalRequestSchema, ResultCode, WALLET_MESSAGES, withdrawalSchema } from '@portal/contracts';
import { answerOrCodedFailure } from '../../http/answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { adjustWallet } from '../../wallet/adjustments';

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
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError(ResultCode.FORBIDDEN, WALLET_MESSAGES.operatorOnly);
  });

  const byId = { params: z.object({ id: z.coerce.number().int().positive() }) };

  app.get('/operator/wallet/withdrawals', { schema: { response: { 200: answerOrCodedFailure(z.array(withdrawalSchema.extend({ userId: z.number().int() }))) } } }, async () =>
    ok(await wallet.withdrawals.pending()),
  );

  app.post('/operator/wallet/withdrawals/:id/pay', { schema: { ...byId, response: { 200: answerOrCodedFailure(withdrawalSchema) } } }, async (request) =>
    ok(await wallet.withdrawals.pay(request.params.id)),
  );

  app.post(
    '/operator/wallet/withdrawals/:id/reject',
    { schema: { ...byId, body: rejectWithdrawalRequestSchema, response: { 200: answerOrCodedFailure(withdrawalSchema) } } },
    async (request) => ok(await wallet.withdrawals.reject(request.params.id, request.body.reason)),
  );

  app.post('/operator/wallet/adjust', { schema: { body: operatorAdjustRequestSchema, response: { 200: answerOrCodedFailure(z.object({ transactionId: z.number().int(), replayed: z.boolean() })) } } }, async (request) => {
    const outcome = await adjustWallet(wallet.db, request.body);
    return ok({ transactionId: outcome.transactionId, replayed: outcome.replayed });
  });

  app.post('/operator/wallet/red-packets/expire', { schema: { response: { 200: answerOrCodedFailure(z.object({ expired: z.number().int(), returned: z.number().int() })) } } }, async () =>
    ok(await wallet.redPackets.expire()),
  );
};
