import type { SessionEndReason } from '@portal/contracts';
import type { Clock } from '../clock';
import type { PortalServer, PortalSocket } from '../realtime/channels/socket-types';

/** The socket.io room of the sockets signed in with one session. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** The session a socket's handshake carried. */
export type SocketSignIn = { userId: number; sessionId: number; expiresAt: number };

/** How often the sockets are checked for sessions that ran out without anyone acting on them. */
export const SESSION_SWEEP_MS = 60_000;

export type SocketSessionsOptions = {
  io: PortalServer;
  /** Whether other gateway processes share the server through its adapter. */
  clustered: boolean;
  clock: Clock;
  /** How often sockets whose session expired are ended unasked; {@link SESSION_SWEEP_MS} by default. */
  sweepMs?: number | undefined;
};

export type SocketSessions = ReturnType<typeof createSocketSessions>;

/**
 * The sessions of signed-in sockets. A socket keeps its session's id and expiry from the handshake,
 * so a chat message costs no database query: an expired session is caught at the socket's next
 * authenticated action (or by the sweep), and a revoked one arrives as `end`, which reaches the
 * sockets of the session on every gateway (each is in the session's room; the others hear of it
 * through the adapter). An ended socket is told `session.ended`, leaves every room but its channels
 * (its user's room, the session's, moderator consoles) and is a visitor's socket from then on.
 */
export function createSocketSessions({ io, clustered, clock, sweepMs = SESSION_SWEEP_MS }: SocketSessionsOptions) {
  const endOn = (socket: PortalSocket, reason: SessionEndReason) => {
    delete socket.data.userId;
    delete socket.data.session;
    for (const room of [...socket.rooms]) {
      if (room !== socket.id && !socket.data.channels.has(room)) void socket.leave(room);
    }
    socket.emit('session.ended', { reason });
  };

  const endHere = ({ sessionIds, reason }: { sessionIds: number[]; reason: SessionEndReason }) => {
    const namespace = io.of('/');
    for (const sessionId of sessionIds) {
      for (const socketId of [...(namespace.adapter.rooms.get(sessionRoom(sessionId)) ?? [])]) {
        const socket = namespace.sockets.get(socketId);
        if (socket !== undefined) endOn(socket, reason);
      }
    }
  };

  const expired = (socket: PortalSocket) => socket.data.session !== undefined && clock.now() >= socket.data.session.expiresAt;

  if (clustered) io.on('session.ended', endHere);
  const sweep = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) if (expired(socket)) endOn(socket, 'expired');
  }, sweepMs);
  sweep.unref();

  return {
    /** Signs a socket in at its handshake; its rooms are joined by `joinRooms` once it is connected. */
    signIn(socket: PortalSocket, found: SocketSignIn): void {
      socket.data.userId = found.userId;
      socket.data.session = { id: found.sessionId, expiresAt: found.expiresAt };
    },

    /** Puts a connected signed-in socket in its session's room. */
    joinRooms(socket: PortalSocket): void {
      if (socket.data.session !== undefined) void socket.join(sessionRoom(socket.data.session.id));
    },

    /** The user of the socket while its session lives; undefined for a visitor, and for a session found expired, which ends here. */
    userOf(socket: PortalSocket): number | undefined {
      if (expired(socket)) endOn(socket, 'expired');
      return socket.data.userId;
    },

    /** Ends sessions on every socket that holds one, on this gateway and the others. */
    end(ended: { sessionIds: number[]; reason: SessionEndReason }): void {
      endHere(ended);
      if (clustered) io.serverSideEmit('session.ended', ended);
    },

    close(): void {
      clearInterval(sweep);
    },
  };
}
