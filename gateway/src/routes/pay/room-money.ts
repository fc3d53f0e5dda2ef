import {
  giverRankSchema,
  grabRedPacketRequestSchema,
  grabRedPacketResultSchema,
  nobilityPurchaseRequestSchema,
  nobilityPurchaseResultSchema,
  nobilityTierSchema,
  ok,
  redPacketDetailQuerySchema,
  redPacketDetailSchema,
  redPacketListQuerySchema,
  redPacketSchema,
  roomUserRankQuerySchema,
  sendGiftRequestSchema,
  sendGiftResultSchema,
  sendRedPacketRequestSchema,
} from '@portal/contracts';
import { answerOrCodedFailure } from '../../http/answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, signedInUser } from '../../accounts/authentication';
import type { SessionStore } from '../../accounts/sessions';
import { getQuery } from '../../http/query';
import type { Wallet } from '../../wallet';

export type RoomMoneyRoutesOptions = { wallet: Wallet; sessions: SessionStore };

/** Money in the live rooms: gifts, nobility, the givers' ranks and red packets. */
export const roomMoneyRoutes: FastifyPluginAsyncZod<RoomMoneyRoutesOptions> = async (app, { wallet, sessions }) => {
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;
  const viewer = async (request: Parameters<typeof signedInUser>[0]) => (await optionalUser(request, sessions))?.user.id;

  app.post(
    '/pay/gift',
    { onRequest: app.requireUser, schema: { body: sendGiftRequestSchema, response: { 200: answerOrCodedFailure(sendGiftResultSchema) } } },
    async (request) => ok(await wallet.gifts.send(me(request), request.body)),
  );

  app.get('/pay/room/nobility/list', { schema: { querystring: getQuery({}), response: { 200: answerOrCodedFailure(z.array(nobilityTierSchema)) } } }, async () =>
    ok(await wallet.nobility.tiers()),
  );

  app.post(
    '/pay/room/nobility/purchase',
    { onRequest: app.requireUser, schema: { body: nobilityPurchaseRequestSchema, response: { 200: answerOrCodedFailure(nobilityPurchaseResultSchema) } } },
    async (request) => ok(await wallet.nobility.purchase(me(request), request.body)),
  );

  app.get(
    '/pay/room/user/rank',
    { schema: { querystring: getQuery(roomUserRankQuerySchema.shape), response: { 200: answerOrCodedFailure(z.array(giverRankSchema)) } } },
    async (request) => ok(await wallet.records.giversTo(request.query.anchorId)),
  );

  app.post(
    '/pay/room/red-packet/send',
    { onRequest: app.requireUser, schema: { body: sendRedPacketRequestSchema, response: { 200: answerOrCodedFailure(redPacketSchema) } } },
    async (request) => ok(await wallet.redPackets.send(me(request), request.body)),
  );

  app.post(
    '/pay/room/red-packet/grab',
    { onRequest: app.requireUser, schema: { body: grabRedPacketRequestSchema, response: { 200: answerOrCodedFailure(grabRedPacketResultSchema) } } },
    async (request) => ok(await wallet.redPackets.grab(me(request), request.body.packetId)),
  );

  app.get(
    '/pay/room/red-packet/list',
    { schema: { querystring: getQuery(redPacketListQuerySchema.shape), response: { 200: answerOrCodedFailure(z.array(redPacketSchema)) } } },
    async (request) => ok(await wallet.redPackets.openInRoom(request.query.roomId, await viewer(request))),
  );

  app.get(
    '/pay/room/red-packet/detail',
    { schema: { querystring: getQuery(redPacketDetailQuerySchema.shape), response: { 200: answerOrCodedFailure(redPacketDetailSchema) } } },
    async (request) => ok(await wallet.redPackets.detail(request.query.packetId, await viewer(request))),
  );

};
