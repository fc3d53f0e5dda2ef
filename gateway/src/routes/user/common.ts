import { ok, routes, UPLOAD_SUCCESS_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Accounts } from '../../accounts';
import { storeUploadedImages, UPLOAD_BODY_LIMIT } from '../../accounts/image-uploads';
import { emojiList } from '../../chat/emojis';
import { serveRoute } from '../serve-route';
import { CALL_LIMITS } from '../../http/rate-limits';

export type CommonRoutesOptions = { accounts: Accounts };

/** The user centre's uploads (portraits) and the emoji list. */
export const commonRoutes: FastifyPluginAsyncZod<CommonRoutesOptions> = async (app, { accounts }) => {
  serveRoute(
    app,
    routes.user.multiUploadBase64,
    // Checked before the body is read: nobody streams 25 MB at us without signing in.
    { onRequest: app.requireUser, bodyLimit: UPLOAD_BODY_LIMIT, config: CALL_LIMITS.uploads },
    async (request) => ok(await storeUploadedImages(accounts.fileStorage, request.body.images), UPLOAD_SUCCESS_MESSAGE),
  );

  serveRoute(app, routes.user.emojis, {}, async () => ok(emojiList()));
};
