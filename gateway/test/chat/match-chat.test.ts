import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bannedMessage,
  CHAT_MESSAGE_NOT_FOUND_MESSAGE,
  matchChatChannel,
  OPERATOR_REFUSED_MESSAGE,
  ResultCode,
  type ChatBanState,
  type ChatHistoryResponse,
  type ChatLine,
  type ChatWelcomeResponse,
  type MatchChatChannelState,
} from '@portal/contracts';
import type { Database } from '../../src/db/database';
import { buildTestApp } from '../helper';
import { call, ChatClient, manualClock, memoryStoreOn, MINUTE, openSeededChatGateway, signUp, until, type ChatGateway } from './support';

const MATCH = 3001;
const CHANNEL = matchChatChannel(MATCH);

describe('match chat moderation by platform operators', () => {
  const clock = manualClock();
  const store = memoryStoreOn(clock);
  let suite: Awaited<ReturnType<typeof openSeededChatGateway>>;
  let database: Database;
  let gateway: ChatGateway;
  const clients: ChatClient[] = [];

  beforeAll(async () => {
    suite = await openSeededChatGateway(clock, store);
    ({ database, gateway } = suite);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await suite.close();
  });

  beforeEach(() => clock.advance(10 * MINUTE));

  const send = (token: string, body: Record<string, unknown>) => call<ChatLine>(gateway.app, 'POST', '/chat/msg', token, body);
  const page = () => call<ChatHistoryResponse>(gateway.app, 'POST', '/chat/page', undefined, { matchId: MATCH });
  const watch = async () => {
    const client = new ChatClient(gateway.url);
    clients.push(client);
    await client.connected();
    expect(await client.subscribe(CHANNEL)).toMatchObject({ ok: true });
    return client;
  };
  const idsIn = (client: ChatClient) => Object.keys(client.state<MatchChatChannelState>(CHANNEL).messages).map(Number);

  it("removes a match chat message from every viewer's screen and from the history", async () => {
    const viewer = await signUp(database.db, clock);
    const watcher = await watch();
    const kept = await send(viewer.token, { matchId: MATCH, content: '好球', platform: 2 });
    const removed = await send(viewer.token, { matchId: MATCH, content: '加我微信' });
    expect(kept.code).toBe(200);
    await until(() => idsIn(watcher).includes(removed.data.id), 'the message on the channel');

    expect(await call(gateway.app, 'POST', '/operator/chat/match/delete', undefined, { matchId: MATCH, messageId: removed.data.id })).toMatchObject({
      code: 200,
      data: null,
    });
    await until(() => !idsIn(watcher).includes(removed.data.id), 'the deletion on the channel');
    expect(idsIn(watcher)).toContain(kept.data.id);
    expect((await page()).data.list.map((line) => line.id)).not.toContain(removed.data.id);

    expect(await call(gateway.app, 'POST', '/operator/chat/match/delete', undefined, { matchId: MATCH, messageId: removed.data.id })).toMatchObject({
      code: ResultCode.NOT_FOUND,
      message: CHAT_MESSAGE_NOT_FOUND_MESSAGE,
    });
    // A message of another chat is not this match's to delete.
    const elsewhere = await send(viewer.token, { matchId: 3002, content: '另一场' });
    expect(await call(gateway.app, 'POST', '/operator/chat/match/delete', undefined, { matchId: MATCH, messageId: elsewhere.data.id })).toMatchObject({
      code: ResultCode.NOT_FOUND,
    });
  });

  it('bans a user from one match chat, over HTTP and the socket, until the ban runs out', async () => {
    const viewer = await signUp(database.db, clock);
    const banned = await call<ChatBanState>(gateway.app, 'POST', '/operator/chat/match/ban', undefined, {
      matchId: MATCH,
      userId: viewer.id,
      minutes: 30,
      reason: '刷屏',
    });
    const until30 = clock.now() + 30 * MINUTE;
    expect(banned.data).toEqual({ until: until30, reason: '刷屏' });

    expect(await send(viewer.token, { matchId: MATCH, content: '我说话了' })).toMatchObject({ code: ResultCode.CHAT_BANNED, message: bannedMessage(until30) });
    const socket = new ChatClient(gateway.url, viewer.token);
    clients.push(socket);
    await socket.connected();
    expect(await socket.send({ matchId: MATCH, content: '换个路子说' })).toMatchObject({ ok: false, code: ResultCode.CHAT_BANNED });
    const welcome = await call<ChatWelcomeResponse>(gateway.app, 'POST', '/chat/welcome', viewer.token, { matchId: MATCH });
    expect(welcome.data.ban).toEqual({ until: until30, reason: '刷屏' });
    expect((await send(viewer.token, { matchId: 3002, content: '别的比赛可以说' })).code).toBe(200);

    clock.advance(30 * MINUTE);
    expect((await send(viewer.token, { matchId: MATCH, content: '解禁了' })).code).toBe(200);
  });

  it('refuses a ban outside 1 minute to a week', async () => {
    const viewer = await signUp(database.db, clock);
    for (const minutes of [0, 7 * 24 * 60 + 1]) {
      expect(await call(gateway.app, 'POST', '/operator/chat/match/ban', undefined, { matchId: MATCH, userId: viewer.id, minutes })).toMatchObject({
        code: ResultCode.BAD_REQUEST,
      });
    }
  });
});

describe('the match chat operator calls in the app', () => {
  it('answer only with the operator token', async () => {
    const ctx = await buildTestApp({ env: { OPERATOR_TOKEN: 'operator-token-for-match-chat-tests' } });
    try {
      const answer = await ctx.app.inject({ method: 'POST', url: '/operator/chat/match/delete', payload: { matchId: MATCH, messageId: 1 } });
      expect(answer.json()).toMatchObject({ code: ResultCode.FORBIDDEN, message: OPERATOR_REFUSED_MESSAGE });
    } finally {
      await ctx.close();
    }
  });
});
