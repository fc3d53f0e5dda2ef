import { createContext, useContext } from 'react';
import {
  ATTENTION_TYPE,
  COVER_UPLOAD_FAILED,
  DEFAULT_PAGE_SIZE,
  OPERATE_TYPE,
  attentionAnchorPageSchema,
  routes,
  type AnchorCard,
  type AnchorRankEntry,
  type AttentionAnchor,
  type AttentionMatch,
  type AuditInfo,
  type AuditSubmitRequest,
  type HistoryPage,
  type LiveNav,
  type MatchReservation,
  type MatchType,
  type MatchReserveRequestInput,
  type OperAttentionResponse,
  type ReportAddRequest,
  type RoomCard,
  type RoomAudience,
  type RoomDetail,
  type RoomPage,
  type RoomSettingRequest,
  type RoomUpRequest,
} from '@portal/contracts';
import { api, type ApiClient, type ApiResult } from '../lib/api';
import { callRoute, narrowAnswer } from '../lib/api-call';


export type { LiveNav };

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
    navs: (): Promise<ApiResult<LiveNav[]>> => callRoute(client, routes.api.navList, {}),

    roomPage: ({ navId, word, page, pageSize = DEFAULT_PAGE_SIZE }: RoomPageFilter): Promise<ApiResult<RoomPage>> =>
      callRoute(client, routes.api.roomPage, { query: { navId, word: word || undefined, page, pageSize } }),

    hotRooms: (size: number): Promise<ApiResult<RoomCard[]>> => callRoute(client, routes.api.hotAppRoom, { query: { size } }),

    roomDetail: (roomId: number): Promise<ApiResult<RoomDetail>> => callRoute(client, routes.api.roomDetail, { query: { roomId } }),

    /** How many have the room's page open now. */
    roomAudience: (roomId: number): Promise<ApiResult<RoomAudience>> => callRoute(client, routes.api.roomAudience, { query: { roomId } }),

    /** The signed-in anchor's own room. */
    myRoom: (): Promise<ApiResult<RoomDetail>> => callRoute(client, routes.api.roomInfo, {}),

    follow: (target: FollowTarget, follow: boolean): Promise<ApiResult<OperAttentionResponse>> =>
      callRoute(client, routes.api.operAttention, {
        query: {
          operateType: follow ? OPERATE_TYPE.ADD : OPERATE_TYPE.CANCEL,
          ...(target.type === 'anchor'
            ? { type: ATTENTION_TYPE.ANCHOR, targetId: target.anchorId }
            : { type: ATTENTION_TYPE.MATCH, targetId: target.matchId, matchType: target.matchType }),
        },
      }),

    followedAnchors: (page: number, pageSize = DEFAULT_PAGE_SIZE): Promise<ApiResult<{ list: AttentionAnchor[]; total: number }>> =>
      narrowAnswer(
        callRoute(client, routes.api.pageAttention, { query: { attentionType: ATTENTION_TYPE.ANCHOR, page, pageSize } }),
        attentionAnchorPageSchema,
      ),

    /** Anchors to follow: those with an open room first, then the most followed. */
    recommendedAnchors: (size: number): Promise<ApiResult<AnchorCard[]>> => callRoute(client, routes.api.userRecommend, { query: { size } }),

    followedMatches: (): Promise<ApiResult<AttentionMatch[]>> => callRoute(client, routes.api.attentionMatches, {}),

    anchorRank: (rankType: number): Promise<ApiResult<AnchorRankEntry[]>> => callRoute(client, routes.api.rankAnchor, { query: { rankType } }),

    /** Matches anchors reserved: one anchor's, or every anchor's without `anchorId`; one match's with `matchId` and `matchType`. */
    reservations: (query: { anchorId?: number; matchId?: number; matchType?: MatchType } = {}): Promise<ApiResult<MatchReservation[]>> =>
      callRoute(client, routes.api.matchList, { query }),

    /** The reservations of the anchors and of the matches the signed-in user follows. */
    followedReservations: (): Promise<ApiResult<MatchReservation[]>> => callRoute(client, routes.api.reserveMatchByUser, {}),

    /** The signed-in anchor reserves a match for their room, or (operateType 0) cancels the reservation. */
    reserve: (request: MatchReserveRequestInput): Promise<ApiResult<MatchReservation | null>> =>
      callRoute(client, routes.api.matchReserve, { body: request }),

    report: (report: ReportAddRequest) => callRoute(client, routes.chat.reportAdd, { body: report }),

    auditInfo: (): Promise<ApiResult<AuditInfo>> => callRoute(client, routes.api.auditInfo, {}),

    submitAudit: (application: AuditSubmitRequest): Promise<ApiResult<AuditInfo>> =>
      callRoute(client, routes.api.auditSubmit, { body: application }),

    openRoom: (opening: RoomUpRequest): Promise<ApiResult<RoomDetail>> => callRoute(client, routes.api.roomUp, { body: opening }),

    closeRoom: (roomId: number): Promise<ApiResult<RoomDetail>> => callRoute(client, routes.api.roomDown, { query: { roomId } }),

    saveRoom: (settings: RoomSettingRequest) => callRoute(client, routes.api.roomSetting, { body: settings }),

    /** Uploads one picture (a data URL) for the room's cover; answers the URL it is served at. */
    uploadCover: async (dataUrl: string): Promise<ApiResult<string>> => {
      const answer = await callRoute(client, routes.api.uploadBase64, { body: { images: [dataUrl] } });
      if (!answer.ok) return answer;
      const [url] = answer.data;
      return url ? { ...answer, data: url } : { ok: false, code: 500, message: COVER_UPLOAD_FAILED, data: null };
    },

    /** The signed-in anchor's past sessions, newest first. */
    sessions: (page: number, pageSize = DEFAULT_PAGE_SIZE): Promise<ApiResult<HistoryPage>> =>
      callRoute(client, routes.api.historyList, { query: { page, pageSize } }),
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
