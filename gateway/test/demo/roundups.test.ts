import type { FeedSeasonMatch } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { demoWorld } from '../../src/demo/demo-matches';
import { highlightOf } from '../../src/demo/seed-media';
import { BIG_COMPETITIONS } from '../../src/content/match-reports';
import { cupMatchdayOver, lastRoundupDay, type Roundup, type SeasonFacts, writeRoundup } from '../../src/content/roundups';
import { beijingDay } from '../../src/beijing-time';
import type { SimulatorModel } from '@portal/simulator';

// Saturday 28 November 2026, 14:30 in Beijing: the leagues and 欧冠's and 欧联杯's groups under way.
const NOW = Date.UTC(2026, 10, 28, 6, 30);

/** The simulated world's seasons as the upstream serves them to the roundups. */
function modelFacts(model: SimulatorModel): SeasonFacts {
  const players = new Map(model.reference.players.map((player) => [player.id, player.name]));
  return {
    fixtures: async (seasonId) => model.seasons.fixtures(seasonId),
    table: async (seasonId, before) => model.seasons.standings(seasonId, 'total', before),
    players: async (seasonId, before) => model.seasons.players(seasonId, before),
    teamName: (teamId) => model.reference.team(teamId)?.shortName ?? `球队${teamId}`,
    playerName: (playerId) => players.get(playerId) ?? '',
    seasonName: (seasonId) => model.reference.seasons.find((season) => season.id === seasonId)?.name ?? '',
  };
}

/** Each big competition's roundup of its last day that is over, as the news desk writes them at start. */
async function roundupsSoFar(model: SimulatorModel): Promise<Roundup[]> {
  const facts = modelFacts(model);
  const roundups: Roundup[] = [];
  for (const shortName of BIG_COMPETITIONS) {
    const league = model.reference.leagues.find((l) => l.shortName === shortName);
    if (league === undefined) continue;
    const over = (match: FeedSeasonMatch) => match.finished || match.state === 9;
    const day = lastRoundupDay(league, model.seasons.fixtures(league.seasonId), over);
    const roundup = day === undefined ? undefined : await writeRoundup(league, facts, day);
    if (roundup !== undefined) roundups.push(roundup);
  }
  return roundups;
}

