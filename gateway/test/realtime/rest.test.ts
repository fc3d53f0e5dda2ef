import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ISSUE_NUM_WITH_LIVE_MESSAGE,
  countryLeaguesResponseSchema,
  footballModelResponseSchema,
  handicapResponseSchema,
  leagueFilterResponseSchema,
  liveOddsResponseSchema,
  lotteryIssueResponseSchema,
  matchAnalysisResponseSchema,
  matchDetailResponseSchema,
  matchListResponseSchema,
  matchOddsResponseSchema,
  matchRowsResponseSchema,
  nextMatchResponseSchema,
  scheduleDatesResponseSchema,
  type ListState,
} from '@portal/contracts';
import type { z } from 'zod';
import { beijingDay, dateKey } from '../../src/beijing-time';
import { byKickoff } from '../../src/realtime/scores/projection';
import { ScoreReader } from '../../src/realtime/scores/score-reader';
import { inPlayFootball, START, startFeed, startGateway, type Feed, type Gateway } from './support';

describe('the score calls', () => {
  let feed: Feed;
  let gateway: Gateway;

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await gateway.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() as { code: number; message: string; data: unknown } };
  };
  const data = async <T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> => {
    const { status, body } = await get(url);
    expect(status, `${url}: ${body.message}`).toBe(200);
    expect(body.code).toBe(200);
    return schema.parse(body.data);
  };
  const post = async (url: string, payload: object, token?: string) => {
    const response = await gateway.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token === undefined ? {} : { accesstoken: token },
    });
    return { status: response.statusCode, body: response.json() as { code: number; message: string; data: unknown } };
  };

  beforeAll(async () => {
    feed = await startFeed();
    gateway = await startGateway(feed.server.url);
    await gateway.hub.whenReady();
  });

  afterAll(async () => {
    await gateway.close();
    await feed.close();
  });

  it('answers each football list from its channel, index and path agreeing', async () => {
    for (const [index, name] of ['live', 'jczq', 'bjdc', 'lottery'].entries()) {
      const list = await data(`/live/football/v1_1/${name}?index=${index}&channelId=3&platform=1`, matchListResponseSchema);
      const channel = `list:football:${name}`;
      const held = gateway.hub.store.get(channel);
      expect(list.channel).toBe(channel);
      expect(list.seq).toBe(held?.seq);
      expect(list.matches).toEqual(Object.values((held?.state as ListState).matches).sort(byKickoff));
      expect(list.matches.length, name).toBeGreaterThan(0);
      if (name === 'live') expect(list.issues).toEqual([]);
      else expect(list.issues).toContain(list.issueNum);
    }
    const jczq = await data('/live/football/v1_1/jczq', matchListResponseSchema);
    expect(jczq.matches.every((row) => row.matchNum?.startsWith('周'))).toBe(true);
  });

  it('refuses an issue number with the live list, and an index that names another list', async () => {
    const live = await get('/live/football/v1_1/live?index=0&issueNum=20250315');
    expect(live.status).toBe(400);
    expect(live.body).toEqual({ code: 400, message: ISSUE_NUM_WITH_LIVE_MESSAGE, data: null });
    expect((await get('/live/football/v1_1/live?issueNum=20250315')).status).toBe(400);
    const wrong = await get('/live/football/v1_1/jczq?index=2');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('index');
    expect((await get('/live/football/v1_1/jczq?index=7')).status).toBe(400);
    expect((await get('/live/football/v1_1/jczq?index=1&issueNum=abc')).status).toBe(400);
  });

  it('answers another lottery issue from the matches, outside any channel', async () => {
    const current = await data('/live/football/v1_1/jczq?index=1', matchListResponseSchema);
    const other = current.issues.find((issue) => issue !== current.issueNum);
    expect(other).toBeDefined();
    const list = await data(`/live/football/v1_1/jczq?index=1&issueNum=${other}`, matchListResponseSchema);
    expect(list).toMatchObject({ channel: null, seq: null, issueNum: other });
    expect(list.matches.length).toBeGreaterThan(0);
    const issue = await data('/live/issue?lotteryCode=jczq', lotteryIssueResponseSchema);
    expect(issue).toEqual({ lotteryCode: 'jczq', issueNum: current.issueNum, issues: current.issues });
    expect((await get('/live/issue?lotteryCode=ssq')).status).toBe(400);
  });

  it('answers the basketball lists and matches', async () => {
    const live = await data('/live/basketball/v1_1/live', matchListResponseSchema);
    expect(live.matches.length).toBeGreaterThan(0);
    expect(live.matches.every((row) => row.sport === 'basketball' && row.odds.sport === 'basketball')).toBe(true);
    const jclq = await data('/live/basketball/v1_1/jclq?index=1', matchListResponseSchema);
    expect(jclq.channel).toBe('list:basketball:jclq');
    expect((await get('/live/basketball/v1_1/live?index=0&issueNum=20250315')).status).toBe(400);
    const first = live.matches[0];
    const detail = await data(`/live/basketball/v1_1/match?matchId=${first?.id}`, matchDetailResponseSchema);
    expect(detail.match.id).toBe(first?.id);
    expect((await get(`/live/football/v1_1/match?matchId=${first?.id}`)).status).toBe(404);
  });

  it('answers a football match, its odds, handicaps and headline prices', async () => {
    const [matchId] = inPlayFootball(feed, 1);
    const detail = await data(`/live/football/v1_1/match?matchId=${matchId}`, matchDetailResponseSchema);
    expect(detail.channel).toBe(`match:football:${matchId}`);
    expect(await data(`/live/fb/match/live/${matchId}`, matchDetailResponseSchema)).toEqual(detail);

    const odds = await data(`/live/odds/football/${matchId}`, matchOddsResponseSchema);
    expect(Object.keys(odds.odds.markets).length).toBeGreaterThan(6);
    const handicap = await data(`/live/football/v1_1/handicap?matchId=${matchId}`, handicapResponseSchema);
    expect(handicap.markets.length).toBeGreaterThan(1);
    expect(handicap.markets.every((m) => m.market === 'asian')).toBe(true);
    const headline = await data(`/live/football/v1_1/live-odds?matchId=${matchId}`, liveOddsResponseSchema);
    expect(headline.odds).toEqual(detail.match.odds);

    const missing = await get('/live/football/v1_1/match?matchId=1');
    expect(missing).toEqual({ status: 404, body: { code: 404, message: '比赛不存在', data: null } });
    expect((await get('/live/football/v1_1/match?matchId=abc')).status).toBe(400);
    expect((await get('/live/odds/tennis/1')).status).toBe(400);
  });

  it('offers the leagues of a list, grouped by country too', async () => {
    const live = await data('/live/football/v1_1/live', matchListResponseSchema);
    const filter = await data('/live/football/v1_1/filter?index=0', leagueFilterResponseSchema);
    expect(filter.leagues.reduce((sum, league) => sum + league.count, 0)).toBe(live.matches.length);
    const countries = await data('/live/football/v1_1/country', countryLeaguesResponseSchema);
    const counted = countries.countries.flatMap((c) => c.leagues).reduce((sum, league) => sum + league.count, 0);
    expect(counted).toBe(live.matches.length);
    expect((await get('/live/football/v1_1/filter?index=0&issueNum=25001')).status).toBe(400);
  });

  it("answers today's, the hot and the televised matches", async () => {
    const today = await data('/live/football/v1_1/today', matchRowsResponseSchema);
    expect(today.matches.length).toBeGreaterThan(0);
    expect(today.matches.every((row) => beijingDay(row.kickoffAt) === beijingDay(START))).toBe(true);
    const hot = await data('/live/football/v1_1/hotMatch?size=5', matchRowsResponseSchema);
    expect(hot.matches).toHaveLength(5);
    expect(hot.matches[0]?.state).toBeGreaterThanOrEqual(2);
    const tv = await data('/live/tv/match-list', matchRowsResponseSchema);
    expect(tv.matches.length).toBeGreaterThan(0);
    expect((await get('/live/football/v1_1/hotMatch?size=0')).status).toBe(400);
  });

  it('analyses a match from the finished ones', async () => {
    const finished = [...(feed.server.model?.snapshots() ?? [])].find((m) => m.sport === 'football' && m.state === 8);
    const analysis = await data(`/live/fb/match/analysis/${finished?.id}`, matchAnalysisResponseSchema);
    expect(analysis.matchId).toBe(finished?.id);
    expect(analysis.homeForm).toMatch(/^[WDL]*$/);
    expect(analysis.homeRecent.every((m) => m.home.id === finished?.homeTeamId || m.away.id === finished?.homeTeamId)).toBe(true);
  });

  it('prices today\'s football matches from the sides\' last results, the opening odds beside, with the record on finished matches', async () => {
    const model = await data('/live/fb/model', footballModelResponseSchema);
    const today = await data('/live/football/v1_1/today', matchRowsResponseSchema);
    expect(model.matches.map((entry) => entry.match.id)).toEqual(today.matches.map((row) => row.id));
    for (const entry of model.matches) {
      const sum = entry.model.home + entry.model.draw + entry.model.away;
      expect(sum).toBeCloseTo(1, 3);
      if (entry.implied) expect(entry.implied.home + entry.implied.draw + entry.implied.away).toBeCloseTo(1, 3);
      expect(entry.result === null).toBe(entry.match.state !== 8);
    }
    const upcoming = model.matches.find((entry) => entry.match.state === 1);
    if (upcoming === undefined) throw new Error('no football match to come today');
    const known = new ScoreReader(gateway.hub.store, gateway.hub.clock);
    const settled = [...known.matches('football')].filter((m) => m.state === 8).length;
    expect(model.record.settled).toBe(settled);
    expect(settled).toBeGreaterThan(10);
    expect(model.record.modelHits).toBeLessThanOrEqual(settled);
    expect(model.record.modelHits / settled).toBeGreaterThan(0.3);
    expect(model.record.oddsSettled).toBeGreaterThan(0);
    expect(model.record.modelBrier).toBeGreaterThan(0);
    expect(model.record.modelBrier).toBeLessThan(1);
  });

  it('serves team badges from the upstream, both of a page asked for at once before the teams were read', async () => {
    const [matchId] = inPlayFootball(feed, 1);
    const detail = await data(`/live/football/v1_1/match?matchId=${matchId}`, matchDetailResponseSchema);
    expect(detail.match.home.logo).toBe(`/live/data/team-logo/${detail.match.home.id}`);
    // The first badges asked of this gateway: the second call waits for the teams the first is reading.
    const logos = await Promise.all(
      [detail.match.home.logo, detail.match.away.logo].map((url) => gateway.app.inject({ method: 'GET', url })),
    );
    for (const logo of logos) {
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
    }
    expect((await get('/live/data/team-logo/999999')).status).toBe(404);
  });

  it('lets a signed-in user collect matches, and no one else', async () => {
    const [matchId, otherId] = inPlayFootball(feed, 2);
    const base = '/live/football/v1_1';
    expect((await post(`${base}/collect`, { matchId, type: 1, userId: 7 })).status).toBe(401);
    expect((await post(`${base}/collect`, { matchId, type: 1, userId: 8 }, 'user-7')).status).toBe(403);
    expect((await post(`${base}/collect`, { matchId: 1, type: 1, userId: 7 }, 'user-7')).status).toBe(404);
    expect((await post(`${base}/collect`, { matchId: 'x', type: 1, userId: 7 }, 'user-7')).status).toBe(400);
    expect((await post(`${base}/collect`, { matchId, type: 1, userId: 7 }, 'user-7')).status).toBe(200);
    expect((await post(`${base}/collect`, { matchId: otherId, type: 1, userId: 7 }, 'user-7')).status).toBe(200);
    expect((await get(`${base}/collect`, { accesstoken: 'user-7' })).body.data).toEqual({ matchIds: [otherId, matchId] });
    expect((await get(`${base}/collect`)).status).toBe(401);
    expect((await post(`${base}/cancel-collect`, { matchId: otherId, type: 1, userId: 7 }, 'user-7')).status).toBe(200);
    expect((await get(`${base}/collect`, { accesstoken: 'user-7' })).body.data).toEqual({ matchIds: [matchId] });

    const next = await data('/api/match/next?userId=7', nextMatchResponseSchema);
    expect(next?.id).toBe(matchId);
    expect(await data('/api/match/next?userId=8', nextMatchResponseSchema)).toBeNull();
  });

  it('answers the live-room schedule: the 15 dates, hot and scheduled matches of a date', async () => {
    const dates = await data('/api/match/dates', scheduleDatesResponseSchema);
    expect(dates).toHaveLength(15);
    const today = dates.find((d) => d.today);
    expect(today).toEqual({ date: dateKey(beijingDay(START)), week: '周六', today: true });
    expect(dates[7]).toBe(today);
    const schedule = await data(`/api/match/schedule?date=${today?.date}`, matchRowsResponseSchema);
    expect(schedule.matches.length).toBeGreaterThan(100);
    expect(schedule.matches.some((row) => row.sport === 'basketball')).toBe(true);
    const hot = await data(`/api/match/hot?date=${today?.date}`, matchRowsResponseSchema);
    expect(hot.matches.length).toBe(20);
    const dataHot = await data('/api/match/dataHot?size=3', matchRowsResponseSchema);
    expect(dataHot.matches).toHaveLength(3);
    expect((await get('/api/match/hot?date=15-03-2025')).status).toBe(400);
    expect((await get('/api/match/dataHot?size=500')).status).toBe(400);
    expect((await get('/api/match/next')).status).toBe(400);
  });

  it('tells the feed time, by which match clocks run', async () => {
    const { body } = await get('/live/time');
    expect(Math.abs((body.data as number) - feed.server.sourceNow())).toBeLessThan(60_000);
  });
});
