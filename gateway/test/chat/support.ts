import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { io, type Socket } from 'socket.io-client';
import {
  applyPatch,
  type ChatSendReply,
  type ChatSendRequestInput,
  type ClientToServerEvents,
  type ChatBanNotice,
  type GoLiveNotice,
  type ModerationChange,
  type Patch,
  type RoomModJoinReply,
  type ServerToClientEvents,
  type SubscribeReply,
} from '@portal/contracts';
import { accountsPlugin } from '../../src/accounts/plugin';
import { createSessionStore } from '../../src/accounts/sessions';
import { captchaPlugin } from '../../src/captcha/plugin';
import { chatPlugin, type Chat, type ChatOptions } from '../../src/chat';
import { loadConfig } from '../../src/config';
import type { Database, Db } from '../../src/db/database';
import { rooms, users } from '../../src/db/schema';
import { createMemoryStore } from '../../src/ephemeral/memory-store';
import { ephemeralPlugin } from '../../src/ephemeral/plugin';
import type { EphemeralStore } from '../../src/ephemeral/store';
import { registerAccessToken } from '../../src/http/access-token';
import { handleError } from '../../src/http/errors';
import { createRealtimeHub, type RealtimeHub } from '../../src/realtime/hub';
import { nobilityPlugin } from '../../src/nobility/plugin';
import { createMatchCollectRepository } from '../../src/realtime/scores/match-collects';
import { realtimePlugin } from '../../src/realtime/plugin';
import { apiChatRoutes } from '../../src/routes/api/chat';
import { moderationRoutes } from '../../src/routes/api/moderation';
import { operatorChatRoutes } from '../../src/routes/operator/chat';
import { chatRoutes } from '../../src/routes/chat';
import { seedDemoData } from '../../src/demo/seed';
import { freshDatabase } from '../db/database-under-test';

export type Envelope<T = unknown> = { code: number; message: string; data: T };

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2025, 0, 1, 12)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;

export const SECOND = 1_000;
export const MINUTE = 60_000;

/** Polls `condition` until it holds; fails with `what` after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export type ChatGateway = {
  app: FastifyInstance;
  url: string;
  chat: Chat;
  hub: RealtimeHub;
  close(): Promise<void>;
};

export type ChatGatewayOptions = {
  database: Database;
  clock: ManualClock;
  store: EphemeralStore;
  /** Several gateways on one Redis: the socket.io adapter shares the chat channels' changes. */
  redis?: { url: string; prefix: string };
  /** The match ids the feed knows, whose chats take messages; by default those the tests chat in. */
  matches?: readonly number[];
} & Pick<ChatOptions, 'nobility' | 'audienceShareMs' | 'sessionSweepMs'>;

/** Match ids the chat gateway's feed knows unless a test says otherwise. */
export const KNOWN_MATCHES: readonly number[] = [3001, 3002, 4242];

/**
 * A gateway with only what the chat needs (sessions, sockets, the chat), listening on a free port.
 * Its realtime hub is never started: no upstream is needed, only its socket server.
 */
export async function startChatGateway(options: ChatGatewayOptions): Promise<ChatGateway> {
  const hub = createRealtimeHub({ upstreamUrl: 'http://127.0.0.1:9', redis: options.redis });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(fastifyCookie);
  registerAccessToken(app);
  const db = options.database.db;
  await app.register(ephemeralPlugin, { store: options.store });
  await app.register(captchaPlugin);
  await app.register(accountsPlugin, { config: loadConfig({ NODE_ENV: 'test' }), db, clock: options.clock });
  await app.register(realtimePlugin, { realtime: hub, collects: createMatchCollectRepository(db) });
  await app.register(nobilityPlugin, { db, clock: options.clock });
  const matches = new Set(options.matches ?? KNOWN_MATCHES);
  await app.register(chatPlugin, {
    db,
    clock: options.clock,
    nobility: options.nobility,
    audienceShareMs: options.audienceShareMs,
    sessionSweepMs: options.sessionSweepMs,
    matchExists: (matchId) => matches.has(matchId),
  });
  await app.register(chatRoutes);
  await app.register(apiChatRoutes);
  await app.register(moderationRoutes);
  // The operator's token guard is the audit routes' (tested with them); here the calls are open.
  await app.register(operatorChatRoutes);
  await app.ready();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    chat: app.chat,
    hub,
    async close() {
      await app.close();
      await hub.close();
    },
  };
}

/** A chat gateway on a freshly seeded database for one suite; `close()` also closes the store. */
export async function openSeededChatGateway(clock: ManualClock, store: EphemeralStore) {
  const under = await freshDatabase();
  const database = await under.open();
  await seedDemoData(database.db);
  const gateway = await startChatGateway({ database, clock, store });
  return {
    database,
    gateway,
    async close() {
      await gateway.close();
      await store.close();
      await under.dispose();
    },
  };
}

let userCounter = 0;

/** A new user with a live session. */
export async function signUp(db: Db, clock: ManualClock, nickName?: string): Promise<{ id: number; nickName: string; token: string }> {
  userCounter += 1;
  const name = nickName ?? `测试用户${process.pid % 1000}${userCounter}`;
  const mobile = `137${String(process.pid % 10_000).padStart(4, '0')}${String(userCounter).padStart(4, '0')}`;
  const [row] = await db.insert(users).values({ mobile, nickName: name }).returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const { token } = await createSessionStore(db, clock).open(row.id, true, { userAgent: 'test', ip: '127.0.0.1' });
  return { id: row.id, nickName: name, token };
}

