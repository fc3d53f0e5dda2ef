// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { appAuthMachine, createAuthSession, followRouter } from '../../src/auth/session';
import { centerInfoOf } from '../user-fixtures';
import type { UserInfo } from '@portal/contracts';

const user: UserInfo = { id: 7, nickName: '球迷', portrait: null, level: null, isAnchor: 0, isExpert: 0 };

function envelope(code: number, data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ code, message: code === 200 ? 'success' : '请先登录', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let userInfoAnswer: () => Response;
const gateway = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const { pathname } = new URL(String(input), 'http://localhost');
  if (pathname === '/user/center/info') return userInfoAnswer();
  if (pathname === '/pay/balances') return envelope(200, { balance: 10, ticket: 2 });
  return envelope(200, null);
});

/** The app's machine, without the page reloads jsdom cannot do. */
const machine = appAuthMachine.provide({ actions: { reloadPage: () => {}, navigateHome: () => {} } });

beforeEach(() => {
  userInfoAnswer = () => envelope(200, centerInfoOf(user));
  vi.stubGlobal('fetch', gateway);
});

afterEach(() => {
  gateway.mockClear();
  vi.unstubAllGlobals();
  document.cookie = 'auth=; path=/; max-age=0';
});

describe('createAuthSession', () => {
  it('counts a token cookie as signed in until the user info answers, then follows the answer', async () => {
    const session = createAuthSession({ token: 'tk', pathname: '/' }, machine);
    expect(session.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(session.isSignedIn()).toBe(true);

    await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedIn'));
    expect(session.isSignedIn()).toBe(true);
    expect(session.actor.getSnapshot().context.userInfo?.nickName).toBe('球迷');
  });

  it('is signed out once the gateway no longer knows the token', async () => {
    userInfoAnswer = () => envelope(401, null, 401);
    const session = createAuthSession({ token: 'stale', pathname: '/' }, machine);
    expect(session.isSignedIn()).toBe(true);

    await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedOut'));
    expect(session.isSignedIn()).toBe(false);
  });

  it('is signed out without a token', () => {
    expect(createAuthSession({ token: null, pathname: '/' }, machine).isSignedIn()).toBe(false);
  });

  it('ends the session on the gateway at logout, with a request that outlives the page', async () => {
    const session = createAuthSession({ token: 'tk', pathname: '/' }, machine);
    await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedIn'));
    document.cookie = 'auth=tk; path=/';

    session.actor.send({ type: 'AUTH.LOGOUT' });

    const logout = gateway.mock.calls.find(([input]) => String(input) === '/user/logout');
    const init = logout?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>).accessToken).toBe('tk');
    expect(session.isSignedIn()).toBe(false);
    expect(document.cookie).not.toContain('auth=tk');
  });
});

describe('followRouter', () => {
  function routerAt(path: string) {
    const root = createRootRoute();
    const home = createRoute({ getParentRoute: () => root, path: '/' });
    const wallet = createRoute({ getParentRoute: () => root, path: '/v/wallet' });
    return createRouter({
      routeTree: root.addChildren([home, wallet]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  }

  it('tells the auth actor every path the router resolves', async () => {
    const session = createAuthSession({ token: null, pathname: '/' }, machine);
    const router = routerAt('/');
    const stop = followRouter(session, router);
    await router.load();

    await router.navigate({ to: '/v/wallet' });
    expect(session.actor.getSnapshot().context.pathname).toBe('/v/wallet');
    stop();
  });

  it('runs the guards again when a session turns out to be gone', async () => {
    userInfoAnswer = () => envelope(401, null, 401);
    const session = createAuthSession({ token: 'stale', pathname: '/v/wallet' }, machine);
    const router = routerAt('/v/wallet');
    const invalidate = vi.spyOn(router, 'invalidate');
    const stop = followRouter(session, router);

    await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedOut'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    stop();
  });
});
