import http from 'node:http';
import {
  highlightDetailQuerySchema,
  highlightPageQuerySchema,
  highlightPayQuerySchema,
  MEDIA_VIDEO_PATH,
  mediaVideoQuerySchema,
  ok,
  replayDetailQuerySchema,
  replayPageRequestSchema,
  ResultCode,
  STREAM_KEY_PATH,
  type StreamKey,
  streamKeyRequestSchema,
} from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../accounts/authentication';
import type { Db } from '../db/database';
import { rooms } from '../db/schema';
import { AppError, sendFailure } from '../http/errors';
import { getQuery } from '../http/query';
import type { HighlightPurchases } from '../wallet/highlight-purchases';
import type { ReplayRepository } from './replays';
import type { StreamKeyRepository } from './stream-keys';
import type { VideoFiles } from './video-files';

export type MediaRoutesOptions = {
  db: Db;
  streamKeys: StreamKeyRepository;
  replays: ReplayRepository;
  videos: VideoFiles;
  /** Where anchors point OBS, e.g. rtmp://example.com:1935/live. */
  publicRtmpUrl: string;
  /** The media server's HTTP-FLV origin the gateway relays signed play requests to. */
  mediaOrigin: () => string;
  /** Buys a paid highlight through the wallet. */
  buyHighlight: HighlightPurchases['buy'];
};

const NOT_ANCHOR_MESSAGE = '只有主播本人可以查看推流密钥';
const NO_ROOM_MESSAGE = '你还没有直播间';
const REPLAY_MISSING_MESSAGE = '回放不存在';
const HIGHLIGHT_MISSING_MESSAGE = '视频不存在';

/** Stream keys, replays, highlights, recorded videos and the same-origin relay of live FLV. */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  const { db, streamKeys, replays, videos } = options;

  /** The room whose key the signed-in anchor asks about: the one named, or their own first room. */
  const anchorRoom = async (userId: number, roomId: number | undefined): Promise<number> => {
    const [room] = await db
      .select({ id: rooms.id, anchorId: rooms.anchorId })
      .from(rooms)
      .where(roomId === undefined ? eq(rooms.anchorId, userId) : eq(rooms.id, roomId))
      .orderBy(asc(rooms.id))
      .limit(1);
    if (!room) throw new AppError(ResultCode.NOT_FOUND, NO_ROOM_MESSAGE);
    if (room.anchorId !== userId) throw new AppError(ResultCode.NOT_ROOM_ANCHOR, NOT_ANCHOR_MESSAGE);
    return room.id;
  };
  const streamKeyOf = (roomId: number, secret: string): StreamKey => {
    const streamKey = `${roomId}?key=${secret}`;
    return { roomId, rtmpServer: options.publicRtmpUrl, streamKey, publishUrl: `${options.publicRtmpUrl}/${streamKey}` };
  };

  app.get(
    STREAM_KEY_PATH,
    { onRequest: app.requireUser, schema: { querystring: getQuery(streamKeyRequestSchema.shape) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const roomId = await anchorRoom(signedInUser(request).user.id, request.query.roomId);
      return ok(streamKeyOf(roomId, await streamKeys.keyOf(roomId)));
    },
  );

  app.post(
    STREAM_KEY_PATH,
    { onRequest: app.requireUserFromHeader, schema: { body: streamKeyRequestSchema.optional() } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const roomId = await anchorRoom(signedInUser(request).user.id, request.body?.roomId);
      return ok(streamKeyOf(roomId, await streamKeys.renew(roomId)));
    },
  );

  app.post('/api/back/pageByRoom', { schema: { body: replayPageRequestSchema } }, async (request) => {
    const { roomId, page, pageSize } = request.body;
    return ok({ ...(await replays.pageByRoom(roomId, page, pageSize)), page, pageSize });
  });

  app.get('/api/back/detail', { schema: { querystring: getQuery(replayDetailQuerySchema.shape) } }, async (request) => {
    const replay = await replays.replay(request.query.recordId);
    if (!replay) throw new AppError(ResultCode.NOT_FOUND, REPLAY_MISSING_MESSAGE);
    return ok(replay);
  });

  const viewerOf = (request: { user: { user: { id: number } } | null }) => request.user?.user.id;

  app.get(
    '/inform/movie-highlights',
    { onRequest: app.identifyUser, schema: { querystring: getQuery(highlightPageQuerySchema.shape) } },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok({ ...(await replays.highlightPage(page, pageSize, viewerOf(request))), page, pageSize });
    },
  );

  app.get(
    '/inform/movie-highlights/detail',
    { onRequest: app.identifyUser, schema: { querystring: getQuery(highlightDetailQuerySchema.shape) } },
    async (request) => {
      const highlight = await replays.highlight(request.query.id, viewerOf(request));
      if (!highlight) throw new AppError(ResultCode.NOT_FOUND, HIGHLIGHT_MISSING_MESSAGE);
      return ok(highlight);
    },
  );

  // A GET that spends diamonds: only the accessToken header counts, never the cookie alone.
  app.get(
    '/inform/movie-highlights/pay',
    { onRequest: app.requireUserFromHeader, schema: { querystring: getQuery(highlightPayQuerySchema.shape) } },
    async (request) => {
      const viewerId = signedInUser(request).user.id;
      const highlight = await replays.highlight(request.query.id, viewerId);
      if (!highlight) throw new AppError(ResultCode.NOT_FOUND, HIGHLIGHT_MISSING_MESSAGE);
      if (highlight.unlocked) return ok(highlight);
      await options.buyHighlight(viewerId, { highlightId: highlight.id, price: highlight.price });
      return ok(await replays.highlight(highlight.id, viewerId));
    },
  );

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
    const upstream = http.get(`${options.mediaOrigin()}/live/${request.params.stream}?${query}`, (response) => {
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
