import {
  hotRoomListSchema,
  hotRoomQuerySchema,
  ok,
  ResultCode,
  roomDetailQuerySchema,
  roomDetailSchema,
  roomDownQuerySchema,
  roomInfoQuerySchema,
  roomPageQuerySchema,
  roomPageSchema,
  roomSettingRequestSchema,
  roomUpRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser, SIGN_IN_REQUIRED_MESSAGE, signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { getQuery } from '../../http/query';
import { refuse } from '../../rooms/refusals';
import { answers, type LiveRoomRoutesOptions, viewerId } from './live-room-context';

/** The directory and an anchor's room: /api/room/… */
export const roomRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { rooms, sessions, coverAccepted }) => {
  const checkCover = async (cover: string | undefined) => {
    if (cover !== undefined && !(await coverAccepted(cover))) throw refuse.badCover();
  };

  app.get(
    '/api/room/page',
    { schema: { querystring: getQuery(roomPageQuerySchema.shape), response: answers(roomPageSchema) } },
    async (request) => ok(await rooms.page(request.query)),
  );

  app.get(
    '/api/room/hotAppRoom',
    { schema: { querystring: getQuery(hotRoomQuerySchema.shape), response: answers(hotRoomListSchema) } },
    async (request) => ok(await rooms.hot(request.query.size)),
  );

  app.get(
    '/api/room/detail',
    { schema: { querystring: getQuery(roomDetailQuerySchema.shape), response: answers(roomDetailSchema) } },
    async (request) => ok(await rooms.detail(request.query.roomId, await viewerId(request, sessions))),
  );

  app.get(
    '/api/room/info',
    { schema: { querystring: getQuery(roomInfoQuerySchema.shape), response: answers(roomDetailSchema) } },
    async (request) => {
      const { roomId } = request.query;
      const viewer = await optionalUser(request, sessions);
      if (roomId !== undefined) return ok(await rooms.detail(roomId, viewer?.user.id));
      if (!viewer) throw new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
      return ok(await rooms.ownDetail(viewer.user));
    },
  );

  app.post(
    '/api/room/up',
    { preHandler: app.requireUser, schema: { body: roomUpRequestSchema, response: answers(roomDetailSchema) } },
    async (request) => {
      await checkCover(request.body.cover);
      return ok(await rooms.open(signedInUser(request).user, request.body), '开播成功');
    },
  );

  app.get(
    '/api/room/down',
    { preHandler: app.requireUserFromHeader, schema: { querystring: getQuery(roomDownQuerySchema.shape), response: answers(roomDetailSchema) } },
    async (request) => ok(await rooms.close(signedInUser(request).user, request.query.roomId), '已下播'),
  );

  app.post(
    '/api/room/setting',
    { preHandler: app.requireUser, schema: { body: roomSettingRequestSchema, response: answers(roomDetailSchema) } },
    async (request) => {
      await checkCover(request.body.cover);
      return ok(await rooms.update(signedInUser(request).user, request.body), '保存成功');
    },
  );
};