describe("the news's roundups of the simulated world's last matchdays, and the demo's highlights", async () => {
  const world = demoWorld(42, NOW);
  const roundups = await roundupsSoFar(world);
  const name = (teamId: number) => world.reference.team(teamId)?.shortName ?? '';

  it("name each table's leader and its points, the second and the gap, as the season's table stood after the day", () => {
    const names = roundups.map((roundup) => roundup.league.shortName);
    expect(names).toEqual(expect.arrayContaining(['英超', '西甲', '意甲', '德甲', '法甲', '欧冠', '欧联杯', 'NBA', 'CBA']));
    // 亚冠 2026 was played to its final in November: no roundup of a finished cup.
    expect(names).not.toContain('亚冠');
    // 中超 2026 played its last round in November: its roundup crowns the champion and sends the last two down.
    const chinese = roundups.find((r) => r.league.shortName === '中超');
    const table = world.seasons.standings(chinese!.league.seasonId, 'total', chinese!.asOf)?.groups[0]?.rows ?? [];
    expect(chinese!.title).toContain(`${name(table[0]!.teamId)}${table[0]!.points}分夺冠`);
    expect(chinese!.paragraphs).toContain(`${table.slice(-2).map((row) => name(row.teamId)).join('、')}排名最后2位，降级。`);
    for (const roundup of roundups.filter((r) => r.league.kind === 'league' && r.league.sport === 'football')) {
      const rows = world.seasons.standings(roundup.league.seasonId, 'total', roundup.asOf)?.groups[0]?.rows ?? [];
      const [first, second] = rows;
      expect(roundup.title, roundup.league.shortName).toContain(`${name(first!.teamId)}`);
      const over = world.seasons.fixtures(roundup.league.seasonId)?.rounds.every((round) => round.matches.every((match) => match.finished && match.kickoffAt < roundup.asOf));
      const gap = first!.points - second!.points;
      if (over) expect(roundup.title).toBe(`${roundup.league.shortName}收官：${name(first!.teamId)}${first!.points}分夺冠，领先${name(second!.teamId)}${gap}分`);
      else expect(roundup.title).toContain(gap === 0 ? `同积${first!.points}分` : `${first!.points}分领跑，领先${name(second!.teamId)}${gap}分`);
      expect(roundup.paragraphs[0]).toContain(`${first!.won}胜${first!.drawn}平${first!.lost}负积${first!.points}分`);
      if (!over) expect(roundup.title).toContain(`${roundup.league.shortName}${roundup.round.name}`);
      expect(roundup.leaders).toEqual([first!.teamId]);
    }
  });

  it("name each group's first two in a group cup, and each conference's leader in the NBA", () => {
    const cup = roundups.find((r) => r.league.shortName === '欧冠');
    const groups = world.seasons.standings(cup!.league.seasonId, 'total', cup!.asOf)?.groups ?? [];
    for (const group of groups) {
      const line = cup!.paragraphs.find((p) => p.startsWith(group.name));
      expect(line).toContain(`${name(group.rows[0]!.teamId)}${group.rows[0]!.points}分`);
      expect(line).toContain(`${name(group.rows[1]!.teamId)}${group.rows[1]!.points}分`);
    }
    const nba = roundups.find((r) => r.league.shortName === 'NBA');
    const conferences = world.seasons.standings(nba!.league.seasonId, 'total', nba!.asOf)?.groups ?? [];
    expect(conferences.map((c) => c.name).sort()).toEqual(['东部', '西部']);
    for (const conference of conferences) expect(nba!.title).toContain(`${name(conference.rows[0]!.teamId)}领跑${conference.name}`);
  });

  it("give the leading scorer the players' totals give", () => {
    const premier = roundups.find((r) => r.league.shortName === '英超');
    const totals = world.seasons.players(premier!.league.seasonId, premier!.asOf);
    if (totals?.sport !== 'football') throw new Error('no football totals');
    const most = Math.max(...totals.players.map((p) => p.goals));
    const line = premier!.paragraphs.find((p) => p.startsWith('射手榜'));
    expect(line).toContain(`打进${most}球`);
    const named = totals.players.filter((p) => p.goals === most).map((p) => world.reference.players.find((q) => q.id === p.playerId)?.name ?? '');
    expect(named.some((player) => line?.includes(player))).toBe(true);
  });

  it("sum up a cup's group matchday once, after the last of its two days, and no knockout round", () => {
    const seasonOf = (shortName: string) => world.reference.leagues.find((l) => l.shortName === shortName)?.seasonId ?? 0;
    const fixtures = world.seasons.fixtures(seasonOf('欧冠'));
    const matchday = fixtures?.rounds.find((round) => round.matches.length > 0 && new Set(round.matches.map((m) => beijingDay(m.kickoffAt))).size === 2);
    if (matchday === undefined) throw new Error('no matchday over two days');
    const sorted = [...matchday.matches].sort((a, b) => a.kickoffAt - b.kickoffAt);
    const firstDay = beijingDay(sorted[0]!.kickoffAt);
    const lastOfFirstDay = sorted.filter((m) => beijingDay(m.kickoffAt) === firstDay).at(-1)!;
    const last = sorted.at(-1)!;
    // The first day over, the second to come: not yet.
    expect(cupMatchdayOver(fixtures, lastOfFirstDay.id, (m) => beijingDay(m.kickoffAt) === firstDay)).toBe(false);
    expect(cupMatchdayOver(fixtures, last.id, () => true)).toBe(true);
    // 亚冠 was played to its final: its knockout ties sum up no group table.
    const knockout = world.seasons.fixtures(seasonOf('亚冠'))?.rounds.find((round) => round.matches.length > 0 && round.matches.every((m) => m.group === null));
    expect(knockout).toBeDefined();
    expect(cupMatchdayOver(world.seasons.fixtures(seasonOf('亚冠')), knockout!.matches[0]!.id, () => true)).toBe(false);
  });

  it("title a highlight with the latest finished league match's score", () => {
    const shown = highlightOf(world, 'football', '全场集锦');
    const match = [...world.snapshots()].find((m) => shown?.title.includes(`${name(m.homeTeamId)}${m.homeScore}-${m.awayScore}${name(m.awayTeamId)}`));
    expect(match?.state).toBe(8);
    expect(shown?.cover).toMatchObject({ kind: 'headline', caption: expect.stringContaining('全场集锦') });
  });

  it('title a highlight with another league when none of the big ones finished a match in the window', () => {
    // Wednesday 2 December 2026, 05:30 in Beijing: of football's leagues only 墨西超 played since Monday morning.
    // A second world, the built-in simulator's fortnight around that time, is played through here.
    const midweek = demoWorld(42, Date.UTC(2026, 11, 1, 21, 30));
    const shown = highlightOf(midweek, 'football', '全场集锦');
    expect(shown?.title).toMatch(/^墨西超 /);
    expect(highlightOf(midweek, 'basketball', '赛后解析')?.title).toMatch(/^(NBA|CBA) /);
  }, 60_000);
});
