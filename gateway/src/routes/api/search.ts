import { DEFAULT_PAGE_SIZE, ok, ROOM_TYPE, roomByWordListSchema, roomByWordQuerySchema, searchListQuerySchema, searchListSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getQuery } from '../../http/query';
import { answers, type LiveRoomRoutesOptions, viewerId } from './live-room-context';

/** Searching rooms and anchors: /api/search/list and /api/search/roomByWord. */
export const liveSearchRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { rooms, anchors, sessions }) => {
  app.get(
    '/api/search/list',
    { schema: { querystring: getQuery(searchListQuerySchema.shape), response: answers(searchListSchema) } },
    async (request) => {
      const { word } = request.query;
      const [found, people] = await Promise.all([
        rooms.search(word, true, DEFAULT_PAGE_SIZE),
        anchors.page({ word, page: 1, pageSize: DEFAULT_PAGE_SIZE }, await viewerId(request, sessions)),
      ]);
      return ok({ rooms: found, anchors: people.list });
    },
  );

  app.get(
    '/api/search/roomByWord',
    { schema: { querystring: getQuery(roomByWordQuerySchema.shape), response: answers(roomByWordListSchema) } },
    async (request) => ok(await rooms.search(request.query.word, request.query.type === ROOM_TYPE.ALL, DEFAULT_PAGE_SIZE)),
  );
};
