import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser, signedInUser } from '../../accounts/authentication';
import type { SessionStore } from '../../accounts/sessions';
import type { Wallet } from '../../wallet';
import { serveRoute } from '../serve-route';

export type RoomMoneyRoutesOptions = { wallet: Wallet; sessions: SessionStore };

/** Money in the live rooms: gifts, nobility, the givers' ranks and red packets. */
export const roomMoneyRoutes: FastifyPluginAsyncZod<RoomMoneyRoutesOptions> = async (app, { wallet, sessions }) => {
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;
  const viewer = async (request: Parameters<typeof signedInUser>[0]) => (await optionalUser(request, sessions))?.user.id;

  serveRoute(app, routes.pay.gift, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.gifts.send(me(request), request.body)),
  );

  serveRoute(app, routes.pay.nobilityList, {}, async () => ok(await wallet.nobility.tiers()));

  serveRoute(app, routes.pay.nobilityPurchase, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.nobility.purchase(me(request), request.body)),
  );

  serveRoute(app, routes.pay.roomUserRank, {}, async (request) => ok(await wallet.records.giversTo(request.query.anchorId)));

  serveRoute(app, routes.pay.sendRedPacket, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.redPackets.send(me(request), request.body)),
  );

  serveRoute(app, routes.pay.grabRedPacket, { onRequest: app.requireUser }, async (request) =>
    ok(await wallet.redPackets.grab(me(request), request.body.packetId)),
  );

  serveRoute(app, routes.pay.redPacketList, {}, async (request) =>
    ok(await wallet.redPackets.openInRoom(request.query.roomId, await viewer(request))),
  );

  serveRoute(app, routes.pay.redPacketDetail, {}, async (request) =>
    ok(await wallet.redPackets.detail(request.query.packetId, await viewer(request))),
  );
};
