import {
  DIAMONDS_PER_YUAN,
  MAX_WALLET_AMOUNT,
  MIN_RECHARGE,
  MIN_WITHDRAWAL,
  ok,
  RECHARGE_OPTIONS,
  ResultCode,
  routes,
  WALLET_MESSAGES,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import type { Wallet } from '../../wallet';
import { incomeBalancesOf, walletBalancesOf } from '../../wallet/balances';
import { serveRoute } from '../serve-route';
import { CALL_LIMITS } from '../../http/rate-limits';

export type WalletRoutesOptions = { wallet: Wallet };

/** The wallet calls of SPEC §7: balances, settings, top-up, withdrawal, cards, pay password, records and export. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { wallet }) => {
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user;

  serveRoute(app, routes.pay.balances, { onRequest: app.requireUser }, async (request) =>
    ok(await walletBalancesOf(wallet.db, me(request).id)),
  );

  serveRoute(app, routes.pay.setting, { onRequest: app.requireUser }, async (request) =>
    ok({
      diamondsPerYuan: DIAMONDS_PER_YUAN,
      rechargeOptions: [...RECHARGE_OPTIONS],
      minRecharge: MIN_RECHARGE,
      maxAmount: MAX_WALLET_AMOUNT,
      withdrawMinimum: MIN_WITHDRAWAL,
      hasPayPassword: await wallet.payPasswords.isSet(me(request).id),
    }),
  );

  serveRoute(app, routes.pay.lowest, {}, async () => ok({ lowest: MIN_WITHDRAWAL }));

  serveRoute(app, routes.pay.income, { onRequest: app.requireUser }, async (request) =>
    ok(await incomeBalancesOf(wallet.db, me(request).id)),
  );

  serveRoute(app, routes.pay.recharge, { onRequest: app.requireUser, config: CALL_LIMITS.recharge }, async (request) =>
    ok(await wallet.recharges.create(me(request).id, request.body.amount, request.body.requestKey)),
  );

  serveRoute(app, routes.pay.rechargeOrder, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.recharges.ofUser(me(request).id, request.query.orderId)),
  );

  // The provider's server calls this; it carries no session, only the provider's signature.
  serveRoute(app, routes.pay.notifySandbox, {}, async (request) => ok(await wallet.recharges.confirm(request.body)));

  serveRoute(app, routes.pay.withdraw, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.withdrawals.request(me(request).id, request.body)),
  );

  serveRoute(app, routes.pay.bindCard, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.cards.bind(me(request).id, request.body)),
  );

  serveRoute(app, routes.pay.unbindCard, { onRequest: app.requireUser }, async (request) => {
    await wallet.cards.unbind(me(request).id, request.params.id);
    return ok(null);
  });

  serveRoute(app, routes.pay.cardList, { onRequest: app.requireUser }, async (request) => {
    const userId = me(request).id;
    if (request.params.id !== userId) throw new AppError(ResultCode.FORBIDDEN, WALLET_MESSAGES.othersCards);
    return ok(await wallet.cards.list(userId));
  });

  serveRoute(app, routes.pay.changePayPass, { onRequest: app.requireUser }, async (request) => {
    await wallet.payPasswords.change(me(request).id, request.body);
    return ok(null);
  });

  serveRoute(app, routes.pay.forgetPayPass, { onRequest: app.requireUser }, async (request) => {
    const user = me(request);
    await wallet.payPasswords.reset(user.id, user.mobile, { verifyCode: request.body.verifyCode, requester: request.ip }, request.body.payPassword);
    return ok(null);
  });

  serveRoute(app, routes.pay.transList, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.records.transactions(me(request).id, request.body)),
  );

  serveRoute(app, routes.pay.incomeRecords, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.records.income(me(request).id, request.body)),
  );

  serveRoute(app, routes.pay.withdrawRecords, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.records.withdrawals(me(request).id, request.body)),
  );

  serveRoute(app, routes.pay.exportIncome, { onRequest: app.requireUser }, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="income.csv"')
      .send(await wallet.records.incomeCsv(me(request).id)),
  );
};
