import { z } from 'zod';
import { anchorByMatchListSchema, anchorByMatchQuerySchema, anchorCardListSchema, anchorCardSchema, anchorInfoQuerySchema, anchorPageQuerySchema, anchorPageSchema, anchorRankQuerySchema, anchorRankSchema, attentionMatchListSchema, auditInfoSchema, auditSubmitRequestSchema, historyListQuerySchema, historyPageSchema, hotAnchorQuerySchema, hotRoomListSchema, hotRoomQuerySchema, matchReservationListSchema, matchReservationQuerySchema, matchReserveRequestSchema, matchReserveResponseSchema, operAttentionQuerySchema, operAttentionResponseSchema, pageAttentionQuerySchema, pageAttentionResponseSchema, recommendAnchorQuerySchema, reserveMatchByUserQuerySchema, roomAudienceQuerySchema, roomAudienceSchema, roomByWordListSchema, roomByWordQuerySchema, roomDetailQuerySchema, roomDetailSchema, roomDownQuerySchema, roomInfoQuerySchema, roomPageQuerySchema, roomPageSchema, roomSettingRequestSchema, roomUpRequestSchema, searchListQuerySchema, searchListSchema, userCoinSchema } from '../room';
import { dataHotQuerySchema, matchRowsResponseSchema, nextMatchQuerySchema, nextMatchResponseSchema, scheduleDateQuerySchema, scheduleDatesResponseSchema } from '../scores';
import { multiUploadRequestSchema, multiUploadResponseSchema, UPLOAD_MAX_ENCODED_IMAGE_LENGTH } from '../user';
import { giverRankSchema, nobilityActiveQuerySchema, nobilityBubbleSchema, ownedNobilitySchema, priceRankQuerySchema } from '../wallet';
import { defineRoute, defineRoutes, getQuery } from './define';
import { placedBannerSchema } from './inform';
import { pageHeadQuerySchema, pageHeadSchema } from '../page-head';

/** A tab of the live directory (足球, 篮球, 其他, 电竞). */
export const liveNavSchema = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
/** A tab of the live directory. */
export type LiveNav = z.infer<typeof liveNavSchema>;

