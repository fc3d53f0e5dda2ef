import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_RATE_WINDOW_MS,
  CHAT_WINDOW_SIZE,
  chatLinesInOrder,
  FOLLOW_TARGET,
  matchChatChannel,
  NOBLE_ENTRY_ANNOUNCEMENT,
  NOBLE_ENTRY_QUIET_MS,
  ROOM_NOT_FOUND_MESSAGE,
  roomChannel,
  SOCKET_MAX_FRAME_BYTES,
  type MatchChatChannelState,
  type RoomChannelState,
} from '@portal/contracts';
import type { Database } from '../../src/db/database';
import { follows, rooms, roomSessions } from '../../src/db/schema';
import { seedDemoData } from '../../src/demo/seed';
import { freshDatabase, type DatabaseUnderTest } from '../db/database-under-test';
import type { NobleTier } from '../../src/nobility/reader';
import { ChatClient, manualClock, memoryStoreOn, MINUTE, openRoom, signUp, startChatGateway, until, type ChatGateway } from './support';

const EARL: NobleTier = { tier: 3, name: '伯爵', badge: '/noble/3.png', bubble: 'bubble-earl', banProtected: false, entryNotice: true };
const KNIGHT: NobleTier = { tier: 1, name: '骑士', badge: '/noble/1.png', bubble: 'bubble-knight', banProtected: false, entryNotice: false };

