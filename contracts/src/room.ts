import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, HOT_USERS_SIZE } from './constants';
import { matchTypeSchema } from './enums';
import { playAddressesSchema } from './media';
import { PHONE_ERROR } from './rules';
import { REAL_NAME_ERROR } from './user';

/** An integer read from a query string; an empty value counts as absent. */
const queryInt = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().optional());

/** The query of GET /api/room/page: filters by room type, nav, room or word; page 1 and size 30 unless given. */
export const roomPageQuerySchema = z.object({
  roomType: queryInt,
  navId: queryInt,
  roomId: queryInt,
  word: z.string().optional(),
  page: queryInt.pipe(z.number().int().positive().default(1)),
  pageSize: queryInt.pipe(z.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE)),
});
/** A room page query after parsing: numbers are numbers, page and size filled in. */
export type RoomPageQuery = z.infer<typeof roomPageQuerySchema>;
/** A room page query as a client writes it. */
export type RoomPageQueryInput = z.input<typeof roomPageQuerySchema>;

const positiveId = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message }));

/** Error of a room id that is not a positive whole number. */
export const ROOM_ID_ERROR = '直播间编号无效';
/** Error of a user or anchor id that is not a positive whole number. */
export const USER_ID_ERROR = '用户编号必须是正整数';
/** Error of a match id that is not a positive whole number. */
export const MATCH_ID_ERROR = '比赛编号无效';
/** Error of a nav other than football, basketball, other or esports. */
export const NAV_ERROR = '请选择直播分类';

/** A room id as a query carries it. */
export const roomIdQuerySchema = positiveId(ROOM_ID_ERROR);
/** A user id as a query carries it. */
export const userIdQuerySchema = positiveId(USER_ID_ERROR);
/** A match id as a query or body carries it. */
export const matchIdParamSchema = positiveId(MATCH_ID_ERROR);
/** Error of a match id given without its type (1 football, 2 basketball). */
export const MATCH_TYPE_REQUIRED_ERROR = '请选择比赛类型';

/** The navs of the live directory (the live_navs rows): football, basketball, other, esports. */
export const ROOM_NAV = { FOOTBALL: 1, BASKETBALL: 2, OTHER: 3, ESPORTS: 4 } as const;
/** A value of {@link ROOM_NAV}. */
export type RoomNav = (typeof ROOM_NAV)[keyof typeof ROOM_NAV];
/** A nav id, also read from a query string. */
export const roomNavSchema = z.coerce
  .number({ error: NAV_ERROR })
  .pipe(z.literal([ROOM_NAV.FOOTBALL, ROOM_NAV.BASKETBALL, ROOM_NAV.OTHER, ROOM_NAV.ESPORTS], { error: NAV_ERROR }));

/**
 * `roomType` of GET /api/room/page and `type` of GET /api/search/roomByWord: only rooms open now
 * (the default) or every room, closed ones included (they are listed with isLive 0, never as live).
 */
export const ROOM_TYPE = { LIVE: 1, ALL: 2 } as const;
/** A value of {@link ROOM_TYPE}. */
export type RoomType = (typeof ROOM_TYPE)[keyof typeof ROOM_TYPE];

/** The 0/1 live flag of a room: 1 the anchor opened it, 0 closed. */
export const roomLiveFlagSchema = z.literal([0, 1]);

/** A match type: 1 football, 2 basketball (as MatchType). */
const matchKindSchema = z.coerce.number({ error: '比赛类型无效' }).pipe(z.literal([1, 2], { error: '比赛类型无效' }));

/** A room as the directory, search and the match pages list it. */
export const roomCardSchema = z.object({
  roomId: z.number().int(),
  anchorId: z.number().int(),
  nickName: z.string(),
  /** The anchor's avatar, the default image when they have none. */
  portrait: z.string(),
  level: z.number().int().nullable(),
  title: z.string(),
  cover: z.string(),
  navId: z.number().int(),
  navName: z.string(),
  matchId: z.number().int().nullable(),
  /** 1 football, 2 basketball; null without a match. */
  matchType: z.number().int().nullable(),
  /** 1 open now; a closed room is always 0. */
  isLive: roomLiveFlagSchema,
  /** A stream is being received now; never true for a closed room. */
  onAir: z.boolean(),
  followerCount: z.number().int().nonnegative(),
  /** How many have the room's page open now, on every gateway. */
  viewerCount: z.number().int().nonnegative(),
});
/** A room as lists show it. */
export type RoomCard = z.infer<typeof roomCardSchema>;

