import { z } from 'zod';
import { MEDIA_VIDEO_PATH, STREAM_KEY_PATH, highlightDetailQuerySchema, highlightPageQuerySchema, highlightPageSchema, highlightPayQuerySchema, highlightSchema, mediaVideoQuerySchema, replayDetailQuerySchema, replayPageRequestSchema, replayPageSchema, replaySchema, streamKeyRequestSchema, streamKeySchema } from '../media';
import { defineRoute, defineRoutes, fileBodySchema, getQuery } from './define';

/** Stream keys, replays, highlights, recorded videos and live FLV through the portal's origin. */
export const mediaRoutes = defineRoutes({
  streamKey: defineRoute({ method: 'GET', path: STREAM_KEY_PATH, query: getQuery(streamKeyRequestSchema.shape), response: streamKeySchema }),
  renewStreamKey: defineRoute({ method: 'POST', path: STREAM_KEY_PATH, body: streamKeyRequestSchema.optional(), response: streamKeySchema }),
  replayPage: defineRoute({ method: 'POST', path: '/api/back/pageByRoom', body: replayPageRequestSchema, response: replayPageSchema }),
  replayDetail: defineRoute({ method: 'GET', path: '/api/back/detail', query: getQuery(replayDetailQuerySchema.shape), response: replaySchema }),
  highlights: defineRoute({
    method: 'GET',
    path: '/inform/movie-highlights',
    query: getQuery(highlightPageQuerySchema.shape),
    response: highlightPageSchema,
  }),
  highlightDetail: defineRoute({
    method: 'GET',
    path: '/inform/movie-highlights/detail',
    query: getQuery(highlightDetailQuerySchema.shape),
    response: highlightSchema,
  }),
  highlightPay: defineRoute({
    method: 'GET',
    path: '/inform/movie-highlights/pay',
    query: getQuery(highlightPayQuerySchema.shape),
    response: highlightSchema,
    summary: 'Buys a paid highlight with diamonds, then answers it unlocked.',
  }),
  video: defineRoute({
    method: 'GET',
    path: `${MEDIA_VIDEO_PATH}/:video`,
    params: z.object({ video: z.string() }),
    query: mediaVideoQuerySchema,
    response: fileBodySchema,
    answer: 'file',
    summary: 'A recorded video, whole or by range (header or bstart/bend).',
  }),
  live: defineRoute({
    method: 'GET',
    path: '/media/live/:stream',
    params: z.object({ stream: z.string().regex(/^[1-9]\d{0,9}\.flv$/) }),
    response: fileBodySchema,
    answer: 'file',
    summary: "A room's HTTP-FLV stream at a signed play address.",
  }),
});
