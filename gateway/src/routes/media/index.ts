import http from 'node:http';
import { ResultCode, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFailure } from '../../http/errors';
import { HIGHLIGHT_MISSING_MESSAGE, viewerOf } from './viewer';
import { serveRoute } from '../../http/serve-route';

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
    if (!(await replays.isServable(video, viewer))) return sendFailure(reply, ResultCode.NOT_FOUND, HIGHLIGHT_MISSING_MESSAGE);
    const answer = await videos.answer(video, { range: request.headers.range, ...request.query });
    if (answer.status === 404) return sendFailure(reply, ResultCode.NOT_FOUND, HIGHLIGHT_MISSING_MESSAGE);
    reply.code(answer.status).headers(answer.headers);
    return 'body' in answer ? reply.send(answer.body) : reply.send();
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
          status === 403 ? '播放地址已过期' : '主播暂未开播',
        );
        return;
      }
      reply.code(200).headers({ 'content-type': 'video/x-flv', 'cache-control': 'no-store' });
      void reply.send(response);
    });
    upstream.on('error', () => {
      if (!reply.sent) void sendFailure(reply, ResultCode.NOT_FOUND, '主播暂未开播');
    });
    request.raw.on('close', () => upstream.destroy());
    return reply;
  });
};
