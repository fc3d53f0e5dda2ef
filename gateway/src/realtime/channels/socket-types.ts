import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, Patch, ServerToClientEvents, SessionEndReason } from '@portal/contracts';

/** What the gateway keeps on each socket: its channels and, once signed in, its user and session. */
export type SocketData = {
  channels: Set<string>;
  /**
   * The signed-in user of the socket, when a feature resolved one at connection; cleared when the
   * session ends (chat/socket-sessions.ts).
   */
  userId?: number;
  /** The session the socket signed in with, and when it expires (epoch ms), beside `userId`. */
  session?: { id: number; expiresAt: number };
};
/**
 * Events between gateway processes (socket.io `serverSideEmit`): a patch of a channel family made
 * on another gateway; how many watch each room on another gateway (chat/room-audience.ts); sessions
 * revoked on another gateway (chat/socket-sessions.ts).
 */
export type InterServerEvents = {
  'channel.family.patches': (patches: Patch[]) => void;
  'room.audience': (share: { node: string; counts: [roomId: number, viewers: number][] }) => void;
  'session.ended': (ended: { sessionIds: number[]; reason: SessionEndReason }) => void;
};
/** The typed socket.io server every channel family writes to, and its sockets. */
export type PortalServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type PortalSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
