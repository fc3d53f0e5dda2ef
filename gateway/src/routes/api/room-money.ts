import {
  giftSchema,
  giverRankSchema,
  nobilityActiveQuerySchema,
  nobilityBubbleSchema,
  ok,
  ownedNobilitySchema,
  priceRankQuerySchema,
} from '@portal/contracts';
import { answerOrCodedFailure } from '../../http/answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../accounts/authentication';
import { getQuery } from '../../http/query';



/** The live-room API's money calls: the gift catalogue, the user's nobility and the givers' rank. */

export const apiRoomMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet, nobility } = app;
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;

  app.get('/api/chat/gift/all', { schema: { querystring: getQuery({}), response: { 200: answerOrCodedFailure(z.array(giftSchema)) } } }, async () =>
    ok(await wallet.gifts.catalogue()),
  );

  // Changes what the user shows through GET, so only the header token counts (see requireUserFromHeader).
  app.get(
    '/api/nobility/active',
    {
      onRequest: app.requireUserFromHeader,
      schema: { querystring: getQuery(nobilityActiveQuerySchema.shape), response: { 200: answerOrCodedFailure(z.array(ownedNobilitySchema)) } },
    },
    async (request) => ok(await wallet.nobility.activate(me(request), request.query.nobilityId)),
  );

  app.get(
    '/api/nobility/bubble',
    { onRequest: app.requireUser, schema: { querystring: getQuery({}), response: { 200: answerOrCodedFailure(nobilityBubbleSchema) } } },
    async (request) => {
      const standing = await nobility.tierOf(me(request));
      return ok({ bubble: standing?.bubble ?? null, tier: standing?.tier ?? null });
    },
  );

  app.get(
    '/api/nobility/bag',
    { onRequest: app.requireUser, schema: { querystring: getQuery({}), response: { 200: answerOrCodedFailure(z.array(ownedNobilitySchema)) } } },
    async (request) => ok(await wallet.nobility.owned(me(request))),
  );

  app.get(
    '/api/rank/price',
    { schema: { querystring: getQuery(priceRankQuerySchema.shape), response: { 200: answerOrCodedFailure(z.array(giverRankSchema)) } } },
    async (request) => ok(await wallet.records.giversIn(request.query.rankType)),
  );
};
