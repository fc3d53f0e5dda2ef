import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchType, RoomDetail } from '@portal/contracts';
import { answerData } from '../lib/query-client';
import { useRoomApi, type RoomApi, type RoomPageFilter } from './room-api';

/**
 * Which reservations: every anchor's, one anchor's, one match's, or those of the anchors and the
 * matches the signed-in user follows.
 */
export type ReservationsOf =
  | { of: 'everyone' }
  | { of: 'anchor'; anchorId: number }
  | { of: 'match'; matchId: number; matchType: MatchType }
  | { of: 'followed' };

/** The GET /api/match/list query of a {@link ReservationsOf} other than the followed ones. */
function reservationQuery(whose: Exclude<ReservationsOf, { of: 'followed' }>) {
  if (whose.of === 'anchor') return { anchorId: whose.anchorId };
  if (whose.of === 'match') return { matchId: whose.matchId, matchType: whose.matchType };
  return {};
}

/** How often an open room page asks again how many watch it. */
export const AUDIENCE_REFRESH_MS = 20_000;

export const liveKeys = {
  all: ['live'] as const,
  navs: () => [...liveKeys.all, 'navs'] as const,
  roomPage: (filter: RoomPageFilter) => [...liveKeys.all, 'room-page', filter] as const,
  hotRooms: (size: number) => [...liveKeys.all, 'hot-rooms', size] as const,
  room: (roomId: number) => [...liveKeys.all, 'room', roomId] as const,
  audience: (roomId: number) => [...liveKeys.all, 'audience', roomId] as const,
  myRoom: () => [...liveKeys.all, 'my-room'] as const,
  /** Everything that changes when the user follows or unfollows. */
  follows: () => [...liveKeys.all, 'follows'] as const,
  followedAnchorPages: () => [...liveKeys.follows(), 'anchors'] as const,
  followedAnchors: (page: number) => [...liveKeys.followedAnchorPages(), page] as const,
  followedMatches: () => [...liveKeys.follows(), 'matches'] as const,
  /** Under the follows: a follow takes the anchor off the recommendations. */
  recommendedAnchors: (size: number) => [...liveKeys.follows(), 'recommended', size] as const,
  anchorRank: (rankType: number) => [...liveKeys.all, 'anchor-rank', rankType] as const,
  /** Every list of reservations: a reservation made or cancelled changes them. */
  allReservations: () => [...liveKeys.all, 'reservations'] as const,
  reservations: (whose: ReservationsOf) => [...liveKeys.allReservations(), whose] as const,
  auditInfo: () => [...liveKeys.all, 'audit'] as const,
  sessions: (page: number) => [...liveKeys.all, 'sessions', page] as const,
};

export const liveQueries = {
  navs: (roomApi: RoomApi) =>
    queryOptions({ queryKey: liveKeys.navs(), queryFn: () => answerData(roomApi.navs()), staleTime: Infinity }),
  roomPage: (roomApi: RoomApi, filter: RoomPageFilter) =>
    queryOptions({
      queryKey: liveKeys.roomPage(filter),
      queryFn: () => answerData(roomApi.roomPage(filter)),
      placeholderData: keepPreviousData,
    }),
  hotRooms: (roomApi: RoomApi, size: number) =>
    queryOptions({ queryKey: liveKeys.hotRooms(size), queryFn: () => answerData(roomApi.hotRooms(size)) }),
  room: (roomApi: RoomApi, roomId: number) =>
    queryOptions<RoomDetail>({ queryKey: liveKeys.room(roomId), queryFn: () => answerData(roomApi.roomDetail(roomId)) }),
  /** How many watch the room, asked again every {@link AUDIENCE_REFRESH_MS} while the page is open. */
  audience: (roomApi: RoomApi, roomId: number) =>
    queryOptions({
      queryKey: liveKeys.audience(roomId),
      queryFn: () => answerData(roomApi.roomAudience(roomId)),
      refetchInterval: AUDIENCE_REFRESH_MS,
    }),
  myRoom: (roomApi: RoomApi) => queryOptions({ queryKey: liveKeys.myRoom(), queryFn: () => answerData(roomApi.myRoom()) }),
  followedAnchors: (roomApi: RoomApi, page: number) =>
    queryOptions({
      queryKey: liveKeys.followedAnchors(page),
      queryFn: () => answerData(roomApi.followedAnchors(page)),
      placeholderData: keepPreviousData,
    }),
  recommendedAnchors: (roomApi: RoomApi, size: number) =>
    queryOptions({ queryKey: liveKeys.recommendedAnchors(size), queryFn: () => answerData(roomApi.recommendedAnchors(size)) }),
  followedMatches: (roomApi: RoomApi) =>
    queryOptions({ queryKey: liveKeys.followedMatches(), queryFn: () => answerData(roomApi.followedMatches()) }),
  anchorRank: (roomApi: RoomApi, rankType: number) =>
    queryOptions({ queryKey: liveKeys.anchorRank(rankType), queryFn: () => answerData(roomApi.anchorRank(rankType)) }),
  reservations: (roomApi: RoomApi, whose: ReservationsOf) =>
    queryOptions({
      queryKey: liveKeys.reservations(whose),
      queryFn: () => answerData(whose.of === 'followed' ? roomApi.followedReservations() : roomApi.reservations(reservationQuery(whose))),
    }),
  auditInfo: (roomApi: RoomApi) =>
    queryOptions({ queryKey: liveKeys.auditInfo(), queryFn: () => answerData(roomApi.auditInfo()) }),
  sessions: (roomApi: RoomApi, page: number) =>
    queryOptions({
      queryKey: liveKeys.sessions(page),
      queryFn: () => answerData(roomApi.sessions(page)),
      placeholderData: keepPreviousData,
    }),
};

/** The live directory's tabs (GET /api/nav/list): one request for every page that shows them. */
export function useLiveNavs() {
  return useQuery(liveQueries.navs(useRoomApi()));
}

/** The signed-in anchor's own room; null before they have one. */
export function useMyRoom() {
  return useQuery(liveQueries.myRoom(useRoomApi()));
}
