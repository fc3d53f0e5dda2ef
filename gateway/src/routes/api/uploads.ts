import { ok, routes, UPLOAD_SUCCESS_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeUploadedImages, UPLOAD_BODY_LIMIT } from '../../accounts/image-uploads';
import { serveRoute } from '../serve-route';
import { CALL_LIMITS } from '../../http/rate-limits';

/** The live-room pages' uploads (room covers). */
export const apiUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(
    app,
    routes.api.uploadBase64,
    // Checked before the body is read: nobody streams 25 MB at us without signing in.
    { onRequest: app.requireUser, bodyLimit: UPLOAD_BODY_LIMIT, config: CALL_LIMITS.uploads },
    async (request) => ok(await storeUploadedImages(app.accounts.fileStorage, request.body.images), UPLOAD_SUCCESS_MESSAGE),
  );
};
