import type { FeedLeague, FeedSeasonFixturesResponse, FeedSeasonMatch, FeedStandingRow, FeedStandingZone } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { beijingDay } from '../../src/beijing-time';
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

/** Noon in Beijing of 1 March 2026 and the days after: round `r` is played on day `r`. */
const ROUND_ONE = Date.UTC(2026, 2, 1, 4);
const DAY = 24 * 3_600_000;

function fixture(id: number, round: number, homeTeamId: number, awayTeamId: number, finished: boolean): FeedSeasonMatch {
  return {
    id,
    round,
    roundName: `第${round}轮`,
    group: null,
    kickoffAt: ROUND_ONE + (round - 1) * DAY,
    homeTeamId,
    awayTeamId,
    state: finished ? 8 : 1,
    finished,
    homeScore: 0,
    awayScore: 0,
    penaltyScore: null,
    halfScore: null,
    incidents: [],
  };
}

/**
 * The league's facts after `played` rounds of its ten, with `points` (best first), each club with
 * `10 - played` to play; and the times its table and players' totals were asked as of.
 */
function facts(played: number, points: number[]) {
  const rounds = Array.from({ length: 10 }, (_, r) => ({
    round: r + 1,
    name: `第${r + 1}轮`,
    matches: ([[1, 2], [3, 4], [5, 6]] as const).map(([home, away], m) => fixture(3 * r + m + 1, r + 1, home, away, r < played)),
  }));
  const fixtures = { season: { id: league.seasonId, leagueId: league.id, name: '2026' }, rounds } as unknown as FeedSeasonFixturesResponse;
  const asked: number[] = [];
  const read: SeasonFacts = {
    fixtures: async () => fixtures,
    table: async (_seasonId, before) => {
      asked.push(before);
      return { leagueId: league.id, seasonId: league.seasonId, view: 'total', groups: [{ name: '', rows: points.map((p, index) => row(index + 1, played, p)), zones }] };
    },
    players: async (_seasonId, before) => {
      asked.push(before);
      return { sport: 'football', seasonId: league.seasonId, players: [{ playerId: 9, teamId: 3, appearances: played, goals: 12, assists: 3, yellowCards: 1, redCards: 0, minutes: 900 }] } as never;
    },
    teamName: (teamId) => names[teamId - 1] ?? '',
    playerName: () => '叶飞宇',
    seasonName: () => '2026',
  };
  return { read, asked, day: beijingDay(ROUND_ONE + (played - 1) * DAY), lastKickoff: ROUND_ONE + (played - 1) * DAY };
}

describe("a football league's roundup, by what is left to play", () => {
  it('names the round, the leader and the gap while others can still catch it, from the table as the day left it', async () => {
    // 乙 is 9 behind with 4 to play: 12 more points would pass 甲.
    const { read, asked, day, lastKickoff } = facts(6, [16, 7, 6, 5, 4, 3]);
    const roundup = await writeRoundup(league, read, day);
    expect(roundup?.title).toBe('中超第6轮积分榜：甲16分领跑，领先乙9分');
    expect(roundup?.paragraphs[0]).toBe('2026赛季中国足球超级联赛第6轮战罢，甲6战5胜1平0负积16分，进19球失9球，排名榜首。');
    expect(roundup?.paragraphs).toContain('积分榜末端，己6战1胜0平5负仅积3分，保级形势严峻。');
    expect(roundup?.paragraphs.at(-1)).toBe('射手榜上，丙的叶飞宇6场打进12球，暂列第一。');
    // The table and the scorers as they stood once the day's last match had kicked off and ended.
    expect(roundup).toMatchObject({ day, asOf: lastKickoff + 1, round: { round: 6, name: '第6轮', complete: true, played: 3 } });
    expect(asked).toEqual([lastKickoff + 1, lastKickoff + 1]);
  });

  it('says how much of its round a day played while some of it is still to come', async () => {
    const { read, day } = facts(6, [16, 7, 6, 5, 4, 3]);
    const rounds = (await read.fixtures(league.seasonId))!.rounds;
    // The sixth round's last match is put off to the day after.
    const late = rounds[5]!.matches[2]!;
    Object.assign(late, { kickoffAt: late.kickoffAt + DAY, finished: false, state: 1 });
    const roundup = await writeRoundup(league, read, day);
    expect(roundup?.round).toMatchObject({ round: 6, complete: false, played: 2 });
    expect(roundup?.paragraphs[0]).toContain('第6轮已赛2场');
  });

  it('writes nothing of a day the competition did not play', async () => {
    const { read, day } = facts(6, [16, 7, 6, 5, 4, 3]);
    expect(await writeRoundup(league, read, day + 30)).toBeUndefined();
  });

  it('calls the leader champion once no club can catch it, winning all it has left', async () => {
    // 乙 is 13 behind with 4 to play: at most 12 more.
    const clinched = facts(6, [20, 7, 6, 5, 4, 3]);
    const roundup = await writeRoundup(league, clinched.read, clinched.day);
    expect(roundup?.title).toBe('中超第6轮：甲提前4轮夺冠');
    expect(roundup?.paragraphs[0]).toContain('还剩4轮已锁定冠军');
    // 12 behind with 4 to play can still draw level: not yet.
    const open = facts(6, [19, 7, 6, 5, 4, 3]);
    expect((await writeRoundup(league, open.read, open.day))?.title).toContain('领跑');
  });

  it('sums up the season once every club has played its last: champion, bands, who went down, the top scorer', async () => {
    const { read, day } = facts(10, [25, 19, 15, 12, 9, 5]);
    const roundup = await writeRoundup(league, read, day);
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