/** The `data` of GET /api/room/page: one page of rooms, open ones first, and how many match in all. */
export const roomPageSchema = z.object({ list: z.array(roomCardSchema), total: z.number().int().nonnegative() });
/** One page of rooms. */
export type RoomPage = z.infer<typeof roomPageSchema>;

/** Rooms GET /api/room/hotAppRoom returns unless `size` is given. */
export const HOT_ROOM_SIZE = 10;
/** The query of GET /api/room/hotAppRoom: how many open rooms, on air first, then the most watched, then the most followed. */
export const hotRoomQuerySchema = z.object({
  size: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(100).default(HOT_ROOM_SIZE)),
});
/** The query of GET /api/room/hotAppRoom. */
export type HotRoomQuery = z.infer<typeof hotRoomQuerySchema>;
/** The `data` of GET /api/room/hotAppRoom. */
export const hotRoomListSchema = z.array(roomCardSchema);

/** An anchor's public card: who they are, how many follow them, their room and whether the caller follows them. */
export const anchorCardSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  isAnchor: z.literal([0, 1]),
  signature: z.string(),
  followerCount: z.number().int().nonnegative(),
  /** The anchor's room; null until they have one. */
  roomId: z.number().int().nullable(),
  isLive: roomLiveFlagSchema,
  /** Whether the room's stream is on air now; false for a closed room. */
  onAir: z.boolean(),
  /** Whether the signed-in caller follows this anchor; false for a visitor. */
  followed: z.boolean(),
});
/** An anchor's public card. */
export type AnchorCard = z.infer<typeof anchorCardSchema>;

/** The query of GET /api/room/audience. */
export const roomAudienceQuerySchema = z.object({ roomId: roomIdQuerySchema });
/** The `data` of GET /api/room/audience: how many have the room's page open now, for its 在看 figure. */
export const roomAudienceSchema = z.object({ roomId: z.number().int(), viewerCount: z.number().int().nonnegative() });
/** How many watch a room now. */
export type RoomAudience = z.infer<typeof roomAudienceSchema>;

/** The query of GET /api/room/detail. */
export const roomDetailQuerySchema = z.object({ roomId: roomIdQuerySchema });
/** The query of GET /api/room/detail. */
export type RoomDetailQuery = z.infer<typeof roomDetailQuerySchema>;
/** The query of GET /api/room/info: a room, or without roomId the signed-in anchor's own room. */
export const roomInfoQuerySchema = z.object({ roomId: roomIdQuerySchema.optional() });
/** The query of GET /api/room/info. */
export type RoomInfoQuery = z.infer<typeof roomInfoQuerySchema>;

/** The `data` of GET /api/room/detail and /api/room/info: the room page's room. */
export const roomDetailSchema = roomCardSchema.extend({
  notice: z.string(),
  anchor: anchorCardSchema,
  /** Whether the caller follows the room's anchor; false for a visitor. */
  followed: z.boolean(),
  /** ISO 8601 start of the session running now; null while closed. */
  openedAt: z.string().nullable(),
  /** Set only while the room is on air and the media server gives addresses. */
  playAddresses: playAddressesSchema.optional(),
});
/** The room page's room. */
export type RoomDetail = z.infer<typeof roomDetailSchema>;

