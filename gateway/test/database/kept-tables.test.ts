import { describe, expect, it } from 'vitest';
import type { FeedLeague, FeedSeasonStandingsResponse, FeedStandingRow } from '@portal/contracts';
import { SeasonData } from '../../src/database/season-data';
import type { UpstreamClient } from '../../src/realtime/upstream/client';

const DAY = 86_400_000;
const league: FeedLeague = { id: 1, sport: 'football', name: '英格兰超级联赛', shortName: '英超', country: '英格兰', kind: 'league', seasonId: 11, periodMinutes: 45 };
const row = (rank: number, teamId: number): FeedStandingRow => ({ rank, teamId, played: 1, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0, winRate: 0, form: '' });

/** A vendor with one league whose table has 曼城 (101) top now and 阿森纳 (102) top before day 10; it counts the table reads. */
function vendor() {
  const reads: Array<number | undefined> = [];
  const upstream = {
    leagues: async () => [league],
    seasons: async () => [],
    teams: async () => [],
    players: async () => [],
    seasonStandings: async (seasonId: number, view: string, before?: number): Promise<FeedSeasonStandingsResponse> => {
      reads.push(before);
      const rows = before !== undefined && before <= 10 * DAY ? [row(1, 102), row(2, 101)] : [row(1, 101), row(2, 102)];
      return { leagueId: league.id, seasonId, view: 'total', groups: [{ name: '', rows, zones: [] }] };
    },
  } as Partial<UpstreamClient> as UpstreamClient;
  return { reads, upstream };
}

const places = async (data: SeasonData, before?: number) => (await data.ranks('football', before)).clubs.map((club) => [club.teamId, club.rank]);

describe("the lists' ranks before a day", () => {
  it('read the table before it once, keep it until a match of the season finishes, and read the current one for a day to come', async () => {
    const { reads, upstream } = vendor();
    const now = 20 * DAY;
    const data = new SeasonData(upstream, () => now);

    expect(await places(data, 10 * DAY)).toEqual([[102, 1], [101, 2]]);
    expect(await places(data, 10 * DAY)).toEqual([[102, 1], [101, 2]]);
    expect(reads).toEqual([10 * DAY]);

    // A day still to come has the current table.
    expect(await places(data, 21 * DAY)).toEqual([[101, 1], [102, 2]]);
    expect(reads).toEqual([10 * DAY, undefined]);

    // A match of the season finished: a match kicked off before the day may have been it.
    data.seasonChanged(league.seasonId);
    await places(data, 10 * DAY);
    expect(reads).toEqual([10 * DAY, undefined, 10 * DAY]);
  });
});

describe("a season's rounds (the data base's 赛程 tab)", () => {
  it('are read once for every viewer, again after a minute, and again as soon as a match of the season finishes', async () => {
    let now = 20 * DAY;
    let reads = 0;
    const season = { id: league.seasonId, leagueId: league.id, name: '2026-2027', startDate: '2026-08-01', endDate: '2027-05-31', current: true };
    const upstream = {
      leagues: async () => [league],
      seasons: async () => [season],
      teams: async () => [],
      players: async () => [],
      seasonFixtures: async () => {
        reads += 1;
        return { season, rounds: [{ round: 1, name: `第${reads}次`, matches: [] }] };
      },
    } as Partial<UpstreamClient> as UpstreamClient;
    const data = new SeasonData(upstream, () => now);
    const roundName = async () => (await data.fixtures(league.seasonId)).rounds[0]?.name;

    expect(await Promise.all([roundName(), roundName(), roundName()])).toEqual(['第1次', '第1次', '第1次']);
    now += 59_000;
    expect(await roundName()).toBe('第1次');
    now += 1_000;
    expect(await roundName()).toBe('第2次');
    data.seasonChanged(league.seasonId);
    expect(await roundName()).toBe('第3次');
    expect(reads).toBe(3);
  });
});

describe("the vendor's competitions, for the news desk and the experts", () => {
  it('are the reference lists the data base keeps, by id; none while the vendor cannot be read', async () => {
    const { upstream } = vendor();
    expect([...(await new SeasonData(upstream, () => 0).leagues()).entries()]).toEqual([[1, league]]);
    const failing = { ...upstream, leagues: async () => Promise.reject(new Error('down')) } as UpstreamClient;
    expect((await new SeasonData(failing, () => 0).leagues()).size).toBe(0);
  });
});
