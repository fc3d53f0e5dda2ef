import { describe, expect, it } from 'vitest';
import type { FeedPlayer, FeedTeam } from '@portal/contracts';
import { SeasonData } from '../../src/database/season-data';
import type { UpstreamClient } from '../../src/realtime/upstream/client';

const MINUTE = 60_000;
const club = (id: number, shortName: string): FeedTeam => ({ id, leagueId: 1, sport: 'football', name: `${shortName}俱乐部`, shortName, logo: '/logo.png' });
const player = (id: number, name: string): FeedPlayer => ({ id, teamId: 101, name, number: 9, position: 'ST', nationality: '英格兰' });

/** A vendor whose club list the test changes, and whose player list it can make fail; it counts the reads. */
function vendor() {
  const state = { teams: [club(101, '曼城')], failPlayers: false, reads: 0 };
  const upstream = {
    leagues: async () => [],
    seasons: async () => [],
    teams: async () => state.teams,
    players: async () => {
      state.reads += 1;
      if (state.failPlayers) throw new Error('the player list did not come in time');
      return [player(10109, '哈兰德')];
    },
  } as Partial<UpstreamClient> as UpstreamClient;
  return { state, upstream };
}

/** The names of the clubs the data base finds for 城. */
const clubsFound = async (data: SeasonData) => (await data.search('城', [], 0)).teams.map((t) => t.team.shortName);

describe('the reference lists of the data base', () => {
  it('answers from the lists it has while it reads them again, and keeps them when that read fails', async () => {
    const { state, upstream } = vendor();
    let now = 0;
    const data = new SeasonData(upstream, () => now);
    expect(await clubsFound(data)).toEqual(['曼城']);
    expect(state.reads).toBe(1);

    // Past their time, with the vendor failing: the page is answered from the old lists, and asked again later.
    state.teams = [club(101, '曼城'), club(102, '新城')];
    state.failPlayers = true;
    now += 2 * MINUTE;
    expect(await clubsFound(data)).toEqual(['曼城']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.reads).toBe(2);
    expect(await clubsFound(data)).toEqual(['曼城']);

    // The vendor answers again: the next ask reads the lists behind its answer, and the one after has them.
    state.failPlayers = false;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await clubsFound(data)).toEqual(['曼城']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await clubsFound(data)).toEqual(['曼城', '新城']);
    expect(state.reads).toBe(4);
  });
});
