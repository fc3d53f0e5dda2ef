import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anchorMatchRoutes } from './anchor-matches';
import { attentionRoutes } from './attention';
import { auditRoutes } from './audit';
import { historyRoutes } from './history';
import type { LiveRoomRoutesOptions } from './live-room-context';
import { anchorRankRoutes } from './ranks';
import { roomRoutes } from './rooms';
import { liveSearchRoutes } from './search';
import { anchorUserRoutes } from './users';

/** The rooms, follows, reservations, anchors, ranks, search, history and audit calls of SPEC §7 "Live-room API". */
export const liveRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service, ...rest } = app.rooms;
  const options: LiveRoomRoutesOptions = { ...rest, rooms: service, sessions: app.accounts.sessions };
  await app.register(roomRoutes, options);
  await app.register(historyRoutes, options);
  await app.register(anchorMatchRoutes, options);
  await app.register(attentionRoutes, options);
  await app.register(anchorUserRoutes, options);
  await app.register(anchorRankRoutes, options);
  await app.register(liveSearchRoutes, options);
  await app.register(auditRoutes, options);
};
