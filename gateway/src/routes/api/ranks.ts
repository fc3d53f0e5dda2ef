import { ANCHOR_RANK_SIZE, anchorRankQuerySchema, anchorRankSchema, ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getQuery } from '../../http/query';
import { answers, type LiveRoomRoutesOptions } from './live-room-context';

/** The anchor rank of /live/rank: /api/rank/anchor. */
export const anchorRankRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { anchors }) => {
  app.get(
    '/api/rank/anchor',
    { schema: { querystring: getQuery(anchorRankQuerySchema.shape), response: answers(anchorRankSchema) } },
    async (request) => ok(await anchors.rank(request.query.rankType, ANCHOR_RANK_SIZE)),
  );
};
