import type { FeedLeague, FeedSeasonFixturesResponse, FeedSeasonMatch, FeedStandingRow, FeedStandingZone } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { type SeasonFacts, writeRoundup } from '../../src/content/roundups';

// A league of six clubs (ids 1-6, named 甲 to 己) that plays each other twice: ten rounds a club.
const league: FeedLeague = { id: 6, sport: 'football', name: '中国足球超级联赛', shortName: '中超', country: '中国', kind: 'league', seasonId: 62026, periodMinutes: 45 };
const names = ['甲', '乙', '丙', '丁', '戊', '己'];
const zones: FeedStandingZone[] = [
  { from: 1, to: 2, name: '亚冠', kind: 'top' },
  { from: -2, to: -1, name: '降级', kind: 'bottom' },
];

function row(rank: number, played: number, points: number): FeedStandingRow {
  const won = Math.floor(points / 3);
  const drawn = points % 3;
  return { rank, teamId: rank, played, won, drawn, lost: played - won - drawn, scored: 20 - rank, conceded: 8 + rank, points, winRate: Math.round((won / played) * 1000) / 10, form: '' };
}

function fixture(id: number, homeTeamId: number, awayTeamId: number, finished: boolean): FeedSeasonMatch {
  return {
    id,
    round: 1,
    roundName: '第1轮',
    group: null,
    kickoffAt: 0,
    homeTeamId,
    awayTeamId,
    state: finished ? 8 : 0,
    finished,
    homeScore: 0,
    awayScore: 0,
    penaltyScore: null,
    halfScore: null,
    incidents: [],
  };
}

/** The league's facts with `points` (best first) after `played` rounds, each club with `10 - played` to play. */
function facts(played: number, points: number[]): SeasonFacts {
  const matches: FeedSeasonMatch[] = [];
  // Each club's matches still to play: pair 1-2, 3-4, 5-6 that many times.
  for (let n = 0; n < 10 - played; n += 1) for (const [home, away] of [[1, 2], [3, 4], [5, 6]] as const) matches.push(fixture(matches.length + 1, home, away, false));
  const fixtures = { season: { id: league.seasonId, leagueId: league.id, name: '2026' }, rounds: [{ round: 1, name: '第1轮', matches }] } as unknown as FeedSeasonFixturesResponse;
  return {
    fixtures: async () => fixtures,
    table: async () => ({ leagueId: league.id, seasonId: league.seasonId, view: 'total', groups: [{ name: '', rows: points.map((p, index) => row(index + 1, played, p)), zones }] }),
    players: async () => ({ sport: 'football', seasonId: league.seasonId, players: [{ playerId: 9, teamId: 3, appearances: played, goals: 12, assists: 3, yellowCards: 1, redCards: 0, minutes: 900 }] }) as never,
    teamName: (teamId) => names[teamId - 1] ?? '',
    playerName: () => '叶飞宇',
    seasonName: () => '2026',
  };
}

describe("a football league's roundup, by what is left to play", () => {
  it('names the leader and the gap while others can still catch it', async () => {
    // 乙 is 9 behind with 4 to play: 12 more points would pass 甲.
    const roundup = await writeRoundup(league, facts(6, [16, 7, 6, 5, 4, 3]));
    expect(roundup?.title).toBe('中超积分榜：甲16分领跑，领先乙9分');
    expect(roundup?.paragraphs[0]).toContain('战至第6轮');
    expect(roundup?.paragraphs).toContain('积分榜末端，己6战1胜0平5负仅积3分，保级形势严峻。');
    expect(roundup?.paragraphs.at(-1)).toBe('射手榜上，丙的叶飞宇6场打进12球，暂列第一。');
  });

  it('calls the leader champion once no club can catch it, winning all it has left', async () => {
    // 乙 is 13 behind with 4 to play: at most 12 more.
    const roundup = await writeRoundup(league, facts(6, [20, 7, 6, 5, 4, 3]));
    expect(roundup?.title).toBe('中超：甲提前4轮夺冠');
    expect(roundup?.paragraphs[0]).toContain('还剩4轮已锁定冠军');
    // 12 behind with 4 to play can still draw level: not yet.
    expect((await writeRoundup(league, facts(6, [19, 7, 6, 5, 4, 3])))?.title).toContain('领跑');
  });

  it('sums up the season once every club has played its last: champion, bands, who went down, the top scorer', async () => {
    const roundup = await writeRoundup(league, facts(10, [25, 19, 15, 12, 9, 5]));
    expect(roundup?.title).toBe('中超收官：甲25分夺冠，领先乙6分');
    expect(roundup?.paragraphs).toEqual([
      '2026赛季中国足球超级联赛10轮全部战罢，甲8胜1平1负积25分，进19球失9球，夺得冠军。',
      '最终排名：第1名甲25分，第2名乙19分，第3名丙15分，第4名丁12分。',
      '亚冠区：甲、乙。',
      '戊、己排名最后2位，降级。',
      '射手榜上，丙的叶飞宇10场打进12球，荣膺最佳射手。',
    ]);
    expect(roundup?.spec).toMatchObject({ title: '中超收官', caption: '甲 25分夺冠' });
  });
});
