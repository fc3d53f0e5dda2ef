import {
  ATTENTION_TYPE,
  attentionMatchListSchema,
  ok,
  operAttentionQuerySchema,
  operAttentionResponseSchema,
  pageAttentionQuerySchema,
  pageAttentionResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { getQuery } from '../../http/query';
import { answers, type LiveRoomRoutesOptions } from './live-room-context';

/** Following anchors and matches: /api/attention/… */
export const attentionRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { follows }) => {
  app.get(
    '/api/attention/operAttention',
    // A GET that changes state: the token must come in the header, not only the cookie.
    { preHandler: app.requireUserFromHeader, schema: { querystring: operAttentionQuerySchema, response: answers(operAttentionResponseSchema) } },
    async (request) => {
      const result = await follows.operate(signedInUser(request).user.id, request.query);
      return ok(result, result.followed ? '关注成功' : '已取消关注');
    },
  );

  app.get(
    '/api/attention/getAttentionMatchByUser',
    { preHandler: app.requireUser, schema: { querystring: getQuery({}), response: answers(attentionMatchListSchema) } },
    async (request) => ok(await follows.matches(signedInUser(request).user.id)),
  );

  app.get(
    '/api/attention/pageAttention',
    { preHandler: app.requireUser, schema: { querystring: getQuery(pageAttentionQuerySchema.shape), response: answers(pageAttentionResponseSchema) } },
    async (request) => {
      const { attentionType, page, pageSize } = request.query;
      const userId = signedInUser(request).user.id;
      return ok(
        attentionType === ATTENTION_TYPE.MATCH
          ? await follows.matchPage(userId, page, pageSize)
          : await follows.anchorPage(userId, page, pageSize),
      );
    },
  );
};
