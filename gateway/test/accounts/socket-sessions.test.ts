import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, SIGN_IN_REQUIRED_MESSAGE, type SessionEndedNotice } from '@portal/contracts';
import { roomModRoom, userRoom } from '../../src/chat/chat-sockets';
import { sessionRoom } from '../../src/chat/socket-sessions';
import type { Database } from '../../src/db/database';
import { seedDemoData } from '../../src/demo/seed';
import { createRealtimeHub, type RealtimeHub } from '../../src/realtime/hub';
import { ChatClient, manualClock, memoryStoreOn, openRoom, startChatGateway, type ChatGateway } from '../chat/support';
import { freshDatabase, type DatabaseUnderTest } from '../db/database-under-test';
import { accountsClient, buildAccountsApp, encryptPassword, envelope, freshMobile, MINUTE, type AccountsTestApp } from './support';

const DAY = 24 * 60 * MINUTE;
/** A room of the demo data that is open and takes messages from anyone signed in. */
const DEMO_ROOM = 1;
const refused = { ok: false, code: ResultCode.UNAUTHORIZED, message: SIGN_IN_REQUIRED_MESSAGE };

/** Resolves with the first `session.ended` the page is told. */
const sessionEnded = (page: ChatClient) =>
  new Promise<SessionEndedNotice>((resolve) => {
    page.socket.once('session.ended', resolve);
  });