describe('the room channel', () => {
  const clock = manualClock();
  const store = memoryStoreOn(clock);
  /** The nobles' tiers, as the nobility feature would read them. */
  const tiers = new Map<number, NobleTier>();
  let under: DatabaseUnderTest;
  let database: Database;
  let gateway: ChatGateway;
  const clients: ChatClient[] = [];

  const connect = async (token?: string): Promise<ChatClient> => {
    const client = new ChatClient(gateway.url, token);
    clients.push(client);
    await client.connected();
    return client;
  };
  beforeAll(async () => {
    under = await freshDatabase();
    database = await under.open();
    await seedDemoData(database.db);
    gateway = await startChatGateway({ database, clock, store, nobility: { tierOf: async (userId) => tiers.get(userId) } });
  });

  beforeEach(() => clock.advance(10 * MINUTE));

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(async () => {
    await gateway.close();
    await store.close();
    await under.dispose();
  });

  /** A subscriber that arrives now: its snapshot is the gateway's state. */
  const freshView = async <T>(channel: string): Promise<{ seq: number; state: T }> => {
    const client = await connect();
    const reply = await client.subscribe(channel);
    if (!reply.ok) throw new Error(reply.message);
    return { seq: reply.seq, state: reply.snapshot as T };
  };

  it('gives a subscriber the header and newest messages, then each message as a patch, equal to a later snapshot', async () => {
    const { roomId, anchor } = await openRoom(database.db, clock);
    const speakers = await Promise.all(Array.from({ length: 6 }, () => signUp(database.db, clock)));
    const watcher = await connect();
    const reply = await watcher.subscribe(roomChannel(roomId));
    expect(reply).toMatchObject({ ok: true, seq: 0, snapshot: { room: { roomId, anchorId: anchor.id, isLive: 1, onAir: false, slowModeSeconds: 0, matchId: null, matchType: null }, messages: {} } });

    const pages = await Promise.all(speakers.map((speaker) => connect(speaker.token)));
    let sent = 0;
    for (let round = 0; round < 10; round += 1) {
      clock.advance(CHAT_RATE_WINDOW_MS);
      await Promise.all(
        pages.map(async (page, index) => {
          expect((await page.send({ roomId, content: `第${round}轮 ${index}` })).ok).toBe(true);
        }),
      );
      sent += pages.length;
    }
    await until(() => watcher.seq(roomChannel(roomId)) === sent, 'the watcher to see every message');
    const later = await freshView<RoomChannelState>(roomChannel(roomId));
    expect(later.seq).toBe(sent);
    expect(watcher.state(roomChannel(roomId))).toEqual(later.state);
    const lines = chatLinesInOrder(later.state.messages);
    expect(lines).toHaveLength(CHAT_WINDOW_SIZE);
    expect(lines.at(-1)?.id).toBeGreaterThan(lines[0]?.id ?? Infinity);
  });

  it('re-reads the header (title, notice, state, match, show start) when the rooms feature says the room changed, and carries announcements as messages', async () => {
    const { roomId, anchor } = await openRoom(database.db, clock);
    const watcher = await connect();
    await watcher.subscribe(roomChannel(roomId));
    expect(watcher.state<RoomChannelState>(roomChannel(roomId)).room.openedAt).toBeNull();
    const startedAt = new Date(clock.now());
    await database.db.insert(roomSessions).values({ roomId, anchorId: anchor.id, title: '旧标题', navId: 1, startedAt, endedAt: new Date(clock.now() - MINUTE) });
    await database.db.insert(roomSessions).values({ roomId, anchorId: anchor.id, title: '新标题', navId: 1, startedAt });
    await database.db.update(rooms).set({ title: '新标题', notice: '新公告', onAir: true, matchId: 900, matchType: 2 }).where(eq(rooms.id, roomId));
    await gateway.chat.roomChannelPublisher.roomChanged(roomId);
    await until(() => watcher.state<RoomChannelState>(roomChannel(roomId)).room.title === '新标题', 'the new header');
    expect(watcher.state<RoomChannelState>(roomChannel(roomId)).room).toMatchObject({
      notice: '新公告',
      onAir: true,
      isLive: 1,
      matchId: 900,
      matchType: 2,
      openedAt: startedAt.toISOString(),
    });

    await database.db.update(roomSessions).set({ endedAt: new Date(clock.now()) }).where(eq(roomSessions.roomId, roomId));
    await database.db.update(rooms).set({ isLive: 0, onAir: false }).where(eq(rooms.id, roomId));
    await gateway.chat.roomChannelPublisher.roomChanged(roomId);
    await until(() => watcher.state<RoomChannelState>(roomChannel(roomId)).room.isLive === 0, 'the closed room');
    expect(watcher.state<RoomChannelState>(roomChannel(roomId)).room).toMatchObject({ onAir: false, openedAt: null });

    const fan = await signUp(database.db, clock);
    await gateway.chat.announce(roomId, {
      kind: 'gift',
      userId: fan.id,
      content: '送出 火箭 x1',
      gift: { giftId: 7, name: '火箭', icon: '/gifts/rocket.png', count: 1, combo: 3 },
    });
    await until(() => Object.keys(watcher.state<RoomChannelState>(roomChannel(roomId)).messages).length === 1, 'the announcement');
    const [line] = chatLinesInOrder(watcher.state<RoomChannelState>(roomChannel(roomId)).messages);
    expect(line).toMatchObject({ kind: 'gift', user: { id: fan.id }, content: '送出 火箭 x1', gift: { name: '火箭', combo: 3 } });
  });

  it('catches a subscriber up after a lost patch, and serves match chat on its own channel', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const speaker = await connect((await signUp(database.db, clock)).token);
    const watcher = await connect();
    await watcher.subscribe(roomChannel(roomId));
    await watcher.subscribe(matchChatChannel(4242));
    const { socket } = watcher;
    // Drop the next frame as a flaky network would, then listen again.
    socket.off('channel.batch');
    const dropped = new Promise<void>((resolve) =>
      socket.once('channel.batch', () => {
        socket.on('channel.batch', (patches) => {
          for (const patch of patches) (watcher as unknown as { onPatch(p: unknown): void }).onPatch(patch);
        });
        resolve();
      }),
    );
    await speaker.send({ roomId, content: '这一条丢了' });
    await dropped;
    clock.advance(CHAT_RATE_WINDOW_MS);
    await speaker.send({ roomId, content: '这一条到了' });
    await speaker.send({ matchId: 4242, content: '比赛聊天' });
    await until(() => watcher.seq(roomChannel(roomId)) === 2, 'the resync');
    expect(chatLinesInOrder(watcher.state<RoomChannelState>(roomChannel(roomId)).messages).map((line) => line.content)).toEqual([
      '这一条丢了',
      '这一条到了',
    ]);
    await until(() => watcher.seq(matchChatChannel(4242)) === 1, 'the match chat');
    expect(chatLinesInOrder(watcher.state<MatchChatChannelState>(matchChatChannel(4242)).messages)[0]).toMatchObject({
      matchId: 4242,
      content: '比赛聊天',
    });
    expect(await watcher.subscribe(roomChannel(987_654))).toEqual({ ok: false, message: ROOM_NOT_FOUND_MESSAGE });
  });

  it('refuses a page from another site and closes a socket that sends an oversized frame', async () => {
    const foreign = new ChatClient(gateway.url, undefined, { origin: 'https://evil.example' });
    clients.push(foreign);
    await expect(foreign.connected()).rejects.toThrow();
    const own = new ChatClient(gateway.url, undefined, { origin: gateway.url });
    clients.push(own);
    await own.connected();

    const sender = await connect((await signUp(database.db, clock)).token);
    const closed = new Promise<string>((resolve) => sender.socket.once('disconnect', (reason) => resolve(reason)));
    sender.socket.emit('chat.send', { roomId: 1, content: 'x'.repeat(SOCKET_MAX_FRAME_BYTES * 2) }, () => undefined);
    expect(await closed).toBe('transport close');
  });

  it('tells signed-in fans, and only them, that an anchor they follow opened the room', async () => {
    const { roomId, anchor } = await openRoom(database.db, clock);
    const [fan, stranger] = [await signUp(database.db, clock), await signUp(database.db, clock)];
    await database.db.insert(follows).values({ userId: fan.id, targetType: FOLLOW_TARGET.USER, targetId: anchor.id });
    const [fanTab, otherFanTab, strangerTab] = [await connect(fan.token), await connect(fan.token), await connect(stranger.token)];
    // A socket signed in through the auth cookie counts too.
    const cookieTab = io(gateway.url, { transports: ['websocket'], forceNew: true, extraHeaders: { cookie: `auth=${fan.token}` } });
    const cookieNotices: unknown[] = [];
    cookieTab.on('room.opened', (notice) => cookieNotices.push(notice));
    await new Promise<void>((resolve) => cookieTab.once('connect', () => resolve()));

    await gateway.chat.goLiveNotifier.roomOpened({ roomId, anchorId: anchor.id, title: '开播啦', nickName: anchor.nickName });
    const notice = { roomId, anchorId: anchor.id, title: '开播啦', nickName: anchor.nickName };
    await until(() => fanTab.notices.length === 1 && otherFanTab.notices.length === 1 && cookieNotices.length === 1, 'the notices');
    expect(fanTab.notices).toEqual([notice]);
    expect(cookieNotices).toEqual([notice]);
    cookieTab.disconnect();
    expect(strangerTab.notices).toEqual([]);
  });

  it('tells the fans following the reserved match a room opens for too, each once, and never the anchor', async () => {
    const { roomId, anchor } = await openRoom(database.db, clock);
    const [matchFan, bothFan, stranger] = [await signUp(database.db, clock), await signUp(database.db, clock), await signUp(database.db, clock)];
    const match = { matchId: 7301, matchType: 1 as const, leagueName: '英超', homeName: '阿森纳', awayName: '切尔西' };
    await database.db.insert(follows).values([
      { userId: matchFan.id, targetType: FOLLOW_TARGET.FOOTBALL_MATCH, targetId: match.matchId },
      { userId: bothFan.id, targetType: FOLLOW_TARGET.FOOTBALL_MATCH, targetId: match.matchId },
      { userId: bothFan.id, targetType: FOLLOW_TARGET.USER, targetId: anchor.id },
      { userId: anchor.id, targetType: FOLLOW_TARGET.FOOTBALL_MATCH, targetId: match.matchId },
      // A basketball match of the same number is another match.
      { userId: stranger.id, targetType: FOLLOW_TARGET.BASKETBALL_MATCH, targetId: match.matchId },
    ]);
    const [matchTab, bothTab, strangerTab, anchorTab] = [
      await connect(matchFan.token),
      await connect(bothFan.token),
      await connect(stranger.token),
      await connect(anchor.token),
    ];

    const notice = { roomId, anchorId: anchor.id, title: '英超焦点战', nickName: anchor.nickName, match };
    await gateway.chat.goLiveNotifier.roomOpened(notice);
    await until(() => matchTab.notices.length === 1 && bothTab.notices.length === 1, 'the notices');
    expect(matchTab.notices).toEqual([notice]);
    expect(bothTab.notices).toEqual([notice]);
    expect(strangerTab.notices).toEqual([]);
    expect(anchorTab.notices).toEqual([]);
  });

  it("counts the people with a room's page open, the subscribers of its channel, less those who leave it or go", async () => {
    const [{ roomId }, other] = [await openRoom(database.db, clock), await openRoom(database.db, clock)];
    const channel = roomChannel(roomId);
    expect(gateway.chat.audience(roomId)).toBe(0);
    const [first, second, elsewhere] = [await connect(), await connect(), await connect()];
    for (const client of [first, second]) expect((await client.subscribe(channel)).ok).toBe(true);
    expect((await elsewhere.subscribe(roomChannel(other.roomId))).ok).toBe(true);
    expect([gateway.chat.audience(roomId), gateway.chat.audience(other.roomId)]).toEqual([2, 1]);
    // A signed-in fan with the room open in two tabs is one more person watching.
    const fan = await signUp(database.db, clock);
    const tabs = [await connect(fan.token), await connect(fan.token)];
    for (const tab of tabs) expect((await tab.subscribe(channel)).ok).toBe(true);
    expect(gateway.chat.audience(roomId)).toBe(3);
    for (const tab of tabs) tab.close();
    await until(() => gateway.chat.audience(roomId) === 2, "the fan's tabs to leave the count");

    second.socket.emit('channel.unsubscribe', { channel });
    // A socket's requests are handled in order: once a later one is answered, the leave was handled.
    await second.subscribe(matchChatChannel(3001));
    expect(gateway.chat.audience(roomId)).toBe(1);
    first.close();
    await until(() => gateway.chat.audience(roomId) === 0, 'the closed page to leave the count');
  });

  /** A page of the room, signed in with `token` when given. */
  const page = async (roomId: number, token?: string): Promise<ChatClient> => {
    const client = await connect(token);
    expect((await client.subscribe(roomChannel(roomId))).ok).toBe(true);
    return client;
  };
  const entries = (client: ChatClient, roomId: number) =>
    chatLinesInOrder(client.state<RoomChannelState>(roomChannel(roomId)).messages).filter(
      (line) => line.kind === 'noble' && line.content === NOBLE_ENTRY_ANNOUNCEMENT,
    );

  it('announces a noble whose tier has 进场通知 coming in, after their badge, once per room in ten minutes however many pages they open', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const [earl, knight, fan] = [await signUp(database.db, clock), await signUp(database.db, clock), await signUp(database.db, clock)];
    tiers.set(earl.id, EARL).set(knight.id, KNIGHT);
    const watcher = await page(roomId);

    await page(roomId, earl.token);
    await until(() => entries(watcher, roomId).length === 1, "the earl's coming in");
    expect(entries(watcher, roomId)[0]).toMatchObject({ user: { id: earl.id, nickName: earl.nickName }, noble: { tier: 3, name: '伯爵' } });

    // A second page, a knight (no 进场通知) and a fan come in; then a message, which the watcher sees after them.
    await page(roomId, earl.token);
    await page(roomId, knight.token);
    const fanPage = await page(roomId, fan.token);
    expect(await gateway.chat.service.enter(earl.id, roomId)).toBe(false);
    expect(await gateway.chat.service.enter(knight.id, roomId)).toBe(false);
    expect(await gateway.chat.service.enter(fan.id, roomId)).toBe(false);
    const said = await fanPage.send({ roomId, content: '大家好' });
    if (!said.ok) throw new Error(said.message);
    await until(() => chatLinesInOrder(watcher.state<RoomChannelState>(roomChannel(roomId)).messages).some((line) => line.id === said.message.id), 'the message');
    expect(entries(watcher, roomId)).toHaveLength(1);

    // Ten minutes on, and in another room at once, the earl is announced again.
    const other = await openRoom(database.db, clock);
    expect(await gateway.chat.service.enter(earl.id, other.roomId)).toBe(true);
    clock.advance(NOBLE_ENTRY_QUIET_MS + MINUTE);
    expect(await gateway.chat.service.enter(earl.id, roomId)).toBe(true);
    await until(() => entries(watcher, roomId).length === 2, "the earl's second coming in");
  });
});
