import type { MatchReservation, RoomCard, RoomDetail, UserInfo } from '@portal/contracts';

export const fan: UserInfo = { id: 7, nickName: '老球迷', portrait: null, level: 3, isAnchor: 0, isExpert: 0 };

export function roomCard(roomId: number, overrides: Partial<RoomCard> = {}): RoomCard {
  return {
    roomId,
    anchorId: 100 + roomId,
    nickName: `主播${roomId}`,
    portrait: '/static/portrait/default.svg',
    level: 1,
    title: `直播间${roomId}`,
    cover: '',
    navId: 1,
    navName: '足球',
    matchId: null,
    matchType: null,
    isLive: 1,
    onAir: false,
    followerCount: roomId * 10,
    viewerCount: 0,
    ...overrides,
  };
}

export function roomDetail(roomId: number, overrides: Partial<RoomDetail> = {}): RoomDetail {
  const card = roomCard(roomId);
  return {
    ...card,
    notice: '欢迎来到直播间',
    anchor: {
      id: card.anchorId,
      nickName: card.nickName,
      portrait: card.portrait,
      level: 1,
      isAnchor: 1,
      signature: '',
      followerCount: 41,
      roomId,
      isLive: 1,
      onAir: card.onAir,
      followed: false,
    },
    followed: false,
    openedAt: '2024-05-01T12:00:00.000Z',
    ...overrides,
  };
}

/** An anchor's reservation of match `matchId`: 英超 曼城 vs 热刺, kicking off 2026-11-28 20:00 Beijing. */
export function reservation(matchId: number, overrides: Partial<MatchReservation> = {}): MatchReservation {
  return {
    id: matchId,
    anchorId: 7,
    nickName: '球评老王',
    portrait: '/static/portrait/default.svg',
    roomId: 3,
    isLive: 0,
    matchId,
    matchType: 1,
    leagueName: '英超',
    homeName: '曼城',
    awayName: '热刺',
    matchTime: '2026-11-28T12:00:00.000Z',
    reservedAt: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}
