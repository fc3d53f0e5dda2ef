import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bannedMessage,
  CHAT_CHANNEL_BUSY_MESSAGE,
  CHAT_CHANNEL_RATE_LIMIT,
  CHAT_CHANNEL_RATE_WINDOW_MS,
  CHAT_DUPLICATE_MESSAGE,
  CHAT_MAX_LENGTH,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  CHAT_TOO_FAST_MESSAGE,
  CHAT_TOO_LONG_MESSAGE,
  CHAT_EMPTY_MESSAGE,
  CHAT_TOKEN_INVALID_MESSAGE,
  inputControlCharacterMessage,
  MATCH_NOT_FOUND_MESSAGE,
  ResultCode,
  slowModeMessage,
  type ChatHistoryResponse,
  type ChatInfoResponse,
  type ChatLine,
  type Patch,
  roomChannel,
  type ChatTokenResponse,
  type ChatWelcomeResponse,
} from '@portal/contracts';
import type { Database } from '../../src/db/database';
import { chatMessages } from '../../src/db/schema';
import { seedDemoData } from '../../src/demo/seed';
import { freshDatabase, type DatabaseUnderTest } from '../db/database-under-test';
import { call, ChatClient, manualClock, memoryStoreOn, MINUTE, openRoom, SECOND, signUp, startChatGateway, until, type ChatGateway } from './support';

