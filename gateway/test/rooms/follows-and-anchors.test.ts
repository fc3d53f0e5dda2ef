import {
  type AnchorCard,
  type AnchorPage,
  type AnchorRankEntry,
  type AttentionMatch,
  type MatchReservation,
  type OperAttentionResponse,
  RANK_TYPE,
  ResultCode,
  type RoomCard,
  type RoomDetail,
  type SearchList,
  type UserCoin,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankPeriodStart } from '../../src/rooms/anchors';
import { buildRoomsApp, demoAnchor, signedInUser } from './support';

let ctx: Awaited<ReturnType<typeof buildRoomsApp>>;
beforeAll(async () => {
  ctx = await buildRoomsApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('following anchors and matches', () => {
  it('follows and unfollows an anchor, idempotently, with the follower count', async () => {
    const fan = await signedInUser(ctx.database.db);
    const anchor = await demoAnchor(ctx.database.db, '电竞少女小鹿');
    const before = (await ctx.client.get<AnchorCard>(`/api/user/info?id=${anchor.id}`)).data.followerCount;
    const url = `/api/attention/operAttention?type=1&operateType=1&targetId=${anchor.id}`;
    const first = await ctx.client.get<OperAttentionResponse>(url, fan.token);
    expect(first).toMatchObject({ code: 200, data: { followed: true, followerCount: before + 1 } });
    expect((await ctx.client.get<OperAttentionResponse>(url, fan.token)).data.followerCount).toBe(before + 1);
    expect((await ctx.client.get<AnchorCard>(`/api/user/info?id=${anchor.id}`, fan.token)).data.followed).toBe(true);

    const page = await ctx.client.get<{ list: Array<{ anchorId: number; roomId: number; isLive: number }>; total: number }>(
      '/api/attention/pageAttention',
      fan.token,
    );
    expect(page.data).toMatchObject({ total: 1, list: [{ anchorId: anchor.id, roomId: anchor.roomId, isLive: 1 }] });

    const off = await ctx.client.get<OperAttentionResponse>(`/api/attention/operAttention?type=1&operateType=0&targetId=${anchor.id}`, fan.token);
    expect(off.data).toEqual({ followed: false, followerCount: before });
  });

  it('refuses visitors, a token only in the cookie, oneself, a non-anchor and a match without its type', async () => {
    const fan = await signedInUser(ctx.database.db, { isAnchor: true });
    const other = await signedInUser(ctx.database.db);
    expect((await ctx.client.get('/api/attention/operAttention?type=1&operateType=1&targetId=1')).code).toBe(401);
    expect((await ctx.client.getWithCookie('/api/attention/operAttention?type=1&operateType=1&targetId=1', fan.token)).code).toBe(401);
    expect((await ctx.client.get(`/api/attention/operAttention?type=1&operateType=1&targetId=${fan.id}`, fan.token)).message).toBe('不能关注自己');
    expect((await ctx.client.get(`/api/attention/operAttention?type=1&operateType=1&targetId=${other.id}`, fan.token)).message).toBe('主播不存在');
    expect((await ctx.client.get('/api/attention/operAttention?type=2&operateType=1&targetId=3001', fan.token)).message).toBe('请选择比赛类型');
    expect((await ctx.client.get('/api/attention/operAttention?type=7&operateType=1&targetId=3001', fan.token)).message).toBe('关注类型无效');
  });

  it('follows matches and lists them with the open rooms showing them', async () => {
    const fan = await signedInUser(ctx.database.db);
    const showing = async (nickName: string) => {
      const anchor = await demoAnchor(ctx.database.db, nickName);
      return (await ctx.client.get<RoomDetail>(`/api/room/detail?roomId=${anchor.roomId}`)).data.matchId;
    };
    const football = await showing('球评老王');
    const basketball = await showing('篮球小飞侠');
    await ctx.client.get(`/api/attention/operAttention?type=2&operateType=1&targetId=${football}&matchType=1`, fan.token);
    await ctx.client.get(`/api/attention/operAttention?type=2&operateType=1&targetId=${basketball}&matchType=2`, fan.token);
    const matches = await ctx.client.get<AttentionMatch[]>('/api/attention/getAttentionMatchByUser', fan.token);
    expect(matches.data.map((match) => [match.matchId, match.matchType, match.liveRoomCount]).sort()).toEqual(
      [
        [football, 1, 1],
        [basketball, 2, 1],
      ].sort(),
    );
    const paged = await ctx.client.get<{ list: AttentionMatch[]; total: number }>('/api/attention/pageAttention?attentionType=2&pageSize=1', fan.token);
    expect(paged.data.total).toBe(2);
    expect(paged.data.list).toHaveLength(1);
    expect((await ctx.client.get('/api/attention/getAttentionMatchByUser')).code).toBe(401);
    expect((await ctx.client.get('/api/attention/pageAttention')).code).toBe(401);
  });
  it('keeps one record of a followed match: a star on the score pages is a follow on /v/attention, and back', async () => {
    const fan = await signedInUser(ctx.database.db);
    const stars = ctx.app.realtime.collects;
    await stars.add(fan.id, 9101, 2);
    const followed = await ctx.client.get<AttentionMatch[]>('/api/attention/getAttentionMatchByUser', fan.token);
    expect(followed.data.map((match) => [match.matchId, match.matchType])).toEqual([[9101, 2]]);

    await ctx.client.get('/api/attention/operAttention?type=2&operateType=1&targetId=9102&matchType=1', fan.token);
    expect(await stars.list(fan.id)).toEqual([9102, 9101]);
    await ctx.client.get('/api/attention/operAttention?type=2&operateType=0&targetId=9101&matchType=2', fan.token);
    expect(await stars.list(fan.id)).toEqual([9102]);
    await stars.remove(fan.id, 9102);
    expect((await ctx.client.get<AttentionMatch[]>('/api/attention/getAttentionMatchByUser', fan.token)).data).toEqual([]);
  });
});

describe('rooms showing a match and reservations', () => {
  it('lists the open rooms showing a match, and never a closed one', async () => {
    const anchor = await demoAnchor(ctx.database.db, '球评老王');
    const matchId = (await ctx.client.get<RoomDetail>(`/api/room/detail?roomId=${anchor.roomId}`)).data.matchId;
    const shown = await ctx.client.get<RoomCard[]>(`/api/match/pcAnchorByMatch?matchId=${matchId}&matchType=1`);
    expect(shown.data.map((room) => room.nickName)).toEqual(['球评老王']);
    expect((await ctx.client.get<RoomCard[]>(`/api/match/pcAnchorByMatch?matchId=${matchId}&matchType=2`)).data).toEqual([]);
    expect((await ctx.client.get(`/api/match/pcAnchorByMatch?matchId=${matchId}`)).code).toBe(400);

    // The home banners that open a match page open the matches the open rooms show.
    const banners = await ctx.client.get<Array<{ innerPageId: number | null; targetId: string | null }>>('/api/banner/list?placeCode=home_banner');
    const basketballRoom = await demoAnchor(ctx.database.db, '篮球小飞侠');
    const basketballId = (await ctx.client.get<RoomDetail>(`/api/room/detail?roomId=${basketballRoom.roomId}`)).data.matchId;
    const matchPages = banners.data.filter((banner) => banner.innerPageId === 4 || banner.innerPageId === 5);
    expect(matchPages.map((banner) => [banner.innerPageId, Number(banner.targetId)])).toEqual([
      [4, matchId],
      [5, basketballId],
    ]);
  });

  it('lets an anchor reserve and cancel a match; fans see the reservations of the anchors and the matches they follow', async () => {
    const anchor = await demoAnchor(ctx.database.db, '绿茵解说阿杰');
    const fan = await signedInUser(ctx.database.db);
    await ctx.client.get(`/api/attention/operAttention?type=1&operateType=1&targetId=${anchor.id}`, fan.token);
    const kickoff = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const reserved = await ctx.client.post<MatchReservation>(
      '/api/match/reserve',
      { matchId: 9001, matchType: 1, homeName: '阿森纳', awayName: '切尔西', leagueName: '英超', matchTime: kickoff },
      anchor.token,
    );
    expect(reserved.data).toMatchObject({ anchorId: anchor.id, matchId: 9001, homeName: '阿森纳', roomId: anchor.roomId, matchTime: kickoff });

    const list = await ctx.client.get<MatchReservation[]>(`/api/match/list?anchorId=${anchor.id}`);
    expect(list.data.map((reservation) => reservation.matchId)).toContain(9001);
    const everyone = await ctx.client.get<MatchReservation[]>('/api/match/list');
    expect(new Set(everyone.data.map((reservation) => reservation.anchorId)).size).toBeGreaterThan(1);
    const times = everyone.data.map((reservation) => reservation.matchTime ?? '');
    expect(times).toEqual([...times].sort());

    const byFan = await ctx.client.get<MatchReservation[]>('/api/match/reserveMatchByUser', fan.token);
    expect(byFan.data.every((reservation) => reservation.anchorId === anchor.id)).toBe(true);
    expect(byFan.data.map((reservation) => reservation.matchId)).toContain(9001);
    expect((await ctx.client.get<MatchReservation[]>(`/api/match/reserveMatchByUser?userId=${fan.id}`)).data).toEqual(byFan.data);
    expect((await ctx.client.get('/api/match/reserveMatchByUser')).code).toBe(401);
    // A fan who follows the match, not the anchor, sees the reservation too; the match as basketball is another.
    const matchFan = await signedInUser(ctx.database.db);
    await ctx.client.get('/api/attention/operAttention?type=2&operateType=1&targetId=9001&matchType=2', matchFan.token);
    expect((await ctx.client.get<MatchReservation[]>('/api/match/reserveMatchByUser', matchFan.token)).data).toEqual([]);
    await ctx.client.get('/api/attention/operAttention?type=2&operateType=1&targetId=9001&matchType=1', matchFan.token);
    const byMatchFan = await ctx.client.get<MatchReservation[]>('/api/match/reserveMatchByUser', matchFan.token);
    expect(byMatchFan.data.map((reservation) => [reservation.anchorId, reservation.matchId])).toEqual([[anchor.id, 9001]]);

    const cancelled = await ctx.client.post('/api/match/reserve', { matchId: 9001, matchType: 1, operateType: 0 }, anchor.token);
    expect(cancelled).toMatchObject({ code: 200, data: null });
    expect((await ctx.client.get<MatchReservation[]>(`/api/match/list?anchorId=${anchor.id}`)).data.map((r) => r.matchId)).not.toContain(9001);
  });

  it("lists a match's reservations, the anchors who mean to stream it, and wants the match's type", async () => {
    const [first, second] = [await demoAnchor(ctx.database.db, '足球大表哥'), await demoAnchor(ctx.database.db, '灌篮高手阿强')];
    const kickoff = new Date(Date.now() + 20 * 3_600_000).toISOString();
    for (const anchor of [first, second]) {
      await ctx.client.post('/api/match/reserve', { matchId: 9201, matchType: 1, homeName: '利物浦', awayName: '埃弗顿', matchTime: kickoff }, anchor.token);
    }
    // The same number as a basketball match is another match.
    await ctx.client.post('/api/match/reserve', { matchId: 9201, matchType: 2, matchTime: kickoff }, first.token);

    const ofMatch = await ctx.client.get<MatchReservation[]>('/api/match/list?matchId=9201&matchType=1');
    expect(ofMatch.data.map((reservation) => [reservation.nickName, reservation.roomId, reservation.matchType])).toEqual([
      ['足球大表哥', first.roomId, 1],
      ['灌篮高手阿强', second.roomId, 1],
    ]);
    const onePair = await ctx.client.get<MatchReservation[]>(`/api/match/list?matchId=9201&matchType=1&anchorId=${second.id}`);
    expect(onePair.data.map((reservation) => reservation.anchorId)).toEqual([second.id]);
    const untyped = await ctx.client.get('/api/match/list?matchId=9201');
    expect(untyped).toMatchObject({ code: 400, message: expect.stringContaining('请选择比赛类型') });
  });

  it('refuses reservations by visitors and non-anchors', async () => {
    expect((await ctx.client.post('/api/match/reserve', { matchId: 1, matchType: 1 })).code).toBe(401);
    const viewer = await signedInUser(ctx.database.db);
    expect((await ctx.client.post('/api/match/reserve', { matchId: 1, matchType: 1 }, viewer.token)).code).toBe(ResultCode.NOT_AN_ANCHOR);
    const anchor = await demoAnchor(ctx.database.db, '球评老王');
    expect((await ctx.client.post('/api/match/reserve', { matchId: 1, matchType: 3 }, anchor.token)).message).toBe('比赛类型无效');
  });
});

describe('anchors, ranks, coins and search', () => {
  it('recommends anchors with open rooms first and answers a public card', async () => {
    const { data } = await ctx.client.get<AnchorCard[]>('/api/user/recommend?size=5');
    expect(data).toHaveLength(5);
    expect(data.slice(0, 4).every((anchor) => anchor.isLive === 1)).toBe(true);
    // Open without a stream: the card says the room is open, and not on air.
    const openOnly = await demoAnchor(ctx.database.db, '电竞少女小鹿');
    const card = await ctx.client.get<AnchorCard>(`/api/user/info?id=${openOnly.id}`);
    expect(card.data).toMatchObject({ isLive: 1, onAir: false });
    expect((await ctx.client.get('/api/user/info?id=999999')).code).toBe(ResultCode.NOT_FOUND);
    expect((await ctx.client.get('/api/user/info?id=x')).message).toBe('用户编号必须是正整数');
  });

  it('answers the hot anchors, 20 unless asked, most followed first, of one nav', async () => {
    const all = await ctx.client.get<AnchorCard[]>('/api/user/hot');
    expect(all.data.length).toBeLessThanOrEqual(20);
    expect(all.data.every((anchor) => anchor.isAnchor === 1)).toBe(true);
    const counts = all.data.map((anchor) => anchor.followerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const esports = await ctx.client.get<AnchorCard[]>('/api/user/hot?type=4&size=1');
    expect(esports.data).toHaveLength(1);
  });

  it('pages anchors by nickname', async () => {
    const { data } = await ctx.client.get<AnchorPage>(`/api/user/pageList?word=${encodeURIComponent('篮')}`);
    expect(data.list.map((anchor) => anchor.nickName).sort()).toEqual(['灌篮高手阿强', '篮球小飞侠']);
    expect(data.total).toBe(2);
    expect((await ctx.client.get<AnchorPage>('/api/user/pageList?page=2&pageSize=2')).data.list).toHaveLength(2);
  });

  it('answers the caller\'s coins and refuses a visitor', async () => {
    const viewer = await signedInUser(ctx.database.db);
    expect((await ctx.client.get<UserCoin>('/api/user/coin', viewer.token)).data).toEqual({ balance: 0, ticket: 0 });
    expect(await ctx.client.get('/api/user/coin')).toMatchObject({ code: 401, message: '请先登录' });
  });

  it('ranks anchors by followers gained in the day, week and month', async () => {
    const day = await ctx.client.get<AnchorRankEntry[]>('/api/rank/anchor?rankType=1');
    const month = await ctx.client.get<AnchorRankEntry[]>(`/api/rank/anchor?rankType=${RANK_TYPE.MONTH}`);
    expect(day.data[0]?.rank).toBe(1);
    const scores = month.data.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const total = (entries: AnchorRankEntry[]) => entries.reduce((sum, entry) => sum + entry.score, 0);
    expect(total(month.data)).toBeGreaterThanOrEqual(total(day.data));
    expect((await ctx.client.get('/api/rank/anchor?rankType=9')).message).toBe('榜单类型无效');
  });

  it('starts rank periods at Beijing midnight, Monday and the 1st', () => {
    // Wednesday 2025-01-15 10:00 Beijing = 02:00 UTC.
    const now = Date.UTC(2025, 0, 15, 2);
    expect(rankPeriodStart(RANK_TYPE.DAY, now).toISOString()).toBe('2025-01-14T16:00:00.000Z');
    expect(rankPeriodStart(RANK_TYPE.WEEK, now).toISOString()).toBe('2025-01-12T16:00:00.000Z');
    expect(rankPeriodStart(RANK_TYPE.MONTH, now).toISOString()).toBe('2024-12-31T16:00:00.000Z');
  });

  it('searches rooms and anchors by word', async () => {
    const list = await ctx.client.get<SearchList>(`/api/search/list?word=${encodeURIComponent('足球')}`);
    expect(list.data.anchors.map((anchor) => anchor.nickName)).toEqual(['足球大表哥']);
    expect(list.data.rooms.map((room) => room.nickName)).toContain('足球大表哥');
    const liveOnly = await ctx.client.get<RoomCard[]>(`/api/search/roomByWord?word=${encodeURIComponent('足球大表哥')}`);
    expect(liveOnly.data).toEqual([]);
    const every = await ctx.client.get<RoomCard[]>(`/api/search/roomByWord?word=${encodeURIComponent('足球大表哥')}&type=2`);
    expect(every.data).toHaveLength(1);
    expect(every.data[0]).toMatchObject({ isLive: 0, onAir: false });
    expect((await ctx.client.get('/api/search/list?word=%20')).message).toBe('请输入搜索内容');
  });
});