/** Longest room title, in characters. */
export const ROOM_TITLE_MAX_LENGTH = 40;
/** Longest room notice, in characters. */
export const ROOM_NOTICE_MAX_LENGTH = 200;
/** Error of an empty or too long title. */
export const ROOM_TITLE_ERROR = `请输入直播标题（1-${ROOM_TITLE_MAX_LENGTH}个字）`;
/** Error of a too long notice. */
export const ROOM_NOTICE_ERROR = `公告不能超过${ROOM_NOTICE_MAX_LENGTH}个字`;
/** Error of a cover that is not one of our uploads. */
export const ROOM_COVER_ERROR = '封面地址无效，请重新上传';
/** A room id that names no room. */
export const ROOM_NOT_FOUND_MESSAGE = '直播间不存在';
/** Refusal of an anchor-only call by a user who is not an anchor. */
export const NOT_AN_ANCHOR_MESSAGE = '只有主播才能进行此操作，请先申请成为主播';
/** Refusal of an anchor acting on another anchor's room. */
export const NOT_OWN_ROOM_MESSAGE = '只能管理自己的直播间';
/** Refusal of a room call by an anchor who has not opened a room yet. */
export const NO_ROOM_YET_MESSAGE = '您还没有直播间，请先开播';
/** An anchor id that names no anchor. */
export const ANCHOR_NOT_FOUND_MESSAGE = '主播不存在';
/** Refusal of following oneself. */
export const FOLLOW_SELF_MESSAGE = '不能关注自己';
/** The default title of the room an approved anchor gets: their nickname's room. */
export const defaultRoomTitle = (nickName: string | undefined): string => `${nickName ?? '主播'}的直播间`;
/** The answer of opening a room. */
export const ROOM_OPENED_MESSAGE = '开播成功';
/** The answer of closing a room. */
export const ROOM_CLOSED_MESSAGE = '已下播';
/** The answer of saving a room's settings. */
export const ROOM_SAVED_MESSAGE = '保存成功';
/** The answer of following an anchor or a match. */
export const FOLLOWED_MESSAGE = '关注成功';
/** The answer of unfollowing an anchor or a match. */
export const UNFOLLOWED_MESSAGE = '已取消关注';
/** The answer of reserving an anchor's match. */
export const RESERVED_MESSAGE = '预约成功';
/** The answer of cancelling a reservation of an anchor's match. */
export const RESERVATION_CANCELLED_MESSAGE = '已取消预约';

const titleSchema = z
  .string()
  .trim()
  .min(1, ROOM_TITLE_ERROR)
  .refine((value) => [...value].length <= ROOM_TITLE_MAX_LENGTH, ROOM_TITLE_ERROR);
const noticeSchema = z.string().refine((value) => [...value].length <= ROOM_NOTICE_MAX_LENGTH, ROOM_NOTICE_ERROR);
/** A cover URL: one of our uploads (/uploads/…) or a bundled demo image (/demo/…). */
const coverSchema = z.string().max(300, ROOM_COVER_ERROR).regex(/^\/(uploads|demo)\/[\w./-]+$/, ROOM_COVER_ERROR).refine((value) => !value.includes('..'), ROOM_COVER_ERROR);

/**
 * The body of POST /api/room/up: the anchor opens their room with a title and nav, optionally a
 * notice, a cover and the match it shows (matchId with matchType).
 */
export const roomUpRequestSchema = z
  .object({
    title: titleSchema,
    navId: roomNavSchema,
    notice: noticeSchema.optional(),
    cover: coverSchema.optional(),
    matchId: matchIdParamSchema.optional(),
    matchType: matchKindSchema.optional(),
  })
  .refine((body) => (body.matchId === undefined) === (body.matchType === undefined), {
    error: '请同时选择比赛和比赛类型',
    path: ['matchType'],
  });
/** The body of POST /api/room/up. */
export type RoomUpRequest = z.infer<typeof roomUpRequestSchema>;
/** The `data` of POST /api/room/up and GET /api/room/down: the room after the change. */
export const roomUpResponseSchema = roomDetailSchema;

/** The query of GET /api/room/down. */
export const roomDownQuerySchema = z.object({ roomId: roomIdQuerySchema });
/** The query of GET /api/room/down. */
export type RoomDownQuery = z.infer<typeof roomDownQuerySchema>;

/** The body of POST /api/room/setting (/v/anchor-room-set): the fields to change, at least one, of the anchor's own room. */
export const roomSettingRequestSchema = z
  .object({
    /** The anchor's room; their own room when absent (any other room is refused). */
    roomId: z.number().int().positive().optional(),
    title: titleSchema.optional(),
    notice: noticeSchema.optional(),
    cover: coverSchema.optional(),
    navId: roomNavSchema.optional(),
  })
  .refine(({ roomId: _roomId, ...fields }) => Object.values(fields).some((value) => value !== undefined), { error: '请填写要修改的设置' });
/** The body of POST /api/room/setting. */
export type RoomSettingRequest = z.infer<typeof roomSettingRequestSchema>;

