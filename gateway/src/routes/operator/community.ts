import { COMMUNITY_MESSAGES, ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveRoute } from '../serve-route';

/** The operator's review of posts that reports took down; mounted inside the audit routes' token guard. */
export const operatorCommunityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { posts } = app.community;

  serveRoute(app, routes.extra.operatorReportedPosts, {}, async () => ok(await posts.reported()));

  serveRoute(app, routes.extra.operatorReviewReportedPost, {}, async (request) => {
    const { postId, decision } = request.body;
    await posts.review(postId, decision);
    return ok(null, decision === 'restore' ? COMMUNITY_MESSAGES.postRestored : COMMUNITY_MESSAGES.postRemoved);
  });
};
