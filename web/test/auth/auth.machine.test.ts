import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Balances, UserInfo } from '@portal/contracts';
import type { ApiResult } from '../../src/lib/api';
import { authMachine, isRegisterPath, leavesOnLogout, type ExpertInfo } from '../../src/auth/auth.machine';

const user: UserInfo = { id: 7, nickName: '球迷', portrait: null, level: null, isAnchor: 0, isExpert: 1 };
const expert: ExpertInfo = {
  userId: 70,
  name: '专家',
  nickName: '专家',
  portrait: '',
  level: null,
  matchType: 1,
  playTypes: [2],
  introduction: '十年看球经验，专注亚盘。',
  record: { settled: 0, wins: 0, halfWins: 0, pushes: 0, halfLosses: 0, losses: 0, hitRate: null, recentPlayed: 0, recentHits: 0, recentLabel: '近0中0', streak: 0, roi: null },
  openPlans: 0,
};
const balances: Balances = { balance: 120, ticket: 3 };

function ok<T>(data: T): ApiResult<T> {
  return { ok: true, code: 200, message: 'success', data };
}

function failed(code: number, message = ''): ApiResult<never> {
  return { ok: false, code, message, data: null };
}

interface Options {
  pathname?: string;
  fetchUserInfo?: () => Promise<ApiResult<UserInfo>>;
  fetchExpertInfo?: () => Promise<ApiResult<ExpertInfo>>;
  fetchBalances?: () => Promise<ApiResult<Balances>>;
  endSession?: () => Promise<ApiResult<null>>;
}

const visitor = () => Promise.resolve(failed(401, '请先登录'));

function start({ pathname = '/', ...answers }: Options = {}) {
  const calls: string[] = [];
  const fetchUserInfo = vi.fn(() => {
    calls.push('userInfo');
    return answers.fetchUserInfo ? answers.fetchUserInfo() : Promise.resolve(ok(user));
  });
  const fetchExpertInfo = vi.fn((input: { userId: number }) => {
    calls.push(`expertInfo:${input.userId}`);
    return answers.fetchExpertInfo ? answers.fetchExpertInfo() : Promise.resolve(ok(expert));
  });
  const fetchBalances = vi.fn(() => {
    calls.push('balances');
    return answers.fetchBalances ? answers.fetchBalances() : Promise.resolve(ok(balances));
  });
  const endSession = vi.fn(() => {
    calls.push('logout');
    return answers.endSession ? answers.endSession() : Promise.resolve(ok(null));
  });
  const effects = {
    reloadPage: vi.fn(() => calls.push('reload')),
    navigateHome: vi.fn(() => calls.push('home')),
  };
  const machine = authMachine.provide({
    actors: {
      fetchUserInfo: fromPromise<ApiResult<UserInfo>>(() => fetchUserInfo()),
      fetchExpertInfo: fromPromise<ApiResult<ExpertInfo>, { userId: number }>(({ input }) => fetchExpertInfo(input)),
      fetchBalances: fromPromise<ApiResult<Balances>>(() => fetchBalances()),
      endSession: fromPromise<ApiResult<null>>(() => endSession()),
    },
    actions: effects,
  });
  const actor = createActor(machine, { input: { pathname } }).start();
  return { actor, calls, fetchUserInfo, fetchExpertInfo, fetchBalances, endSession, ...effects };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('starting', () => {
  it('asks the gateway for the user info at once, the page holding no token it could read', () => {
    const { actor, fetchUserInfo } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.sessionOpen).toBe(false);
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
  });

  it('with a session fetches the user info, then the expert info and the balances', async () => {
    let answer: (value: ApiResult<UserInfo>) => void = () => {};
    const { actor, calls } = start({ fetchUserInfo: () => new Promise((resolve) => (answer = resolve)) });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['userInfo']);
    answer(ok(user));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['userInfo', 'expertInfo:7', 'balances']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('signedIn')).toBe(true);
    expect(snapshot.context).toMatchObject({ sessionOpen: true, userInfo: user, expertInfo: expert, balances });
  });

  it('does not reload for the user info of a session it started with', async () => {
    const { actor, reloadPage } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each([
    { name: 'code 401 (a visitor, or a session that ended)', answer: visitor },
    { name: 'code 500', answer: () => Promise.resolve(failed(500)) },
    { name: 'a network failure', answer: () => Promise.reject(new Error('offline')) },
  ])('$name from the user info is signed out, with nothing fetched after it', async ({ answer }) => {
    const { actor, fetchExpertInfo, fetchBalances } = start({ fetchUserInfo: answer });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ sessionOpen: false, userInfo: null, balances: null, expertInfo: null });
    expect(fetchExpertInfo).not.toHaveBeenCalled();
    expect(fetchBalances).not.toHaveBeenCalled();
  });

  it('stays signed in when the expert info or the balances fail', async () => {
    const { actor } = start({
      fetchExpertInfo: () => Promise.resolve(failed(404)),
      fetchBalances: () => Promise.reject(new Error('offline')),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ userInfo: user, expertInfo: null, balances: null });
  });
});

