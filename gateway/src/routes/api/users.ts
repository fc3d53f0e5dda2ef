import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { type LiveRoomRoutesOptions, viewerId } from './live-room-context';
import { serveRoute } from '../serve-route';

/** Anchors as the live pages show them: /api/user/… */
export const anchorUserRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { anchors, sessions }) => {
  serveRoute(app, routes.api.userRecommend, {}, async (request) =>
    ok(await anchors.recommend(request.query.size, await viewerId(request, sessions))),
  );

  serveRoute(app, routes.api.userInfo, {}, async (request) => ok(await anchors.card(request.query.id, await viewerId(request, sessions))));

  serveRoute(app, routes.api.userCoin, { preHandler: app.requireUser }, async (request) =>
    ok(await anchors.coin(signedInUser(request).user.id)),
  );

  serveRoute(app, routes.api.userHot, {}, async (request) =>
    ok(await anchors.hot(request.query.size, request.query.type, await viewerId(request, sessions))),
  );

  serveRoute(app, routes.api.userPageList, {}, async (request) => ok(await anchors.page(request.query, await viewerId(request, sessions))));
};
