import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchDetailResponseSchema,
  matchOddsHistoryResponseSchema,
  matchOddsResponseSchema,
  oddsDetailResponseSchema,
  type OddsState,
} from '@portal/contracts';
import type { z } from 'zod';
import { beijingDay } from '../../src/beijing-time';
import { inPlayFootball, START, startFeed, startGateway, until, type Feed, type Gateway } from './support';

describe('the odds calls', () => {
  let feed: Feed;
  let gateway: Gateway;

  const get = async (url: string) => {
    const response = await gateway.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as { code: number; message: string; data: unknown } };
  };
  const data = async <T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> => {
    const { status, body } = await get(url);
    expect(status, `${url}: ${body.message}`).toBe(200);
    return schema.parse(body.data);
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

  it("answers a match's price history from the upstream, the moves a goal causes included", async () => {
    const [matchId = 0] = inPlayFootball(feed, 1);
    const before = await data(`/live/odds/football/${matchId}/history`, matchOddsHistoryResponseSchema);
    expect(before).toMatchObject({ matchId, sport: 'football' });
    const movesBefore = before.tracks.reduce((sum, track) => sum + track.moves.length, 0);

    const truth = await feed.truth(matchId);
    const { events } = feed.server.inject({ matchId, kind: 'goal', team: 'home' });
    const moved = events.filter((event) => event.type === 'odds');
    expect(moved.length).toBeGreaterThanOrEqual(12);
    const after = await data(`/live/odds/football/${matchId}/history`, matchOddsHistoryResponseSchema);
    expect(after.tracks.reduce((sum, track) => sum + track.moves.length, 0)).toBe(movesBefore + moved.length);
    const track = after.tracks.find((t) => t.bookmakerId === 1 && t.playType === 1);
    expect(track?.moves.at(-1)).toMatchObject({ homeScore: truth.homeScore + 1, awayScore: truth.awayScore });

    // The odds channel follows the same moves, so a page that loaded the history goes on from it.
    await until(() => {
      const odds = gateway.hub.store.get(`odds:football:${matchId}`)?.state as OddsState | undefined;
      return odds?.markets['1:1']?.changedAt === track?.moves.at(-1)?.at;
    }, 'the odds channel to take the move');

    expect(await get('/live/odds/football/1/history')).toEqual({ status: 404, body: { code: 404, message: '比赛不存在', data: null } });
    expect((await get(`/live/odds/tennis/${matchId}/history`)).status).toBe(400);
  });

  it("answers the day's matches with the companies asked, and every company that quotes", async () => {
    const plain = await data('/live/football/v1_1/odds-detail', oddsDetailResponseSchema);
    expect(plain.sport).toBe('football');
    expect(plain.bookmakers.length).toBeGreaterThanOrEqual(12);
    expect(plain.bookmakers.map((b) => b.name)).toEqual(expect.arrayContaining(['澳门', '皇冠', '平博', '18Bet']));
    expect(plain.matches.length).toBeGreaterThan(0);
    expect(plain.matches.every(({ row }) => beijingDay(row.kickoffAt) === beijingDay(START))).toBe(true);
    const quoted = plain.matches.filter((m) => m.markets.length > 0);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.every((m) => m.markets.every((market) => market.bookmakerId === 1))).toBe(true);

    const several = await data('/live/football/v1_1/odds-detail?companies=2,5,14', oddsDetailResponseSchema);
    const ids = new Set(several.matches.flatMap((m) => m.markets.map((market) => market.bookmakerId)));
    expect(ids).toEqual(new Set([2, 5, 14]));
    const first = several.matches.find((m) => m.markets.length > 0);
    const odds = await data(`/live/odds/football/${first?.row.id}`, matchOddsResponseSchema);
    expect(first?.markets).toEqual(Object.values(odds.odds.markets).filter((m) => [2, 5, 14].includes(m.bookmakerId)).sort((a, b) => a.bookmakerId - b.bookmakerId || a.playType - b.playType));

    const basketball = await data('/live/basketball/v1_1/odds-detail?companies=3', oddsDetailResponseSchema);
    expect(basketball.matches.length).toBeGreaterThan(0);
    expect(basketball.matches.flatMap((m) => m.markets).every((m) => m.bookmakerId === 3)).toBe(true);
    // Every game with the company's moneyline (欧赔), handicap and total.
    for (const { markets } of basketball.matches) expect(markets.map((m) => m.market)).toEqual(['handicap', 'total', 'moneyline']);
    expect((await get('/live/football/v1_1/odds-detail?companies=a')).status).toBe(400);
  });

  it('answers the basketball 指数 and match calls from their channels', async () => {
    const [row] = (await data('/live/basketball/v1_1/odds-detail', oddsDetailResponseSchema)).matches;
    const matchId = row?.row.id ?? 0;
    const zhi = await data(`/live/basket/zhi?matchId=${matchId}`, matchOddsResponseSchema);
    expect(zhi.channel).toBe(`odds:basketball:${matchId}`);
    expect(zhi).toEqual(await data(`/live/odds/basketball/${matchId}`, matchOddsResponseSchema));
    expect(new Set(Object.values(zhi.odds.markets).map((m) => m.bookmakerId)).size).toBeGreaterThanOrEqual(12);
    const match = await data(`/live/basket/match?matchId=${matchId}`, matchDetailResponseSchema);
    expect(match).toEqual(await data(`/live/basketball/v1_1/match?matchId=${matchId}`, matchDetailResponseSchema));
    expect((await get('/live/basket/zhi?matchId=1')).status).toBe(404);
    expect((await get(`/live/basket/match?matchId=${inPlayFootball(feed, 1)[0]}`)).status).toBe(404);
  });
});