/** Query of GET /api/history/list: the signed-in anchor's sessions (their own room only), newest first. */
export const historyListQuerySchema = z.object({
  roomId: roomIdQuerySchema.optional(),
  /** YYYY-MM-DD (Beijing time), sessions that started that day or later. */
  startDate: z.iso.date({ error: '日期格式应为YYYY-MM-DD' }).optional(),
  /** YYYY-MM-DD (Beijing time), sessions that started that day or earlier. */
  endDate: z.iso.date({ error: '日期格式应为YYYY-MM-DD' }).optional(),
  page: queryInt.pipe(z.number().int().positive().default(1)),
  pageSize: queryInt.pipe(z.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE)),
});
/** Query of GET /api/history/list. */
export type HistoryListQuery = z.infer<typeof historyListQuerySchema>;

const tally = z.number().int().nonnegative();
/**
 * What a session drew, counted from what happened in its room between its start and its end (now
 * while it runs): the chat's text messages and their senders, the gifts and the income rows of the
 * anchor's ledger they posted (diamonds and tickets), and the follows of the anchor made then that
 * still stand.
 */
export const sessionStatsSchema = z.object({
  messages: tally,
  chatters: tally,
  gifts: tally,
  diamonds: tally,
  tickets: tally,
  newFollowers: tally,
});
/** What a session drew. */
export type SessionStats = z.infer<typeof sessionStatsSchema>;

/** One live session: from /api/room/up to /api/room/down. */
export const roomSessionSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  title: z.string(),
  navId: z.number().int(),
  matchId: z.number().int().nullable(),
  matchType: z.number().int().nullable(),
  /** ISO 8601. */
  startedAt: z.string(),
  /** ISO 8601; null while the session runs. */
  endedAt: z.string().nullable(),
  /** Whole seconds, up to now for a running session. */
  durationSeconds: z.number().int().nonnegative(),
  stats: sessionStatsSchema,
});
/** One live session. */
export type RoomSession = z.infer<typeof roomSessionSchema>;
/** The `data` of GET /api/history/list. */
export const historyPageSchema = z.object({ list: z.array(roomSessionSchema), total: z.number().int().nonnegative() });
/** The `data` of GET /api/history/list. */
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** Query of GET /api/match/pcAnchorByMatch: the open rooms showing a match. */
export const anchorByMatchQuerySchema = z.object({ matchId: matchIdParamSchema, matchType: matchKindSchema });
/** Query of GET /api/match/pcAnchorByMatch. */
export type AnchorByMatchQuery = z.infer<typeof anchorByMatchQuerySchema>;
/** The `data` of GET /api/match/pcAnchorByMatch. */
export const anchorByMatchListSchema = z.array(roomCardSchema);

/** An anchor's reservation of a match to stream, with what is known of the match. */
export const matchReservationSchema = z.object({
  id: z.number().int(),
  anchorId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  roomId: z.number().int().nullable(),
  isLive: roomLiveFlagSchema,
  matchId: z.number().int(),
  matchType: matchTypeSchema,
  leagueName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  /** ISO 8601 kick-off; null when unknown. */
  matchTime: z.string().nullable(),
  /** ISO 8601. */
  reservedAt: z.string(),
});
/** An anchor's reservation of a match. */
export type MatchReservation = z.infer<typeof matchReservationSchema>;
/** The `data` of GET /api/match/list and /api/match/reserveMatchByUser: reservations, earliest kick-off first. */
export const matchReservationListSchema = z.array(matchReservationSchema);

/**
 * Query of GET /api/match/list: one anchor's reservations, or every anchor's without anchorId; with
 * matchId and matchType, only those of that match (the anchors streaming it, on its page).
 */
export const matchReservationQuerySchema = z
  .object({ anchorId: userIdQuerySchema.optional(), matchId: matchIdParamSchema.optional(), matchType: matchKindSchema.optional() })
  .refine((query) => query.matchId === undefined || query.matchType !== undefined, { error: MATCH_TYPE_REQUIRED_ERROR, path: ['matchType'] });
/** Query of GET /api/match/list. */
export type MatchReservationQuery = z.infer<typeof matchReservationQuerySchema>;

/** Query of GET /api/match/reserveMatchByUser: reservations of the anchors and the matches a user follows (the caller without userId). */
export const reserveMatchByUserQuerySchema = z.object({ userId: userIdQuerySchema.optional() });
/** Query of GET /api/match/reserveMatchByUser. */
export type ReserveMatchByUserQuery = z.infer<typeof reserveMatchByUserQuerySchema>;

