import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { serveRoute } from '../serve-route';

/** The live-room API's money calls: the gift catalogue, the user's nobility and the givers' rank. */

export const apiRoomMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet, nobility } = app;
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;

  serveRoute(app, routes.chat.giftAll, {}, async () => ok(await wallet.gifts.catalogue()));

  // Changes what the user shows through GET, so the cookie alone counts only from the site's own pages (see requireUserFromHeader).
  serveRoute(app, routes.api.nobilityActive, { onRequest: app.requireUserFromHeader }, async (request) =>
    ok(await wallet.nobility.activate(me(request), request.query.nobilityId)),
  );

  serveRoute(app, routes.api.nobilityBubble, { onRequest: app.requireUser }, async (request) => {
    const standing = await nobility.tierOf(me(request));
    return ok({ bubble: standing?.bubble ?? null, tier: standing?.tier ?? null });
  });

  serveRoute(app, routes.api.nobilityBag, { onRequest: app.requireUser }, async (request) => ok(await wallet.nobility.owned(me(request))));

  serveRoute(app, routes.api.rankPrice, {}, async (request) => ok(await wallet.records.giversIn(request.query.rankType)));
};
