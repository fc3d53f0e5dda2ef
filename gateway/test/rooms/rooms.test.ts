import type { GoLiveNotice, PlayAddresses, RoomCard, RoomDetail, RoomPage, HistoryPage } from '@portal/contracts';
import { ResultCode } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms, roomSessions } from '../../src/db/schema';
import { demoWorld } from '../../src/demo/demo-matches';
import { createRoomService } from '../../src/rooms/room-service';
import { buildRoomsApp, DEMO_CLOSED, DEMO_LIVE, demoAnchor, signedInUser } from './support';

const changed: number[] = [];
const opened: GoLiveNotice[] = [];
const onAirAddresses: PlayAddresses = { httpFlv: '/media/live/x.flv', wsFlv: 'ws://media/live/x.flv', expiresAt: 1 };
/** How many watch each room, as the chat would count them. */
const watching = new Map<number, number>();

let ctx: Awaited<ReturnType<typeof buildRoomsApp>>;
beforeAll(async () => {
  ctx = await buildRoomsApp({
    dependencies: {
      roomChannel: { roomChanged: async (roomId) => void changed.push(roomId) },
      goLiveNotifier: { roomOpened: async (room) => void opened.push(room) },
      playAddresses: () => onAirAddresses,
      audience: (roomId) => watching.get(roomId) ?? 0,
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('the room directory', () => {
  it('lists open rooms only by default, page 1 of 30, with anchor, nav and followers', async () => {
    const { code, data } = await ctx.client.get<RoomPage>('/api/room/page');
    expect(code).toBe(200);
    expect(data.total).toBe(DEMO_LIVE.length);
    expect(data.list.map((room) => room.nickName).sort()).toEqual([...DEMO_LIVE].sort());
    expect(data.list.every((room) => room.isLive === 1 && room.navName !== '')).toBe(true);
    const counts = data.list.map((room) => room.followerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('shows closed rooms with roomType 2, never as live or on air', async () => {
    const { data } = await ctx.client.get<RoomPage>('/api/room/page?roomType=2');
    expect(data.total).toBe(DEMO_LIVE.length + DEMO_CLOSED.length);
    const closed = data.list.filter((room) => DEMO_CLOSED.includes(room.nickName));
    expect(closed).toHaveLength(2);
    expect(closed.every((room) => room.isLive === 0 && !room.onAir)).toBe(true);
    expect(data.list.slice(0, DEMO_LIVE.length).every((room) => room.isLive === 1)).toBe(true);
  });

  it('pages, and filters by nav, room and word (title or nickname)', async () => {
    const second = await ctx.client.get<RoomPage>('/api/room/page?page=2&pageSize=3');
    expect(second.data.list).toHaveLength(1);
    expect(second.data.total).toBe(4);
    const football = await ctx.client.get<RoomPage>('/api/room/page?navId=1&channelId=3&platform=1');
    expect(football.data.list.every((room) => room.navId === 1)).toBe(true);
    expect(football.data.total).toBe(2);
    const byTitle = await ctx.client.get<RoomPage>(`/api/room/page?word=${encodeURIComponent('篮球焦点')}`);
    expect(byTitle.data.list.map((room) => room.nickName)).toEqual(['篮球小飞侠']);
    const byName = await ctx.client.get<RoomPage>(`/api/room/page?word=${encodeURIComponent('小鹿')}`);
    expect(byName.data.list.map((room) => room.nickName)).toEqual(['电竞少女小鹿']);
    const literal = await ctx.client.get<RoomPage>('/api/room/page?word=%25');
    expect(literal.data.total).toBe(0);
    const one = await ctx.client.get<RoomPage>(`/api/room/page?roomId=${byName.data.list[0]!.roomId}`);
    expect(one.data.list).toHaveLength(1);
  });

  it('refuses a page that is not a positive number, and a page size past 100', async () => {
    expect((await ctx.client.get('/api/room/page?page=0')).code).toBe(ResultCode.BAD_REQUEST);
    expect((await ctx.client.get('/api/room/page?pageSize=101')).code).toBe(ResultCode.BAD_REQUEST);
    expect((await ctx.client.get('/api/room/page?pageSize=100')).code).toBe(ResultCode.OK);
  });

  it('answers the hot rooms, open only, no more than asked, the most watched first and then the most followed', async () => {
    const three = await ctx.client.get<RoomCard[]>('/api/room/hotAppRoom?size=3');
    expect(three.data).toHaveLength(3);
    expect(three.data.every((room) => room.isLive === 1)).toBe(true);
    const byFollowers = (await ctx.client.get<RoomCard[]>('/api/room/hotAppRoom')).data;
    expect(byFollowers).toHaveLength(4);
    const followers = byFollowers.map((room) => room.followerCount);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    expect((await ctx.client.get('/api/room/hotAppRoom?size=0')).code).toBe(ResultCode.BAD_REQUEST);

    const [least, third] = [byFollowers[3] as RoomCard, byFollowers[2] as RoomCard];
    watching.set(least.roomId, 2).set(third.roomId, 1);
    try {
      const byViewers = (await ctx.client.get<RoomCard[]>('/api/room/hotAppRoom')).data.map((room) => room.roomId);
      expect(byViewers).toEqual([least.roomId, third.roomId, byFollowers[0]?.roomId, byFollowers[1]?.roomId]);
    } finally {
      watching.clear();
    }
  });
});

describe('the room page', () => {
  it('answers the room with its anchor card, notice, running session and whether the caller follows', async () => {
    const anchor = await demoAnchor(ctx.database.db, '球评老王');
    const visitor = await ctx.client.get<RoomDetail>(`/api/room/detail?roomId=${anchor.roomId}`);
    expect(visitor.code).toBe(200);
    expect(visitor.data.anchor.id).toBe(anchor.id);
    expect(visitor.data.anchor.followerCount).toBe(visitor.data.followerCount);
    expect(visitor.data.followed).toBe(false);
    expect(visitor.data.notice).not.toBe('');
    expect(visitor.data.openedAt).not.toBeNull();
    const showing = visitor.data.matchId ?? 0;
    expect(demoWorld(42, Date.now()).match(showing)?.sport).toBe('football');
    expect(visitor.data.playAddresses).toBeUndefined();

    const fan = await demoAnchor(ctx.database.db, '篮球小飞侠');
    const followed = await ctx.client.get<RoomDetail>(`/api/room/info?roomId=${anchor.roomId}`, fan.token);
    expect(followed.data.followed).toBe(true);
  });

  it('includes the play addresses only while the room is on air', async () => {
    const anchor = await demoAnchor(ctx.database.db, '绿茵解说阿杰');
    await ctx.database.db.update(rooms).set({ onAir: true }).where(eq(rooms.id, anchor.roomId));
    const { data } = await ctx.client.get<RoomDetail>(`/api/room/detail?roomId=${anchor.roomId}`);
    expect(data.onAir).toBe(true);
    expect(data.playAddresses).toEqual(onAirAddresses);
    await ctx.database.db.update(rooms).set({ onAir: false }).where(eq(rooms.id, anchor.roomId));
  });

  it('says how many watch a room, on its card in every list and on its own, and refuses an unknown or malformed room', async () => {
    const anchor = await demoAnchor(ctx.database.db, '球评老王');
    watching.set(anchor.roomId, 1234);
    try {
      const cards = [
        ...(await ctx.client.get<RoomPage>('/api/room/page')).data.list,
        ...(await ctx.client.get<RoomCard[]>('/api/room/hotAppRoom')).data,
        (await ctx.client.get<RoomDetail>(`/api/room/detail?roomId=${anchor.roomId}`)).data,
      ];
      for (const card of cards) expect(card.viewerCount).toBe(card.roomId === anchor.roomId ? 1234 : 0);
      expect(await ctx.client.get(`/api/room/audience?roomId=${anchor.roomId}`)).toMatchObject({ code: 200, data: { roomId: anchor.roomId, viewerCount: 1234 } });
      expect(await ctx.client.get('/api/room/audience?roomId=999999')).toMatchObject({ code: ResultCode.ROOM_NOT_FOUND, message: '直播间不存在' });
      expect(await ctx.client.get('/api/room/audience?roomId=abc')).toMatchObject({ code: ResultCode.BAD_REQUEST, message: '直播间编号无效' });
    } finally {
      watching.clear();
    }
  });

  it('refuses an unknown room and a malformed id', async () => {
    expect((await ctx.client.get('/api/room/detail?roomId=999999')).code).toBe(ResultCode.ROOM_NOT_FOUND);
    const bad = await ctx.client.get('/api/room/detail?roomId=abc');
    expect(bad.code).toBe(ResultCode.BAD_REQUEST);
    expect(bad.message).toBe('直播间编号无效');
  });

  it('answers an anchor their own room from /api/room/info without roomId; a visitor must sign in', async () => {
    const anchor = await demoAnchor(ctx.database.db, '足球大表哥');
    const own = await ctx.client.get<RoomDetail>('/api/room/info', anchor.token);
    expect(own.data.roomId).toBe(anchor.roomId);
    const visitor = await ctx.client.get('/api/room/info');
    expect(visitor).toMatchObject({ code: 401, message: '请先登录' });
    const viewer = await signedInUser(ctx.database.db);
    expect((await ctx.client.get('/api/room/info', viewer.token)).code).toBe(ResultCode.NOT_AN_ANCHOR);
  });
});

describe('opening and closing a room', () => {
  it('refuses visitors and non-anchors', async () => {
    const body = { title: '今晚看球', navId: 1 };
    expect(await ctx.client.post('/api/room/up', body)).toMatchObject({ code: 401, message: '请先登录' });
    const viewer = await signedInUser(ctx.database.db);
    const refused = await ctx.client.post('/api/room/up', body, viewer.token);
    expect(refused.code).toBe(ResultCode.NOT_AN_ANCHOR);
    expect(refused.message).toContain('主播');
  });

  it('validates the form with the contract messages', async () => {
    const anchor = await demoAnchor(ctx.database.db, '足球大表哥');
    const blank = await ctx.client.post('/api/room/up', { title: '  ', navId: 1 }, anchor.token);
    expect(blank).toMatchObject({ code: 400, message: '请输入直播标题（1-40个字）' });
    const nav = await ctx.client.post('/api/room/up', { title: '看球', navId: 9 }, anchor.token);
    expect(nav).toMatchObject({ code: 400, message: '请选择直播分类' });
    const cover = await ctx.client.post('/api/room/up', { title: '看球', navId: 1, cover: 'https://evil.example/x.png' }, anchor.token);
    expect(cover).toMatchObject({ code: 400, message: '封面地址无效，请重新上传' });
    const missingUpload = await ctx.client.post('/api/room/up', { title: '看球', navId: 1, cover: '/uploads/none.png' }, anchor.token);
    expect(missingUpload).toMatchObject({ code: 400, message: '封面地址无效，请重新上传' });
    const halfMatch = await ctx.client.post('/api/room/up', { title: '看球', navId: 1, matchId: 3004 }, anchor.token);
    expect(halfMatch.code).toBe(400);
  });

  it('opens the anchor\'s room with a session, tells the channel and the followers, then closes it for good', async () => {
    const anchor = await demoAnchor(ctx.database.db, '足球大表哥');
    changed.length = 0;
    opened.length = 0;
    const up = await ctx.client.post<RoomDetail>(
      '/api/room/up',
      { title: '中超收官战 直播', navId: 1, notice: '今晚八点', cover: '/demo/room-5.svg', matchId: 3004, matchType: 1 },
      anchor.token,
    );
    expect(up.code).toBe(200);
    expect(up.data).toMatchObject({ roomId: anchor.roomId, isLive: 1, title: '中超收官战 直播', notice: '今晚八点', matchId: 3004, matchType: 1 });
    expect(up.data.openedAt).not.toBeNull();
    expect(changed).toEqual([anchor.roomId]);
    expect(opened).toEqual([{ roomId: anchor.roomId, anchorId: anchor.id, title: '中超收官战 直播', nickName: '足球大表哥' }]);

    // Opening again updates the room but neither notifies followers again nor starts a second session.
    await ctx.client.post('/api/room/up', { title: '中超收官战 下半场', navId: 1 }, anchor.token);
    expect(opened).toHaveLength(1);
    const running = await ctx.database.db
      .select()
      .from(roomSessions)
      .where(and(eq(roomSessions.roomId, anchor.roomId), isNull(roomSessions.endedAt)));
    expect(running.map((session) => session.title)).toEqual(['中超收官战 下半场']);
    expect((await ctx.client.get<RoomPage>('/api/room/page')).data.list.some((room) => room.roomId === anchor.roomId)).toBe(true);

    const other = await demoAnchor(ctx.database.db, '灌篮高手阿强');
    expect((await ctx.client.get(`/api/room/down?roomId=${anchor.roomId}`, other.token)).code).toBe(ResultCode.NOT_OWN_ROOM);
    const viewer = await signedInUser(ctx.database.db);
    expect((await ctx.client.get(`/api/room/down?roomId=${anchor.roomId}`, viewer.token)).code).toBe(ResultCode.NOT_AN_ANCHOR);
    expect((await ctx.client.getWithCookie(`/api/room/down?roomId=${anchor.roomId}`, anchor.token)).code).toBe(401);

    const down = await ctx.client.get<RoomDetail>(`/api/room/down?roomId=${anchor.roomId}`, anchor.token);
    expect(down.data).toMatchObject({ isLive: 0, onAir: false, openedAt: null });
    expect((await ctx.client.get<RoomPage>('/api/room/page')).data.list.some((room) => room.roomId === anchor.roomId)).toBe(false);
    expect((await ctx.client.get<RoomCard[]>('/api/room/hotAppRoom?size=50')).data.some((room) => room.roomId === anchor.roomId)).toBe(false);

    const history = await ctx.client.get<HistoryPage>('/api/history/list', anchor.token);
    expect(history.data.list[0]).toMatchObject({ roomId: anchor.roomId, title: '中超收官战 下半场' });
    expect(history.data.list[0]!.endedAt).not.toBeNull();
  });

  it('opens for a reserved match: the room\'s match when reserved, else the one due within the hour, and tells its fans', async () => {
    const anchor = await signedInUser(ctx.database.db, { isAnchor: true, nickName: '预约主播' });
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const reserve = (matchId: number, matchTime: string) =>
      ctx.client.post('/api/match/reserve', { matchId, matchType: 1, leagueName: '英超', homeName: `主队${matchId}`, awayName: `客队${matchId}`, matchTime }, anchor.token);
    await reserve(7101, inHours(5));
    await reserve(7102, inHours(0.5));
    const openFor = async (match: { matchId: number; matchType: number } | object) => {
      opened.length = 0;
      const up = await ctx.client.post<RoomDetail>('/api/room/up', { title: '预约开播', navId: 1, ...match }, anchor.token);
      await ctx.client.get(`/api/room/down?roomId=${up.data.roomId}`, anchor.token);
      expect(opened).toHaveLength(1);
      return opened[0]?.match;
    };
    const match = (matchId: number) => ({ matchId, matchType: 1, leagueName: '英超', homeName: `主队${matchId}`, awayName: `客队${matchId}` });

    expect(await openFor({ matchId: 7101, matchType: 1 })).toEqual(match(7101));
    expect(await openFor({})).toEqual(match(7102));
    // A match the anchor did not reserve is not one; the reservation due is.
    expect(await openFor({ matchId: 7103, matchType: 1 })).toEqual(match(7102));
    await ctx.client.post('/api/match/reserve', { matchId: 7102, matchType: 1, operateType: 0 }, anchor.token);
    expect(await openFor({})).toBeUndefined();
  });

  it('creates the room of an anchor who has none when they open it', async () => {
    const anchor = await signedInUser(ctx.database.db, { isAnchor: true, nickName: '新主播甲' });
    const up = await ctx.client.post<RoomDetail>('/api/room/up', { title: '第一次开播', navId: 4 }, anchor.token);
    expect(up.data).toMatchObject({ anchorId: anchor.id, isLive: 1, navId: 4, navName: '电竞' });
  });
});

describe('the media server and chat seams', () => {
  it('lets only an open room publish and go on air; closing takes it off air', async () => {
    const service = createRoomService(ctx.database.db);
    const anchor = await signedInUser(ctx.database.db, { isAnchor: true, nickName: '新主播乙' });
    const { data } = await ctx.client.post<RoomDetail>('/api/room/up', { title: '推流测试', navId: 3 }, anchor.token);
    expect(await service.canPublish(data.roomId)).toBe(true);
    expect(await service.canPublish(999_999)).toBe(false);
    expect(await service.anchorOf(data.roomId)).toBe(anchor.id);
    expect(await service.anchorOf(999_999)).toBeUndefined();

    await service.setOnAir(data.roomId, true);
    expect((await ctx.client.get<RoomDetail>(`/api/room/detail?roomId=${data.roomId}`)).data.onAir).toBe(true);
    await ctx.client.get(`/api/room/down?roomId=${data.roomId}`, anchor.token);
    expect(await service.canPublish(data.roomId)).toBe(false);
    await service.setOnAir(data.roomId, true);
    const closed = await ctx.client.get<RoomDetail>(`/api/room/detail?roomId=${data.roomId}`);
    expect(closed.data).toMatchObject({ isLive: 0, onAir: false });
  });

  it("lists the open rooms with their matches, and sets a room's match as its anchor would, telling the channel", async () => {
    const calls: number[] = [];
    const service = createRoomService(ctx.database.db, { roomChannel: { roomChanged: async (roomId) => void calls.push(roomId) } });
    const anchor = await signedInUser(ctx.database.db, { isAnchor: true, nickName: '新主播丁' });
    const { data } = await ctx.client.post<RoomDetail>('/api/room/up', { title: '换场测试', navId: 1, matchId: 3001, matchType: 1 }, anchor.token);
    const open = await service.openRoomMatches();
    expect(open).toContainEqual({ roomId: data.roomId, matchId: 3001, matchType: 1 });
    expect(open.map(({ roomId }) => roomId)).toEqual((await ctx.client.get<RoomPage>('/api/room/page?pageSize=100')).data.list.map((room) => room.roomId).sort((a, b) => a - b));

    await service.showMatch(data.roomId, 3002, 1);
    expect(calls).toEqual([data.roomId]);
    expect((await ctx.client.get<RoomDetail>(`/api/room/detail?roomId=${data.roomId}`)).data).toMatchObject({ matchId: 3002, matchType: 1 });
  });

  it('tells the channel when the air state changes, and keeps working when a seam fails', async () => {
    const calls: number[] = [];
    const service = createRoomService(ctx.database.db, {
      roomChannel: { roomChanged: async (roomId) => void calls.push(roomId) },
      goLive: { roomOpened: async () => Promise.reject(new Error('chat is down')) },
    });
    const anchor = await signedInUser(ctx.database.db, { isAnchor: true, nickName: '新主播丙' });
    const { data } = await ctx.client.post<RoomDetail>('/api/room/up', { title: '接口测试', navId: 3 }, anchor.token);
    await service.setOnAir(data.roomId, true);
    await service.setOnAir(data.roomId, true);
    expect(calls).toEqual([data.roomId]);
    const [user] = await ctx.database.db.query.users.findMany({ where: (users, { eq: equals }) => equals(users.id, anchor.id) });
    await service.close(user!, data.roomId);
    const reopened = await service.open({ ...user!, isAnchor: 1 }, { title: '再次开播', navId: 3 });
    expect(reopened.isLive).toBe(1);
  });
});

describe('room settings and history', () => {
  it('changes the anchor\'s own room only', async () => {
    const anchor = await demoAnchor(ctx.database.db, '灌篮高手阿强');
    const saved = await ctx.client.post<RoomDetail>('/api/room/setting', { notice: '新公告', navId: 2, cover: '/demo/room-6.svg' }, anchor.token);
    expect(saved.data).toMatchObject({ notice: '新公告', navId: 2, cover: '/demo/room-6.svg', isLive: 0 });
    const other = await demoAnchor(ctx.database.db, '球评老王');
    const refused = await ctx.client.post('/api/room/setting', { roomId: other.roomId, title: '抢来的标题' }, anchor.token);
    expect(refused.code).toBe(ResultCode.NOT_OWN_ROOM);
    expect((await ctx.client.post('/api/room/setting', {}, anchor.token)).message).toBe('请填写要修改的设置');
  });

  it('takes a cover the anchor uploaded through /api/upload/multiUploadBase64', async () => {
    const anchor = await demoAnchor(ctx.database.db, '灌篮高手阿强');
    const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    expect((await ctx.client.post('/api/upload/multiUploadBase64', { images: [onePixelPng] })).code).toBe(401);
    const uploaded = await ctx.client.post<string[]>('/api/upload/multiUploadBase64', { images: [`data:image/png;base64,${onePixelPng}`] }, anchor.token);
    const [cover = ''] = uploaded.data;
    expect(cover).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
    const saved = await ctx.client.post<RoomDetail>('/api/room/setting', { cover }, anchor.token);
    expect(saved.data.cover).toBe(cover);
  });

  it('lists an anchor\'s past sessions by Beijing day, and refuses others\' rooms', async () => {
    const anchor = await demoAnchor(ctx.database.db, '球评老王');
    const all = await ctx.client.get<HistoryPage>('/api/history/list', anchor.token);
    expect(all.data.total).toBe(4);
    expect(all.data.list[0]!.endedAt).toBeNull();
    expect(all.data.list.slice(1).every((session) => session.endedAt !== null && session.durationSeconds > 0)).toBe(true);
    const page = await ctx.client.get<HistoryPage>(`/api/history/list?roomId=${anchor.roomId}&page=2&pageSize=3`, anchor.token);
    expect(page.data.list).toHaveLength(1);
    const future = await ctx.client.get<HistoryPage>('/api/history/list?startDate=2999-01-01', anchor.token);
    expect(future.data.total).toBe(0);
    const bounded = await ctx.client.get<HistoryPage>('/api/history/list?startDate=2000-01-01&endDate=2999-12-31', anchor.token);
    expect(bounded.data.total).toBe(4);

    const other = await demoAnchor(ctx.database.db, '篮球小飞侠');
    expect((await ctx.client.get(`/api/history/list?roomId=${anchor.roomId}`, other.token)).code).toBe(ResultCode.NOT_OWN_ROOM);
    expect((await ctx.client.get('/api/history/list')).code).toBe(401);
    expect((await ctx.client.get('/api/history/list?startDate=yesterday', anchor.token)).code).toBe(400);
  });
});
