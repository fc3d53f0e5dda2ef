import { EMOJI_NOT_FOUND_MESSAGE, ResultCode, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_PORTRAIT_SVG } from '../../accounts/portraits';
import { emojiSvg } from '../../chat/emojis';
import { sendFailure } from '../../http/errors';
import { serveRoute } from '../serve-route';

/** The shared pictures: emoji and the default portrait. */
export const staticRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, routes.extra.emoji, {}, async (request, reply) => {
    const svg = emojiSvg(request.params.file);
    if (!svg) return sendFailure(reply, ResultCode.NOT_FOUND, EMOJI_NOT_FOUND_MESSAGE);
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });

  serveRoute(app, routes.extra.defaultPortrait, {}, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(DEFAULT_PORTRAIT_SVG),
  );
};
