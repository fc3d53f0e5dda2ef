import { routes, WALLET_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SandboxProvider } from '../../wallet/payments';
import { cashierPage } from '../../wallet/sandbox-cashier';
import { serveRoute } from '../serve-route';

/**
 * The sandbox payment provider's checkout (never registered in production): a cashier page showing
 * the order, whose button "pays" it. Paying sends the gateway the signed notification a real provider
 * would, through the same public notify route, then returns the user to /v/pay.
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider }> = async (app, { sandbox }) => {
  const { wallet } = app;
  // The checkout's button posts an empty HTML form; the confirm route reads only its path.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  serveRoute(app, routes.extra.sandboxCheckout, {}, async (request, reply) => {
    const order = await wallet.recharges.find(request.params.orderId);
    if (!order) return reply.code(404).type('text/html; charset=utf-8').send(`<!doctype html><meta charset="utf-8"><p>${WALLET_MESSAGES.orderNotFound}</p>`);
    return reply.type('text/html; charset=utf-8').send(cashierPage(order));
  });

  serveRoute(app, routes.extra.sandboxConfirm, {}, async (request, reply) => {
    const order = await wallet.recharges.find(request.params.orderId);
    if (!order) return reply.code(404).type('text/html; charset=utf-8').send(`<!doctype html><meta charset="utf-8"><p>${WALLET_MESSAGES.orderNotFound}</p>`);
    const notification = sandbox.notificationFor(order.id, order.price, wallet.clock.now());
    const delivered = await app.inject({ method: 'POST', url: routes.pay.notifySandbox.path, payload: notification });
    if (delivered.json<{ code: number }>().code !== 200)
      request.log.warn({ orderId: order.id, answer: delivered.body }, 'sandbox notification refused');
    return reply.redirect(`/v/pay?orderId=${encodeURIComponent(order.id)}`, 303);
  });
};