describe('chat limits', () => {
  const clock = manualClock();
  const store = memoryStoreOn(clock);
  let under: DatabaseUnderTest;
  let database: Database;
  let gateway: ChatGateway;

  beforeAll(async () => {
    under = await freshDatabase();
    database = await under.open();
    await seedDemoData(database.db);
    gateway = await startChatGateway({ database, clock, store });
  });

  afterAll(async () => {
    await gateway.close();
    await store.close();
    await under.dispose();
  });

  // Every test starts clear of the previous one's rate windows.
  beforeEach(() => clock.advance(10 * MINUTE));

  const send = (token: string | undefined, body: Record<string, unknown>) => call<ChatLine>(gateway.app, 'POST', '/api/chat/msg', token, body);

  it('stores a message before answering it, as plain text from platform 1 whatever the client says', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const viewer = await signUp(database.db, clock);
    const html = '<img src=x onerror=alert(1)>';
    const sent = await send(viewer.token, { roomId, content: html, platform: 7 });
    expect(sent.code).toBe(200);
    expect(sent.data).toMatchObject({ roomId, matchId: null, kind: 'text', content: html, user: { id: viewer.id, nickName: viewer.nickName } });
    const [row] = await database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.data.id));
    expect(row).toMatchObject({ content: html, platform: 1, userId: viewer.id, channel: `room:${roomId}` });
  });

  it('refuses visitors, empty messages and messages over the length cap', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const viewer = await signUp(database.db, clock);
    expect(await send(undefined, { roomId, content: '你好' })).toMatchObject({ code: ResultCode.UNAUTHORIZED, message: '请先登录' });
    expect(await send(viewer.token, { roomId, content: '   ' })).toMatchObject({ code: ResultCode.BAD_REQUEST, message: CHAT_EMPTY_MESSAGE });
    expect(await send(viewer.token, { roomId, content: '\u200b\u200d\ufeff\u3000' })).toMatchObject({ code: ResultCode.BAD_REQUEST, message: CHAT_EMPTY_MESSAGE });
    expect(await send(viewer.token, { roomId, content: 'a\u0000b' })).toMatchObject({ code: ResultCode.BAD_REQUEST, message: inputControlCharacterMessage('content') });
    const longest = '球'.repeat(CHAT_MAX_LENGTH);
    expect((await send(viewer.token, { roomId, content: longest })).code).toBe(200);
    expect(await send(viewer.token, { roomId, content: `${longest}!` })).toMatchObject({
      code: ResultCode.BAD_REQUEST,
      message: CHAT_TOO_LONG_MESSAGE,
    });
    expect(await send(viewer.token, { roomId, content: 'x'.repeat(CHAT_MAX_LENGTH * 10) })).toMatchObject({ message: CHAT_TOO_LONG_MESSAGE });
  });

  it('limits each user to a few messages per window, and lets them speak again after it', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const [viewer, other] = [await signUp(database.db, clock), await signUp(database.db, clock)];
    for (let n = 1; n <= CHAT_RATE_LIMIT; n += 1) expect((await send(viewer.token, { roomId, content: `第${n}条` })).code).toBe(200);
    expect(await send(viewer.token, { roomId, content: '再来一条' })).toMatchObject({ code: ResultCode.CHAT_TOO_FAST, message: CHAT_TOO_FAST_MESSAGE });
    expect((await send(other.token, { roomId, content: '别人不受影响' })).code).toBe(200);
    clock.advance(CHAT_RATE_WINDOW_MS);
    expect((await send(viewer.token, { roomId, content: '窗口过了' })).code).toBe(200);
  });

  it('caps what one chat takes per second from everyone together', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const senders = await Promise.all(Array.from({ length: CHAT_CHANNEL_RATE_LIMIT / CHAT_RATE_LIMIT }, () => signUp(database.db, clock)));
    const sent = senders.flatMap((sender, index) =>
      Array.from({ length: CHAT_RATE_LIMIT }, (_, n) => send(sender.token, { roomId, content: `${index}号第${n + 1}条` })),
    );
    expect((await Promise.all(sent)).map((answer) => answer.code)).toEqual(sent.map(() => 200));
    const late = await signUp(database.db, clock);
    expect(await send(late.token, { roomId, content: '挤不进去' })).toMatchObject({ code: ResultCode.CHAT_TOO_FAST, message: CHAT_CHANNEL_BUSY_MESSAGE });
    expect((await send(late.token, { matchId: 4242, content: '别的聊天不受影响' })).code).toBe(200);
    clock.advance(CHAT_CHANNEL_RATE_WINDOW_MS);
    expect((await send(late.token, { roomId, content: '下一秒就可以' })).code).toBe(200);
  });

  it('refuses chat to a match the feed does not know, and stores nothing', async () => {
    const viewer = await signUp(database.db, clock);
    expect(await send(viewer.token, { matchId: 987_654, content: '这场不存在' })).toMatchObject({ code: ResultCode.NOT_FOUND, message: MATCH_NOT_FOUND_MESSAGE });
    expect(await database.db.select().from(chatMessages).where(eq(chatMessages.matchId, 987_654))).toEqual([]);
  });

  it('takes a message that differs only by invisible characters as a repeat', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const viewer = await signUp(database.db, clock);
    expect((await send(viewer.token, { roomId, content: '好球！' })).code).toBe(200);
    expect(await send(viewer.token, { roomId, content: '好\u200b球！' })).toMatchObject({ code: ResultCode.CHAT_DUPLICATE });
  });

  it('drops the same message from the same user within 5 seconds, not after, and not from someone else', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const [viewer, other] = [await signUp(database.db, clock), await signUp(database.db, clock)];
    expect((await send(viewer.token, { roomId, content: '好球！' })).code).toBe(200);
    clock.advance(4 * SECOND);
    expect(await send(viewer.token, { roomId, content: '好球！' })).toMatchObject({ code: ResultCode.CHAT_DUPLICATE, message: CHAT_DUPLICATE_MESSAGE });
    expect((await send(other.token, { roomId, content: '好球！' })).code).toBe(200);
    clock.advance(SECOND);
    expect((await send(viewer.token, { roomId, content: '好球！' })).code).toBe(200);
    const stored = await database.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId));
    expect(stored.filter((row) => row.userId === viewer.id)).toHaveLength(2);
  });

  it("masks the platform's words everywhere and the room's own words in that room only", async () => {
    const first = await openRoom(database.db, clock);
    const second = await openRoom(database.db, clock);
    const viewer = await signUp(database.db, clock);
    const words = await call<{ words: string[] }>(gateway.app, 'POST', '/api/chat/words', first.anchor.token, {
      roomId: first.roomId,
      words: ['裁判', ' 黑哨 ', '黑哨'],
    });
    expect(words).toMatchObject({ code: 200, data: { words: ['裁判', '黑哨'] } });
    const inFirst = await send(viewer.token, { roomId: first.roomId, content: '赌球的别来，裁判黑哨！' });
    expect(inFirst.data.content).toBe('**的别来，****！');
    const inSecond = await send(viewer.token, { roomId: second.roomId, content: '赌球的别来，裁判黑哨！' });
    expect(inSecond.data.content).toBe('**的别来，裁判黑哨！');
    const info = await call<ChatInfoResponse>(gateway.app, 'GET', `/api/chat/info?roomId=${first.roomId}`, viewer.token);
    expect(info.data).toMatchObject({ wordCount: 2, role: 'viewer', canModerate: false });
    expect((await call(gateway.app, 'POST', '/api/chat/words', viewer.token, { roomId: first.roomId, words: [] })).code).toBe(
      ResultCode.MODERATION_NOT_ALLOWED,
    );
  });

  it('holds viewers to slow mode set by the anchor, but not the anchor or a manager', async () => {
    const { roomId, anchor } = await openRoom(database.db, clock);
    const [viewer, manager] = [await signUp(database.db, clock), await signUp(database.db, clock)];
    await call(gateway.app, 'GET', `/api/manager/add?roomId=${roomId}&nickName=${encodeURIComponent(manager.nickName)}`, anchor.token);
    expect((await call(gateway.app, 'POST', '/api/chat/slowMode', manager.token, { roomId, seconds: 30 })).code).toBe(ResultCode.MODERATION_NOT_ALLOWED);
    expect((await call(gateway.app, 'POST', '/api/chat/slowMode', anchor.token, { roomId, seconds: 30 })).code).toBe(200);

    expect((await send(viewer.token, { roomId, content: '第一句' })).code).toBe(200);
    clock.advance(10 * SECOND);
    expect(await send(viewer.token, { roomId, content: '第二句' })).toMatchObject({ code: ResultCode.CHAT_SLOW_MODE, message: slowModeMessage(20) });
    expect((await send(manager.token, { roomId, content: '房管说一句' })).code).toBe(200);
    expect((await send(manager.token, { roomId, content: '房管再说一句' })).code).toBe(200);
    expect((await send(anchor.token, { roomId, content: '主播说一句' })).code).toBe(200);
    clock.advance(20 * SECOND);
    expect((await send(viewer.token, { roomId, content: '第二句' })).code).toBe(200);

    const welcome = await call<ChatWelcomeResponse>(gateway.app, 'POST', '/api/chat/welcome', viewer.token, { roomId });
    expect(welcome.data).toMatchObject({ slowModeSeconds: 30, notice: '文明观赛', ban: null });
    await call(gateway.app, 'POST', '/api/chat/slowMode', anchor.token, { roomId, seconds: 0 });
    expect((await send(viewer.token, { roomId, content: '第三句' })).code).toBe(200);
    expect((await send(viewer.token, { roomId, content: '第四句' })).code).toBe(200);
  });

  it('does not start slow mode for a message refused as a repeat', async () => {
    const { roomId, anchor } = await openRoom(database.db, clock);
    const viewer = await signUp(database.db, clock);
    await call(gateway.app, 'POST', '/api/chat/slowMode', anchor.token, { roomId, seconds: 3 });
    expect((await send(viewer.token, { roomId, content: '同一句' })).code).toBe(200);
    clock.advance(3 * SECOND);
    expect((await send(viewer.token, { roomId, content: '同一句' })).code).toBe(ResultCode.CHAT_DUPLICATE);
    expect((await send(viewer.token, { roomId, content: '换一句' })).code).toBe(200);
  });

  it('pages history by message id, oldest first, stable while new messages arrive', async () => {
    const { roomId } = await openRoom(database.db, clock);
    const speakers = await Promise.all(Array.from({ length: 5 }, () => signUp(database.db, clock)));
    const sent: number[] = [];
    for (let n = 0; n < 45; n += 1) {
      const speaker = speakers[n % speakers.length] as { token: string };
      if (n % 25 === 0) clock.advance(CHAT_RATE_WINDOW_MS);
      sent.push((await send(speaker.token, { roomId, content: `消息${n}` })).data.id);
    }
    const page = (before?: number) =>
      call<ChatHistoryResponse>(gateway.app, 'POST', '/chat/page', undefined, { roomId, ...(before === undefined ? {} : { before }) });
    const newest = await page();
    expect(newest.data.list.map((line) => line.id)).toEqual(sent.slice(25));
    clock.advance(CHAT_RATE_WINDOW_MS);
    for (const speaker of speakers) await send(speaker.token, { roomId, content: '翻页时来的新消息' });
    const older = await page(newest.data.nextBefore ?? undefined);
    expect(older.data.list.map((line) => line.id)).toEqual(sent.slice(5, 25));
    const oldest = await page(older.data.nextBefore ?? undefined);
    expect(oldest.data).toEqual({ list: expect.any(Array), nextBefore: null });
    expect(oldest.data.list.map((line) => line.id)).toEqual(sent.slice(0, 5));
  });

  it('keeps match chat apart from rooms, and signs a sender in with a chat token of its group only', async () => {
    const viewer = await signUp(database.db, clock);
    const token = await call<ChatTokenResponse>(gateway.app, 'POST', '/chat/getToken?group=3001', viewer.token);
    expect(token.data).toMatchObject({ group: 'matchchat:3001', expiresAt: clock.now() + 5 * MINUTE });
    const sent = await call<ChatLine>(gateway.app, 'POST', '/chat/msg', undefined, {
      channel: 'matchchat:3001',
      matchId: 3001,
      content: '这场必胜',
      platform: 2,
      token: token.data.token,
    });
    expect(sent.data).toMatchObject({ matchId: 3001, roomId: null, user: { id: viewer.id } });
    expect(
      await call(gateway.app, 'POST', '/chat/msg', undefined, { matchId: 3002, content: '换一场', token: token.data.token }),
    ).toMatchObject({ code: ResultCode.CHAT_TOKEN_INVALID, message: CHAT_TOKEN_INVALID_MESSAGE });
    clock.advance(5 * MINUTE);
    expect(await call(gateway.app, 'POST', '/chat/msg', undefined, { matchId: 3001, content: '过期了', token: token.data.token })).toMatchObject({
      code: ResultCode.CHAT_TOKEN_INVALID,
    });
    const history = await call<ChatHistoryResponse>(gateway.app, 'POST', '/chat/page', undefined, { matchId: 3001, pageSize: 20 });
    expect(history.data.list.map((line) => line.content)).toEqual(['这场必胜']);
  });

  it('tells a banned viewer on joining until when', async () => {
    const { roomId, anchor } = await openRoom(database.db, clock);
    const viewer = await signUp(database.db, clock);
    await call(gateway.app, 'GET', `/api/forbid/add?roomId=${roomId}&nickName=${encodeURIComponent(viewer.nickName)}&duration=60&reason=刷屏`, anchor.token);
    const welcome = await call<ChatWelcomeResponse>(gateway.app, 'POST', '/chat/welcome', viewer.token, { roomId });
    expect(welcome.data.ban).toEqual({ until: clock.now() + 60 * MINUTE, reason: '刷屏' });
    expect(await send(viewer.token, { roomId, content: '我说话了' })).toMatchObject({
      code: ResultCode.CHAT_BANNED,
      message: bannedMessage(clock.now() + 60 * MINUTE),
    });
  });

  // 4 per sender and round: under the 5 a user may send in a window; 50 × 4 = 200 stays under what a chat takes in a second.
  it('stores and delivers 1,000 parallel messages of 50 senders once each and in order, none of a sender banned in the middle', async () => {
    const { roomId, anchor } = await openRoom(database.db, clock);
    const [SENDERS, ROUNDS, PER_ROUND, BANNED] = [50, 5, 4, 7];
    const channel = roomChannel(roomId);
    const senders = await Promise.all(Array.from({ length: SENDERS }, () => signUp(database.db, clock)));
    const watcher = new ChatClient(gateway.url);
    await watcher.connected();
    const received: Patch[] = [];
    watcher.socket.on('channel.batch', (patches) => received.push(...patches.filter((patch) => patch.channel === channel)));
    await watcher.subscribe(channel);
    const startSeq = watcher.seq(channel);

    const accepted: ChatLine[] = [];
    const refused: Array<{ sender: number; code: number }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round === 3) {
        const ban = await call(gateway.app, 'GET', `/api/forbid/add?roomId=${roomId}&nickName=${encodeURIComponent(senders[BANNED]!.nickName)}&duration=10&reason=x`, anchor.token);
        expect(ban.code).toBe(200);
      }
      const sends = senders.flatMap((sender, index) =>
        Array.from({ length: PER_ROUND }, async (_, n) => {
          const answer = await call<ChatLine>(gateway.app, 'POST', '/api/chat/msg', sender.token, { roomId, content: `第${round}轮 ${index}号 ${n}` });
          if (answer.code === 200) accepted.push(answer.data);
          else refused.push({ sender: index, code: answer.code });
        }),
      );
      await Promise.all(sends);
      clock.advance(CHAT_RATE_WINDOW_MS);
    }

    // Only the banned sender's messages after the ban were refused, all of them.
    expect(refused).toEqual(Array.from({ length: (ROUNDS - 3) * PER_ROUND }, () => ({ sender: BANNED, code: ResultCode.CHAT_BANNED })));
    expect(accepted).toHaveLength(SENDERS * ROUNDS * PER_ROUND - refused.length);
    expect(accepted.filter((line) => line.user.id === senders[BANNED]!.id).every((line) => /^第[012]轮/.test(line.content))).toBe(true);

    // Stored once each, beside the system line that told the room of the ban.
    const stored = await database.db.select({ id: chatMessages.id, kind: chatMessages.kind }).from(chatMessages).where(eq(chatMessages.roomId, roomId));
    const byId = (a: number, b: number) => a - b;
    expect(stored.filter((row) => row.kind === 'text').map((row) => row.id).sort(byId)).toEqual(accepted.map((line) => line.id).sort(byId));
    const told = stored.filter((row) => row.kind === 'system');
    expect(told).toHaveLength(1);
    const lines = stored.map((row) => row.id).sort(byId);
    expect(lines).toHaveLength(accepted.length + 1);

    // Delivered once each, numbered without a gap, in the order they were stored.
    await until(() => received.length >= lines.length, 'every message to reach the watcher', 30_000);
    expect(received.map((patch) => patch.seq)).toEqual(Array.from({ length: lines.length }, (_, index) => startSeq + index + 1));
    const shown = received.map((patch) => patch.ops.find((op) => op.op === 'set')).map((op) => (op?.op === 'set' ? (op.value as ChatLine).id : undefined));
    expect(shown).toEqual(lines);
    watcher.close();
  });
});
