import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { type LiveRoomRoutesOptions } from './live-room-context';
import { serveRoute } from '../serve-route';

/** An anchor's past sessions: /api/history/list. */
export const historyRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { rooms }) => {
  serveRoute(app, routes.api.historyList, { preHandler: app.requireUser }, async (request) =>
    ok(await rooms.history(signedInUser(request).user, request.query)),
  );
};
