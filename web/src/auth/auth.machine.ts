import {
  AUTH_COOKIE,
  KEEP_LOGIN_DAYS,
  routes,
  type Balances,
  type ExpertInfo,
  type UserInfo,
} from '@portal/contracts';
import { and, assign, fromPromise, setup } from 'xstate';
import { api, type ApiResult } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { readCookie, removeCookie, writeCookie } from '../lib/cookies';

export type { ExpertInfo };

export interface AuthInput {
  /** The token of the `auth` cookie; read from the cookie when left out. */
  token?: string | null;
  /** The current path; read from the location when left out. */
  pathname?: string;
}

export interface AuthContext {
  token: string | null;
  userInfo: UserInfo | null;
  balances: Balances | null;
  expertInfo: ExpertInfo | null;
  loginModalOpen: boolean;
  pathname: string;
  /** Set by a login: the page reloads once the new user's info arrives. */
  reloadOnUserInfo: boolean;
}

export type AuthEvent =
  | { type: 'AUTH.LOGGED_IN'; token: string; keep: boolean }
  | { type: 'AUTH.LOGOUT' }
  | { type: 'LOGIN_MODAL.OPEN' }
  | { type: 'LOGIN_MODAL.CLOSE' }
  | { type: 'ROUTE.CHANGED'; pathname: string }
  | { type: 'BALANCES.REFRESH' }
  | { type: 'USER.REFRESH' };

const SECONDS_PER_DAY = 86_400;

/** Register pages do not reload when the user info of a fresh login arrives. */
export function isRegisterPath(pathname: string): boolean {
  return pathname.startsWith('/user/register');
}

