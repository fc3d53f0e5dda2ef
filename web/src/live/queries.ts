import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ATTENTION_TYPE,
  COVER_UPLOAD_FAILED,
  DEFAULT_PAGE_SIZE,
  OPERATE_TYPE,
  OPERATION_FAILED,
  SAVE_FAILED,
  SUBMIT_FAILED,
  attentionAnchorPageSchema,
  routes,
  type AuditSubmitRequest,
  type MatchReserveRequestInput,
  type MatchType,
  type ReportAddRequest,
  type RoomDetail,
  type RoomSettingRequest,
  type RoomUpRequest,
} from '@portal/contracts';
import { CallFailure } from '../lib/query-client';
import { readAsDataUrl } from '../lib/read-file';
import { invalidateRoutes, narrowedTo, routeMutation, routeQuery, type MutationEffects } from '../lib/route-query';

export type { LiveNav } from '@portal/contracts';

/** A page of the live directory: a nav's rooms (every nav's without `navId`), those matching `word`. */
export interface RoomPageFilter {
  navId?: number;
  word?: string;
  page: number;
  pageSize?: number;
}

/** What can be followed: an anchor (by user id) or a match (by match id and type). */
export type FollowTarget = { type: 'anchor'; anchorId: number } | { type: 'match'; matchId: number; matchType: number };

/**
 * Which reservations: every anchor's, one anchor's, one match's, or those of the anchors and the
 * matches the signed-in user follows.
 */
export type ReservationsOf =
  | { of: 'everyone' }
  | { of: 'anchor'; anchorId: number }
  | { of: 'match'; matchId: number; matchType: MatchType }
  | { of: 'followed' };

/** How often an open room page asks again how many watch it. */
export const AUDIENCE_REFRESH_MS = 20_000;

/** The GET /api/match/list query of a {@link ReservationsOf} other than the followed ones. */
function reservationQuery(whose: Exclude<ReservationsOf, { of: 'followed' }>) {
  if (whose.of === 'anchor') return { anchorId: whose.anchorId };
  if (whose.of === 'match') return { matchId: whose.matchId, matchType: whose.matchType };
  return {};
}

/** The lists a follow or an unfollow changes: the followed anchors and matches, and the anchors recommended. */
export const FOLLOW_LISTS = [routes.api.pageAttention, routes.api.attentionMatches, routes.api.userRecommend] as const;

/** The lists of reservations: a reservation made or cancelled, or a follow, changes them. */
export const RESERVATION_LISTS = [routes.api.matchList, routes.api.reserveMatchByUser] as const;

/** The first picture of an upload answer; none is a failed upload. */
function firstUrl(urls: string[]): string {
  const [url] = urls;
  if (!url) throw new CallFailure(COVER_UPLOAD_FAILED, 500);
  return url;
}

export const liveQueries = {
  navs: () => routeQuery(routes.api.navList, {}, { staleTime: Infinity }),
  roomPage: ({ navId, word, page, pageSize = DEFAULT_PAGE_SIZE }: RoomPageFilter) =>
    routeQuery(routes.api.roomPage, { query: { navId, word: word || undefined, page, pageSize } }, { placeholderData: keepPreviousData }),
  hotRooms: (size: number) => routeQuery(routes.api.hotAppRoom, { query: { size } }),
  room: (roomId: number) => routeQuery(routes.api.roomDetail, { query: { roomId } }),
  /** How many watch the room, asked again every {@link AUDIENCE_REFRESH_MS} while the page is open. */
  audience: (roomId: number) => routeQuery(routes.api.roomAudience, { query: { roomId } }, { refetchInterval: AUDIENCE_REFRESH_MS }),
  /** The signed-in anchor's own room; null before they have one. */
  myRoom: () => routeQuery(routes.api.roomInfo, {}),
  followedAnchors: (page: number, pageSize = DEFAULT_PAGE_SIZE) =>
    routeQuery(
      routes.api.pageAttention,
      { query: { attentionType: ATTENTION_TYPE.ANCHOR, page, pageSize } },
      { pick: narrowedTo(attentionAnchorPageSchema), placeholderData: keepPreviousData },
    ),
  /** Anchors to follow: those with an open room first, then the most followed. */
  recommendedAnchors: (size: number) => routeQuery(routes.api.userRecommend, { query: { size } }),
  followedMatches: () => routeQuery(routes.api.attentionMatches, {}),
  anchorRank: (rankType: number) => routeQuery(routes.api.rankAnchor, { query: { rankType } }),
  /** Matches anchors reserved: every anchor's, one anchor's, one match's, or those the signed-in user follows. */
  reservations: (whose: ReservationsOf) =>
    whose.of === 'followed'
      ? routeQuery(routes.api.reserveMatchByUser, {})
      : routeQuery(routes.api.matchList, { query: reservationQuery(whose) }),
  auditInfo: () => routeQuery(routes.api.auditInfo, {}),
  /** The signed-in anchor's past sessions, newest first. */
  sessions: (page: number, pageSize = DEFAULT_PAGE_SIZE) =>
    routeQuery(routes.api.historyList, { query: { page, pageSize } }, { placeholderData: keepPreviousData }),
};

