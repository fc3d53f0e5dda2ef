import { DEFAULT_PAGE_SIZE, ok, ROOM_TYPE, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type LiveRoomRoutesOptions, viewerId } from './live-room-context';
import { serveRoute } from '../serve-route';

/** Searching rooms and anchors: /api/search/list and /api/search/roomByWord. */
export const liveSearchRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { rooms, anchors, sessions }) => {
  serveRoute(app, routes.api.searchList, {}, async (request) => {
    const { word } = request.query;
    const [found, people] = await Promise.all([
      rooms.search(word, true, DEFAULT_PAGE_SIZE),
      anchors.page({ word, page: 1, pageSize: DEFAULT_PAGE_SIZE }, await viewerId(request, sessions)),
    ]);
    return ok({ rooms: found, anchors: people.list });
  });

  serveRoute(app, routes.api.searchRoomByWord, {}, async (request) =>
    ok(await rooms.search(request.query.word, request.query.type === ROOM_TYPE.ALL, DEFAULT_PAGE_SIZE)),
  );
};
