import { routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SandboxProvider } from '../../wallet/payments';
import { serveRoute } from '../../http/serve-route';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox payment provider's checkout (never registered in production): a page showing the
 * order, whose button "pays" it. Paying sends the gateway the signed notification a real provider
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
    if (!order) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><meta charset="utf-8"><p>订单不存在</p>');
    const id = escapeHtml(order.id);
    const page = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>沙箱支付</title></head><body>
<h1>沙箱支付</h1><p>订单号：<span id="order">${id}</span></p><p>充值：<span id="amount">${order.amount}</span> 钻石</p>
<p>应付：<span id="price">${(order.price / 100).toFixed(2)}</span> 元</p>
${order.status === 'paid' ? '<p id="state">已支付</p>' : `<form method="post" action="/sandbox/pay/checkout/${encodeURIComponent(order.id)}/confirm"><button id="pay" type="submit">确认支付</button></form>`}
</body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });

  serveRoute(app, routes.extra.sandboxConfirm, {}, async (request, reply) => {
    const order = await wallet.recharges.find(request.params.orderId);
    if (!order) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><meta charset="utf-8"><p>订单不存在</p>');
    const notification = sandbox.notificationFor(order.id, order.price, wallet.clock.now());
    const delivered = await app.inject({ method: 'POST', url: routes.pay.notifySandbox.path, payload: notification });
    if (delivered.json<{ code: number }>().code !== 200)
      request.log.warn({ orderId: order.id, answer: delivered.body }, 'sandbox notification refused');
    return reply.redirect(`/v/pay?orderId=${encodeURIComponent(order.id)}`, 303);
  });
};
