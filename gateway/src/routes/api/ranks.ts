import { ANCHOR_RANK_SIZE, ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type LiveRoomRoutesOptions } from './live-room-context';
import { serveRoute } from '../serve-route';

/** The anchor rank of /live/rank: /api/rank/anchor. */
export const anchorRankRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { anchors }) => {
  serveRoute(app, routes.api.rankAnchor, {}, async (request) => ok(await anchors.rank(request.query.rankType, ANCHOR_RANK_SIZE)));
};
