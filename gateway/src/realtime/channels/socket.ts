import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import {
  CHANNEL_NOT_READY_MESSAGE,
  channelSchema,
  malformedSocketRequestMessage,
  resyncRequestSchema,
  SOCKET_MAX_FRAME_BYTES,
  SOCKET_ORIGIN_REFUSED_MESSAGE,
  subscribeRequestSchema,
  TOO_MANY_CHANNELS_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
  unsubscribeRequestSchema,
  type ResyncReply,
  type SubscribeReply,
} from '@portal/contracts';
import type { z } from 'zod';
import type { PortalServer, PortalSocket } from './socket-types';
import type { ChannelStore } from './channel-store';
import { createFrameBatcher } from './frames';
import { SnapshotAnswers, sharedJsonParser } from './shared-json';
import type { RealtimeLog } from './log';

/** More channels than a page ever shows at once. */
const MAX_CHANNELS_PER_SOCKET = 500;


/**
 * Channels kept in a store of their own rather than the hub's (e.g. live rooms, whose state comes
 * from the database): the sockets serve them alike, after `open` has put the channel in `store`.
 */
export interface ChannelFamily {
  owns(channel: string): boolean;
  readonly store: ChannelStore;
  /** Makes the channel available in `store`, loading it when needed; a refusal message when it cannot be. */
  open(channel: string): Promise<string | undefined>;
}

