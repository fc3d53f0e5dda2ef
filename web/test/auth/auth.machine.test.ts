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
  token?: string | null;
  pathname?: string;
  fetchUserInfo?: (token: string | null) => Promise<ApiResult<UserInfo>>;
  fetchExpertInfo?: () => Promise<ApiResult<ExpertInfo>>;
  fetchBalances?: () => Promise<ApiResult<Balances>>;
}

function start({ token = null, pathname = '/', ...answers }: Options = {}) {
  const calls: string[] = [];
  const fetchUserInfo = vi.fn((input: { token: string | null }) => {
    calls.push('userInfo');
    return answers.fetchUserInfo ? answers.fetchUserInfo(input.token) : Promise.resolve(ok(user));
  });
  const fetchExpertInfo = vi.fn((input: { userId: number }) => {
    calls.push(`expertInfo:${input.userId}`);
    return answers.fetchExpertInfo ? answers.fetchExpertInfo() : Promise.resolve(ok(expert));
  });
  const fetchBalances = vi.fn(() => {
    calls.push('balances');
    return answers.fetchBalances ? answers.fetchBalances() : Promise.resolve(ok(balances));
  });
  const effects = {
    storeToken: vi.fn((_: unknown, params: { token: string; keep: boolean }) => calls.push(`store:${params.token}:${params.keep}`)),
    clearToken: vi.fn(() => calls.push('clear')),
    revokeSession: vi.fn((_: unknown, params: { token: string | null }) => calls.push(`revoke:${params.token}`)),
    reloadPage: vi.fn(() => calls.push('reload')),
    navigateHome: vi.fn(() => calls.push('home')),
  };
  const machine = authMachine.provide({
    actors: {
      fetchUserInfo: fromPromise<ApiResult<UserInfo>, { token: string | null }>(({ input }) => fetchUserInfo(input)),
      fetchExpertInfo: fromPromise<ApiResult<ExpertInfo>, { userId: number }>(({ input }) => fetchExpertInfo(input)),
      fetchBalances: fromPromise<ApiResult<Balances>>(() => fetchBalances()),
    },
    actions: effects,
  });
  const actor = createActor(machine, { input: { token, pathname } }).start();
  return { actor, calls, fetchUserInfo, fetchExpertInfo, fetchBalances, ...effects };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('starting', () => {
  it('without a token is signed out and fetches nothing', async () => {
    const { actor, fetchUserInfo } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('SignedOut');
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(fetchUserInfo).not.toHaveBeenCalled();
  });

  it('with a token fetches the user info, then the expert info and the balances', async () => {
    let answer: (value: ApiResult<UserInfo>) => void = () => {};
    const { actor, calls } = start({ token: 'tk', fetchUserInfo: () => new Promise((resolve) => (answer = resolve)) });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['userInfo']);
    answer(ok(user));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['userInfo', 'expertInfo:7', 'balances']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('signedIn')).toBe(true);
    expect(snapshot.context).toMatchObject({ token: 'tk', userInfo: user, expertInfo: expert, balances });
  });

  it('passes the token to the user-info call', async () => {
    const { fetchUserInfo } = start({ token: 'tk' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchUserInfo).toHaveBeenCalledWith({ token: 'tk' });
  });

  it('does not reload for the user info of a session it started with', async () => {
    const { actor, reloadPage } = start({ token: 'tk' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each([
    { name: 'code 401', answer: () => Promise.resolve(failed(401, 'token expired')) },
    { name: 'code 500', answer: () => Promise.resolve(failed(500)) },
    { name: 'a network failure', answer: () => Promise.reject(new Error('offline')) },
  ])('$name from the user info clears the token and resets the state', async ({ answer }) => {
    const { actor, clearToken, fetchExpertInfo } = start({ token: 'tk', fetchUserInfo: answer });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(clearToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, userInfo: null, balances: null, expertInfo: null });
    expect(fetchExpertInfo).not.toHaveBeenCalled();
  });

  it('stays signed in when the expert info or the balances fail', async () => {
    const { actor } = start({
      token: 'tk',
      fetchExpertInfo: () => Promise.resolve(failed(404)),
      fetchBalances: () => Promise.reject(new Error('offline')),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ userInfo: user, expertInfo: null, balances: null });
  });
});

describe('logging in', () => {
  it('stores the token with the keep flag, then fetches user info, expert info and balances', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOGIN_MODAL.OPEN' });
    actor.send({ type: 'AUTH.LOGGED_IN', token: 'new', keep: true });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'new', loginModalOpen: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(0, 2)).toEqual(['store:new:true', 'userInfo']);
    expect(calls.slice(2)).toEqual(expect.arrayContaining(['expertInfo:7', 'balances']));
    expect(calls.indexOf('expertInfo:7')).toBeGreaterThan(calls.indexOf('userInfo'));
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('stores a session token without keep-login', async () => {
    const { actor, storeToken } = start();
    actor.send({ type: 'AUTH.LOGGED_IN', token: 'new', keep: false });
    expect(storeToken.mock.calls[0]?.[1]).toEqual({ token: 'new', keep: false });
  });

  it('reloads the page when the user info first appears', async () => {
    const { actor, reloadPage, calls } = start({ pathname: '/football' });
    actor.send({ type: 'AUTH.LOGGED_IN', token: 'new', keep: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(calls.indexOf('reload')).toBeGreaterThan(calls.indexOf('userInfo'));
  });

  it.each(['/user/register', '/user/register/done'])('does not reload on the register page %s', async (pathname) => {
    const { actor, reloadPage } = start({ pathname });
    actor.send({ type: 'AUTH.LOGGED_IN', token: 'new', keep: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('follows the route it is told about', async () => {
    const { actor, reloadPage } = start({ pathname: '/football' });
    actor.send({ type: 'ROUTE.CHANGED', pathname: '/user/register' });
    actor.send({ type: 'AUTH.LOGGED_IN', token: 'new', keep: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload when user info was already there', async () => {
    const { actor, reloadPage } = start({ token: 'old' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'AUTH.LOGGED_IN', token: 'new', keep: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.token).toBe('new');
  });

  it('a rejected login token signs out again without a reload', async () => {
    const { actor, reloadPage, clearToken } = start({ fetchUserInfo: () => Promise.resolve(failed(401)) });
    actor.send({ type: 'AUTH.LOGGED_IN', token: 'bad', keep: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(clearToken).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('logging out', () => {
  async function signedIn(pathname: string) {
    const started = start({ token: 'tk', pathname });
    await vi.advanceTimersByTimeAsync(0);
    return started;
  }

  it('on /v/wallet removes the token, resets the state and goes home', async () => {
    const { actor, calls, navigateHome, reloadPage } = await signedIn('/v/wallet');
    actor.send({ type: 'AUTH.LOGOUT' });
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, userInfo: null, balances: null, expertInfo: null });
    expect(calls.slice(-3)).toEqual(['revoke:tk', 'clear', 'home']);
    expect(navigateHome).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each(['/recommend', '/recommend/records', '/v'])('on %s goes home', async (pathname) => {
    const { actor, navigateHome } = await signedIn(pathname);
    actor.send({ type: 'AUTH.LOGOUT' });
    expect(navigateHome).toHaveBeenCalledTimes(1);
  });

  it('on /football removes the token and reloads', async () => {
    const { actor, calls, navigateHome, reloadPage } = await signedIn('/football');
    actor.send({ type: 'AUTH.LOGOUT' });
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(calls.slice(-3)).toEqual(['revoke:tk', 'clear', 'reload']);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(navigateHome).not.toHaveBeenCalled();
  });

  it('while the user info is still loading drops its answer', async () => {
    let answer: (value: ApiResult<UserInfo>) => void = () => {};
    const { actor, fetchExpertInfo } = start({
      token: 'tk',
      pathname: '/football',
      fetchUserInfo: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'AUTH.LOGOUT' });
    answer(ok(user));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.userInfo).toBeNull();
    expect(fetchExpertInfo).not.toHaveBeenCalled();
  });

  it('does nothing when already signed out', () => {
    const { actor, clearToken, reloadPage } = start();
    actor.send({ type: 'AUTH.LOGOUT' });
    expect(clearToken).not.toHaveBeenCalled();
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
      token: 'tk',
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
      token: 'tk',
      fetchUserInfo: () => Promise.resolve(ok({ ...user, nickName })),
    });
    await vi.advanceTimersByTimeAsync(0);
    nickName = '新球迷';
    actor.send({ type: 'USER.REFRESH' });
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
