import { COMMUNITY_MESSAGES, ok, ResultCode, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import type { Community } from '../../community';
import { PICTURE_BODY_LIMIT } from '../../community/pictures';
import type { NewsExtrasRepository } from '../../content/news-extras';
import { sendFailure } from '../../http/errors';
import { serveRoute } from '../serve-route';
import { CALL_LIMITS } from '../../http/rate-limits';

export type CommunityRoutesOptions = { community: Community; newsExtras: NewsExtrasRepository };

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The community calls of SPEC §7 and the news extras. Reads show a visitor everything not deleted;
 * a signed-in caller also gets their likes and collects, and not what they shielded. The GET calls
 * that change something take the cookie only from the site's own pages (requireUserFromHeader).
 */
export const communityRoutes: FastifyPluginAsyncZod<CommunityRoutesOptions> = async (app, { community, newsExtras }) => {
  const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user.id;
  const viewer = (request: { user: { user: { id: number } } | null }) => request.user?.user.id ?? null;
  const mustSignIn = { onRequest: app.requireUser };
  const mustSignInByHeader = { onRequest: app.requireUserFromHeader };
  const mayBeSignedIn = { onRequest: app.identifyUser };

  serveRoute(app, routes.inform.circleList, {}, async () => ok(await community.circles()));

  serveRoute(app, routes.inform.postListGeneral, mayBeSignedIn, async (request) =>
    ok(await community.posts.list(viewer(request), request.body)),
  );

  serveRoute(app, routes.inform.postListAnchor, mayBeSignedIn, async (request) => {
    const { page, pageSize, anchorId, followed } = request.body;
    const followedBy = followed ? viewer(request) : undefined;
    return ok(await community.posts.list(viewer(request), { page, pageSize, authorId: anchorId, anchorsOnly: true, followedBy }));
  });

  serveRoute(app, routes.inform.postListAnchorMine, mustSignIn, async (request) => {
    const { page, pageSize } = request.query;
    return ok(await community.posts.list(me(request), { page, pageSize, authorId: me(request) }));
  });

  serveRoute(app, routes.inform.postAnchorDelete, mustSignInByHeader, async (request) => {
    await community.posts.delete(me(request), request.query.postId);
    return ok(null);
  });

  serveRoute(app, routes.inform.postDetail, mayBeSignedIn, async (request) => ok(await community.posts.detail(viewer(request), request.params.id)));

  serveRoute(app, routes.inform.postLike, mustSignInByHeader, async (request) => ok(await community.likePost(me(request), request.params.id)));

  serveRoute(app, routes.inform.postAddPic, { ...mustSignIn, bodyLimit: PICTURE_BODY_LIMIT, config: CALL_LIMITS.uploads }, async (request) =>
    ok(await community.pictures.upload(me(request), request.body.image)),
  );

  serveRoute(app, routes.inform.postAddSave, mustSignIn, async (request) => ok(await community.publish(me(request), request.body)));

  serveRoute(app, routes.inform.postShield, mustSignIn, async (request) => {
    await community.posts.shield(me(request), request.body);
    return ok(null);
  });

  serveRoute(app, routes.inform.postReport, mustSignIn, async (request) =>
    ok(await community.posts.report(me(request), request.body.postId, request.body.reason)),
  );

  serveRoute(app, routes.inform.commentsByPost, mayBeSignedIn, async (request) => {
    const { postId, page, pageSize } = request.query;
    return ok(await community.comments.threads(viewer(request), { postId }, page, pageSize));
  });

  serveRoute(app, routes.inform.newsComments, mayBeSignedIn, async (request) => {
    const { infoId, page, pageSize } = request.query;
    return ok(await community.comments.threads(viewer(request), { infoId }, page, pageSize));
  });

  serveRoute(app, routes.inform.commentReply, mustSignIn, async (request) => ok(await community.comment(me(request), request.body)));

  serveRoute(app, routes.inform.commentLike, mustSignInByHeader, async (request) =>
    ok(await community.comments.toggleLike(me(request), request.params.id)),
  );

  serveRoute(app, routes.inform.feedbackAdd, { ...mustSignIn, config: CALL_LIMITS.feedback }, async (request) =>
    ok(await community.feedback(me(request), request.body.content, request.body.contact)),
  );

  serveRoute(app, routes.inform.myCollects, mustSignIn, async (request) => {
    const { type, page, pageSize } = request.query;
    return ok(await community.collected(me(request), type, page, pageSize));
  });

  serveRoute(app, routes.inform.newsCollect, mustSignInByHeader, async (request) => {
    const { collectId, flag, type } = request.query;
    return ok(await community.collect(me(request), type, collectId, flag === 1));
  });

  serveRoute(app, routes.inform.newsRecDetail, mayBeSignedIn, async (request) => ok(await newsExtras.extras(request.query.id, viewer(request))));

  serveRoute(app, routes.inform.newsRecommend, {}, async (request) => ok(await newsExtras.recommend(request.body.size, request.body.excludeId)));

  serveRoute(app, routes.inform.posterCategories, {}, async () => ok(await newsExtras.posterCategories()));

  serveRoute(app, routes.inform.drawnPicture, {}, async (request, reply) => {
    const { name } = request.params;
    const png = await community.drawn.png(Number.parseInt(name, 10), name.includes('-thumb'));
    if (!png) return sendFailure(reply, ResultCode.NOT_FOUND, COMMUNITY_MESSAGES.pictureNotFound);
    return reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).type('image/png').send(png);
  });

  serveRoute(app, routes.inform.messages, mustSignIn, async (request) => {
    const { kind, page, pageSize } = request.query;
    return ok(await community.messages.list(me(request), kind, page, pageSize));
  });

  serveRoute(app, routes.inform.unreadMessages, mustSignIn, async (request) => ok(await community.messages.unread(me(request))));

  serveRoute(app, routes.inform.readMessages, mustSignIn, async (request) => ok(await community.messages.markRead(me(request), request.body.kind)));

  serveRoute(app, routes.inform.grade, mustSignIn, async (request) => ok(await community.grade(me(request))));
};
