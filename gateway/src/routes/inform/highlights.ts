import { highlightDetailQuerySchema, highlightPageQuerySchema, highlightPayQuerySchema, ok, ResultCode } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { getQuery } from '../../http/query';
import { HIGHLIGHT_MISSING_MESSAGE, viewerOf } from '../media/viewer';

/** Paid and free match highlights. */
export const highlightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { replays, buyHighlight } = app.media;
  app.get(
    '/inform/movie-highlights',
    { onRequest: app.identifyUser, schema: { querystring: getQuery(highlightPageQuerySchema.shape) } },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok({ ...(await replays.highlightPage(page, pageSize, viewerOf(request))), page, pageSize });
    },
  );

  app.get(
    '/inform/movie-highlights/detail',
    { onRequest: app.identifyUser, schema: { querystring: getQuery(highlightDetailQuerySchema.shape) } },
    async (request) => {
      const highlight = await replays.highlight(request.query.id, viewerOf(request));
      if (!highlight) throw new AppError(ResultCode.NOT_FOUND, HIGHLIGHT_MISSING_MESSAGE);
      return ok(highlight);
    },
  );

  // A GET that spends diamonds: only the accessToken header counts, never the cookie alone.
  app.get(
    '/inform/movie-highlights/pay',
    { onRequest: app.requireUserFromHeader, schema: { querystring: getQuery(highlightPayQuerySchema.shape) } },
    async (request) => {
      const viewerId = signedInUser(request).user.id;
      const highlight = await replays.highlight(request.query.id, viewerId);
      if (!highlight) throw new AppError(ResultCode.NOT_FOUND, HIGHLIGHT_MISSING_MESSAGE);
      if (highlight.unlocked) return ok(highlight);
      await buyHighlight(viewerId, { highlightId: highlight.id, price: highlight.price });
      return ok(await replays.highlight(highlight.id, viewerId));
    },
  );
};
