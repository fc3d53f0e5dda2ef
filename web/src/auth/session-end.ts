import { useEffect } from 'react';
import { sharedSocketAs } from '../realtime/socket';
import { useAuth } from './use-auth';

/** The part of the tab's socket that tells of the end of its session. */
export interface SessionEndSource {
  on(event: 'session.ended', listener: () => void): unknown;
  off(event: 'session.ended', listener: () => void): unknown;
}

const tabSocket = (): SessionEndSource => sharedSocketAs<SessionEndSource>();

/**
 * While the user is signed in: when the gateway ends the session on the tab's socket (a logout in
 * another tab, its expiry, a password change elsewhere), the user info is asked for again, which
 * finds no session, signs the page out and runs the route guards again.
 */
export function useSessionEnd(source: () => SessionEndSource = tabSocket): void {
  const { verified, refreshUser } = useAuth();
  useEffect(() => {
    if (!verified) return;
    const socket = source();
    socket.on('session.ended', refreshUser);
    return () => {
      socket.off('session.ended', refreshUser);
    };
  }, [verified, source, refreshUser]);
}
