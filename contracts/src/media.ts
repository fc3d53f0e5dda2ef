import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';
import { streamMediaInfoSchema } from './live';

/** An integer read from a query string; an empty value counts as absent. */
const queryInt = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive().optional());

/** Path of the anchor's stream key: GET reads it, POST makes a new one (the old one stops working). */
export const STREAM_KEY_PATH = '/api/stream/key';

/**
 * The query of GET /api/stream/key and the body of POST /api/stream/key. Without `roomId` the call
 * is about the signed-in anchor's own room.
 */
export const streamKeyRequestSchema = z.object({ roomId: queryInt });
/** A stream key request after parsing. */
export type StreamKeyRequest = z.infer<typeof streamKeyRequestSchema>;

/** Refusal of a stream key call by someone who is not the room's anchor. */
export const STREAM_KEY_NOT_ANCHOR_MESSAGE = '只有主播本人可以查看推流密钥';
/** Refusal of a stream key call without a room id by an anchor who has no room. */
export const STREAM_KEY_NO_ROOM_MESSAGE = '你还没有直播间';
/** A play address whose signature is forged or past its expiry. */
export const PLAY_ADDRESS_EXPIRED_MESSAGE = '播放地址已过期';
/** A live stream asked for while the anchor is not publishing. */
export const ANCHOR_OFFLINE_MESSAGE = '主播暂未开播';
/** A replay id that names no replay. */
export const REPLAY_NOT_FOUND_MESSAGE = '回放不存在';
/** A highlight or recording file name that names no video. */
export const VIDEO_NOT_FOUND_MESSAGE = '视频不存在';

/**
 * What an anchor types into OBS: the server URL and the secret key (OBS's 推流码). `publishUrl` is
 * the two joined, for ffmpeg. Shown only to the room's anchor.
 */
export const streamKeySchema = z.object({
  roomId: z.number().int(),
  rtmpServer: z.string(),
  streamKey: z.string(),
  publishUrl: z.string(),
});
/** An anchor's stream key with the server it publishes to. */
export type StreamKey = z.infer<typeof streamKeySchema>;

/**
 * Where a room's live stream plays: HTTP-FLV and WS-FLV URLs signed until `expiresAt` (epoch
 * milliseconds). They never carry the ingest key; a copied link stops working at its expiry.
 */
export const playAddressesSchema = z.object({
  httpFlv: z.string(),
  wsFlv: z.string(),
  expiresAt: z.number().int(),
});
/** A room's signed play addresses. */
export type PlayAddresses = z.infer<typeof playAddressesSchema>;

/** Path under which the gateway serves recordings and highlights by file name, with ranges and bstart/bend. */
export const MEDIA_VIDEO_PATH = '/media/video';

/** The URL of a recorded or highlight video by its file name (the `:video` of /playback/video/:video). */
export const mediaVideoUrl = (video: string): string => `${MEDIA_VIDEO_PATH}/${encodeURIComponent(video)}`;

/**
 * The query of a media video: byte offsets `bstart` and `bend` (inclusive, SPEC §7), an alternative
 * to a Range header for players that cannot send one.
 */
export const mediaVideoQuerySchema = z.object({
  bstart: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().nonnegative().optional()),
  bend: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().nonnegative().optional()),
});
/** A media video query after parsing. */
export type MediaVideoQuery = z.infer<typeof mediaVideoQuerySchema>;

/** The body of POST /api/back/pageByRoom: a room's replays, newest first, page 1 and size 30 unless given. */
export const replayPageRequestSchema = z.object({
  roomId: z.coerce.number().int().positive(),
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE),
});
/** A replay page request after parsing. */
export type ReplayPageRequest = z.infer<typeof replayPageRequestSchema>;
/** A replay page request as a client writes it. */
export type ReplayPageRequestInput = z.input<typeof replayPageRequestSchema>;

/**
 * One recorded live session of a room. `video` is the file name for /playback/video/:video and
 * `videoUrl` where its bytes are served; times are epoch milliseconds, `duration` milliseconds.
 */
export const replaySchema = z.object({
  recordId: z.number().int(),
  roomId: z.number().int(),
  anchorId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int().nullable(),
  duration: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  video: z.string(),
  videoUrl: z.string(),
  mediaInfo: streamMediaInfoSchema,
});
/** A room's replay. */
export type Replay = z.infer<typeof replaySchema>;

/** The answer of POST /api/back/pageByRoom. */
export const replayPageSchema = z.object({
  list: z.array(replaySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** A page of a room's replays. */
export type ReplayPage = z.infer<typeof replayPageSchema>;

/** The query of GET /api/back/detail. */
export const replayDetailQuerySchema = z.object({ recordId: z.coerce.number().int().positive() });
/** A replay detail query after parsing. */
export type ReplayDetailQuery = z.infer<typeof replayDetailQuerySchema>;

/** The query of GET /inform/movie-highlights: newest first, page 1 and size 30 unless given. */
export const highlightPageQuerySchema = z.object({
  page: queryInt.pipe(z.number().int().positive().default(1)),
  pageSize: queryInt.pipe(z.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE)),
});
/** A highlight page query after parsing. */
export type HighlightPageQuery = z.infer<typeof highlightPageQuerySchema>;
/** A highlight page query as a client writes it. */
export type HighlightPageQueryInput = z.input<typeof highlightPageQuerySchema>;

/**
 * A highlight video. A paid one (`paid`, costing `price` diamonds) carries no `video`/`videoUrl`
 * until the signed-in viewer bought it (GET /inform/movie-highlights/pay?id, a wallet call).
 */
export const highlightSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  matchType: z.number().int(),
  paid: z.boolean(),
  price: z.number().int().nonnegative(),
  /** Whether this viewer may watch it: free, or paid and bought by them. */
  unlocked: z.boolean(),
  createTime: z.number().int(),
  video: z.string().nullable(),
  videoUrl: z.string().nullable(),
  mediaInfo: streamMediaInfoSchema,
});
/** A highlight video. */
export type Highlight = z.infer<typeof highlightSchema>;

/** The answer of GET /inform/movie-highlights. */
export const highlightPageSchema = z.object({
  list: z.array(highlightSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** A page of highlights. */
export type HighlightPage = z.infer<typeof highlightPageSchema>;

/** The query of GET /inform/movie-highlights/detail. */
export const highlightDetailQuerySchema = z.object({ id: z.coerce.number().int().positive() });
/** A highlight detail query after parsing. */
export type HighlightDetailQuery = z.infer<typeof highlightDetailQuerySchema>;

/** The query of GET /inform/movie-highlights/pay: the highlight to buy; buying it twice charges once. */
export const highlightPayQuerySchema = highlightDetailQuerySchema;
/** The ledger remark and request key of buying highlight `id` (type 4, paid content). */
export const highlightPurchaseKey = (id: number) => `highlight:${id}`;