describe('sessions on open sockets of the whole gateway', () => {
  let ctx: AccountsTestApp;
  let hub: RealtimeHub;
  let url: string;
  let client: ReturnType<typeof accountsClient>;
  const pages: ChatClient[] = [];

  beforeAll(async () => {
    hub = createRealtimeHub({ upstreamUrl: 'http://127.0.0.1:9' });
    ctx = await buildAccountsApp({ dependencies: { realtime: hub } });
    client = accountsClient(ctx);
    url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(() => {
    for (const page of pages.splice(0)) page.close();
  });

  afterAll(async () => {
    await ctx.close();
    await hub.close();
  });

  /** A page's socket, signed in by the handshake's auth token or by a cookie header. */
  const open = async (signIn: { token?: string; cookie?: string } = {}) => {
    const page = new ChatClient(url, signIn.token, signIn.cookie ? { cookie: `auth=${signIn.cookie}` } : undefined);
    pages.push(page);
    await page.connected();
    return page;
  };

  const userIdOf = async (token: string) => envelope<{ id: number }>(await client.get('/user/center/info', token)).data.id;

  const socketsIn = async (room: string) => (await ctx.app.realtimeSockets?.io.in(room).fetchSockets())?.length ?? 0;

  it('ends a session on every open socket at logout: each is told, chat.send and the console are refused at once', async () => {
    const token = await client.registered(freshMobile(), 'logout12');
    const userId = await userIdOf(token);
    const [page, otherTab] = [await open({ token }), await open({ token })];
    expect((await page.send({ roomId: DEMO_ROOM, content: '退出前说一句' })).ok).toBe(true);
    expect(await socketsIn(userRoom(userId))).toBe(2);
    const told = [sessionEnded(page), sessionEnded(otherTab)];

    expect(envelope(await client.post('/user/logout', undefined, token)).code).toBe(200);

    expect(await page.send({ roomId: DEMO_ROOM, content: '退出后还想说' })).toEqual(refused);
    expect(await otherTab.joinConsole(DEMO_ROOM)).toEqual({ ok: false, message: SIGN_IN_REQUIRED_MESSAGE });
    expect(await Promise.all(told)).toEqual([{ reason: 'signedOut' }, { reason: 'signedOut' }]);
    // Out of the user's room: no private notice reaches them any more.
    expect(await socketsIn(userRoom(userId))).toBe(0);
  });

  it('reads the auth cookie at the handshake, and ends that socket at a logout sent with the cookie from the site', async () => {
    const token = await client.registered(freshMobile(), 'cookie12');
    const page = await open({ cookie: token });
    expect((await page.send({ roomId: DEMO_ROOM, content: '凭 cookie 发言' })).ok).toBe(true);
    const told = sessionEnded(page);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/user/logout',
      cookies: { auth: token },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(envelope(logout).code).toBe(200);

    expect(await told).toEqual({ reason: 'signedOut' });
    expect(await page.send({ roomId: DEMO_ROOM, content: '退出后' })).toEqual(refused);
  });

  it('ends an expired session at the socket\'s next action, without anyone revoking it', async () => {
    const token = await client.registered(freshMobile(), 'expiry12');
    const userId = await userIdOf(token);
    const page = await open({ token });
    expect((await page.send({ roomId: DEMO_ROOM, content: '还没过期' })).ok).toBe(true);
    const told = sessionEnded(page);

    // Registration signs in without keep-login: the session lasts a day.
    ctx.clock.advance(DAY);

    expect(await page.send({ roomId: DEMO_ROOM, content: '已经过期' })).toEqual(refused);
    expect(await told).toEqual({ reason: 'expired' });
    expect(await socketsIn(userRoom(userId))).toBe(0);
    expect(await page.joinConsole(DEMO_ROOM)).toEqual({ ok: false, message: SIGN_IN_REQUIRED_MESSAGE });
  });

  it('ends the other sessions\' sockets at a password change, and keeps the socket of the session that changed it', async () => {
    const mobile = freshMobile();
    const changing = await client.registered(mobile, 'before12');
    const elsewhere = envelope<{ token: string }>(await client.passwordLogin(mobile, 'before12', 1)).data.token;
    const [here, there] = [await open({ token: changing }), await open({ token: elsewhere })];
    const toldThere = sessionEnded(there);
    let toldHere = false;
    here.socket.on('session.ended', () => {
      toldHere = true;
    });

    const key = await client.dynamicKey();
    const changed = await client.post(
      '/user/center/updatePassword',
      { oldPassword: encryptPassword('before12', key), password: encryptPassword('after123', key), ...key },
      changing,
    );
    expect(envelope(changed).code).toBe(200);

    expect(await there.send({ roomId: DEMO_ROOM, content: '另一台设备' })).toEqual(refused);
    expect(await toldThere).toEqual({ reason: 'passwordChanged' });
    expect((await here.send({ roomId: DEMO_ROOM, content: '改密码的这台' })).ok).toBe(true);
    expect(toldHere).toBe(false);
  });

  it('ends every session\'s sockets when the password is retrieved by SMS code', async () => {
    const mobile = freshMobile();
    const token = await client.registered(mobile, 'forgot12');
    const page = await open({ token });
    const told = sessionEnded(page);

    // The registration's code was sent a moment ago: the next may go after a minute.
    ctx.clock.advance(MINUTE);
    const verifyCode = await client.freshCode(mobile);
    const retrieved = await client.post('/user/center/retrievePassword', { mobile, verifyCode, ...(await client.sealed('newpass1')) });
    expect(envelope(retrieved).code).toBe(200);

    expect(await told).toEqual({ reason: 'passwordChanged' });
    expect(await page.send({ roomId: DEMO_ROOM, content: '重置之后' })).toEqual(refused);
  });
});

describe('a session that runs out while its socket stays quiet', () => {
  const clock = manualClock(Date.now());
  const store = memoryStoreOn(clock);
  let under: DatabaseUnderTest;
  let database: Database;
  let gateway: ChatGateway;

  beforeAll(async () => {
    under = await freshDatabase();
    database = await under.open();
    await seedDemoData(database.db);
    // Expired sessions are looked for every 20 ms instead of every minute.
    gateway = await startChatGateway({ database, clock, store, sessionSweepMs: 20 });
  });

  afterAll(async () => {
    await gateway.close();
    await store.close();
    await under.dispose();
  });

  it('is ended by the sweep: the socket is told and leaves its rooms before it acts again', async () => {
    const { roomId, anchor } = await openRoom(database.db, clock);
    const page = new ChatClient(gateway.url, anchor.token);
    try {
      await page.connected();
      expect(await page.joinConsole(roomId)).toEqual({ ok: true });
      const session = await gateway.app.accounts.sessions.resolve(anchor.token);
      const told = sessionEnded(page);

      // Test users sign in with keep-login: thirty days.
      clock.advance(30 * DAY);

      expect(await told).toEqual({ reason: 'expired' });
      const io = gateway.app.realtimeSockets?.io;
      expect(await io?.in(userRoom(anchor.id)).fetchSockets()).toHaveLength(0);
      expect(await io?.in(sessionRoom(session?.sessionId ?? 0)).fetchSockets()).toHaveLength(0);
      expect(await io?.in(roomModRoom(roomId)).fetchSockets()).toHaveLength(0);
      expect(await page.send({ roomId, content: '过期后' })).toEqual(refused);
    } finally {
      page.close();
    }
  });
});