/** The lists a follow changed, read again; a followed match is also the star of the score pages and of the goal alerts. */
export function followChanged(client: QueryClient, target: FollowTarget): Promise<unknown> {
  return invalidateRoutes(client, ...FOLLOW_LISTS, ...RESERVATION_LISTS, ...(target.type === 'match' ? [routes.live.collected] : []));
}

export const liveMutations = {
  /** Follows (true) or unfollows (false) `target`. */
  follow: (target: FollowTarget, effects?: MutationEffects<{ followed: boolean; followerCount: number }, boolean>) =>
    routeMutation(
      routes.api.operAttention,
      {
        input: (follow: boolean) => ({
          query: {
            operateType: follow ? OPERATE_TYPE.ADD : OPERATE_TYPE.CANCEL,
            ...(target.type === 'anchor'
              ? { type: ATTENTION_TYPE.ANCHOR, targetId: target.anchorId }
              : { type: ATTENTION_TYPE.MATCH, targetId: target.matchId, matchType: target.matchType }),
          },
        }),
        refused: OPERATION_FAILED,
        onSuccess: (_answer, _follow, _result, { client }) => followChanged(client, target),
      },
      effects,
    ),
  /** The signed-in anchor reserves a match for their room, or (operateType 0) cancels the reservation. */
  reserve: () =>
    routeMutation(routes.api.matchReserve, {
      input: (request: MatchReserveRequestInput) => ({ body: request }),
      refused: OPERATION_FAILED,
      onSettled: (_answer, _error, _request, _result, { client }) => invalidateRoutes(client, ...RESERVATION_LISTS),
    }),
  report: (effects?: MutationEffects<unknown, ReportAddRequest>) =>
    routeMutation(routes.chat.reportAdd, { input: (report: ReportAddRequest) => ({ body: report }), refused: SUBMIT_FAILED }, effects),
  submitAudit: (effects?: MutationEffects<unknown, AuditSubmitRequest>) =>
    routeMutation(
      routes.api.auditSubmit,
      {
        input: (application: AuditSubmitRequest) => ({ body: application }),
        refused: SUBMIT_FAILED,
        onSuccess: (_audit, _application, _result, { client }) => invalidateRoutes(client, routes.api.auditInfo),
      },
      effects,
    ),
  openRoom: (effects?: MutationEffects<RoomDetail, RoomUpRequest>) =>
    routeMutation(
      routes.api.roomUp,
      {
        input: (opening: RoomUpRequest) => ({ body: opening }),
        refused: OPERATION_FAILED,
        onSuccess: (_room, _opening, _result, { client }) => invalidateRoutes(client, routes.api.roomInfo),
      },
      effects,
    ),
  closeRoom: (effects?: MutationEffects<RoomDetail, number>) =>
    routeMutation(
      routes.api.roomDown,
      {
        input: (roomId: number) => ({ query: { roomId } }),
        refused: OPERATION_FAILED,
        onSuccess: (_room, _roomId, _result, { client }) => invalidateRoutes(client, routes.api.roomInfo),
      },
      effects,
    ),
  saveRoom: (effects?: MutationEffects<unknown, RoomSettingRequest>) =>
    routeMutation(
      routes.api.roomSetting,
      {
        input: (settings: RoomSettingRequest) => ({ body: settings }),
        refused: SAVE_FAILED,
        onSuccess: (_room, _settings, _result, { client }) => invalidateRoutes(client, routes.api.roomInfo),
      },
      effects,
    ),
  /** Uploads one picture for the room's cover; answers the URL it is served at. */
  uploadCover: (effects?: MutationEffects<string, File>) =>
    routeMutation(
      routes.api.uploadBase64,
      { input: async (file: File) => ({ body: { images: [await readAsDataUrl(file)] } }), pick: firstUrl, refused: COVER_UPLOAD_FAILED },
      effects,
    ),
};


/** The live directory's tabs (GET /api/nav/list): one request for every page that shows them. */
export function useLiveNavs() {
  return useQuery(liveQueries.navs());
}

/** The signed-in anchor's own room; null before they have one. */
export function useMyRoom() {
  return useQuery(liveQueries.myRoom());
}
