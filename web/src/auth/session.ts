import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AnyRouter } from '@tanstack/react-router';
import { routes } from '@portal/contracts';
import { api } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { authMachine, type AuthInput } from './auth.machine';

export type AuthActor = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** What the router context carries: the app's auth actor, and the answer its guards ask for. */
export interface AuthSession {
  actor: AuthActor;
  isSignedIn(): boolean;
}

/**
 * Signed in once the user info came back; while it is still on its way, a token (the cookie's,
 * or a fresh login's) counts, so the guards of the first page load let a returning user in.
 */
export function signedInOf(snapshot: AuthSnapshot): boolean {
  if (snapshot.hasTag('signedIn')) return true;
  if (snapshot.hasTag('signedOut')) return false;
  return Boolean(snapshot.context.token);
}

/** Ends the session on the gateway too. The page reloads right after, so the request must outlive it. */
function revokeSession(token: string | null): void {
  if (!token) return;
  callRoute(api, routes.user.logout, {}, { keepalive: true }).catch(() => {});
}

export const appAuthMachine = authMachine.provide({
  actions: {
    revokeSession: (_, params) => revokeSession(params.token),
  },
});

/** The app's one auth actor, started. */
export function createAuthSession(input?: AuthInput, machine: typeof authMachine = appAuthMachine): AuthSession {
  const actor = createActor(machine, { input }).start();
  return { actor, isSignedIn: () => signedInOf(actor.getSnapshot()) };
}

/**
 * Keeps the auth actor and the router in step: every resolved navigation is told to the actor
 * (logout and the post-login reload depend on the path), and when a session turns out to be gone
 * the current page's guards run again.
 */
export function followRouter(session: AuthSession, router: AnyRouter): () => void {
  const stopRoutes = router.subscribe('onResolved', ({ toLocation }) => {
    session.actor.send({ type: 'ROUTE.CHANGED', pathname: toLocation.pathname });
  });
  let signedIn = session.isSignedIn();
  const subscription = session.actor.subscribe((snapshot) => {
    const now = signedInOf(snapshot);
    if (signedIn && !now) void router.invalidate();
    signedIn = now;
  });
  return () => {
    stopRoutes();
    subscription.unsubscribe();
  };
}
