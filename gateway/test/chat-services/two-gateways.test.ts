import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bannedMessage,
  CHAT_RATE_LIMIT,
  CHAT_TOO_FAST_MESSAGE,
  chatLinesInOrder,
  ResultCode,
  roomChannel,
  type BanEntry,
  type ChatLine,
  type RoomChannelState,
} from '@portal/contracts';
import type { Database } from '../../src/db/database';
import { seedDemoData } from '../../src/demo/seed';
import { connectRedisStore } from '../../src/ephemeral/redis-store';
import type { EphemeralStore } from '../../src/ephemeral/store';
import { databaseUrl, freshDatabase, type DatabaseUnderTest } from '../db/database-under-test';
import { call, ChatClient, manualClock, MINUTE, openRoom, signUp, startChatGateway, until, type ChatGateway } from '../chat/support';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is required: this suite runs against a real Redis (npm run test:services)');

// On Postgres (DATABASE_URL, as CI runs it) each gateway has its own pool; on PGlite they share the one in-memory database.
describe(`chat on two gateways sharing ${databaseUrl ? 'Postgres' : 'PGlite'} and Redis`, () => {
  const prefix = `test:chat:${randomBytes(6).toString('hex')}:`;
  const clock = manualClock(Date.now());
  let under: DatabaseUnderTest;
  const databases: Database[] = [];
  const stores: EphemeralStore[] = [];
  let east: ChatGateway;
  let west: ChatGateway;
  const clients: ChatClient[] = [];

  const connect = async (gateway: ChatGateway, token?: string): Promise<ChatClient> => {
    const client = new ChatClient(gateway.url, token);
    clients.push(client);
    await client.connected();
    return client;
  };

  beforeAll(async () => {
    under = await freshDatabase();
    for (let n = 0; n < 2; n += 1) {
      databases.push(await under.open());
      stores.push(await connectRedisStore(redisUrl, `${prefix}store:`));
    }
    const [first, second] = databases as [Database, Database];
    await seedDemoData(first.db);
    const redis = { url: redisUrl, prefix: `${prefix}realtime:` };
    // The gateways share their rooms' viewer counts every 100 ms instead of every 5 s.
    east = await startChatGateway({ database: first, clock, store: stores[0] as EphemeralStore, redis, audienceShareMs: 100 });
    west = await startChatGateway({ database: second, clock, store: stores[1] as EphemeralStore, redis, audienceShareMs: 100 });
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(async () => {
    await east?.close();
    await west?.close();
    for (const store of stores) await store.close();
    await under.dispose();
  });

  it('stops a user on one gateway at once when they are banned through the other, and tells consoles on both', async () => {
    const db = (databases[0] as Database).db;
    const { roomId, anchor } = await openRoom(db, clock);
    const [manager, viewer] = [await signUp(db, clock), await signUp(db, clock)];
    await call(east.app, 'GET', `/api/manager/add?roomId=${roomId}&nickName=${encodeURIComponent(manager.nickName)}`, anchor.token);
    const [anchorConsole, managerConsole] = [await connect(east, anchor.token), await connect(west, manager.token)];
    expect(await anchorConsole.joinConsole(roomId)).toEqual({ ok: true });
    expect(await managerConsole.joinConsole(roomId)).toEqual({ ok: true });
    const viewerPage = await connect(west, viewer.token);
    expect((await viewerPage.send({ roomId, content: '西边的观众' })).ok).toBe(true);

    const banned = await call<BanEntry>(
      east.app,
      'GET',
      `/api/forbid/add?roomId=${roomId}&nickName=${encodeURIComponent(viewer.nickName)}&duration=60&reason=spam`,
      anchor.token,
    );
    expect(banned.code).toBe(200);
    expect(await viewerPage.send({ roomId, content: '还能说吗' })).toEqual({
      ok: false,
      code: ResultCode.CHAT_BANNED,
      message: bannedMessage(clock.now() + 60 * MINUTE),
    });
    for (const page of [anchorConsole, managerConsole]) {
      await until(() => page.changes.some((change) => change.change === 'banAdded'), 'the ban to reach a console');
    }
    expect(managerConsole.changes.find((change) => change.change === 'banAdded')).toMatchObject({ ban: { id: banned.data.id } });
    // The viewer's page on the other gateway hears of its own ban, and of the lift.
    await until(() => viewerPage.bans.length === 1, 'the ban to reach the viewer on the west');
    expect(viewerPage.bans).toEqual([{ roomId, ban: { until: clock.now() + 60 * MINUTE, reason: 'spam' } }]);

    expect((await call(west.app, 'GET', `/api/forbid/remove?id=${banned.data.id}`, manager.token)).code).toBe(200);
    await until(() => anchorConsole.changes.some((change) => change.change === 'banRemoved'), 'the unban to reach the east console');
    await until(() => viewerPage.bans.length === 2, 'the lift to reach the viewer');
    expect(viewerPage.bans.at(-1)).toEqual({ roomId, ban: null });
    expect((await viewerPage.send({ roomId, content: '解封了' })).ok).toBe(true);
  });

  it('numbers a room alike on both gateways while both take messages, and a deletion on one reaches viewers of the other', async () => {
    const db = (databases[0] as Database).db;
    const { roomId, anchor } = await openRoom(db, clock);
    const speakers = await Promise.all(Array.from({ length: 8 }, () => signUp(db, clock)));
    const [eastWatcher, westWatcher] = [await connect(east), await connect(west)];
    await eastWatcher.subscribe(roomChannel(roomId));
    await westWatcher.subscribe(roomChannel(roomId));
    const pages = await Promise.all(speakers.map((speaker, index) => connect(index % 2 === 0 ? east : west, speaker.token)));

    const sent: ChatLine[] = [];
    for (let round = 0; round < 4; round += 1) {
      const replies = await Promise.all(pages.map((page, index) => page.send({ roomId, content: `第${round}轮，第${index}位` })));
      for (const reply of replies) {
        if (!reply.ok) throw new Error(reply.message);
        sent.push(reply.message);
      }
    }
    const channel = roomChannel(roomId);
    await until(() => eastWatcher.seq(channel) === sent.length && westWatcher.seq(channel) === sent.length, 'both watchers to see every message');
    expect(westWatcher.state(channel)).toEqual(eastWatcher.state(channel));
    const late = await connect(west);
    const reply = await late.subscribe(channel);
    expect(reply).toMatchObject({ ok: true, seq: sent.length });
    expect(late.state(channel)).toEqual(eastWatcher.state(channel));

    const victim = sent[5] as ChatLine;
    expect((await call(west.app, 'POST', '/api/chat/delete', anchor.token, { roomId, messageId: victim.id })).code).toBe(200);
    await until(() => !(String(victim.id) in eastWatcher.state<RoomChannelState>(channel).messages), 'the deletion to reach the east');
    expect(chatLinesInOrder(eastWatcher.state<RoomChannelState>(channel).messages)).toHaveLength(sent.length - 1);
  });

  it('counts one rate limit per user across gateways', async () => {
    const db = (databases[0] as Database).db;
    const { roomId } = await openRoom(db, clock);
    const viewer = await signUp(db, clock);
    const [onEast, onWest] = [await connect(east, viewer.token), await connect(west, viewer.token)];
    for (let n = 0; n < CHAT_RATE_LIMIT; n += 1) {
      expect((await (n % 2 === 0 ? onEast : onWest).send({ roomId, content: `消息${n}` })).ok).toBe(true);
    }
    expect(await onWest.send({ roomId, content: '太快了' })).toMatchObject({ ok: false, message: CHAT_TOO_FAST_MESSAGE });
    expect(await onEast.send({ roomId, content: '太快了' })).toMatchObject({ ok: false, message: CHAT_TOO_FAST_MESSAGE });
  });

  it("counts a room's viewers on both gateways on each, and forgets a page that closed on the other", async () => {
    const db = (databases[0] as Database).db;
    const { roomId } = await openRoom(db, clock);
    const channel = roomChannel(roomId);
    const pages = [await connect(east), await connect(east), await connect(west)];
    for (const page of pages) expect((await page.subscribe(channel)).ok).toBe(true);
    await until(() => east.chat.audience(roomId) === 3 && west.chat.audience(roomId) === 3, 'both gateways to count all three pages');
    pages[0]?.close();
    await until(() => west.chat.audience(roomId) === 2, 'the west gateway to hear that an east page closed');
    expect(east.chat.audience(roomId)).toBe(2);
  });

  it('ends a session revoked on one gateway on its sockets on the other: told, and refused at its next message', async () => {
    const db = (databases[0] as Database).db;
    const { roomId } = await openRoom(db, clock);
    const viewer = await signUp(db, clock);
    const [onEast, onWest] = [await connect(east, viewer.token), await connect(west, viewer.token)];
    expect((await onWest.send({ roomId, content: '西边登录着' })).ok).toBe(true);
    const toldWest = new Promise((resolve) => onWest.socket.once('session.ended', resolve));
    const toldEast = new Promise((resolve) => onEast.socket.once('session.ended', resolve));

    const session = await east.app.accounts.sessions.resolve(viewer.token);
    await east.app.accounts.sessions.revoke(session?.sessionId ?? 0);

    expect(await Promise.all([toldEast, toldWest])).toEqual([{ reason: 'signedOut' }, { reason: 'signedOut' }]);
    expect(await onWest.send({ roomId, content: '退出之后' })).toMatchObject({ ok: false, code: ResultCode.UNAUTHORIZED });
  });
});
