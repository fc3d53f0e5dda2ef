import { historyListQuerySchema, historyPageSchema, ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { getQuery } from '../../http/query';
import { answers, type LiveRoomRoutesOptions } from './live-room-context';

/** An anchor's past sessions: /api/history/list. */
export const historyRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { rooms }) => {
  app.get(
    '/api/history/list',
    { preHandler: app.requireUser, schema: { querystring: getQuery(historyListQuerySchema.shape), response: answers(historyPageSchema) } },
    async (request) => ok(await rooms.history(signedInUser(request).user, request.query)),
  );
};
