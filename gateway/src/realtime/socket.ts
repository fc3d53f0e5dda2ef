import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import {
  resyncRequestSchema,
  subscribeRequestSchema,
  unsubscribeRequestSchema,
  type ClientToServerEvents,
  type ResyncReply,
  type ServerToClientEvents,
  type SubscribeReply,
} from '@portal/contracts';
import type { z } from 'zod';
import type { ChannelStore } from './channels';
import type { RealtimeLog } from './log';

export const UNKNOWN_CHANNEL_MESSAGE = '未知频道';
export const NOT_READY_MESSAGE = '数据加载中，请稍后重试';
export const TOO_MANY_CHANNELS_MESSAGE = '订阅的频道过多';
/** More channels than a page ever shows at once. */
const MAX_CHANNELS_PER_SOCKET = 500;

type SocketData = { channels: Set<string> };
type PortalServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type PortalSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type RealtimeSockets = {
  io: PortalServer;
  /** Disconnects every client and stops accepting new ones; the HTTP server stays to its owner. */
  close(): Promise<void>;
};

function refusal(error: z.ZodError): { ok: false; message: string } {
  const issue = error.issues[0];
  if (issue?.path[0] === 'channel' && issue.message === UNKNOWN_CHANNEL_MESSAGE) return { ok: false, message: UNKNOWN_CHANNEL_MESSAGE };
  const where = issue?.path.length ? issue.path.join('.') : 'request';
  return { ok: false, message: `请求格式错误 ${where}: ${issue?.message ?? 'invalid'}` };
}

/**
 * The realtime fan-out: socket.io on the app's HTTP server, one room per channel. A subscriber
 * joins the room and gets the snapshot with its sequence number in the same turn, so every patch
 * after it reaches the socket; a client that missed some asks to resync from its last number.
 */
export function attachRealtimeSockets(
  server: HttpServer,
  store: ChannelStore,
  log: RealtimeLog,
  options: Partial<ServerOptions> = {},
): RealtimeSockets {
  const io: PortalServer = new Server(server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    serveClient: false,
    ...options,
  });

  const stopDelivering = store.onDeliver((patch) => {
    io.local.to(patch.channel).emit('channel.patch', patch);
  });

  const join = (socket: PortalSocket, channel: string) => {
    if (socket.data.channels.has(channel)) return;
    socket.data.channels.add(channel);
    void socket.join(channel);
    store.watch(channel);
  };
  const leave = (socket: PortalSocket, channel: string) => {
    if (!socket.data.channels.delete(channel)) return;
    void socket.leave(channel);
    store.unwatch(channel);
  };
  const unavailable = (socket: PortalSocket, channel: string): { ok: false; message: string } | undefined => {
    if (!store.has(channel)) return { ok: false, message: store.ready ? UNKNOWN_CHANNEL_MESSAGE : NOT_READY_MESSAGE };
    if (!socket.data.channels.has(channel) && socket.data.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      return { ok: false, message: TOO_MANY_CHANNELS_MESSAGE };
    }
    return undefined;
  };

  io.on('connection', (socket) => {
    socket.data.channels ??= new Set();
    if (socket.recovered) {
      // The rooms came back with the session; count them as watched here, and expect resyncs.
      const recovered = [...socket.rooms].filter((room) => room !== socket.id);
      socket.data.channels = new Set();
      for (const channel of recovered) join(socket, channel);
    }

    socket.on('channel.subscribe', (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (reply: SubscribeReply) => void;
      const parsed = subscribeRequestSchema.safeParse(request);
      if (!parsed.success) return answer(refusal(parsed.error));
      const { channel } = parsed.data;
      const refused = unavailable(socket, channel);
      if (refused) return answer(refused);
      join(socket, channel);
      const snapshot = store.get(channel);
      if (snapshot === undefined) return answer({ ok: false, message: UNKNOWN_CHANNEL_MESSAGE });
      answer({ ok: true, channel, seq: snapshot.seq, snapshot: snapshot.state });
    });

    socket.on('channel.resync', (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (reply: ResyncReply) => void;
      const parsed = resyncRequestSchema.safeParse(request);
      if (!parsed.success) return answer(refusal(parsed.error));
      const { channel, fromSeq } = parsed.data;
      const refused = unavailable(socket, channel);
      if (refused) return answer(refused);
      join(socket, channel);
      const patches = store.since(channel, fromSeq);
      if (patches !== undefined) return answer({ ok: true, channel, patches });
      const snapshot = store.get(channel);
      if (snapshot === undefined) return answer({ ok: false, message: UNKNOWN_CHANNEL_MESSAGE });
      answer({ ok: true, channel, seq: snapshot.seq, snapshot: snapshot.state });
    });

    socket.on('channel.unsubscribe', (request: unknown) => {
      const parsed = unsubscribeRequestSchema.safeParse(request);
      if (parsed.success) leave(socket, parsed.data.channel);
    });

    socket.on('disconnect', () => {
      for (const channel of [...socket.data.channels]) store.unwatch(channel);
      socket.data.channels.clear();
    });
  });

  io.engine.on('connection_error', (error: { code: number; message: string }) => {
    log.debug({ code: error.code, message: error.message }, 'socket.io connection refused');
  });

  let closing: Promise<void> | undefined;
  return {
    io,
    close: () => {
      closing ??= (async () => {
        stopDelivering();
        io.local.disconnectSockets(true);
        io.engine.close();
        await io.of('/').adapter.close();
      })();
      return closing;
    },
  };
}