/** `operateType` of POST /api/match/reserve and GET /api/attention/operAttention: 1 add, 0 cancel. */
export const OPERATE_TYPE = { ADD: 1, CANCEL: 0 } as const;
/** A value of {@link OPERATE_TYPE}. */
export type OperateType = (typeof OPERATE_TYPE)[keyof typeof OPERATE_TYPE];
const operateTypeSchema = z.coerce.number({ error: '操作类型无效' }).pipe(z.literal([OPERATE_TYPE.ADD, OPERATE_TYPE.CANCEL], { error: '操作类型无效' }));

const shortText = (max: number) => z.string().trim().max(max).optional();

/**
 * The body of POST /api/match/reserve: the signed-in anchor schedules a match (operateType 1, the
 * default) or cancels it (0). Names and kick-off are taken from the live scores when the gateway
 * knows the match, otherwise from the body.
 */
export const matchReserveRequestSchema = z.object({
  matchId: matchIdParamSchema,
  matchType: matchKindSchema,
  operateType: operateTypeSchema.default(OPERATE_TYPE.ADD),
  leagueName: shortText(40),
  homeName: shortText(40),
  awayName: shortText(40),
  /** ISO 8601 kick-off. */
  matchTime: z.iso.datetime({ offset: true, error: '比赛时间格式错误' }).optional(),
});
/** The body of POST /api/match/reserve. */
export type MatchReserveRequest = z.infer<typeof matchReserveRequestSchema>;
/** The body of POST /api/match/reserve as a client writes it (operateType may be left out). */
export type MatchReserveRequestInput = z.input<typeof matchReserveRequestSchema>;
/** The `data` of POST /api/match/reserve: the reservation, or null after a cancel. */
export const matchReserveResponseSchema = matchReservationSchema.nullable();

/**
 * What the screens of following and reserving matches say: the star of a match (score lists, match
 * pages, reserved matches), the anchor's 预约比赛 panel, a match's rooms and /v/reserve.
 */
export const RESERVATION_LABELS = {
  follow: '关注',
  unfollow: '取消关注',
  followed: '已关注',
  panelTitle: '预约比赛',
  panelHint: '预约后，比赛页的主播直播间和直播预约页会列出你的直播间；开播时，关注这场比赛和关注你的球迷会收到提醒。',
  date: '日期',
  today: '今天',
  search: '搜索球队或联赛',
  reserve: '预约',
  cancel: '取消预约',
  reserved: '已预约',
  mine: '我预约的比赛',
  mineEmpty: '还没有预约的比赛',
  dayEmpty: '这一天没有可预约的比赛',
  followedTitle: '关注的主播和比赛的预约',
} as const;

/** What a go-live toast says of the reserved match the room opens for. */
export const goLiveMatchText = (match: { homeName: string; awayName: string }) => `预约的比赛 ${match.homeName} vs ${match.awayName}`;

/** `type` of GET /api/attention/operAttention and `attentionType` of /pageAttention: an anchor (their room) or a match. */
export const ATTENTION_TYPE = { ANCHOR: 1, MATCH: 2 } as const;
/** A value of {@link ATTENTION_TYPE}. */
export type AttentionType = (typeof ATTENTION_TYPE)[keyof typeof ATTENTION_TYPE];
const attentionTypeSchema = z.coerce.number({ error: '关注类型无效' }).pipe(z.literal([ATTENTION_TYPE.ANCHOR, ATTENTION_TYPE.MATCH], { error: '关注类型无效' }));

/**
 * Query of GET /api/attention/operAttention: follow (operateType 1) or unfollow (0) an anchor
 * (type 1, targetId the anchor's user id; stored as a follow of FOLLOW_TARGET.USER) or a match (type 2,
 * targetId the match id, matchType 1 football or 2 basketball; FOLLOW_TARGET.FOOTBALL_MATCH or
 * BASKETBALL_MATCH). It changes state through GET, so the token must come in the accessToken header.
 */
export const operAttentionQuerySchema = z
  .object({
    type: attentionTypeSchema,
    operateType: operateTypeSchema,
    targetId: positiveId('关注对象无效'),
    matchType: matchKindSchema.optional(),
  })
  .refine((query) => query.type !== ATTENTION_TYPE.MATCH || query.matchType !== undefined, {
    error: MATCH_TYPE_REQUIRED_ERROR,
    path: ['matchType'],
  });
