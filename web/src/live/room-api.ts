import { createContext, useContext } from 'react';
import { z } from 'zod';
import {
  ATTENTION_TYPE,
  COVER_UPLOAD_FAILED,
  DEFAULT_PAGE_SIZE,
  OPERATE_TYPE,
  anchorRankSchema,
  attentionAnchorPageSchema,
  attentionMatchListSchema,
  auditInfoSchema,
  historyPageSchema,
  hotRoomListSchema,
  matchReservationListSchema,
  multiUploadResponseSchema,
  operAttentionResponseSchema,
  reportAddResponseSchema,
  roomDetailSchema,
  roomPageSchema,
  type AnchorRankEntry,
  type AttentionAnchor,
  type AttentionMatch,
  type AuditInfo,
  type AuditSubmitRequest,
  type HistoryPage,
  type MatchReservation,
  type OperAttentionResponse,
  type ReportAddRequest,
  type RoomCard,
  type RoomDetail,
  type RoomPage,
  type RoomSettingRequest,
  type RoomUpRequest,
} from '@portal/contracts';
import { api, type ApiClient, type ApiResult } from '../lib/api';
import { listOf } from '../list-of';


/** A tab of the live directory (足球, 篮球, 其他, 电竞), as GET /api/nav/list answers it. */
export const liveNavSchema = z.object({ id: z.number().int(), name: z.string() });
export type LiveNav = z.infer<typeof liveNavSchema>;

export interface RoomPageFilter {
  navId?: number;
  word?: string;
  page: number;
  pageSize?: number;
}

/** What can be followed: an anchor (by user id) or a match (by match id and type). */
export type FollowTarget = { type: 'anchor'; anchorId: number } | { type: 'match'; matchId: number; matchType: number };

/** Every call of the live pages, through one API client. */
export function createRoomApi(client: ApiClient) {
  return {
    navs: (): Promise<ApiResult<LiveNav[]>> => client.get('/api/nav/list', undefined, { schema: listOf(liveNavSchema) }),

    roomPage: ({ navId, word, page, pageSize = DEFAULT_PAGE_SIZE }: RoomPageFilter): Promise<ApiResult<RoomPage>> =>
      client.get('/api/room/page', { navId, word: word || undefined, page, pageSize }, { schema: roomPageSchema }),

    hotRooms: (size: number): Promise<ApiResult<RoomCard[]>> =>
      client.get('/api/room/hotAppRoom', { size }, { schema: hotRoomListSchema }),

    roomDetail: (roomId: number): Promise<ApiResult<RoomDetail>> =>
      client.get('/api/room/detail', { roomId }, { schema: roomDetailSchema }),

    /** The signed-in anchor's own room; null before they have one. */
    myRoom: (): Promise<ApiResult<RoomDetail | null>> =>
      client.get('/api/room/info', undefined, { schema: roomDetailSchema.nullable() }),

    follow: (target: FollowTarget, follow: boolean): Promise<ApiResult<OperAttentionResponse>> =>
      client.get(
        '/api/attention/operAttention',
        {
          operateType: follow ? OPERATE_TYPE.ADD : OPERATE_TYPE.CANCEL,
          ...(target.type === 'anchor'
            ? { type: ATTENTION_TYPE.ANCHOR, targetId: target.anchorId }
            : { type: ATTENTION_TYPE.MATCH, targetId: target.matchId, matchType: target.matchType }),
        },
        { schema: operAttentionResponseSchema },
      ),

    followedAnchors: (page: number, pageSize = DEFAULT_PAGE_SIZE): Promise<ApiResult<{ list: AttentionAnchor[]; total: number }>> =>
      client.get(
        '/api/attention/pageAttention',
        { attentionType: ATTENTION_TYPE.ANCHOR, page, pageSize },
        { schema: attentionAnchorPageSchema },
      ),

    followedMatches: (): Promise<ApiResult<AttentionMatch[]>> =>
      client.get('/api/attention/getAttentionMatchByUser', undefined, { schema: attentionMatchListSchema }),

    anchorRank: (rankType: number): Promise<ApiResult<AnchorRankEntry[]>> =>
      client.get('/api/rank/anchor', { rankType }, { schema: anchorRankSchema }),

    /** Matches anchors reserved: one anchor's, or every anchor's without `anchorId`. */
    reservations: (anchorId?: number): Promise<ApiResult<MatchReservation[]>> =>
      client.get('/api/match/list', { anchorId }, { schema: matchReservationListSchema }),

    /** Matches the anchors the signed-in user follows reserved. */
    followedReservations: (): Promise<ApiResult<MatchReservation[]>> =>
      client.get('/api/match/reserveMatchByUser', undefined, { schema: matchReservationListSchema }),

    report: (report: ReportAddRequest) => client.post('/api/report/add', report, { schema: reportAddResponseSchema }),

    auditInfo: (): Promise<ApiResult<AuditInfo>> => client.get('/api/audit/info', undefined, { schema: auditInfoSchema }),

    submitAudit: (application: AuditSubmitRequest): Promise<ApiResult<AuditInfo>> =>
      client.post('/api/audit/submit', application, { schema: auditInfoSchema }),

    openRoom: (opening: RoomUpRequest): Promise<ApiResult<RoomDetail>> =>
      client.post('/api/room/up', opening, { schema: roomDetailSchema }),

    closeRoom: (roomId: number): Promise<ApiResult<RoomDetail>> =>
      client.get('/api/room/down', { roomId }, { schema: roomDetailSchema }),

    saveRoom: (settings: RoomSettingRequest) => client.post('/api/room/setting', settings),

    /** Uploads one picture (a data URL) for the room's cover; answers the URL it is served at. */
    uploadCover: async (dataUrl: string): Promise<ApiResult<string>> => {
      const answer = await client.post('/api/upload/multiUploadBase64', { images: [dataUrl] }, { schema: multiUploadResponseSchema });
      if (!answer.ok) return answer;
      const [url] = answer.data;
      return url ? { ...answer, data: url } : { ok: false, code: 500, message: COVER_UPLOAD_FAILED, data: null };
    },

    /** The signed-in anchor's past sessions, newest first. */
    sessions: (page: number, pageSize = DEFAULT_PAGE_SIZE): Promise<ApiResult<HistoryPage>> =>
      client.get('/api/history/list', { page, pageSize }, { schema: historyPageSchema }),
  };
}

export type RoomApi = ReturnType<typeof createRoomApi>;

const RoomApiContext = createContext<RoomApi | null>(null);

/** Gives the live pages below an API of their own (a test's fake gateway); without it they use the app's client. */
export const RoomApiProvider = RoomApiContext.Provider;

let appRoomApi: RoomApi | undefined;

export function useRoomApi(): RoomApi {
  const provided = useContext(RoomApiContext);
  if (provided) return provided;
  appRoomApi ??= createRoomApi(api);
  return appRoomApi;
}
