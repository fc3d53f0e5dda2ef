import { ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerListResponseSchema } from '../../http/banner-response';
import { getQuery } from '../../http/query';
import { apiChatRoutes } from './chat';
import { liveRoomRoutes } from './live-rooms';
import { matchApiRoutes } from './match';
import { apiMediaRoutes } from './media';
import { moderationRoutes } from './moderation';
import { apiRoomMoneyRoutes } from './room-money';
import { apiUploadRoutes } from './uploads';

/** The live-room API (SPEC §7 "Live-room API"). */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { banners, liveNavs } = app.content;
  const { scores, collects } = app.realtime;
  app.get('/api/nav/list', { schema: { querystring: getQuery({}) } }, async () => ok(await liveNavs.list()));

  app.get(
    '/api/banner/list',
    {
      schema: {
        querystring: getQuery({ placeCode: z.string().min(1).optional() }),
        response: { 200: bannerListResponseSchema },
      },
    },
    async (request) => ok(await banners.list(request.query.placeCode)),
  );

  await app.register(matchApiRoutes, { scores, collects });
  await app.register(liveRoomRoutes);
  await app.register(apiChatRoutes);
  await app.register(moderationRoutes);
  await app.register(apiRoomMoneyRoutes);
  await app.register(apiMediaRoutes);
  await app.register(apiUploadRoutes);
};
