import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_COOKIE, ResultCode, WALLET_MESSAGES } from '@portal/contracts';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '../../src/accounts/sessions';
import { systemClock } from '../../src/clock';
import { highlights, rooms, users } from '../../src/db/schema';
import { DEMO_HIGHLIGHT_VIDEO, shippedMediaDir } from '../../src/media';
import { readFlvTags } from '../../src/media/flv';
import { createReplayRepository } from '../../src/media/replays';
import { walletBalancesOf } from '../../src/wallet/balances';
import { buildTestApp, type TestApp } from '../helper';
import { fund, ledgerProblems } from '../wallet/support';
import { demoFlv } from './support';

type Envelope<T = unknown> = { code: number; message: string; data: T };

describe('media routes', () => {
  let test: TestApp;
  let demoRooms: Array<{ id: number; anchorId: number }>;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    test = await buildTestApp();
    demoRooms = await test.database.db.select({ id: rooms.id, anchorId: rooms.anchorId }).from(rooms).orderBy(asc(rooms.id));
    const sessions = createSessionStore(test.database.db, systemClock);
    for (const room of demoRooms.slice(0, 2)) {
      tokens.set(room.anchorId, (await sessions.open(room.anchorId, false, { userAgent: 'test', ip: '127.0.0.1' })).token);
    }
  });
  afterAll(async () => {
    await test.close();
  });

  const asAnchor = (anchorId: number) => ({ accesstoken: tokens.get(anchorId)! });

  it('shows a room its stream key only to its anchor, and a new key replaces the old', async () => {
    const [mine, theirs] = demoRooms;
    const read = await test.app.inject({ method: 'GET', url: '/api/stream/key', headers: asAnchor(mine!.anchorId) });
    const key = read.json<Envelope<{ roomId: number; streamKey: string; rtmpServer: string; publishUrl: string }>>();
    expect(key.code).toBe(200);
    expect(key.data.roomId).toBe(mine!.id);
    expect(key.data.streamKey).toMatch(new RegExp(`^${mine!.id}\\?key=[0-9a-f]{24}$`));
    expect(key.data.publishUrl).toBe(`${key.data.rtmpServer}/${key.data.streamKey}`);

    const notMine = await test.app.inject({ method: 'GET', url: `/api/stream/key?roomId=${theirs!.id}`, headers: asAnchor(mine!.anchorId) });
    expect(notMine.json<Envelope>().code).toBe(40001);
    expect((await test.app.inject({ method: 'GET', url: '/api/stream/key' })).json<Envelope>().code).toBe(401);

    const renewed = await test.app.inject({ method: 'POST', url: '/api/stream/key', headers: asAnchor(mine!.anchorId), payload: {} });
    const fresh = renewed.json<Envelope<{ streamKey: string }>>().data.streamKey;
    expect(fresh).not.toBe(key.data.streamKey);
    const again = await test.app.inject({ method: 'GET', url: '/api/stream/key', headers: asAnchor(mine!.anchorId) });
    expect(again.json<Envelope<{ streamKey: string }>>().data.streamKey).toBe(fresh);
  });

  it('lists a recorded session among the room replays, newest first, with its detail', async () => {
    const room = demoRooms[1]!;
    const replays = createReplayRepository(test.database.db, { bought: async () => new Set() });
    const stored = await replays.addRecording({ roomId: room.id, video: 'room-test-1.flv', startedAt: 1_000, endedAt: 13_000, durationMs: 12_000, size: 5, width: 640, height: 360 });
    const page = await test.app.inject({ method: 'POST', url: '/api/back/pageByRoom', payload: { roomId: room.id } });
    const body = page.json<Envelope<{ list: Array<{ recordId: number; video: string; videoUrl: string }>; total: number }>>();
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({ recordId: stored!.recordId, video: 'room-test-1.flv', videoUrl: '/media/video/room-test-1.flv' });

    const detail = await test.app.inject({ method: 'GET', url: `/api/back/detail?recordId=${stored!.recordId}` });
    expect(detail.json<Envelope<{ mediaInfo: unknown }>>().data.mediaInfo).toEqual({ mimeType: 'video/x-flv', duration: 12_000, width: 640, height: 360 });
    expect((await test.app.inject({ method: 'GET', url: '/api/back/detail?recordId=999999' })).json<Envelope>().code).toBe(404);
  });

  it('serves a replay with Range requests and with bstart/bend byte offsets', async () => {
    const whole = await test.app.inject({ method: 'GET', url: '/media/video/demo.flv' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(demoFlv)).toBe(true);

    const ranged = await test.app.inject({ method: 'GET', url: '/media/video/demo.flv', headers: { range: 'bytes=100-199' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${demoFlv.length}`);
    expect(ranged.rawPayload.equals(demoFlv.subarray(100, 200))).toBe(true);

    // Seeking the way the player does: to the middle key frame of the index, by bstart.
    const middle = readFlvTags(demoFlv).filter((tag) => tag.keyframe)[6]!;
    const sought = await test.app.inject({ method: 'GET', url: `/media/video/demo.flv?bstart=${middle.offset}&bend=${middle.offset + 1023}` });
    expect(sought.statusCode).toBe(200);
    expect(sought.rawPayload.equals(demoFlv.subarray(middle.offset, middle.offset + 1024))).toBe(true);
    expect(sought.rawPayload[0]).toBe(9);

    const pastEnd = await test.app.inject({ method: 'GET', url: `/media/video/demo.flv?bstart=${demoFlv.length}` });
    expect(pastEnd.statusCode).toBe(416);
    expect((await test.app.inject({ method: 'GET', url: '/media/video/not-recorded.flv' })).statusCode).toBe(404);
  });

  it('lists highlights and hides a paid one until bought', async () => {
    const list = await test.app.inject({ method: 'GET', url: '/inform/movie-highlights' });
    const body = list.json<Envelope<{ list: Array<{ id: number; paid: boolean; cover: string; videoUrl: string | null }>; total: number }>>();
    expect(body.data.total).toBe(2);
    // Each demo highlight has a drawn cover of its own.
    const covers = body.data.list.map((highlight) => highlight.cover);
    expect(covers.every((cover) => /^\/inform\/picture\/\d+\.png$/.test(cover))).toBe(true);
    expect(new Set(covers).size).toBe(2);
    const paid = body.data.list.find((highlight) => highlight.paid)!;
    const free = body.data.list.find((highlight) => !highlight.paid)!;
    expect(paid.videoUrl).toBeNull();
    expect(free.videoUrl).toBe('/media/video/demo-highlight.mp4');
    const detail = await test.app.inject({ method: 'GET', url: `/inform/movie-highlights/detail?id=${free.id}` });
    expect(detail.json<Envelope<{ mediaInfo: { mimeType: string } }>>().data.mediaInfo.mimeType).toBe('video/mp4');
    const mp4 = await test.app.inject({ method: 'GET', url: '/media/video/demo-highlight.mp4', headers: { range: 'bytes=4-7' } });
    expect(mp4.rawPayload.toString('latin1')).toBe('ftyp');
    expect(mp4.headers['cache-control']).toBe('public, max-age=3600');
    // The paid demo highlight has its own file, which a visitor cannot fetch by its name.
    expect((await test.app.inject({ method: 'GET', url: '/media/video/demo-highlight-paid.mp4' })).statusCode).toBe(404);
  });

  it('sells a paid highlight once, through the wallet, and serves its video to its buyer only', async () => {
    const db = test.database.db;
    await mkdir(path.join(test.dataDir, 'recordings'), { recursive: true });
    await copyFile(path.join(shippedMediaDir, DEMO_HIGHLIGHT_VIDEO), path.join(test.dataDir, 'recordings', 'paid-goal.mp4'));
    const [highlight] = await db
      .insert(highlights)
      .values({ title: '绝杀集锦', matchType: 1, paid: true, price: 30, video: 'paid-goal.mp4', mimeType: 'video/mp4', durationMs: 5_000 })
      .returning({ id: highlights.id });
    const id = highlight!.id;
    const sessions = createSessionStore(db, systemClock);
    const newViewer = async (mobile: string) => {
      const [user] = await db.insert(users).values({ mobile, nickName: `集锦观众${mobile.slice(-4)}` }).returning({ id: users.id });
      return { id: user!.id, token: (await sessions.open(user!.id, false, { userAgent: 'test', ip: '127.0.0.1' })).token };
    };
    const buyer = await newViewer('13912340001');
    const other = await newViewer('13912340002');
    const get = async <T>(url: string, headers: Record<string, string> = {}) => (await test.app.inject({ method: 'GET', url, headers })).json<Envelope<T>>();
    type Seen = { unlocked: boolean; videoUrl: string | null };
    const video = (headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url: '/media/video/paid-goal.mp4', headers: { range: 'bytes=4-7', ...headers } });

    expect((await get<Seen>(`/inform/movie-highlights/detail?id=${id}`)).data).toMatchObject({ unlocked: false, videoUrl: null });
    expect((await video()).statusCode).toBe(404);
    expect((await get(`/inform/movie-highlights/pay?id=${id}`)).code).toBe(401);
    // Spending through a GET takes the accessToken header; the cookie alone would let another site buy.
    expect((await get(`/inform/movie-highlights/pay?id=${id}`, { cookie: `${AUTH_COOKIE}=${buyer.token}` })).code).toBe(401);
    expect(await get(`/inform/movie-highlights/pay?id=${id}`, { accesstoken: buyer.token })).toMatchObject({
      code: ResultCode.INSUFFICIENT_FUNDS,
      message: WALLET_MESSAGES.insufficientDiamonds,
    });
    expect(await walletBalancesOf(db, buyer.id)).toEqual({ balance: 0, ticket: 0 });

    await fund(db, buyer.id, 100);
    const bought = await get<Seen>(`/inform/movie-highlights/pay?id=${id}`, { accesstoken: buyer.token });
    expect(bought.data).toMatchObject({ unlocked: true, videoUrl: '/media/video/paid-goal.mp4' });
    expect((await get<Seen>(`/inform/movie-highlights/pay?id=${id}`, { accesstoken: buyer.token })).data.unlocked).toBe(true);
    expect(await walletBalancesOf(db, buyer.id)).toEqual({ balance: 70, ticket: 0 });
    expect(await ledgerProblems(db)).toEqual([]);

    expect((await get<Seen>(`/inform/movie-highlights/detail?id=${id}`, { accesstoken: buyer.token })).data.unlocked).toBe(true);
    expect((await get<Seen>(`/inform/movie-highlights/detail?id=${id}`, { accesstoken: other.token })).data.unlocked).toBe(false);
    const served = await video({ cookie: `${AUTH_COOKIE}=${buyer.token}` });
    expect(served.rawPayload.toString('latin1')).toBe('ftyp');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect((await video({ cookie: `${AUTH_COOKIE}=${other.token}` })).statusCode).toBe(404);

    // A free item naming the same file does not make the paid file free.
    await db.insert(highlights).values({ title: '绝杀集锦（免费版）', matchType: 1, video: 'paid-goal.mp4', mimeType: 'video/mp4', durationMs: 5_000 });
    expect((await video()).statusCode).toBe(404);
    expect((await video({ cookie: `${AUTH_COOKIE}=${other.token}` })).statusCode).toBe(404);
    expect((await video({ cookie: `${AUTH_COOKIE}=${buyer.token}` })).statusCode).toBe(206);
    expect((await get(`/inform/movie-highlights/pay?id=999999`, { accesstoken: buyer.token })).code).toBe(404);
  });
});
