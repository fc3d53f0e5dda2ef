import {
  balancesSchema,
  bankCardSchema,
  bindCardRequestSchema,
  changePayPassRequestSchema,
  DIAMONDS_PER_YUAN,
  forgetPayPassRequestSchema,
  incomeBalancesSchema,
  incomeListRequestSchema,
  MAX_WALLET_AMOUNT,
  MIN_RECHARGE,
  MIN_WITHDRAWAL,
  ok,
  RECHARGE_OPTIONS,
  rechargeOrderQuerySchema,
  rechargeOrderSchema,
  rechargeRequestSchema,
  ResultCode,
  transListRequestSchema,
  walletLowestSchema,
  walletPageSchema,
  walletRecordSchema,
  walletSettingSchema,
  withdrawalSchema,
  withdrawListRequestSchema,
  withdrawRequestSchema,
} from '@portal/contracts';
import { answerOrCodedFailure } from '../../http/answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { getQuery } from '../../http/query';
import type { Wallet } from '../../wallet';
import { incomeBalancesOf, walletBalancesOf } from '../../wallet/balances';
import { paymentNotificationSchema } from '../../wallet/payments';

export type WalletRoutesOptions = { wallet: Wallet };

const nothing = { 200: answerOrCodedFailure(z.null()) };

/** The wallet calls of SPEC §7: balances, settings, top-up, withdrawal, cards, pay password, records and export. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { wallet }) => {
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user;

  app.get(
    '/pay/balances',
    { onRequest: app.requireUser, schema: { querystring: getQuery({}), response: { 200: answerOrCodedFailure(balancesSchema) } } },
    async (request) => ok(await walletBalancesOf(wallet.db, me(request).id)),
  );

  app.get(
    '/pay/setting',
    { onRequest: app.requireUser, schema: { querystring: getQuery({}), response: { 200: answerOrCodedFailure(walletSettingSchema) } } },
    async (request) =>
      ok({
        diamondsPerYuan: DIAMONDS_PER_YUAN,
        rechargeOptions: [...RECHARGE_OPTIONS],
        minRecharge: MIN_RECHARGE,
        maxAmount: MAX_WALLET_AMOUNT,
        withdrawMinimum: MIN_WITHDRAWAL,
        hasPayPassword: await wallet.payPasswords.isSet(me(request).id),
      }),
  );

  app.get('/pay/lowest', { schema: { querystring: getQuery({}), response: { 200: answerOrCodedFailure(walletLowestSchema) } } }, async () =>
    ok({ lowest: MIN_WITHDRAWAL }),
  );

  app.get(
    '/pay/income',
    { onRequest: app.requireUser, schema: { querystring: getQuery({}), response: { 200: answerOrCodedFailure(incomeBalancesSchema) } } },
    async (request) => ok(await incomeBalancesOf(wallet.db, me(request).id)),
  );

  app.post(
    '/pay/recharge',
    { onRequest: app.requireUser, schema: { body: rechargeRequestSchema, response: { 200: answerOrCodedFailure(rechargeOrderSchema) } } },
    async (request) => ok(await wallet.recharges.create(me(request).id, request.body.amount, request.body.requestKey)),
  );

  app.get(
    '/pay/recharge/order',
    { onRequest: app.requireUser, schema: { querystring: getQuery(rechargeOrderQuerySchema.shape), response: { 200: answerOrCodedFailure(rechargeOrderSchema) } } },
    async (request) => ok(await wallet.recharges.ofUser(me(request).id, request.query.orderId)),
  );

  // The provider's server calls this; it carries no session, only the provider's signature.
  app.post('/pay/notify/sandbox', { schema: { body: paymentNotificationSchema, response: { 200: answerOrCodedFailure(z.object({ credited: z.boolean() })) } } }, async (request) =>
    ok(await wallet.recharges.confirm(request.body)),
  );

  app.post(
    '/pay/withdraw',
    { onRequest: app.requireUser, schema: { body: withdrawRequestSchema, response: { 200: answerOrCodedFailure(withdrawalSchema) } } },
    async (request) => ok(await wallet.withdrawals.request(me(request).id, request.body)),
  );

  app.post(
    '/pay/bind-card',
    { onRequest: app.requireUser, schema: { body: bindCardRequestSchema, response: { 200: answerOrCodedFailure(bankCardSchema) } } },
    async (request) => ok(await wallet.cards.bind(me(request).id, request.body)),
  );

  app.post(
    '/pay/unbind-card/:id',
    { onRequest: app.requireUser, schema: { params: z.object({ id: z.coerce.number().int().positive() }), response: nothing } },
    async (request) => {
      await wallet.cards.unbind(me(request).id, request.params.id);
      return ok(null);
    },
  );

  app.get(
    '/pay/card-list/:id',
    {
      onRequest: app.requireUser,
      schema: { params: z.object({ id: z.coerce.number().int().positive() }), querystring: getQuery({}), response: { 200: answerOrCodedFailure(z.array(bankCardSchema)) } },
    },
    async (request) => {
      const userId = me(request).id;
      if (request.params.id !== userId) throw new AppError(ResultCode.FORBIDDEN, '无权查看他人的银行卡');
      return ok(await wallet.cards.list(userId));
    },
  );

  app.post('/pay/change/pay-pass', { onRequest: app.requireUser, schema: { body: changePayPassRequestSchema, response: nothing } }, async (request) => {
    await wallet.payPasswords.change(me(request).id, request.body);
    return ok(null);
  });

  app.post('/pay/forget/pay-pass', { onRequest: app.requireUser, schema: { body: forgetPayPassRequestSchema, response: nothing } }, async (request) => {
    const user = me(request);
    await wallet.payPasswords.reset(user.id, user.mobile, request.body.verifyCode, request.body.payPassword);
    return ok(null);
  });

  app.post(
    '/pay/record/trans-list',
    { onRequest: app.requireUser, schema: { body: transListRequestSchema, response: { 200: answerOrCodedFailure(walletPageSchema(walletRecordSchema)) } } },
    async (request) => ok(await wallet.records.transactions(me(request).id, request.body)),
  );

  app.post(
    '/pay/record/income',
    { onRequest: app.requireUser, schema: { body: incomeListRequestSchema, response: { 200: answerOrCodedFailure(walletPageSchema(walletRecordSchema)) } } },
    async (request) => ok(await wallet.records.income(me(request).id, request.body)),
  );

  app.post(
    '/pay/record/withdraw',
    { onRequest: app.requireUser, schema: { body: withdrawListRequestSchema, response: { 200: answerOrCodedFailure(walletPageSchema(withdrawalSchema)) } } },
    async (request) => ok(await wallet.records.withdrawals(me(request).id, request.body)),
  );

  app.get('/pay/export/income/', { onRequest: app.requireUser, schema: { querystring: getQuery({}) } }, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="income.csv"')
      .send(await wallet.records.incomeCsv(me(request).id)),
  );
};