/** Query of GET /api/attention/operAttention. */
export type OperAttentionQuery = z.infer<typeof operAttentionQuerySchema>;
/** The `data` of GET /api/attention/operAttention: the follow state after the call and the target's follower count. */
export const operAttentionResponseSchema = z.object({ followed: z.boolean(), followerCount: z.number().int().nonnegative() });
/** The `data` of GET /api/attention/operAttention. */
export type OperAttentionResponse = z.infer<typeof operAttentionResponseSchema>;

/** A followed match, with what the live scores know of it. */
export const attentionMatchSchema = z.object({
  matchId: z.number().int(),
  matchType: z.number().int(),
  leagueName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  /** ISO 8601 kick-off; null when unknown. */
  matchTime: z.string().nullable(),
  /** ISO 8601. */
  followedAt: z.string(),
  /** Open rooms showing the match now. */
  liveRoomCount: z.number().int().nonnegative(),
});
/** A followed match. */
export type AttentionMatch = z.infer<typeof attentionMatchSchema>;
/** The `data` of GET /api/attention/getAttentionMatchByUser: the caller's followed matches, newest follow first. */
export const attentionMatchListSchema = z.array(attentionMatchSchema);

/** A followed anchor with their room. */
export const attentionAnchorSchema = z.object({
  anchorId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  roomId: z.number().int().nullable(),
  title: z.string(),
  cover: z.string(),
  isLive: roomLiveFlagSchema,
  onAir: z.boolean(),
  followerCount: z.number().int().nonnegative(),
  /** ISO 8601. */
  followedAt: z.string(),
});
/** A followed anchor with their room. */
export type AttentionAnchor = z.infer<typeof attentionAnchorSchema>;

/** Query of GET /api/attention/pageAttention: one page of the caller's follows of one kind (anchors unless given). */
export const pageAttentionQuerySchema = z.object({
  attentionType: attentionTypeSchema.default(ATTENTION_TYPE.ANCHOR),
  page: queryInt.pipe(z.number().int().positive().default(1)),
  pageSize: queryInt.pipe(z.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE)),
});
/** Query of GET /api/attention/pageAttention. */
export type PageAttentionQuery = z.infer<typeof pageAttentionQuerySchema>;
/** The `data` of GET /api/attention/pageAttention with attentionType 1: followed anchors, open rooms first. */
export const attentionAnchorPageSchema = z.object({ list: z.array(attentionAnchorSchema), total: z.number().int().nonnegative() });
/** The `data` of GET /api/attention/pageAttention with attentionType 2: followed matches. */
export const attentionMatchPageSchema = z.object({ list: z.array(attentionMatchSchema), total: z.number().int().nonnegative() });
/** The `data` of GET /api/attention/pageAttention: the page of the kind asked for. */
export const pageAttentionResponseSchema = z.union([attentionAnchorPageSchema, attentionMatchPageSchema]);

/** Query of GET /api/user/info: an anchor's (or any user's) public card. */
export const anchorInfoQuerySchema = z.object({ id: userIdQuerySchema });
/** Query of GET /api/user/info. */
export type AnchorInfoQuery = z.infer<typeof anchorInfoQuerySchema>;

/** Anchors GET /api/user/recommend returns unless `size` is given. */
export const RECOMMEND_ANCHOR_SIZE = 8;
/** Query of GET /api/user/recommend: anchors to suggest, open rooms first, then most followed. */
export const recommendAnchorQuerySchema = z.object({
  size: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(50).default(RECOMMEND_ANCHOR_SIZE)),
});
/** The `data` of GET /api/user/recommend, /api/user/hot and the anchors of /api/search/list. */
export const anchorCardListSchema = z.array(anchorCardSchema);

/** Query of GET /api/user/hot: the most followed anchors, 20 unless given, of one nav (`type`) or all. */
export const hotAnchorQuerySchema = z.object({
  size: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(100).default(HOT_USERS_SIZE)),
  type: z.preprocess((value) => (value === '' ? undefined : value), roomNavSchema.optional()),
});
/** Query of GET /api/user/hot. */
export type HotAnchorQuery = z.infer<typeof hotAnchorQuerySchema>;

/** Query of GET /api/user/pageList: anchors whose nickname contains `word`, a page at a time. */
export const anchorPageQuerySchema = z.object({
  word: z.string().trim().max(40).optional(),
  page: queryInt.pipe(z.number().int().positive().default(1)),
  pageSize: queryInt.pipe(z.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE)),
});
/** Query of GET /api/user/pageList. */
export type AnchorPageQuery = z.infer<typeof anchorPageQuerySchema>;
/** The `data` of GET /api/user/pageList. */
export const anchorPageSchema = z.object({ list: z.array(anchorCardSchema), total: z.number().int().nonnegative() });
/** The `data` of GET /api/user/pageList. */
export type AnchorPage = z.infer<typeof anchorPageSchema>;

