import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_MANAGER_MESSAGE,
  ANCHOR_ONLY_MESSAGE,
  bannedMessage,
  CANNOT_BAN_ANCHOR_MESSAGE,
  CANNOT_BAN_MANAGER_MESSAGE,
  CANNOT_TARGET_SELF_MESSAGE,
  chatLinesInOrder,
  NOBLE_PROTECTED_MESSAGE,
  NOT_MODERATOR_MESSAGE,
  ResultCode,
  roomChannel,
  USER_NOT_FOUND_MESSAGE,
  type BanEntry,
  type BanPage,
  type ChatLine,
  type ManagerEntry,
  type ManagerPage,
  type ModerationLogPage,
  type RoomChannelState,
} from '@portal/contracts';
import type { Database } from '../../src/db/database';
import { seedDemoData } from '../../src/demo/seed';
import { freshDatabase, type DatabaseUnderTest } from '../db/database-under-test';
import {
  call,
  ChatClient,
  manualClock,
  memoryStoreOn,
  MINUTE,
  openRoom,
  signUp,
  startChatGateway,
  until,
  type ChatGateway,
} from './support';

type User = Awaited<ReturnType<typeof signUp>>;

describe('live moderation with an anchor, a manager and viewers on real sockets', () => {
  const clock = manualClock();
  const store = memoryStoreOn(clock);
  const protectedNobles = new Set<number>();
  let under: DatabaseUnderTest;
  let database: Database;
  let gateway: ChatGateway;
  const clients: ChatClient[] = [];

  let roomId: number;
  let anchor: User;
  let manager: User;
  let viewer: User;
  let bystander: User;

  const connect = async (user?: User): Promise<ChatClient> => {
    const client = new ChatClient(gateway.url, user?.token);
    clients.push(client);
    await client.connected();
    return client;
  };
  const get = <T>(path: string, user: User) => call<T>(gateway.app, 'GET', path, user.token);
  const ban = (actor: User, target: User | string, duration = 10, extra = '') =>
    get<BanEntry>(
      `/api/forbid/add?roomId=${roomId}&nickName=${encodeURIComponent(typeof target === 'string' ? target : target.nickName)}&duration=${duration}&reason=${encodeURIComponent('刷屏')}${extra}`,
      actor,
    );
  const appoint = (actor: User, target: User) =>
    get<ManagerEntry>(`/api/manager/add?roomId=${roomId}&nickName=${encodeURIComponent(target.nickName)}`, actor);
  const messagesOf = (client: ChatClient) => chatLinesInOrder(client.state<RoomChannelState>(roomChannel(roomId)).messages);

  beforeAll(async () => {
    under = await freshDatabase();
    database = await under.open();
    await seedDemoData(database.db);
    gateway = await startChatGateway({
      database,
      clock,
      store,
      nobility: {
        tierOf: async (userId) =>
          protectedNobles.has(userId) ? { tier: 5, name: '公爵', badge: '/noble/5.png', bubble: '/noble/5-bubble.png', banProtected: true, entryNotice: false } : undefined,
      },
    });
  });

  beforeEach(async () => {
    clock.advance(10 * MINUTE);
    ({ roomId, anchor } = await openRoom(database.db, clock));
    [manager, viewer, bystander] = [await signUp(database.db, clock), await signUp(database.db, clock), await signUp(database.db, clock)];
    expect((await appoint(anchor, manager)).code).toBe(200);
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(async () => {
    await gateway.close();
    await store.close();
    await under.dispose();
  });

  it('stops a banned viewer at their next message, tells them until when, and shows the ban in every open console', async () => {
    const [anchorPage, managerPage, viewerPage] = [await connect(anchor), await connect(manager), await connect(viewer)];
    const bystanderPage = await connect(bystander);
    expect(await anchorPage.joinConsole(roomId)).toEqual({ ok: true });
    expect(await managerPage.joinConsole(roomId)).toEqual({ ok: true });
    expect((await viewerPage.send({ roomId, content: '主播好' })).ok).toBe(true);

    const banned = await ban(manager, viewer, 10);
    expect(banned.data).toMatchObject({ user: { id: viewer.id }, until: clock.now() + 10 * MINUTE, reason: '刷屏', bannedBy: { id: manager.id } });
    expect(await viewerPage.send({ roomId, content: '我还能说话吗' })).toEqual({
      ok: false,
      code: ResultCode.CHAT_BANNED,
      message: bannedMessage(clock.now() + 10 * MINUTE),
    });
    for (const page of [anchorPage, managerPage]) {
      await until(() => page.changes.some((change) => change.change === 'banAdded'), 'the ban to reach the console');
      expect(page.changes.find((change) => change.change === 'banAdded')).toMatchObject({
        roomId,
        ban: { id: banned.data.id, user: { nickName: viewer.nickName } },
        act: { action: 'ban', actor: { id: manager.id }, target: { id: viewer.id }, createdAt: clock.now() },
      });
    }
    const list = await get<BanPage>(`/api/forbid/list?roomId=${roomId}&page=1&pageSize=10`, anchor);
    expect(list.data.list.map((entry) => entry.user.id)).toEqual([viewer.id]);
    // The banned viewer's open pages hear of it at once; nobody else's do.
    await until(() => viewerPage.bans.length === 1, 'the ban to reach the banned viewer');
    expect(viewerPage.bans).toEqual([{ roomId, ban: { until: clock.now() + 10 * MINUTE, reason: '刷屏' } }]);
    expect([...anchorPage.bans, ...managerPage.bans, ...bystanderPage.bans]).toEqual([]);

    clock.advance(10 * MINUTE);
    expect((await viewerPage.send({ roomId, content: '禁言结束了' })).ok).toBe(true);
    expect((await get<BanPage>(`/api/forbid/list?roomId=${roomId}`, anchor)).data.total).toBe(0);
  });

  it('lets the anchor ban for good and a manager lift it, live in the consoles', async () => {
    const [anchorPage, viewerPage] = [await connect(anchor), await connect(viewer)];
    await anchorPage.joinConsole(roomId);
    const banned = await ban(anchor, viewer, 0);
    expect(banned.data.until).toBeNull();
    // Past the longest timed ban (1 day).
    clock.advance(2 * 24 * 60 * MINUTE);
    expect(await viewerPage.send({ roomId, content: '两天了' })).toMatchObject({ ok: false, message: bannedMessage(null) });
    expect((await get(`/api/forbid/remove?id=${banned.data.id}`, manager)).code).toBe(200);
    await until(() => anchorPage.changes.some((change) => change.change === 'banRemoved'), 'the unban to reach the console');
    expect(anchorPage.changes.at(-1)).toMatchObject({ change: 'banRemoved', banId: banned.data.id, act: { action: 'unban', actor: { id: manager.id } } });
    await until(() => viewerPage.bans.length === 2, 'the lift to reach the viewer');
    expect(viewerPage.bans).toEqual([
      { roomId, ban: { until: null, reason: '刷屏' } },
      { roomId, ban: null },
    ]);
    expect((await viewerPage.send({ roomId, content: '解封了' })).ok).toBe(true);
  });

  it("tells the room's chat of a ban and of a manager's appointment as a system line; a refused ban says nothing", async () => {
    const watcher = await connect(bystander);
    await watcher.subscribe(roomChannel(roomId));
    // The manager appointed before each test.
    expect(messagesOf(watcher).filter((line) => line.kind === 'system').map((line) => line.content)).toEqual([`${manager.nickName} 被 ${anchor.nickName} 任命为房管`]);
    expect((await ban(manager, anchor)).code).toBe(ResultCode.MODERATION_NOT_ALLOWED);
    // A noble's badge is theirs, not the platform's line's.
    protectedNobles.add(viewer.id);
    const banned = await ban(anchor, viewer, 60).finally(() => protectedNobles.delete(viewer.id));
    expect(banned.code).toBe(200);
    const told = `${viewer.nickName} 被 ${anchor.nickName} 禁言1小时`;
    const banLines = (client: ChatClient) => messagesOf(client).filter((line) => line.kind === 'system' && line.content.includes('禁言'));
    await until(() => banLines(watcher).length > 0, 'the ban to be told in the chat');
    const lines = banLines(watcher);
    expect(lines).toEqual([expect.objectContaining({ kind: 'system', content: told, user: expect.objectContaining({ id: viewer.id }) })]);
    expect(lines[0]?.noble).toBeUndefined();
    // A page opened later reads it from the room's history too.
    const late = await connect();
    await late.subscribe(roomChannel(roomId));
    expect(banLines(late).map((line) => line.content)).toEqual([told]);
  });

  it('refuses each move a manager may not make, and every move of a viewer', async () => {
    const secondManager = await signUp(database.db, clock);
    await appoint(anchor, secondManager);
    expect(await ban(manager, anchor)).toMatchObject({ code: ResultCode.MODERATION_NOT_ALLOWED, message: CANNOT_BAN_ANCHOR_MESSAGE });
    expect(await ban(manager, secondManager)).toMatchObject({ code: ResultCode.MODERATION_NOT_ALLOWED, message: CANNOT_BAN_MANAGER_MESSAGE });
    expect(await ban(manager, manager)).toMatchObject({ message: CANNOT_TARGET_SELF_MESSAGE });
    expect(await appoint(manager, bystander)).toMatchObject({ code: ResultCode.MODERATION_NOT_ALLOWED, message: ANCHOR_ONLY_MESSAGE });
    const managers = await get<ManagerPage>(`/api/manager/list?roomId=${roomId}`, manager);
    const entry = managers.data.list.find((row) => row.user.id === secondManager.id) as ManagerEntry;
    expect(await get(`/api/manager/remove?id=${entry.id}`, manager)).toMatchObject({ message: ANCHOR_ONLY_MESSAGE });

    // The anchor may ban a manager; another manager may then not lift it.
    const managerBan = await ban(anchor, secondManager);
    expect(managerBan.code).toBe(200);
    expect(await get(`/api/forbid/remove?id=${managerBan.data.id}`, manager)).toMatchObject({ message: CANNOT_BAN_MANAGER_MESSAGE });

    for (const attempt of [
      ban(viewer, bystander),
      // Refused for who asks before anything about whom: the same answer for a nickname nobody has.
      ban(viewer, '没有这个人'),
      appoint(viewer, bystander),
      get(`/api/forbid/list?roomId=${roomId}`, viewer),
      get(`/api/manager/list?roomId=${roomId}`, viewer),
      get(`/api/forbid/remove?id=${managerBan.data.id}`, viewer),
      get(`/api/manager/remove?id=${entry.id}`, viewer),
      get(`/api/chat/modLog?roomId=${roomId}`, viewer),
      call(gateway.app, 'POST', '/api/chat/delete', viewer.token, { roomId, messageId: 1 }),
    ]) {
      expect(await attempt).toMatchObject({ code: ResultCode.MODERATION_NOT_ALLOWED, message: NOT_MODERATOR_MESSAGE });
    }
    expect(await ban(anchor, '没有这个人')).toMatchObject({ code: ResultCode.NOT_FOUND, message: USER_NOT_FOUND_MESSAGE });
    expect(await appoint(anchor, manager)).toMatchObject({ code: ResultCode.CONFLICT, message: ALREADY_MANAGER_MESSAGE });
    // A state-changing GET needs the accessToken header; the cookie alone is refused.
    const byCookie = await gateway.app.inject({
      method: 'GET',
      url: `/api/forbid/add?roomId=${roomId}&nickName=${encodeURIComponent(bystander.nickName)}&duration=10`,
      cookies: { auth: anchor.token },
    });
    expect(byCookie.json()).toMatchObject({ code: ResultCode.UNAUTHORIZED });
  });

  it('keeps a noble whose tier protects them from managers, not from the anchor, and shows their badge', async () => {
    protectedNobles.add(bystander.id);
    expect(await ban(manager, bystander)).toMatchObject({ code: ResultCode.MODERATION_NOT_ALLOWED, message: NOBLE_PROTECTED_MESSAGE });
    const page = await connect(bystander);
    const sent = await page.send({ roomId, content: '贵族驾到' });
    expect(sent).toMatchObject({ ok: true, message: { noble: { tier: 5, name: '公爵', badge: '/noble/5.png', bubble: '/noble/5-bubble.png' } } });
    expect((await ban(anchor, bystander)).code).toBe(200);
  });

  it('lets only moderators open the console feed, and closes it to a dismissed manager', async () => {
    const [viewerPage, visitorPage, managerPage, anchorPage] = [await connect(viewer), await connect(), await connect(manager), await connect(anchor)];
    expect(await viewerPage.joinConsole(roomId)).toEqual({ ok: false, message: NOT_MODERATOR_MESSAGE });
    expect(await visitorPage.joinConsole(roomId)).toEqual({ ok: false, message: '请先登录' });
    expect(await visitorPage.send({ roomId, content: '游客发言' })).toMatchObject({ ok: false, code: ResultCode.UNAUTHORIZED });
    await managerPage.joinConsole(roomId);
    await anchorPage.joinConsole(roomId);

    const managers = await get<ManagerPage>(`/api/manager/list?roomId=${roomId}&nickName=${encodeURIComponent(manager.nickName.slice(-3))}`, anchor);
    expect(managers.data.list.map((row) => row.user.id)).toEqual([manager.id]);
    // The type flag picks the variant of a shared call: 2 on the ban path dismisses a manager.
    expect((await get(`/api/forbid/remove?id=${managers.data.list[0]?.id}&type=2`, anchor)).code).toBe(200);
    await until(() => anchorPage.changes.some((change) => change.change === 'managerRemoved'), 'the dismissal to reach the console');
    expect(anchorPage.changes.at(-1)).toMatchObject({ change: 'managerRemoved', act: { action: 'managerRemove', target: { id: manager.id } } });

    await ban(anchor, viewer);
    await until(() => anchorPage.changes.some((change) => change.change === 'banAdded'), 'the ban to reach the anchor');
    expect(managerPage.changes.filter((change) => change.change === 'banAdded')).toEqual([]);
    expect(await managerPage.joinConsole(roomId)).toEqual({ ok: false, message: NOT_MODERATOR_MESSAGE });
    expect(await ban(manager, bystander)).toMatchObject({ message: NOT_MODERATOR_MESSAGE });
    // And type 1 on the manager path lists bans.
    const bans = await get<BanPage>(`/api/manager/list?roomId=${roomId}&type=1`, anchor);
    expect(bans.data.list.map((row) => row.user.id)).toEqual([viewer.id]);
  });

  it("removes a deleted message from every viewer's screen and logs who did it and when", async () => {
    const [speaker, watcher, anchorPage] = [await connect(viewer), await connect(bystander), await connect(anchor)];
    await anchorPage.joinConsole(roomId);
    await watcher.subscribe(roomChannel(roomId));
    const sent = (await speaker.send({ roomId, content: '广告：加我' })) as { ok: true; message: ChatLine };
    await until(() => messagesOf(watcher).some((line) => line.id === sent.message.id), 'the message to reach the watcher');

    expect((await call(gateway.app, 'POST', '/api/chat/delete', manager.token, { roomId, messageId: sent.message.id })).code).toBe(200);
    await until(() => !messagesOf(watcher).some((line) => line.id === sent.message.id), 'the message to leave the watcher');
    const late = new ChatClient(gateway.url);
    clients.push(late);
    await late.connected();
    await late.subscribe(roomChannel(roomId));
    expect(messagesOf(late).map((line) => line.id)).not.toContain(sent.message.id);
    expect(await call(gateway.app, 'POST', '/api/chat/delete', manager.token, { roomId, messageId: sent.message.id })).toMatchObject({
      code: ResultCode.NOT_FOUND,
    });

    await until(() => anchorPage.changes.some((change) => change.change === 'messageDeleted'), 'the deletion to reach the console');
    const log = await get<ModerationLogPage>(`/api/chat/modLog?roomId=${roomId}`, anchor);
    expect(log.data.list[0]).toMatchObject({
      action: 'messageDelete',
      actor: { id: manager.id, nickName: manager.nickName },
      target: { id: viewer.id },
      detail: '广告：加我',
      createdAt: clock.now(),
    });
    expect(log.data.list.at(-1)).toMatchObject({ action: 'managerAdd', actor: { id: anchor.id }, target: { id: manager.id } });
  });

  it('stores reports of a room and of a message in it', async () => {
    const page = await connect(viewer);
    const sent = (await page.send({ roomId, content: '举报我吧' })) as { ok: true; message: ChatLine };
    const room = await call<{ id: number }>(gateway.app, 'POST', '/api/report/add', bystander.token, { roomId, reason: '内容低俗' });
    expect(room.code).toBe(200);
    const message = await call(gateway.app, 'POST', '/api/report/add', bystander.token, {
      roomId,
      target: 'message',
      messageId: sent.message.id,
      reason: '广告',
    });
    expect(message.code).toBe(200);
    expect((await call(gateway.app, 'POST', '/api/report/add', bystander.token, { roomId, target: 'message', reason: '广告' })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await call(gateway.app, 'POST', '/api/report/add', undefined, { roomId, reason: '广告' })).code).toBe(ResultCode.UNAUTHORIZED);
  });
});
