import {
  anchorCardListSchema,
  anchorCardSchema,
  anchorInfoQuerySchema,
  anchorPageQuerySchema,
  anchorPageSchema,
  hotAnchorQuerySchema,
  ok,
  recommendAnchorQuerySchema,
  userCoinSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { getQuery } from '../../http/query';
import { answers, type LiveRoomRoutesOptions, viewerId } from './live-room-context';

/** Anchors as the live pages show them: /api/user/… */
export const anchorUserRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { anchors, sessions }) => {
  app.get(
    '/api/user/recommend',
    { schema: { querystring: getQuery(recommendAnchorQuerySchema.shape), response: answers(anchorCardListSchema) } },
    async (request) => ok(await anchors.recommend(request.query.size, await viewerId(request, sessions))),
  );

  app.get(
    '/api/user/info',
    { schema: { querystring: getQuery(anchorInfoQuerySchema.shape), response: answers(anchorCardSchema) } },
    async (request) => ok(await anchors.card(request.query.id, await viewerId(request, sessions))),
  );

  app.get(
    '/api/user/coin',
    { preHandler: app.requireUser, schema: { querystring: getQuery({}), response: answers(userCoinSchema) } },
    async (request) => ok(await anchors.coin(signedInUser(request).user.id)),
  );

  app.get(
    '/api/user/hot',
    { schema: { querystring: getQuery(hotAnchorQuerySchema.shape), response: answers(anchorCardListSchema) } },
    async (request) => ok(await anchors.hot(request.query.size, request.query.type, await viewerId(request, sessions))),
  );

  app.get(
    '/api/user/pageList',
    { schema: { querystring: getQuery(anchorPageQuerySchema.shape), response: answers(anchorPageSchema) } },
    async (request) => ok(await anchors.page(request.query, await viewerId(request, sessions))),
  );
};