export type RealtimeSockets = {
  io: PortalServer;
  /** Whether other gateway processes share the server through its adapter, so `serverSideEmit` reaches them. */
  clustered: boolean;
  /** Serves a family of channels from its own store from now on. */
  addChannels(family: ChannelFamily): void;
  /** Calls `listener` each time a socket joins a channel it was not on (a subscribe, a resync, a recovery). */
  onJoin(listener: (socket: PortalSocket, channel: string) => void): void;
  /** Calls `listener` with the channel of every patch sent to the sockets, of every family. */
  onChange(listener: (channel: string) => void): () => void;
  /**
   * The channel's state as a subscriber would get it now, loading a family's channel when needed; no
   * socket joins. Undefined for a channel there is no state of.
   */
  snapshot(channel: string): Promise<{ seq: number; state: unknown } | undefined>;
  /** Disconnects every client and stops accepting new ones; the HTTP server stays to its owner. */
  close(): Promise<void>;
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a socket's page may connect: no Origin (not a browser page), the gateway's own host, a
 * loopback page talking to a loopback gateway (the web dev server's proxy), or a listed origin.
 */
export function socketOriginAllowed(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[] = []): boolean {
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && page.host === host) return true;
  const hostName = host?.replace(/:\d+$/, '');
  return LOOPBACK.has(page.hostname) && hostName !== undefined && LOOPBACK.has(hostName);
}

function refusal(error: z.ZodError): { ok: false; message: string } {
  const issue = error.issues[0];
  if (issue?.path[0] === 'channel' && issue.message === UNKNOWN_CHANNEL_MESSAGE) return { ok: false, message: UNKNOWN_CHANNEL_MESSAGE };
  const where = issue?.path.length ? issue.path.join('.') : 'request';
  return { ok: false, message: malformedSocketRequestMessage(where, issue?.message ?? 'invalid') };
}

/**
 * The realtime fan-out: socket.io on the app's HTTP server, one room per channel. A subscriber
 * joins the room and gets the snapshot with its sequence number in the same turn, so every patch
 * after it reaches the socket; a client that missed some asks to resync from its last number.
 * Patches go out once per turn of the event loop, one frame per socket (./frames.ts).
 */
export function attachRealtimeSockets(
  server: HttpServer,
  hubStore: ChannelStore,
  log: RealtimeLog,
  options: Partial<ServerOptions> & { allowedOrigins?: readonly string[] } = {},
): RealtimeSockets {
  const { allowedOrigins, ...serverOptions } = options;
  const io: PortalServer = new Server(server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_FRAME_BYTES,
    parser: sharedJsonParser,
    allowRequest: (request, callback) => {
      const allowed = socketOriginAllowed(request.headers.origin, request.headers.host, allowedOrigins);
      callback(allowed ? null : SOCKET_ORIGIN_REFUSED_MESSAGE, allowed);
    },
    ...serverOptions,
  });

  const families: ChannelFamily[] = [];
  const joinListeners: ((socket: PortalSocket, channel: string) => void)[] = [];
  const stopDelivering: (() => void)[] = [];
  const frames = createFrameBatcher(io);
  const snapshots = new SnapshotAnswers();
  const changeListeners = new Set<(channel: string) => void>();
  const deliverFrom = (source: ChannelStore) => {
    stopDelivering.push(
      source.onDeliver((patch) => {
        frames.add(patch);
        for (const listener of changeListeners) listener(patch.channel);
      }),
    );
  };
  deliverFrom(hubStore);
  const familyOf = (channel: string) => families.find((family) => family.owns(channel));
  const storeOf = (channel: string) => familyOf(channel)?.store ?? hubStore;

  const join = (socket: PortalSocket, channel: string) => {
    // What was made so far is in the state or the patches the socket is about to get: whatever of it
    // is still on its way to this socket goes first, and the rest of this turn's to the others.
    frames.settle(socket.id);
    if (socket.data.channels.has(channel)) return;
    socket.data.channels.add(channel);
    void socket.join(channel);
    storeOf(channel).watch(channel);
    for (const listener of joinListeners) listener(socket, channel);
  };
  /**
   * Waits while patches of `channel` made here are held on their way to the sockets (shared through
   * Redis first): the state handed out next holds them. In the same turn as the state is read.
   */
  const delivered = async (channel: string) => {
    const store = storeOf(channel);
    for (let held = store.delivered(channel); held !== undefined; held = store.delivered(channel)) await held;
  };
  const leave = (socket: PortalSocket, channel: string) => {
    if (!socket.data.channels.delete(channel)) return;
    void socket.leave(channel);
    storeOf(channel).unwatch(channel);
  };
  /** Loads a family's channel before it is looked at; undefined when it is ready, else the refusal. */
  const opening = async (family: ChannelFamily, channel: string): Promise<{ ok: false; message: string } | undefined> => {
    const refused = await family.open(channel);
    return refused === undefined ? undefined : { ok: false, message: refused };
  };
  const unavailable = (socket: PortalSocket, channel: string): { ok: false; message: string } | undefined => {
    const store = storeOf(channel);
    if (!store.has(channel)) {
      if (store !== hubStore) return { ok: false, message: UNKNOWN_CHANNEL_MESSAGE };
      return { ok: false, message: store.ready ? UNKNOWN_CHANNEL_MESSAGE : CHANNEL_NOT_READY_MESSAGE };
    }
    if (!socket.data.channels.has(channel) && socket.data.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      return { ok: false, message: TOO_MANY_CHANNELS_MESSAGE };
    }
    return undefined;
  };

  io.on('connection', (socket) => {
    socket.data.channels ??= new Set();
    if (socket.recovered) {
      // The rooms came back with the session; count them as watched here, and expect resyncs.
      const recovered = [...socket.rooms].filter((room) => room !== socket.id && channelSchema.safeParse(room).success);
      socket.data.channels = new Set();
      for (const channel of recovered) join(socket, channel);
    }

    socket.on('channel.subscribe', async (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (reply: SubscribeReply) => void;
      const parsed = subscribeRequestSchema.safeParse(request);
      if (!parsed.success) return answer(refusal(parsed.error));
      const { channel } = parsed.data;
      // Only a family's channel waits for its loading: the hub's are answered in the turn they were asked in.
      const family = familyOf(channel);
      const refused = (family === undefined ? undefined : await opening(family, channel)) ?? unavailable(socket, channel);
      if (refused) return answer(refused);
      await delivered(channel);
      join(socket, channel);
      const snapshot = storeOf(channel).get(channel);
      if (snapshot === undefined) return answer({ ok: false, message: UNKNOWN_CHANNEL_MESSAGE });
      answer(snapshots.answer({ ok: true, channel, seq: snapshot.seq, snapshot: snapshot.state }));
    });

    socket.on('channel.resync', async (request: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (reply: ResyncReply) => void;
      const parsed = resyncRequestSchema.safeParse(request);
      if (!parsed.success) return answer(refusal(parsed.error));
      const { channel, fromSeq } = parsed.data;
      const family = familyOf(channel);
      const refused = (family === undefined ? undefined : await opening(family, channel)) ?? unavailable(socket, channel);
      if (refused) return answer(refused);
      await delivered(channel);
      join(socket, channel);
      const store = storeOf(channel);
      const patches = store.since(channel, fromSeq);
      if (patches !== undefined) return answer({ ok: true, channel, patches });
      const snapshot = store.get(channel);
      if (snapshot === undefined) return answer({ ok: false, message: UNKNOWN_CHANNEL_MESSAGE });
      answer(snapshots.answer({ ok: true, channel, seq: snapshot.seq, snapshot: snapshot.state }));
    });

    socket.on('channel.unsubscribe', (request: unknown) => {
      const parsed = unsubscribeRequestSchema.safeParse(request);
      if (parsed.success) leave(socket, parsed.data.channel);
    });

    socket.on('disconnect', () => {
      for (const channel of [...socket.data.channels]) storeOf(channel).unwatch(channel);
      socket.data.channels.clear();
    });
  });

  io.engine.on('connection_error', (error: { code: number; message: string }) => {
    log.debug({ code: error.code, message: error.message }, 'socket.io connection refused');
  });

  let closing: Promise<void> | undefined;
  return {
    io,
    clustered: serverOptions.adapter !== undefined,
    addChannels(family) {
      families.push(family);
      deliverFrom(family.store);
    },
    onJoin(listener) {
      joinListeners.push(listener);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    async snapshot(channel) {
      if (!channelSchema.safeParse(channel).success) return undefined;
      const family = familyOf(channel);
      if (family !== undefined && (await family.open(channel)) !== undefined) return undefined;
      await delivered(channel);
      return storeOf(channel).get(channel);
    },
    close: () => {
      closing ??= (async () => {
        for (const stop of stopDelivering) stop();
        frames.close();
        io.local.disconnectSockets(true);
        io.engine.close();
        await io.of('/').adapter.close();
      })();
      return closing;
    },
  };
}
