import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { Balances, UserInfo } from '@portal/contracts';
import type { ExpertInfo } from './auth.machine';
import { sessionUnknown, signedInOf, type AuthSession, type AuthSnapshot } from './session';

const AuthContext = createContext<AuthSession | null>(null);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth is used outside an AuthProvider');
  return session;
}

export interface Auth {
  session: AuthSession;
  snapshot: AuthSnapshot;
  /** Signed in, or just logged in with the user info on its way. */
  signedIn: boolean;
  /** The page's first moments: the gateway has not yet said whether there is a session. */
  sessionUnknown: boolean;
  /** The user info is known. */
  verified: boolean;
  userInfo: UserInfo | null;
  balances: Balances | null;
  expertInfo: ExpertInfo | null;
  loginModalOpen: boolean;
  /** The actions below keep their identity for the life of the session. */
  openLogin: () => void;
  closeLogin: () => void;
  logout: () => void;
  refreshBalances: () => void;
  /** Fetches the user info again, after the user changed their profile. */
  refreshUser: () => void;
}

const noChanges = () => () => {};

/**
 * True while the page the server rendered hydrates (and on the server): the render must be the
 * server's, which never knows who is signed in, whatever the browser learnt meanwhile.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}

export function useAuth(): Auth {
  const session = useAuthSession();
  const snapshot = useSelector(session.actor, (current) => current);
  const hydrating = useHydrating();
  const actions = useMemo(() => {
    const { actor } = session;
    return {
      openLogin: () => actor.send({ type: 'LOGIN_MODAL.OPEN' }),
      closeLogin: () => actor.send({ type: 'LOGIN_MODAL.CLOSE' }),
      logout: () => actor.send({ type: 'AUTH.LOGOUT' }),
      refreshBalances: () => actor.send({ type: 'BALANCES.REFRESH' }),
      refreshUser: () => actor.send({ type: 'USER.REFRESH' }),
    };
  }, [session]);
  return useMemo(
    () => ({
      ...actions,
      session,
      snapshot,
      signedIn: !hydrating && signedInOf(snapshot),
      sessionUnknown: hydrating || sessionUnknown(snapshot),
      verified: !hydrating && snapshot.hasTag('signedIn'),
      userInfo: hydrating ? null : snapshot.context.userInfo,
      balances: snapshot.context.balances,
      expertInfo: snapshot.context.expertInfo,
      loginModalOpen: snapshot.context.loginModalOpen,
    }),
    [actions, session, snapshot, hydrating],
  );
}