/** Pages a logout leaves for the home page (the signed-in area and recommendations) instead of reloading. */
export function leavesOnLogout(pathname: string): boolean {
  return /^\/v(\/|$)/.test(pathname) || pathname.includes('recommend');
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

function answerOk(answer: ApiResult<unknown>): boolean {
  return answer.ok && answer.data !== null;
}

const signedOut = {
  token: null,
  userInfo: null,
  balances: null,
  expertInfo: null,
  reloadOnUserInfo: false,
} satisfies Partial<AuthContext>;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput | undefined,
  },
  actors: {
    fetchUserInfo: fromPromise<ApiResult<UserInfo>, { token: string | null }>(({ signal }) =>
      callRoute(api, routes.user.centerInfo, {}, { signal }),
    ),
    fetchExpertInfo: fromPromise<ApiResult<ExpertInfo>, { userId: number }>(({ signal }) =>
      callRoute(api, routes.tj.expertInfo, {}, { signal }),
    ),
    fetchBalances: fromPromise<ApiResult<Balances>>(({ signal }) =>
      callRoute(api, routes.pay.balances, {}, { signal }),
    ),
  },
  actions: {
    storeToken: (_, params: { token: string; keep: boolean }) =>
      writeCookie(AUTH_COOKIE, params.token, params.keep ? { maxAgeSeconds: KEEP_LOGIN_DAYS * SECONDS_PER_DAY } : {}),
    clearToken: () => removeCookie(AUTH_COOKIE),
    revokeSession: (_, _params: { token: string | null }) => {},
    reloadPage: () => window.location.reload(),
    navigateHome: () => window.location.assign('/'),
    acceptLogin: assign({
      token: (_, params: { token: string }) => params.token,
      reloadOnUserInfo: true,
      loginModalOpen: false,
    }),
    resetAccount: assign({ ...signedOut }),
    takeUserInfo: assign({
      userInfo: (_, params: { answer: ApiResult<UserInfo> }) => params.answer.data,
      reloadOnUserInfo: false,
    }),
    takeExpertInfo: assign({ expertInfo: (_, params: { answer: ApiResult<ExpertInfo> }) => params.answer.data }),
    takeBalances: assign({ balances: (_, params: { answer: ApiResult<Balances> }) => params.answer.data }),
    openLoginModal: assign({ loginModalOpen: true }),
    closeLoginModal: assign({ loginModalOpen: false }),
    followRoute: assign({
      pathname: ({ event }) => (event.type === 'ROUTE.CHANGED' ? event.pathname : currentPathname()),
    }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    answerOk: (_, params: { answer: ApiResult<unknown> }) => answerOk(params.answer),
    firstUserInfoAfterLogin: ({ context }, params: { answer: ApiResult<unknown> }) =>
      answerOk(params.answer) &&
      context.reloadOnUserInfo &&
      context.userInfo === null &&
      !isRegisterPath(context.pathname),
    leavesOnLogout: ({ context }) => leavesOnLogout(context.pathname),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    ...signedOut,
    token: input?.token === undefined ? (readCookie(AUTH_COOKIE) ?? null) : input.token,
    pathname: input?.pathname ?? currentPathname(),
    loginModalOpen: false,
  }),
  initial: 'Starting',
  on: {
    'AUTH.LOGGED_IN': {
      target: '.LoadingUser',
      reenter: true,
      actions: [
        { type: 'storeToken', params: ({ event }) => ({ token: event.token, keep: event.keep }) },
        { type: 'acceptLogin', params: ({ event }) => ({ token: event.token }) },
      ],
    },
    'AUTH.LOGOUT': [
      {
        guard: and(['hasToken', 'leavesOnLogout']),
        target: '.SignedOut',
        actions: [
          { type: 'revokeSession', params: ({ context }) => ({ token: context.token }) },
          'clearToken',
          'resetAccount',
          'navigateHome',
        ],
      },
      {
        guard: 'hasToken',
        target: '.SignedOut',
        actions: [
          { type: 'revokeSession', params: ({ context }) => ({ token: context.token }) },
          'clearToken',
          'resetAccount',
          'reloadPage',
        ],
      },
    ],
    'LOGIN_MODAL.OPEN': { actions: 'openLoginModal' },
    'LOGIN_MODAL.CLOSE': { actions: 'closeLoginModal' },
    'ROUTE.CHANGED': { actions: 'followRoute' },
  },
  states: {
    Starting: {
      description: 'A token cookie means a session to verify; none means signed out.',
      always: [{ guard: 'hasToken', target: 'LoadingUser' }, { target: 'SignedOut' }],
    },
    SignedOut: {
      description: 'No token: the header shows the login button.',
      tags: ['signedOut'],
    },
    LoadingUser: {
      description: 'GET /user/center/info with the token; anything but code 200 signs out.',
      tags: ['loading'],
      invoke: {
        src: 'fetchUserInfo',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'firstUserInfoAfterLogin', params: ({ event }) => ({ answer: event.output }) },
            target: 'SignedIn',
            actions: [{ type: 'takeUserInfo', params: ({ event }) => ({ answer: event.output }) }, 'reloadPage'],
          },
          {
            guard: { type: 'answerOk', params: ({ event }) => ({ answer: event.output }) },
            target: 'SignedIn',
            actions: { type: 'takeUserInfo', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'SignedOut', actions: ['clearToken', 'resetAccount'] },
        ],
        onError: { target: 'SignedOut', actions: ['clearToken', 'resetAccount'] },
      },
    },
    SignedIn: {
      description: 'The user info is known; expert info and balances load beside it.',
      tags: ['signedIn'],
      type: 'parallel',
      on: { 'USER.REFRESH': 'LoadingUser' },
      states: {
        Expert: {
          initial: 'Fetching',
          states: {
            Fetching: {
              description: 'POST /tj/expert/info, after the user info.',
              invoke: {
                src: 'fetchExpertInfo',
                input: ({ context }) => ({ userId: context.userInfo?.id ?? 0 }),
                onDone: [
                  {
                    guard: { type: 'answerOk', params: ({ event }) => ({ answer: event.output }) },
                    target: 'Done',
                    actions: { type: 'takeExpertInfo', params: ({ event }) => ({ answer: event.output }) },
                  },
                  { target: 'Done' },
                ],
                onError: 'Done',
              },
            },
            Done: { description: 'Expert info is known, or stays empty for a non-expert.' },
          },
        },
        Balances: {
          initial: 'Fetching',
          states: {
            Fetching: {
              description: 'GET /pay/balances: diamonds and tickets.',
              invoke: {
                src: 'fetchBalances',
                onDone: [
                  {
                    guard: { type: 'answerOk', params: ({ event }) => ({ answer: event.output }) },
                    target: 'Done',
                    actions: { type: 'takeBalances', params: ({ event }) => ({ answer: event.output }) },
                  },
                  { target: 'Done' },
                ],
                onError: 'Done',
              },
            },
            Done: {
              description: 'The popover shows the balances; a wallet change asks for them again.',
              on: { 'BALANCES.REFRESH': 'Fetching' },
            },
          },
        },
      },
    },
  },
});
