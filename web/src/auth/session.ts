import { createActor, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AnyRouter } from '@tanstack/react-router';
import { authMachine, type AuthInput } from './auth.machine';

export type AuthActor = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** What the router context carries: the app's auth actor, and the answers its guards ask for. */
export interface AuthSession {
  actor: AuthActor;
  /** Signed in as far as is known now; false while the first answer about the session is awaited. */
  isSignedIn(): boolean;
  /** Whether the user is signed in, once the gateway told (at once when that is already known). */
  settled(): Promise<boolean>;
}

/**
 * Signed in once the user info came back; while it is on its way, a session counts only when one is
 * known to be open (a fresh login, or the user info fetched again), not on the page's first load.
 */
export function signedInOf(snapshot: AuthSnapshot): boolean {
  if (snapshot.hasTag('signedIn')) return true;
  if (snapshot.hasTag('signedOut')) return false;
  return snapshot.context.sessionOpen;
}

/** Whether the machine still waits for the first answer about the session. */
export function sessionUnknown(snapshot: AuthSnapshot): boolean {
  return snapshot.hasTag('loading') && !snapshot.context.sessionOpen;
}

/** The app's one auth actor, started: it asks the gateway at once whether there is a session. */
export function createAuthSession(input?: AuthInput, machine: typeof authMachine = authMachine): AuthSession {
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    isSignedIn: () => signedInOf(actor.getSnapshot()),
    settled: async () => signedInOf(await waitFor(actor, (snapshot) => !sessionUnknown(snapshot))),
  };
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