/** A new open room of a new anchor. */
export async function openRoom(db: Db, clock: ManualClock): Promise<{ roomId: number; anchor: Awaited<ReturnType<typeof signUp>> }> {
  const anchor = await signUp(db, clock);
  await db.update(users).set({ isAnchor: 1 }).where(eq(users.id, anchor.id));
  const [room] = await db
    .insert(rooms)
    .values({ anchorId: anchor.id, title: `${anchor.nickName}的直播间`, notice: '文明观赛', navId: 1, isLive: 1 })
    .returning({ id: rooms.id });
  if (!room) throw new Error('room not created');
  return { roomId: room.id, anchor };
}

/** app.inject with the accessToken header of `token`; JSON bodies for POST. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: unknown,
): Promise<Envelope<T> & { response: LightMyRequestResponse }> {
  const response = await app.inject({
    method,
    url,
    headers: token ? { accesstoken: token } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { ...response.json<Envelope<T>>(), response };
}

type Tracked = { seq: number; state: unknown; waiting: Patch[] | undefined };

/**
 * A page's socket: signed in with `token` (or not), keeping channel states from the snapshot and
 * the patches in order (a gap resyncs), and collecting console changes and go-live notices.
 */
export class ChatClient {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  readonly channels = new Map<string, Tracked>();
  readonly changes: ModerationChange[] = [];
  readonly notices: GoLiveNotice[] = [];
  /** The signed-in user's own bans and lifts, as the gateway told this page of them. */
  readonly bans: ChatBanNotice[] = [];

  constructor(url: string, token?: string, extraHeaders?: Record<string, string>) {
    this.socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(token ? { auth: { token } } : {}),
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    this.socket.on('channel.batch', (patches) => {
      for (const patch of patches) this.onPatch(patch);
    });
    this.socket.on('roommod.change', (change) => this.changes.push(change));
    this.socket.on('room.opened', (notice) => this.notices.push(notice));
    this.socket.on('chat.ban', (notice) => this.bans.push(notice));
  }

  async connected(): Promise<void> {
    if (this.socket.connected) return;
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  async subscribe(channel: string): Promise<SubscribeReply> {
    this.channels.set(channel, { seq: 0, state: undefined, waiting: [] });
    const reply = await this.socket.timeout(5_000).emitWithAck('channel.subscribe', { channel });
    const tracked = this.channels.get(channel) as Tracked;
    if (!reply.ok) {
      this.channels.delete(channel);
      return reply;
    }
    this.settle(tracked, reply.seq, reply.snapshot);
    return reply;
  }

  send(request: ChatSendRequestInput): Promise<ChatSendReply> {
    return this.socket.timeout(5_000).emitWithAck('chat.send', request);
  }

  joinConsole(roomId: number): Promise<RoomModJoinReply> {
    return this.socket.timeout(5_000).emitWithAck('roommod.join', { roomId });
  }

  state<T>(channel: string): T {
    return this.channels.get(channel)?.state as T;
  }

  seq(channel: string): number {
    return this.channels.get(channel)?.seq ?? 0;
  }

  close(): void {
    this.socket.disconnect();
  }

  private settle(tracked: Tracked, seq: number, state: unknown): void {
    tracked.seq = seq;
    tracked.state = state;
    const waiting = tracked.waiting ?? [];
    tracked.waiting = undefined;
    for (const patch of waiting.sort((a, b) => a.seq - b.seq)) this.onPatch(patch);
  }

  private onPatch(patch: Patch): void {
    const tracked = this.channels.get(patch.channel);
    if (tracked === undefined) return;
    if (tracked.waiting !== undefined) {
      tracked.waiting.push(patch);
      return;
    }
    if (patch.seq <= tracked.seq) return;
    if (patch.seq > tracked.seq + 1) {
      tracked.waiting = [patch];
      void this.resync(patch.channel, tracked);
      return;
    }
    tracked.state = applyPatch(tracked.state, patch.ops);
    tracked.seq = patch.seq;
  }

  private async resync(channel: string, tracked: Tracked): Promise<void> {
    const reply = await this.socket.timeout(5_000).emitWithAck('channel.resync', { channel, fromSeq: tracked.seq });
    if (!reply.ok) throw new Error(`resync refused: ${reply.message}`);
    if ('patches' in reply) {
      const waiting = tracked.waiting ?? [];
      tracked.waiting = [];
      for (const patch of reply.patches) {
        if (patch.seq === tracked.seq + 1) {
          tracked.state = applyPatch(tracked.state, patch.ops);
          tracked.seq = patch.seq;
        }
      }
      this.settle(tracked, tracked.seq, tracked.state);
      for (const patch of waiting) this.onPatch(patch);
    } else this.settle(tracked, reply.seq, reply.snapshot);
  }
}

/** A memory store on the test's clock. */
export function memoryStoreOn(clock: ManualClock): EphemeralStore {
  return createMemoryStore(clock);
}
