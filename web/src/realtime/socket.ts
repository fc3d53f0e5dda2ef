import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  Patch,
  ResyncReply,
  ServerToClientEvents,
  SubscribeReply,
} from '@portal/contracts';

type ConnectionEvent = 'connect' | 'disconnect';

/**
 * The part of a socket.io client socket a channel uses: the connection events, the frames of patches, and
 * the subscribe, resync and unsubscribe requests with their acknowledgements.
 */
export interface ChannelSocket {
  readonly connected: boolean;
  on(event: ConnectionEvent, listener: () => void): unknown;
  on(event: 'channel.batch', listener: (patches: Patch[]) => void): unknown;
  off(event: ConnectionEvent, listener: () => void): unknown;
  off(event: 'channel.batch', listener: (patches: Patch[]) => void): unknown;
  emit(event: 'channel.subscribe', request: { channel: string }, ack: (reply: SubscribeReply) => void): unknown;
  emit(
    event: 'channel.resync',
    request: { channel: string; fromSeq: number },
    ack: (reply: ResyncReply) => void,
  ): unknown;
  emit(event: 'channel.unsubscribe', request: { channel: string }): unknown;
}

export type PortalSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The part of a socket.io client socket that reconnecting uses. */
export interface ReconnectingSocket {
  readonly connected: boolean;
  connect(): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  off(event: 'disconnect', listener: (reason: string) => void): unknown;
}

/** How long after the gateway closed the connection itself the tab connects again, at most. */
export const SERVER_CLOSE_RECONNECT_MAX_MS = 5_000;

/**
 * socket.io reconnects on its own after a lost connection, but not after the server closed it (a
 * gateway restarting or shedding load): connect again after a random pause so a whole audience does
 * not come back in the same instant.
 */
export function reconnectAfterServerClose(socket: ReconnectingSocket, random: () => number = Math.random): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onDisconnect = (reason: string) => {
    if (reason !== 'io server disconnect') return;
    timer = setTimeout(() => {
      timer = null;
      if (!socket.connected) socket.connect();
    }, 500 + random() * (SERVER_CLOSE_RECONNECT_MAX_MS - 500));
  };
  socket.on('disconnect', onDisconnect);
  return () => {
    socket.off('disconnect', onDisconnect);
    if (timer !== null) clearTimeout(timer);
  };
}

let shared: PortalSocket | null = null;

/**
 * The tab's one connection to the gateway, opened on first use: socket.io on the page's own origin,
 * trying a WebSocket first and long polling only where that fails.
 */
export function sharedSocket(): ChannelSocket {
  if (!shared) {
    shared = io({ path: '/socket.io', transports: ['websocket', 'polling'], tryAllTransports: true });
    reconnectAfterServerClose(shared);
  }
  return shared;
}

/**
 * The tab's one socket seen as the part of it a feature uses (its own events: go-live notices, a
 * console's feed, a user's bans); it is a full socket.io client underneath, whose type here names
 * only the channel events.
 */
export function sharedSocketAs<Source>(): Source {
  return sharedSocket() as unknown as Source;
}