describe('logging in', () => {
  /** A visitor's page: the first answer was 401, the next (after the gateway set the cookie) the user. */
  async function visitorThenUser(pathname = '/') {
    let signedIn = false;
    const started = start({ pathname, fetchUserInfo: () => (signedIn ? Promise.resolve(ok(user)) : visitor()) });
    await vi.advanceTimersByTimeAsync(0);
    expect(started.actor.getSnapshot().hasTag('signedOut')).toBe(true);
    signedIn = true;
    return started;
  }

  it('counts the session at once, closes the modal, then fetches user info, expert info and balances', async () => {
    const { actor, calls } = await visitorThenUser();
    actor.send({ type: 'LOGIN_MODAL.OPEN' });
    actor.send({ type: 'AUTH.LOGGED_IN' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ sessionOpen: true, loginModalOpen: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(1, 2)).toEqual(['userInfo']);
    expect(calls.slice(2)).toEqual(expect.arrayContaining(['expertInfo:7', 'balances']));
    expect(calls.indexOf('expertInfo:7')).toBeGreaterThan(calls.lastIndexOf('userInfo'));
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('reloads the page when the user info first appears', async () => {
    const { actor, reloadPage, calls } = await visitorThenUser('/football');
    actor.send({ type: 'AUTH.LOGGED_IN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(calls.indexOf('reload')).toBeGreaterThan(calls.lastIndexOf('userInfo'));
  });

  it.each(['/user/register', '/user/register/done'])('does not reload on the register page %s', async (pathname) => {
    const { actor, reloadPage } = await visitorThenUser(pathname);
    actor.send({ type: 'AUTH.LOGGED_IN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('follows the route it is told about', async () => {
    const { actor, reloadPage } = await visitorThenUser('/football');
    actor.send({ type: 'ROUTE.CHANGED', pathname: '/user/register' });
    actor.send({ type: 'AUTH.LOGGED_IN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload when user info was already there', async () => {
    const { actor, reloadPage } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'AUTH.LOGGED_IN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('signs out again without a reload when the gateway knows no session after the login', async () => {
    const { actor, reloadPage } = start({ fetchUserInfo: visitor });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'AUTH.LOGGED_IN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.sessionOpen).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('logging out', () => {
  async function signedIn(pathname: string, endSession?: () => Promise<ApiResult<null>>) {
    const started = start({ pathname, ...(endSession ? { endSession } : {}) });
    await vi.advanceTimersByTimeAsync(0);
    return started;
  }

  it('on /v/wallet shows a visitor at once, asks the gateway to end the session, and goes home once it answered', async () => {
    let answer: (value: ApiResult<null>) => void = () => {};
    const { actor, calls, navigateHome, reloadPage } = await signedIn('/v/wallet', () => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'AUTH.LOGOUT' });
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ sessionOpen: false, userInfo: null, balances: null, expertInfo: null });
    expect(calls.at(-1)).toBe('logout');
    // The page leaves only after the gateway cleared the cookie: the next page must not carry it.
    expect(navigateHome).not.toHaveBeenCalled();
    answer(ok(null));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(-2)).toEqual(['logout', 'home']);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('SignedOut');
  });

  it.each(['/recommend', '/recommend/records', '/v'])('on %s goes home', async (pathname) => {
    const { actor, navigateHome } = await signedIn(pathname);
    actor.send({ type: 'AUTH.LOGOUT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigateHome).toHaveBeenCalledTimes(1);
  });

  it('on /football reloads once the gateway answered', async () => {
    const { actor, calls, navigateHome, reloadPage } = await signedIn('/football');
    actor.send({ type: 'AUTH.LOGOUT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(calls.slice(-2)).toEqual(['logout', 'reload']);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(navigateHome).not.toHaveBeenCalled();
  });

  it('reloads even when the logout request fails', async () => {
    const { actor, reloadPage } = await signedIn('/football', () => Promise.reject(new Error('offline')));
    actor.send({ type: 'AUTH.LOGOUT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('right after a login, while the user info is still loading, drops its answer', async () => {
    let answer: (value: ApiResult<UserInfo>) => void = () => {};
    let signedInNow = false;
    const { actor, fetchExpertInfo, endSession } = start({
      pathname: '/football',
      fetchUserInfo: () => (signedInNow ? new Promise((resolve) => (answer = resolve)) : visitor()),
    });
    await vi.advanceTimersByTimeAsync(0);
    signedInNow = true;
    actor.send({ type: 'AUTH.LOGGED_IN' });
    actor.send({ type: 'AUTH.LOGOUT' });
    answer(ok(user));
    await vi.advanceTimersByTimeAsync(0);
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.userInfo).toBeNull();
    expect(fetchExpertInfo).not.toHaveBeenCalled();
  });

  it('does nothing when signed out, nor before the gateway said whether there is a session', async () => {
    const { actor, endSession, reloadPage } = start({ fetchUserInfo: visitor });
    actor.send({ type: 'AUTH.LOGOUT' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'AUTH.LOGOUT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(endSession).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('the login modal flag and balances', () => {
  it('LOGIN_MODAL.OPEN and LOGIN_MODAL.CLOSE set the flag', () => {
    const { actor } = start();
    actor.send({ type: 'LOGIN_MODAL.OPEN' });
    expect(actor.getSnapshot().context.loginModalOpen).toBe(true);
    actor.send({ type: 'LOGIN_MODAL.CLOSE' });
    expect(actor.getSnapshot().context.loginModalOpen).toBe(false);
  });

  it('BALANCES.REFRESH fetches the balances again', async () => {
    let balance = 120;
    const { actor, fetchBalances } = start({
      fetchBalances: () => Promise.resolve(ok({ balance, ticket: 3 })),
    });
    await vi.advanceTimersByTimeAsync(0);
    balance = 80;
    actor.send({ type: 'BALANCES.REFRESH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBalances).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.balances).toEqual({ balance: 80, ticket: 3 });
  });
});

describe('user refresh', () => {
  it('USER.REFRESH fetches the user info again and keeps the session', async () => {
    let nickName = '老球迷';
    const { actor, reloadPage } = start({
      fetchUserInfo: () => Promise.resolve(ok({ ...user, nickName })),
    });
    await vi.advanceTimersByTimeAsync(0);
    nickName = '新球迷';
    actor.send({ type: 'USER.REFRESH' });
    expect(actor.getSnapshot().context.sessionOpen).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.userInfo?.nickName).toBe('新球迷');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('path rules', () => {
  it('knows the register pages', () => {
    expect(isRegisterPath('/user/register')).toBe(true);
    expect(isRegisterPath('/user/pwd_find')).toBe(false);
  });

  it('knows the pages a logout leaves', () => {
    expect(leavesOnLogout('/v/wallet')).toBe(true);
    expect(leavesOnLogout('/guide/expert/recommend')).toBe(true);
    expect(leavesOnLogout('/video')).toBe(false);
    expect(leavesOnLogout('/football')).toBe(false);
  });
});
