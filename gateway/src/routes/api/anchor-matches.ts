import { ok, RESERVATION_CANCELLED_MESSAGE, RESERVED_MESSAGE, ResultCode, routes, SIGN_IN_REQUIRED_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser, signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { type LiveRoomRoutesOptions } from './live-room-context';
import { serveRoute } from '../serve-route';

/** Rooms showing a match and matches anchors reserve: /api/match/pcAnchorByMatch, /list, /reserve, /reserveMatchByUser. */
export const anchorMatchRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { rooms, reservations, sessions }) => {
  serveRoute(app, routes.api.anchorByMatch, {}, async (request) =>
    ok(await rooms.showingMatch(request.query.matchId, request.query.matchType)),
  );

  serveRoute(app, routes.api.matchList, {}, async (request) => ok(await reservations.list(request.query)));

  serveRoute(app, routes.api.matchReserve, { preHandler: app.requireUser }, async (request) => {
    const reservation = await reservations.reserve(signedInUser(request).user, request.body);
    return ok(reservation, reservation ? RESERVED_MESSAGE : RESERVATION_CANCELLED_MESSAGE);
  });

  serveRoute(app, routes.api.reserveMatchByUser, {}, async (request) => {
    // Without a userId the list is the caller's own.
    const userId = request.query.userId ?? (await optionalUser(request, sessions))?.user.id;
    if (userId === undefined) throw new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
    return ok(await reservations.ofFollowed(userId));
  });
};
