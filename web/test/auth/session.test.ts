// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { authMachine } from '../../src/auth/auth.machine';
import { createAuthSession, followRouter, type AuthSession } from '../../src/auth/session';
import { guardVisitor, type RouterContext } from '../../src/route-guard';
import { createTestQueryClient, fakeGateway, type FakeGateway } from '../harness';
import { centerInfoOf } from '../user-fixtures';
import { routes, type UserInfo } from '@portal/contracts';

const user: UserInfo = { id: 7, nickName: '球迷', portrait: null, level: null, isAnchor: 0, isExpert: 0 };

function envelope(code: number, data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ code, message: code === 200 ? 'success' : '请先登录', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let userInfoAnswer: () => Response;
let logoutAnswer: () => Promise<Response>;
let gateway: FakeGateway;

const reloadPage = vi.fn();
/** The app's machine, without the page reloads jsdom cannot do. */
const machine = authMachine.provide({ actions: { reloadPage, navigateHome: () => {} } });

beforeEach(() => {
  userInfoAnswer = () => envelope(200, centerInfoOf(user));
  logoutAnswer = async () => envelope(200, null);
  gateway = fakeGateway()
    .on(routes.user.centerInfo, () => userInfoAnswer())
    .on(routes.user.logout, () => logoutAnswer())
    .on(routes.pay.balances, { balance: 10, ticket: 2 })
    .on(routes.tj.expertInfo, null);
});

afterEach(() => {
  reloadPage.mockClear();
  vi.unstubAllGlobals();
});

const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

describe('createAuthSession', () => {
  it('asks the gateway whether there is a session, counting none until it answers, then follows the answer', async () => {
    const session = createAuthSession({ pathname: '/' }, machine);
    expect(session.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(session.isSignedIn()).toBe(false);

    expect(await session.settled()).toBe(true);
    expect(session.isSignedIn()).toBe(true);
    expect(session.actor.getSnapshot().context.userInfo?.nickName).toBe('球迷');
    const init = gateway.calls(routes.user.centerInfo)[0]?.init;
    expect(init?.credentials).toBe('include');
  });

  it('is signed out when the gateway knows no session', async () => {
    userInfoAnswer = () => envelope(401, null, 401);
    const session = createAuthSession({ pathname: '/' }, machine);
    expect(await session.settled()).toBe(false);
    expect(session.isSignedIn()).toBe(false);
  });

  it('never reads the auth cookie into an accessToken header, even one a script could see', async () => {
    document.cookie = 'auth=readable; path=/';
    try {
      const session = createAuthSession({ pathname: '/' }, machine);
      await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedIn'));
      expect(gateway.fetch.mock.calls.length).toBeGreaterThan(1);
      for (const [, init] of gateway.fetch.mock.calls) expect(Object.keys(headersOf(init)).map((name) => name.toLowerCase())).not.toContain('accesstoken');
    } finally {
      document.cookie = 'auth=; path=/; max-age=0';
    }
  });

  it('ends the session on the gateway at logout, with the cookie alone, and reloads once the gateway answered', async () => {
    let answerLogout: (response: Response) => void = () => {};
    logoutAnswer = () => new Promise<Response>((resolve) => (answerLogout = resolve));
    const session = createAuthSession({ pathname: '/' }, machine);
    await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedIn'));

    session.actor.send({ type: 'AUTH.LOGOUT' });

    const init = gateway.calls(routes.user.logout)[0]?.init;
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.keepalive).toBe(true);
    expect(session.isSignedIn()).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
    answerLogout(envelope(200, null));
    await waitFor(session.actor, (snapshot) => snapshot.matches('SignedOut'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('guardVisitor', () => {
  function guardedRouter(path: string, session: AuthSession) {
    const root = createRootRouteWithContext<RouterContext>()();
    const guarded = createRoute({ getParentRoute: () => root, id: 'guarded', beforeLoad: guardVisitor });
    const home = createRoute({ getParentRoute: () => guarded, path: '/' });
    const wallet = createRoute({ getParentRoute: () => guarded, path: '/v/wallet' });
    return createRouter({
      routeTree: root.addChildren([guarded.addChildren([home, wallet])]),
      history: createMemoryHistory({ initialEntries: [path] }),
      context: { auth: session, queryClient: createTestQueryClient() },
    });
  }

  it('lets a returning user onto a protected page on its first load, once the gateway answered', async () => {
    const router = guardedRouter('/v/wallet', createAuthSession({ pathname: '/v/wallet' }, machine));
    await router.load();
    expect(router.state.location.pathname).toBe('/v/wallet');
  });

  it('sends a visitor from a protected page to the root', async () => {
    userInfoAnswer = () => envelope(401, null, 401);
    const router = guardedRouter('/v/wallet', createAuthSession({ pathname: '/v/wallet' }, machine));
    await router.load();
    expect(router.state.location.pathname).toBe('/');
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
    const session = createAuthSession({ pathname: '/' }, machine);
    const router = routerAt('/');
    const stop = followRouter(session, router);
    await router.load();

    await router.navigate({ to: '/v/wallet' });
    expect(session.actor.getSnapshot().context.pathname).toBe('/v/wallet');
    stop();
  });

  it('runs the guards again when a session turns out to be gone', async () => {
    const session = createAuthSession({ pathname: '/v/wallet' }, machine);
    await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedIn'));
    const router = routerAt('/v/wallet');
    const invalidate = vi.spyOn(router, 'invalidate');
    const stop = followRouter(session, router);

    userInfoAnswer = () => envelope(401, null, 401);
    session.actor.send({ type: 'USER.REFRESH' });
    await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedOut'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    stop();
  });
});
