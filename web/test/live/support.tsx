import { expect, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MatchReservation, RoomCard, RoomDetail, UserInfo } from '@portal/contracts';
import { AuthProvider } from '../../src/auth/use-auth';
import { createAuthSession, type AuthSession } from '../../src/auth/session';
import { createChannelHub } from '../../src/realtime/channel-hub';
import type { ChannelSocket } from '../../src/realtime/socket';
import { ChannelHubProvider } from '../../src/realtime/use-channel';
import { createTestQueryClient, withQueryClient } from '../query-client';
import { centerInfoOf, visitorSession } from '../user-fixtures';

export const fan: UserInfo = { id: 7, nickName: '老球迷', portrait: null, level: 3, isAnchor: 0, isExpert: 0 };

export function envelope(data: unknown, code = 200, message = 'success'): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

export type GatewayRoute = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs `fetch` with answers by path; the user info answers `user` (a visitor without one). */
export function stubGateway(routes: Record<string, GatewayRoute>, user: UserInfo | null = null) {
  const gateway = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[url.pathname];
    if (route) return route(url, init);
    if (url.pathname === '/user/center/info' && user) return envelope(centerInfoOf(user));
    if (url.pathname === '/pay/balances') return envelope({ balance: 0, ticket: 0 });
    return envelope(null, 404, '未找到');
  });
  vi.stubGlobal('fetch', gateway);
  return gateway;
}

/** The calls made to `path`, as URLs. */
export function callsTo(gateway: ReturnType<typeof stubGateway>, path: string): URL[] {
  return gateway.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

/** A socket that never connects: the room channel stays on the room detail. */
const idleSocket: ChannelSocket = { connected: false, on: () => undefined, off: () => undefined, emit: () => undefined };

/**
 * Renders `node` in a router with an auth session, signed in as `user` when given; channels go
 * through `socket`, one that never connects unless given, and end as soon as nothing holds them, so
 * that no channel outlives its test file's window.
 */
export async function renderLive(
  node: ReactNode,
  { user = null as UserInfo | null, socket = idleSocket } = {},
): Promise<AuthSession> {
  const auth = user ? createAuthSession({ pathname: '/' }) : visitorSession();
  const queryClient = createTestQueryClient();
  const root = createRootRoute({
    component: () =>
      withQueryClient(
        <AuthProvider session={auth}>
          <ChannelHubProvider value={createChannelHub(socket, { lingerMs: 0 })}>
            {node}
            <Outlet />
          </ChannelHubProvider>
        </AuthProvider>,
        queryClient,
      ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/' });
  const router = createRouter({
    routeTree: root.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  if (user) await waitFor(() => expect(auth.actor.getSnapshot().hasTag('signedIn')).toBe(true));
  return auth;
}

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
