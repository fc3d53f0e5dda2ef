import { ATTENTION_TYPE, FOLLOWED_MESSAGE, ok, routes, UNFOLLOWED_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { type LiveRoomRoutesOptions } from './live-room-context';
import { serveRoute } from '../serve-route';

/** Following anchors and matches: /api/attention/… */
export const attentionRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { follows }) => {
  // A GET that changes state: the cookie alone counts only from the site's own pages.
  serveRoute(app, routes.api.operAttention, { preHandler: app.requireUserFromHeader }, async (request) => {
    const result = await follows.operate(signedInUser(request).user.id, request.query);
    return ok(result, result.followed ? FOLLOWED_MESSAGE : UNFOLLOWED_MESSAGE);
  });

  serveRoute(app, routes.api.attentionMatches, { preHandler: app.requireUser }, async (request) =>
    ok(await follows.matches(signedInUser(request).user.id)),
  );

  serveRoute(app, routes.api.pageAttention, { preHandler: app.requireUser }, async (request) => {
    const { attentionType, page, pageSize } = request.query;
    const userId = signedInUser(request).user.id;
    return ok(
      attentionType === ATTENTION_TYPE.MATCH
        ? await follows.matchPage(userId, page, pageSize)
        : await follows.anchorPage(userId, page, pageSize),
    );
  });
};
