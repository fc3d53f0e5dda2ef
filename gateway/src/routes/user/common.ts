import {
  emojiListSchema,
  envelopeSchema,
  multiUploadRequestSchema,
  multiUploadResponseSchema,
  ok,
  ResultCode,
  UPLOAD_ENCODING_ERROR,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_IMAGES,
  UPLOAD_SIZE_ERROR,
  UPLOAD_TYPE_ERROR,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Accounts } from '../../accounts';
import { emojiList, emojiSvg } from '../../chat/emojis';
import { storedFileName } from '../../accounts/file-storage';
import { contentTypeOfExtension, decodeBase64, type ImageKind, sniffImage } from '../../accounts/images';
import { DEFAULT_PORTRAIT_SVG } from '../../accounts/portraits';
import { AppError, sendFailure } from '../../http/errors';
import { getQuery } from '../../http/query';

export type CommonRoutesOptions = { accounts: Accounts };

const ONE_YEAR_SECONDS = 365 * 24 * 3600;
/** Nine images of 2 MB in base64, and room for the JSON around them. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_IMAGES * (Math.ceil(UPLOAD_MAX_IMAGE_BYTES / 3) * 4 + 64) + 16 * 1024;

const uploadFailure = (message: string) => new AppError(ResultCode.BAD_REQUEST, message);

/** Uploads, the files they become, and the shared pictures: emoji and the default portrait. */
export const commonRoutes: FastifyPluginAsyncZod<CommonRoutesOptions> = async (app, { accounts }) => {
  const { fileStorage } = accounts;

  // The user centre uploads portraits here, the live-room pages room covers (SPEC §7 lists both).
  for (const path of ['/user/common/multiUploadBase64', '/api/upload/multiUploadBase64']) {
    app.post(
      path,
      {
        // Checked before the body is read: nobody streams 25 MB at us without signing in.
        onRequest: app.requireUser,
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { body: multiUploadRequestSchema, response: { 200: envelopeSchema(multiUploadResponseSchema) } },
      },
      async (request) => {
        const images: Array<{ bytes: Buffer; kind: ImageKind }> = request.body.images.map((text, index) => {
          const position = request.body.images.length > 1 ? `第${index + 1}张图片：` : '';
          const bytes = decodeBase64(text);
          if (!bytes || bytes.length === 0) throw uploadFailure(position + UPLOAD_ENCODING_ERROR);
          if (bytes.length > UPLOAD_MAX_IMAGE_BYTES) throw uploadFailure(position + UPLOAD_SIZE_ERROR);
          const kind = sniffImage(bytes);
          if (!kind) throw uploadFailure(position + UPLOAD_TYPE_ERROR);
          return { bytes, kind };
        });
        const urls: string[] = [];
        for (const { bytes, kind } of images) urls.push(await fileStorage.save(bytes, kind.extension));
        return ok(urls, '上传成功');
      },
    );
  }

  app.get(
    '/user/common/getEmojis',
    { schema: { querystring: getQuery({}), response: { 200: envelopeSchema(emojiListSchema) } } },
    async () => ok(emojiList()),
  );

  app.get(
    '/uploads/:name',
    { schema: { params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = storedFileName.test(name) ? await fileStorage.read(name) : null;
      if (!bytes) return sendFailure(reply, ResultCode.NOT_FOUND, '文件不存在');
      const extension = name.slice(name.lastIndexOf('.') + 1) as ImageKind['extension'];
      return reply
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .type(contentTypeOfExtension[extension])
        .send(bytes);
    },
  );

  app.get(
    '/static/emoji/:file',
    { schema: { params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const svg = emojiSvg(request.params.file);
      if (!svg) return sendFailure(reply, ResultCode.NOT_FOUND, '表情不存在');
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
    },
  );

  app.get('/static/portrait/default.svg', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(DEFAULT_PORTRAIT_SVG),
  );
};
