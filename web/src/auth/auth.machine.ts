import { routes, type Balances, type ExpertInfo, type UserInfo } from '@portal/contracts';
import { assign, fromPromise, setup } from 'xstate';
import { api, type ApiResult } from '../lib/api';
import { callRoute } from '../lib/api-call';

export type { ExpertInfo };

export interface AuthInput {
  /** The current path; read from the location when left out. */
  pathname?: string;
}

export interface AuthContext {
  /**
   * A session is taken to be open while the user info loads: after a login, or when the user info of
   * a signed-in user is fetched again. False while the first answer about the session is awaited.
   */
  sessionOpen: boolean;
  userInfo: UserInfo | null;
  balances: Balances | null;
  expertInfo: ExpertInfo | null;
  loginModalOpen: boolean;
  pathname: string;
  /** Set by a login: the page reloads once the new user's info arrives. */
  reloadOnUserInfo: boolean;
}

export type AuthEvent =
  | { type: 'AUTH.LOGGED_IN' }
  | { type: 'AUTH.LOGOUT' }
  | { type: 'LOGIN_MODAL.OPEN' }
  | { type: 'LOGIN_MODAL.CLOSE' }
  | { type: 'ROUTE.CHANGED'; pathname: string }
  | { type: 'BALANCES.REFRESH' }
  | { type: 'USER.REFRESH' };

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
  sessionOpen: false,
  userInfo: null,
  balances: null,
  expertInfo: null,
  reloadOnUserInfo: false,
} satisfies Partial<AuthContext>;

/** After a logout, whatever its answer: home from the signed-in area, else the page reloads. */
const afterLogout = [
  { guard: 'leavesOnLogout', target: 'SignedOut', actions: 'navigateHome' },
  { target: 'SignedOut', actions: 'reloadPage' },
] as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput | undefined,
  },
  actors: {
    // The auth cookie is HttpOnly: the page cannot see it, so it asks the gateway whose it is. A
    // visitor's 401 is an answer, not a failure the loading bar should show.
    fetchUserInfo: fromPromise<ApiResult<UserInfo>>(({ signal }) =>
      callRoute(api, routes.user.centerInfo, {}, { signal, background: true }),
    ),
    fetchExpertInfo: fromPromise<ApiResult<ExpertInfo>, { userId: number }>(({ signal }) =>
      callRoute(api, routes.tj.expertInfo, {}, { signal }),
    ),
    fetchBalances: fromPromise<ApiResult<Balances>>(({ signal }) =>
      callRoute(api, routes.pay.balances, {}, { signal }),
    ),
    // The gateway revokes the session and clears the cookie; the request outlives a tab closed meanwhile.
    endSession: fromPromise<ApiResult<null>>(() => callRoute(api, routes.user.logout, {}, { keepalive: true })),
  },
  actions: {
    reloadPage: () => window.location.reload(),
    navigateHome: () => window.location.assign('/'),
    acceptLogin: assign({ sessionOpen: true, reloadOnUserInfo: true, loginModalOpen: false }),
    resetAccount: assign({ ...signedOut }),
    takeUserInfo: assign({
      userInfo: (_, params: { answer: ApiResult<UserInfo> }) => params.answer.data,
      sessionOpen: true,
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
    sessionOpen: ({ context }) => context.sessionOpen,
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
    pathname: input?.pathname ?? currentPathname(),
    loginModalOpen: false,
  }),
  initial: 'LoadingUser',
  on: {
    'AUTH.LOGGED_IN': {
      target: '.LoadingUser',
      reenter: true,
      actions: 'acceptLogin',
    },
    'AUTH.LOGOUT': {
      guard: 'sessionOpen',
      target: '.SigningOut',
      actions: 'resetAccount',
    },
    'LOGIN_MODAL.OPEN': { actions: 'openLoginModal' },
    'LOGIN_MODAL.CLOSE': { actions: 'closeLoginModal' },
    'ROUTE.CHANGED': { actions: 'followRoute' },
  },
  states: {
    SignedOut: {
      description: 'No session: the header shows the login button.',
      tags: ['signedOut'],
    },
    LoadingUser: {
      description:
        'GET /user/center/info, the HttpOnly auth cookie going with it: first to learn whether there is a session, then after a login or a profile change. Anything but code 200 means none.',
      tags: ['loading'],
      invoke: {
        src: 'fetchUserInfo',
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
          { target: 'SignedOut', actions: 'resetAccount' },
        ],
        onError: { target: 'SignedOut', actions: 'resetAccount' },
      },
    },
    SigningOut: {
      description:
        'POST /user/logout: the gateway ends the session and clears the cookie. The page shows a visitor already; it leaves or reloads once the gateway answered, so the next page load carries no cookie.',
      tags: ['signedOut'],
      invoke: {
        src: 'endSession',
        onDone: afterLogout,
        onError: afterLogout,
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
