import { ok, ResultCode, routes, VIDEO_NOT_FOUND_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';
import { viewerOf } from '../media/viewer';

/** Paid and free match highlights. */
export const highlightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { replays, buyHighlight } = app.media;
  serveRoute(app, routes.media.highlights, { onRequest: app.identifyUser }, async (request) => {
    const { page, pageSize } = request.query;
    return ok({ ...(await replays.highlightPage(page, pageSize, viewerOf(request))), page, pageSize });
  });

  serveRoute(app, routes.media.highlightDetail, { onRequest: app.identifyUser }, async (request) => {
    const highlight = await replays.highlight(request.query.id, viewerOf(request));
    if (!highlight) throw new AppError(ResultCode.NOT_FOUND, VIDEO_NOT_FOUND_MESSAGE);
    return ok(highlight);
  });

  // A GET that spends diamonds: the cookie alone counts only from the site's own pages (requireUserFromHeader).
  serveRoute(app, routes.media.highlightPay, { onRequest: app.requireUserFromHeader }, async (request) => {
    const viewerId = signedInUser(request).user.id;
    const highlight = await replays.highlight(request.query.id, viewerId);
    if (!highlight) throw new AppError(ResultCode.NOT_FOUND, VIDEO_NOT_FOUND_MESSAGE);
    if (highlight.unlocked) return ok(highlight);
    await buyHighlight(viewerId, { highlightId: highlight.id, price: highlight.price });
    const bought = await replays.highlight(highlight.id, viewerId);
    if (!bought) throw new AppError(ResultCode.NOT_FOUND, VIDEO_NOT_FOUND_MESSAGE);
    return ok(bought);
  });
};
