// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { ResultCode, SIGN_IN_REQUIRED_MESSAGE, type Balances, type ExpertInfo, type UserInfo } from '@portal/contracts';
import { authMachine } from '../../src/auth/auth.machine';
import { createAuthSession } from '../../src/auth/session';
import { useSessionEnd, type SessionEndSource } from '../../src/auth/session-end';
import { AuthProvider } from '../../src/auth/use-auth';
import type { ApiResult } from '../../src/lib/api';

const user: UserInfo = { id: 7, nickName: '球迷', portrait: null, level: 1, isAnchor: 0, isExpert: 0 };
const notFound: ApiResult<never> = { ok: false, code: ResultCode.NOT_FOUND, message: '', data: null };

/** A socket the test tells `session.ended` on. */
class FakeSocket implements SessionEndSource {
  readonly listeners = new Set<() => void>();
  on(_event: 'session.ended', listener: () => void) {
    this.listeners.add(listener);
  }
  off(_event: 'session.ended', listener: () => void) {
    this.listeners.delete(listener);
  }
  tell() {
    for (const listener of [...this.listeners]) listener();
  }
}

afterEach(() => {
  cleanup();
});

describe('useSessionEnd', () => {
  it('signs the page out when the gateway ends the session on the tab socket', async () => {
    let sessionOpen = true;
    const answer = async (): Promise<ApiResult<UserInfo>> =>
      sessionOpen ? { ok: true, code: 200, message: '', data: user } : { ok: false, code: ResultCode.UNAUTHORIZED, message: SIGN_IN_REQUIRED_MESSAGE, data: null };
    const session = createAuthSession(
      { pathname: '/' },
      authMachine.provide({
        actors: {
          fetchUserInfo: fromPromise(answer),
          fetchExpertInfo: fromPromise<ApiResult<ExpertInfo>, { userId: number }>(async () => notFound),
          fetchBalances: fromPromise<ApiResult<Balances>>(async () => notFound),
        },
      }),
    );
    await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedIn'));
    const socket = new FakeSocket();
    renderHook(() => useSessionEnd(() => socket), {
      wrapper: ({ children }: { children: ReactNode }) => <AuthProvider session={session}>{children}</AuthProvider>,
    });
    expect(socket.listeners.size).toBe(1);

    sessionOpen = false;
    act(() => socket.tell());

    await waitFor(session.actor, (snapshot) => snapshot.hasTag('signedOut'));
    expect(session.isSignedIn()).toBe(false);
    expect(socket.listeners.size).toBe(0);
  });
});
