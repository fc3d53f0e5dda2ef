import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiChatRoutes } from './chat';
import { liveRoomRoutes } from './live-rooms';
import { matchApiRoutes } from './match';
import { apiMediaRoutes } from './media';
import { moderationRoutes } from './moderation';
import { apiRoomMoneyRoutes } from './room-money';
import { apiUploadRoutes } from './uploads';
import { serveRoute } from '../serve-route';
import { webPageHeads } from '../web-page-head';

/** The live-room API (SPEC §7 "Live-room API"). */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { banners, liveNavs } = app.content;
  const { scores, collects } = app.realtime;
  serveRoute(app, routes.api.navList, {}, async () => ok(await liveNavs.list()));

  const pageHeads = webPageHeads(app);
  serveRoute(app, routes.api.pageHead, {}, async (request) => ok(await pageHeads(request.query.path)));

  serveRoute(app, routes.api.bannerList, {}, async (request) => ok(await banners.list(request.query.placeCode)));

  await app.register(matchApiRoutes, { scores, collects });
  await app.register(liveRoomRoutes);
  await app.register(apiChatRoutes);
  await app.register(moderationRoutes);
  await app.register(apiRoomMoneyRoutes);
  await app.register(apiMediaRoutes);
  await app.register(apiUploadRoutes);
};
