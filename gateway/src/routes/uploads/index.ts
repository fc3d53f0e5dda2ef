import { ResultCode, routes, UPLOADED_FILE_NOT_FOUND_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storedFileName } from '../../accounts/file-storage';
import { contentTypeOfExtension, type ImageKind } from '../../accounts/images';
import { sendFailure } from '../../http/errors';
import { serveRoute } from '../serve-route';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The files uploads became; their names are content hashes, so they never change. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { fileStorage } = app.accounts;
  serveRoute(app, routes.extra.upload, {}, async (request, reply) => {
    const { name } = request.params;
    const bytes = storedFileName.test(name) ? await fileStorage.read(name) : null;
    if (!bytes) return sendFailure(reply, ResultCode.NOT_FOUND, UPLOADED_FILE_NOT_FOUND_MESSAGE);
    const extension = name.slice(name.lastIndexOf('.') + 1) as ImageKind['extension'];
    return reply
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .type(contentTypeOfExtension[extension])
      .send(bytes);
  });
};
