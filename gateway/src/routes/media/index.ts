import http from 'node:http';
import { MEDIA_VIDEO_PATH, mediaVideoQuerySchema, ResultCode } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFailure } from '../../http/errors';
import { HIGHLIGHT_MISSING_MESSAGE, viewerOf } from './viewer';

/** Recorded videos and the same-origin relay of live FLV. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { replays, videos, mediaOrigin } = app.media;
  app.get(
    `${MEDIA_VIDEO_PATH}/:video`,
    { schema: { params: z.object({ video: z.string() }), querystring: mediaVideoQuerySchema } },
    async (request, reply) => {
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
    },
  );

  // HTTP-FLV through the portal's own origin: the media server checks the signature and answers 403.
  app.get('/media/live/:stream', { schema: { params: z.object({ stream: z.string().regex(/^[1-9]\d{0,9}\.flv$/) }) } }, (request, reply) => {
    const query = request.raw.url?.split('?')[1] ?? '';
    const upstream = http.get(`${mediaOrigin()}/live/${request.params.stream}?${query}`, (response) => {
      const status = response.statusCode ?? 502;
      if (status !== 200) {
        response.resume();
        void sendFailure(reply, status === 403 ? ResultCode.FORBIDDEN : ResultCode.NOT_FOUND, status === 403 ? '播放地址已过期' : '主播暂未开播');
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