/** The `data` of GET /api/user/coin: the caller's two balances. */
export const userCoinSchema = z.object({ balance: z.number().int().nonnegative(), ticket: z.number().int().nonnegative() });
/** The `data` of GET /api/user/coin. */
export type UserCoin = z.infer<typeof userCoinSchema>;

/** `rankType` of GET /api/rank/anchor: followers gained today, this week or this month (Beijing time). */
export const RANK_TYPE = { DAY: 1, WEEK: 2, MONTH: 3 } as const;
/** A value of {@link RANK_TYPE}. */
export type RankType = (typeof RANK_TYPE)[keyof typeof RANK_TYPE];
/** Anchors a rank lists. */
export const ANCHOR_RANK_SIZE = 20;
/** Query of GET /api/rank/anchor; the day unless given. */
export const anchorRankQuerySchema = z.object({
  rankType: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: '榜单类型无效' })
      .pipe(z.literal([RANK_TYPE.DAY, RANK_TYPE.WEEK, RANK_TYPE.MONTH], { error: '榜单类型无效' }))
      .default(RANK_TYPE.DAY),
  ),
});
/** Query of GET /api/rank/anchor. */
export type AnchorRankQuery = z.infer<typeof anchorRankQuerySchema>;
/** One place of the anchor rank. */
export const anchorRankEntrySchema = z.object({
  rank: z.number().int().positive(),
  anchorId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  roomId: z.number().int().nullable(),
  isLive: roomLiveFlagSchema,
  /** Whether the room's stream is on air now; false for a closed room. */
  onAir: z.boolean(),
  /** Followers gained in the period. */
  score: z.number().int().nonnegative(),
});
/** One place of the anchor rank. */
export type AnchorRankEntry = z.infer<typeof anchorRankEntrySchema>;
/** The `data` of GET /api/rank/anchor: at most 20 anchors, most gained first. */
export const anchorRankSchema = z.array(anchorRankEntrySchema);

/** Longest search word. */
export const SEARCH_WORD_MAX_LENGTH = 40;
/** Error of a blank search word. */
export const SEARCH_WORD_ERROR = '请输入搜索内容';
const searchWordSchema = z.string().trim().min(1, SEARCH_WORD_ERROR).max(SEARCH_WORD_MAX_LENGTH, SEARCH_WORD_ERROR);

/** Query of GET /api/search/list: rooms (title or anchor nickname) and anchors matching a word. */
export const searchListQuerySchema = z.object({ word: searchWordSchema });
/** Query of GET /api/search/list. */
export type SearchListQuery = z.infer<typeof searchListQuerySchema>;
/** The `data` of GET /api/search/list: up to 30 of each, open rooms first. */
export const searchListSchema = z.object({ rooms: z.array(roomCardSchema), anchors: z.array(anchorCardSchema) });
/** The `data` of GET /api/search/list. */
export type SearchList = z.infer<typeof searchListSchema>;

/** Query of GET /api/search/roomByWord: rooms whose title or anchor matches; `type` as ROOM_TYPE (open only unless 2). */
export const roomByWordQuerySchema = z.object({
  word: searchWordSchema,
  type: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().pipe(z.literal([ROOM_TYPE.LIVE, ROOM_TYPE.ALL])).default(ROOM_TYPE.LIVE),
  ),
});
/** Query of GET /api/search/roomByWord. */
export type RoomByWordQuery = z.infer<typeof roomByWordQuerySchema>;
/** The `data` of GET /api/search/roomByWord. */
export const roomByWordListSchema = z.array(roomCardSchema);

/** Where an anchor application stands (GET /api/audit/info). */
export const AUDIT_STATUS = { NONE: 0, REVIEWING: 1, PASSED: 2, REJECTED: 3 } as const;
/** A value of {@link AUDIT_STATUS}. */
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];
/** What /v/apply shows for each {@link AUDIT_STATUS}. */
export const AUDIT_STATUS_LABELS = { 0: '未申请', 1: '审核中', 2: '已通过', 3: '未通过' } as const;

