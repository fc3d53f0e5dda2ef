import http from 'node:http';
import { ANCHOR_OFFLINE_MESSAGE, PLAY_ADDRESS_EXPIRED_MESSAGE, ResultCode, routes, VIDEO_NOT_FOUND_MESSAGE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFailure } from '../../http/errors';
import { viewerOf } from './viewer';
import { serveRoute } from '../serve-route';

/** Recorded videos and the same-origin relay of live FLV. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { replays, videos, mediaOrigin } = app.media;
  serveRoute(app, routes.media.video, {}, async (request, reply) => {
    const { video } = request.params;
    // Players fetch a video in many ranges: the session is read only for a paid highlight.
    const viewer = async () => {
      await app.identifyUser(request, reply);
      return viewerOf(request);
    };
    const access = await replays.videoAccess(video, viewer);
    if (!access) return sendFailure(reply, ResultCode.NOT_FOUND, VIDEO_NOT_FOUND_MESSAGE);
    const answer = await videos.answer(video, access, { range: request.headers.range, ...request.query });
    if (answer.status === 404) return sendFailure(reply, ResultCode.NOT_FOUND, VIDEO_NOT_FOUND_MESSAGE);
    reply.code(answer.status).headers(answer.headers);
    return 'body' in answer ? reply.send(answer.body) : reply.send();
  });

  // Relays running now; a shutdown ends them, as the media server they read from may be elsewhere.
  const relays = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...relays]) end();
  });

  // HTTP-FLV through the portal's own origin: the media server checks the signature and answers 403.
  serveRoute(app, routes.media.live, {}, async (request, reply) => {
    const query = request.raw.url?.split('?')[1] ?? '';
    const upstream = http.get(`${mediaOrigin()}/live/${request.params.stream}?${query}`, (response) => {
      const status = response.statusCode ?? 502;
      if (status !== 200) {
        response.resume();
        void sendFailure(
          reply,
          status === 403 ? ResultCode.FORBIDDEN : ResultCode.NOT_FOUND,
          status === 403 ? PLAY_ADDRESS_EXPIRED_MESSAGE : ANCHOR_OFFLINE_MESSAGE,
        );
        return;
      }
      reply.code(200).headers({ 'content-type': 'video/x-flv', 'cache-control': 'no-store' });
      void reply.send(response);
    });
    upstream.on('error', () => {
      if (!reply.sent) void sendFailure(reply, ResultCode.NOT_FOUND, ANCHOR_OFFLINE_MESSAGE);
    });
    const end = () => {
      relays.delete(end);
      upstream.destroy();
      if (!reply.raw.writableEnded) reply.raw.end();
    };
    relays.add(end);
    request.raw.on('close', end);
    return reply;
  });
};
