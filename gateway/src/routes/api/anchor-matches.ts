import {
  anchorByMatchListSchema,
  anchorByMatchQuerySchema,
  matchReservationListSchema,
  matchReservationQuerySchema,
  matchReserveRequestSchema,
  matchReserveResponseSchema,
  ok,
  ResultCode,
  reserveMatchByUserQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser, SIGN_IN_REQUIRED_MESSAGE, signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { getQuery } from '../../http/query';
import { answers, type LiveRoomRoutesOptions } from './live-room-context';

/** Rooms showing a match and matches anchors reserve: /api/match/pcAnchorByMatch, /list, /reserve, /reserveMatchByUser. */
export const anchorMatchRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { rooms, reservations, sessions }) => {
  app.get(
    '/api/match/pcAnchorByMatch',
    { schema: { querystring: getQuery(anchorByMatchQuerySchema.shape), response: answers(anchorByMatchListSchema) } },
    async (request) => ok(await rooms.showingMatch(request.query.matchId, request.query.matchType)),
  );

  app.get(
    '/api/match/list',
    { schema: { querystring: getQuery(matchReservationQuerySchema.shape), response: answers(matchReservationListSchema) } },
    async (request) => ok(await reservations.list(request.query.anchorId)),
  );

  app.post(
    '/api/match/reserve',
    { preHandler: app.requireUser, schema: { body: matchReserveRequestSchema, response: answers(matchReserveResponseSchema) } },
    async (request) => {
      const reservation = await reservations.reserve(signedInUser(request).user, request.body);
      return ok(reservation, reservation ? '预约成功' : '已取消预约');
    },
  );

  app.get(
    '/api/match/reserveMatchByUser',
    { schema: { querystring: getQuery(reserveMatchByUserQuerySchema.shape), response: answers(matchReservationListSchema) } },
    async (request) => {
      // Without a userId the list is the caller's own.
      const userId = request.query.userId ?? (await optionalUser(request, sessions))?.user.id;
      if (userId === undefined) throw new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
      return ok(await reservations.ofFollowedAnchors(userId));
    },
  );
};
