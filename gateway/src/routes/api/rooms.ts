import {
  ok,
  ResultCode,
  ROOM_CLOSED_MESSAGE,
  ROOM_OPENED_MESSAGE,
  ROOM_SAVED_MESSAGE,
  routes,
  SIGN_IN_REQUIRED_MESSAGE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser, signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { refuse } from '../../rooms/refusals';
import { type LiveRoomRoutesOptions, viewerId } from './live-room-context';
import { serveRoute } from '../serve-route';

/** The directory and an anchor's room: /api/room/… */
export const roomRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { rooms, sessions, coverAccepted }) => {
  const checkCover = async (cover: string | undefined) => {
    if (cover !== undefined && !(await coverAccepted(cover))) throw refuse.badCover();
  };

  serveRoute(app, routes.api.roomPage, {}, async (request) => ok(await rooms.page(request.query)));

  serveRoute(app, routes.api.hotAppRoom, {}, async (request) => ok(await rooms.hot(request.query.size)));

  serveRoute(app, routes.api.roomAudience, {}, async (request) => ok(await rooms.audience(request.query.roomId)));

  serveRoute(app, routes.api.roomDetail, {}, async (request) =>
    ok(await rooms.detail(request.query.roomId, await viewerId(request, sessions))),
  );

  serveRoute(app, routes.api.roomInfo, {}, async (request) => {
    const { roomId } = request.query;
    const viewer = await optionalUser(request, sessions);
    if (roomId !== undefined) return ok(await rooms.detail(roomId, viewer?.user.id));
    if (!viewer) throw new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
    return ok(await rooms.ownDetail(viewer.user));
  });

  serveRoute(app, routes.api.roomUp, { preHandler: app.requireUser }, async (request) => {
    await checkCover(request.body.cover);
    return ok(await rooms.open(signedInUser(request).user, request.body), ROOM_OPENED_MESSAGE);
  });

  serveRoute(app, routes.api.roomDown, { preHandler: app.requireUserFromHeader }, async (request) =>
    ok(await rooms.close(signedInUser(request).user, request.query.roomId), ROOM_CLOSED_MESSAGE),
  );

  serveRoute(app, routes.api.roomSetting, { preHandler: app.requireUser }, async (request) => {
    await checkCover(request.body.cover);
    return ok(await rooms.update(signedInUser(request).user, request.body), ROOM_SAVED_MESSAGE);
  });
};