/** Shortest and longest introduction, in characters. */
export const AUDIT_INTRODUCTION_MIN_LENGTH = 10;
export const AUDIT_INTRODUCTION_MAX_LENGTH = 500;
/** Error of an introduction outside those bounds. */
export const AUDIT_INTRODUCTION_ERROR = `个人介绍需${AUDIT_INTRODUCTION_MIN_LENGTH}-${AUDIT_INTRODUCTION_MAX_LENGTH}个字`;
/** Refusal of an anchor application by a user who is an anchor already. */
export const ALREADY_ANCHOR_MESSAGE = '您已经是主播了';
/** Refusal of an anchor application while the user's previous one is under review. */
export const AUDIT_PENDING_MESSAGE = '您的申请正在审核中，请耐心等待';
/** The answer of an anchor application submitted. */
export const AUDIT_SUBMITTED_MESSAGE = '申请已提交，请等待审核';
/** The operator reviewing a user who has no application under review. */
export const NO_PENDING_AUDIT_MESSAGE = '该用户没有待审核的申请';
/** The operator rejecting an application without a reason. */
export const REJECT_REASON_REQUIRED_MESSAGE = '请填写驳回原因';
/** The reason an approval carries when the operator gives none; the applicant reads it. */
export const DEFAULT_APPROVAL_REASON = '审核通过，欢迎成为主播';
/** Refusal of an operator call without the operator's token. */
export const OPERATOR_REFUSED_MESSAGE = '无权进行运营操作';
/** The operator's answer of an application approved. */
export const AUDIT_APPROVED_MESSAGE = '已通过';
/** The operator's answer of an application rejected. */
export const AUDIT_REJECTED_MESSAGE = '已驳回';

/** The body of POST /api/audit/submit: the /v/apply form. */
export const auditSubmitRequestSchema = z.object({
  realName: z
    .string()
    .trim()
    .max(20, { error: REAL_NAME_ERROR, abort: true })
    .regex(/^[\u3400-\u9fff][\u3400-\u9fff·]{0,18}[\u3400-\u9fff]$/, REAL_NAME_ERROR),
  /** A mobile to reach the applicant. */
  contact: z.string().regex(/^\d{11}$/, PHONE_ERROR),
  /** Optional QQ or WeChat id. */
  socialAccount: z.string().trim().max(40, '社交账号不能超过40个字').optional(),
  introduction: z
    .string()
    .trim()
    .refine((value) => {
      const length = [...value].length;
      return length >= AUDIT_INTRODUCTION_MIN_LENGTH && length <= AUDIT_INTRODUCTION_MAX_LENGTH;
    }, AUDIT_INTRODUCTION_ERROR),
  /** The nav the applicant means to stream in. */
  navId: roomNavSchema,
});
/** The body of POST /api/audit/submit. */
export type AuditSubmitRequest = z.infer<typeof auditSubmitRequestSchema>;

/** The `data` of GET /api/audit/info and POST /api/audit/submit: the caller's latest application. */
export const auditInfoSchema = z.object({
  status: z.literal([AUDIT_STATUS.NONE, AUDIT_STATUS.REVIEWING, AUDIT_STATUS.PASSED, AUDIT_STATUS.REJECTED]),
  /** The operator's reason on pass or rejection; empty otherwise. */
  reason: z.string(),
  realName: z.string().nullable(),
  contact: z.string().nullable(),
  socialAccount: z.string().nullable(),
  introduction: z.string().nullable(),
  navId: z.number().int().nullable(),
  /** ISO 8601; null without an application. */
  submittedAt: z.string().nullable(),
  /** ISO 8601; null until reviewed. */
  reviewedAt: z.string().nullable(),
});
/** The caller's latest anchor application. */
export type AuditInfo = z.infer<typeof auditInfoSchema>;

/** The header that carries OPERATOR_TOKEN to the operator routes. */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
/** The body of POST /operator/audit/review: approve or reject a user's pending application. */
export const auditReviewRequestSchema = z.object({
  userId: z.number().int().positive(),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(200).optional(),
});
/** The body of POST /operator/audit/review. */
export type AuditReviewRequest = z.infer<typeof auditReviewRequestSchema>;
/** One pending or reviewed application as operators list it (GET /operator/audit/list). */
export const auditApplicationSchema = auditInfoSchema.extend({ id: z.number().int(), userId: z.number().int(), nickName: z.string() });
/** An application as operators see it. */
export type AuditApplication = z.infer<typeof auditApplicationSchema>;