/** The live-room API (SPEC §7 "Live-room API") other than chat: rooms, matches, follows, anchors, ranks, audit, nobility. */
export const apiRoutes = defineRoutes({
  pageHead: defineRoute({
    method: 'GET',
    path: '/api/page/head',
    query: getQuery(pageHeadQuerySchema.shape),
    response: pageHeadSchema,
    summary: "A page's title, description, canonical path, Open Graph and JSON-LD, from what the page shows.",
  }),
  navList: defineRoute({ method: 'GET', path: '/api/nav/list', query: getQuery({}), response: z.array(liveNavSchema) }),
  bannerList: defineRoute({
    method: 'GET',
    path: '/api/banner/list',
    query: getQuery({ placeCode: z.string().min(1).optional() }),
    response: z.array(placedBannerSchema),
  }),
  uploadBase64: defineRoute({
    method: 'POST',
    path: '/api/upload/multiUploadBase64',
    body: multiUploadRequestSchema,
    // Base64 images are long text: the policy leaves room above the schema's own limit, whose
    // message (单张图片不能超过2MB) is the one a user over it should see.
    maxTextLength: 2 * UPLOAD_MAX_ENCODED_IMAGE_LENGTH,
    response: multiUploadResponseSchema,
  }),
  roomPage: defineRoute({ method: 'GET', path: '/api/room/page', query: getQuery(roomPageQuerySchema.shape), response: roomPageSchema }),
  hotAppRoom: defineRoute({ method: 'GET', path: '/api/room/hotAppRoom', query: getQuery(hotRoomQuerySchema.shape), response: hotRoomListSchema }),
  roomAudience: defineRoute({
    method: 'GET',
    path: '/api/room/audience',
    query: getQuery(roomAudienceQuerySchema.shape),
    response: roomAudienceSchema,
    summary: "How many have a room's page open now, on every gateway.",
  }),
  roomDetail: defineRoute({ method: 'GET', path: '/api/room/detail', query: getQuery(roomDetailQuerySchema.shape), response: roomDetailSchema }),
  roomInfo: defineRoute({
    method: 'GET',
    path: '/api/room/info',
    query: getQuery(roomInfoQuerySchema.shape),
    response: roomDetailSchema,
    summary: "A room; without roomId the caller's own.",
  }),
  roomUp: defineRoute({ method: 'POST', path: '/api/room/up', body: roomUpRequestSchema, response: roomDetailSchema }),
  roomDown: defineRoute({ method: 'GET', path: '/api/room/down', query: getQuery(roomDownQuerySchema.shape), response: roomDetailSchema }),
  roomSetting: defineRoute({ method: 'POST', path: '/api/room/setting', body: roomSettingRequestSchema, response: roomDetailSchema }),
  historyList: defineRoute({ method: 'GET', path: '/api/history/list', query: getQuery(historyListQuerySchema.shape), response: historyPageSchema }),
  matchDates: defineRoute({ method: 'GET', path: '/api/match/dates', query: getQuery({}), response: scheduleDatesResponseSchema }),
  matchHot: defineRoute({ method: 'GET', path: '/api/match/hot', query: getQuery(scheduleDateQuerySchema.shape), response: matchRowsResponseSchema }),
  matchSchedule: defineRoute({
    method: 'GET',
    path: '/api/match/schedule',
    query: getQuery(scheduleDateQuerySchema.shape),
    response: matchRowsResponseSchema,
  }),
  matchDataHot: defineRoute({ method: 'GET', path: '/api/match/dataHot', query: getQuery(dataHotQuerySchema.shape), response: matchRowsResponseSchema }),
  matchNext: defineRoute({ method: 'GET', path: '/api/match/next', query: getQuery(nextMatchQuerySchema.shape), response: nextMatchResponseSchema }),
  anchorByMatch: defineRoute({
    method: 'GET',
    path: '/api/match/pcAnchorByMatch',
    query: getQuery(anchorByMatchQuerySchema.shape),
    response: anchorByMatchListSchema,
  }),
  matchList: defineRoute({
    method: 'GET',
    path: '/api/match/list',
    query: matchReservationQuerySchema,
    response: matchReservationListSchema,
  }),
  matchReserve: defineRoute({ method: 'POST', path: '/api/match/reserve', body: matchReserveRequestSchema, response: matchReserveResponseSchema }),
  reserveMatchByUser: defineRoute({
    method: 'GET',
    path: '/api/match/reserveMatchByUser',
    query: getQuery(reserveMatchByUserQuerySchema.shape),
    response: matchReservationListSchema,
  }),
  operAttention: defineRoute({
    method: 'GET',
    path: '/api/attention/operAttention',
    query: operAttentionQuerySchema,
    response: operAttentionResponseSchema,
  }),
  attentionMatches: defineRoute({
    method: 'GET',
    path: '/api/attention/getAttentionMatchByUser',
    query: getQuery({}),
    response: attentionMatchListSchema,
  }),
  pageAttention: defineRoute({
    method: 'GET',
    path: '/api/attention/pageAttention',
    query: getQuery(pageAttentionQuerySchema.shape),
    response: pageAttentionResponseSchema,
  }),
  userRecommend: defineRoute({
    method: 'GET',
    path: '/api/user/recommend',
    query: getQuery(recommendAnchorQuerySchema.shape),
    response: anchorCardListSchema,
  }),
  userInfo: defineRoute({ method: 'GET', path: '/api/user/info', query: getQuery(anchorInfoQuerySchema.shape), response: anchorCardSchema }),
  userCoin: defineRoute({ method: 'GET', path: '/api/user/coin', query: getQuery({}), response: userCoinSchema }),
  userHot: defineRoute({ method: 'GET', path: '/api/user/hot', query: getQuery(hotAnchorQuerySchema.shape), response: anchorCardListSchema }),
  userPageList: defineRoute({ method: 'GET', path: '/api/user/pageList', query: getQuery(anchorPageQuerySchema.shape), response: anchorPageSchema }),
  rankAnchor: defineRoute({ method: 'GET', path: '/api/rank/anchor', query: getQuery(anchorRankQuerySchema.shape), response: anchorRankSchema }),
  rankPrice: defineRoute({ method: 'GET', path: '/api/rank/price', query: getQuery(priceRankQuerySchema.shape), response: z.array(giverRankSchema) }),
  searchList: defineRoute({ method: 'GET', path: '/api/search/list', query: getQuery(searchListQuerySchema.shape), response: searchListSchema }),
  searchRoomByWord: defineRoute({
    method: 'GET',
    path: '/api/search/roomByWord',
    query: getQuery(roomByWordQuerySchema.shape),
    response: roomByWordListSchema,
  }),
  auditSubmit: defineRoute({ method: 'POST', path: '/api/audit/submit', body: auditSubmitRequestSchema, response: auditInfoSchema }),
  auditInfo: defineRoute({ method: 'GET', path: '/api/audit/info', query: getQuery({}), response: auditInfoSchema }),
  nobilityActive: defineRoute({
    method: 'GET',
    path: '/api/nobility/active',
    query: getQuery(nobilityActiveQuerySchema.shape),
    response: z.array(ownedNobilitySchema),
  }),
  nobilityBubble: defineRoute({ method: 'GET', path: '/api/nobility/bubble', query: getQuery({}), response: nobilityBubbleSchema }),
  nobilityBag: defineRoute({ method: 'GET', path: '/api/nobility/bag', query: getQuery({}), response: z.array(ownedNobilitySchema) }),
});
