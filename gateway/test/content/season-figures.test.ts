import type {
  FeedLeague,
  FeedSeasonMatch,
  FeedStandingRow,
  MatchAnalysisResponse,
  SeasonFixturesResponse,
  SeasonStandingsResponse,
  TeamPageResponse,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay, dateKey, type DayNumber } from '../../src/beijing-time';
import { roundupKey, type Roundup, type SeasonFacts, writeRoundup } from '../../src/content/roundups';
import { newsArticles } from '../../src/db/schema';
import { isOver } from '../../src/realtime/scores/projection';
import { startWorld, type World } from '../experts/support';

// One source per figure: the news's roundups, the league tables, the club pages and the analysis
// pages all count the season's results that its fixtures list, and at every matchday's end a
// roundup says what the table said at that moment. The figures are checked against a count of
// the results made here, from the fixtures the data base lists.

const HOUR = 3_600_000;

/** What a table row counts of a club. */
type Record = Pick<FeedStandingRow, 'teamId' | 'played' | 'won' | 'drawn' | 'lost' | 'scored' | 'conceded' | 'points' | 'winRate'>;

/**
 * Each club's record (of `clubs`, and any other that played) over the season's table matches (a
 * cup's group matches) played and kicked off before `before`, counted here.
 */
function recordsBefore(fixtures: SeasonFixturesResponse, before: number, clubs: Iterable<number> = []): Map<number, Record> {
  const football = fixtures.league.sport === 'football';
  const records = new Map<number, Record>();
  const of = (teamId: number) => {
    let record = records.get(teamId);
    if (record === undefined) {
      record = { teamId, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0, winRate: 0 };
      records.set(teamId, record);
    }
    return record;
  };
  for (const teamId of clubs) of(teamId);
  const ofTable = (m: FeedSeasonMatch) => fixtures.league.kind !== 'cup' || m.group !== null;
  const played = fixtures.rounds.flatMap((round) => round.matches).filter((m) => m.finished && m.kickoffAt < before && ofTable(m));
  for (const match of played) {
    for (const [teamId, mine, theirs] of [[match.homeTeamId, match.homeScore, match.awayScore], [match.awayTeamId, match.awayScore, match.homeScore]] as const) {
      const record = of(teamId);
      record.played += 1;
      record.scored += mine;
      record.conceded += theirs;
      if (mine > theirs) record.won += 1;
      else if (mine === theirs) record.drawn += 1;
      else record.lost += 1;
      record.points = football ? 3 * record.won + record.drawn : 2 * record.won + record.lost;
      record.winRate = Math.round((record.won / record.played) * 1000) / 10;
    }
  }
  return records;
}

/** Clubs best first, as a table ranks them: football by points, goal difference, goals; basketball by win rate, wins. */
function ranked(records: readonly Record[], football: boolean): Record[] {
  return [...records].sort((a, b) =>
    football
      ? b.points - a.points || b.scored - b.conceded - (a.scored - a.conceded) || b.scored - a.scored || a.teamId - b.teamId
      : b.winRate - a.winRate || b.won - a.won || a.teamId - b.teamId,
  );
}

const figures = ({ teamId, played, won, drawn, lost, scored, conceded, points }: Record) => ({ teamId, played, won, drawn, lost, scored, conceded, points });

describe('one source per figure, over a simulated season', () => {
  let world: World;
  let leagues: FeedLeague[];
  let facts: SeasonFacts;
  const league = (shortName: string) => leagues.find((l) => l.shortName === shortName)!;
  const get = async <T>(url: string) => {
    const answer = await world.api.get<T>(url);
    if (answer.code !== 200) throw new Error(`${url}: ${answer.message}`);
    return answer.data;
  };
  const fixturesOf = (competition: FeedLeague) => get<SeasonFixturesResponse>(`/live/data/season/${competition.seasonId}/fixtures`);
  const tableOf = (competition: FeedLeague) => get<SeasonStandingsResponse>(`/live/data/season/${competition.seasonId}/standings?view=total`);

  beforeAll(async () => {
    world = await startWorld(7, { newsDesk: true });
    leagues = await world.hub.upstream.leagues();
    await world.app.newsDesk!.idle();
    facts = await world.app.database.seasons.roundupFacts();
  }, 120_000);
  afterAll(() => world?.close());

  /** The Beijing days a competition played, all of whose matches are over now. */
  const daysOver = (fixtures: SeasonFixturesResponse): DayNumber[] => {
    const matches = fixtures.rounds.flatMap((round) => round.matches);
    const over = (m: FeedSeasonMatch) => isOver({ sport: fixtures.league.sport, state: m.state });
    const days = [...new Set(matches.filter((m) => m.finished).map((m) => beijingDay(m.kickoffAt)))].sort((a, b) => a - b);
    return days.filter((day) => matches.filter((m) => beijingDay(m.kickoffAt) === day).every(over));
  };

  /** Checks a football league's roundup against the records of its day's end, counted here; answers how many figures it checked. */
  function checkLeagueRoundup(roundup: Roundup, fixtures: SeasonFixturesResponse, clubs: readonly number[]): number {
    const name = (teamId: number) => fixtures.teams[String(teamId)]!.shortName;
    const table = ranked([...recordsBefore(fixtures, roundup.asOf, clubs).values()], true);
    const [first, , , , ...rest] = table;
    const last = rest.at(-1) ?? table.at(-1)!;
    const text = roundup.paragraphs.join('\n');
    const where = `${roundup.league.shortName} ${dateKey(roundup.day)}`;
    expect(roundup.title, where).toContain(name(first!.teamId));
    expect(text, where).toContain(`${name(first!.teamId)}${first!.played}战${first!.won}胜${first!.drawn}平${first!.lost}负积${first!.points}分，进${first!.scored}球失${first!.conceded}球`);
    table.slice(0, 4).forEach((row, index) => expect(text, where).toContain(`第${index + 1}名${name(row.teamId)}${row.points}分`));
    expect(text, where).toContain(`${name(last.teamId)}${last.played}战${last.won}胜${last.drawn}平${last.lost}负仅积${last.points}分`);
    return 6;
  }

  it("sums up every matchday of 英超 from the table as that day's last match left it, naming its round", async () => {
    const premier = league('英超');
    const fixtures = await fixturesOf(premier);
    const clubs = (await tableOf(premier)).groups.flatMap((group) => group.rows.map((row) => row.teamId));
    const days = daysOver(fixtures);
    expect(days.length).toBeGreaterThan(20);
    let checked = 0;
    for (const day of days) {
      const roundup = await writeRoundup(premier, facts, day);
      expect(roundup, dateKey(day)).toBeDefined();
      const ofDay = fixtures.rounds.flatMap((r) => r.matches).filter((m) => beijingDay(m.kickoffAt) === day);
      expect(roundup!.asOf).toBe(Math.max(...ofDay.map((m) => m.kickoffAt)) + 1);
      expect(roundup!.round.round).toBe(Math.max(...ofDay.map((m) => m.round)));
      expect(roundup!.title).toContain(`英超${roundup!.round.name}`);
      checked += checkLeagueRoundup(roundup!, fixtures, clubs);
    }
    expect(checked).toBe(6 * days.length);
  }, 120_000);

  it("sums up every day of the NBA by conference, and every group matchday of 欧冠 by group, as their tables stood", async () => {
    const nba = league('NBA');
    const nbaFixtures = await fixturesOf(nba);
    const conferences = (await tableOf(nba)).groups.map((group) => ({ name: group.name, teamIds: new Set(group.rows.map((row) => row.teamId)) }));
    const nbaName = (teamId: number) => nbaFixtures.teams[String(teamId)]!.shortName;
    const nbaDays = daysOver(nbaFixtures);
    expect(nbaDays.length).toBeGreaterThan(50);
    for (const day of nbaDays) {
      const roundup = (await writeRoundup(nba, facts, day))!;
      const records = [...recordsBefore(nbaFixtures, roundup.asOf, conferences.flatMap((c) => [...c.teamIds])).values()];
      for (const conference of conferences) {
        const table = ranked(records.filter((record) => conference.teamIds.has(record.teamId)), false);
        if (table.length === 0) continue;
        expect(roundup.title, dateKey(day)).toContain(`${nbaName(table[0]!.teamId)}领跑${conference.name}`);
        for (const row of table.slice(0, 3)) expect(roundup.paragraphs.join('\n'), dateKey(day)).toContain(`${nbaName(row.teamId)}${row.won}胜${row.lost}负（胜率${row.winRate}%）`);
      }
    }

    const cup = league('欧冠');
    const cupFixtures = await fixturesOf(cup);
    const groups = (await tableOf(cup)).groups.map((group) => ({ name: group.name, teamIds: new Set(group.rows.map((row) => row.teamId)) }));
    const cupName = (teamId: number) => cupFixtures.teams[String(teamId)]!.shortName;
    const groupDays = daysOver(cupFixtures).filter((day) => cupFixtures.rounds.some((r) => r.matches.some((m) => m.group !== null && beijingDay(m.kickoffAt) === day)));
    expect(groupDays.length).toBeGreaterThan(5);
    for (const day of groupDays) {
      const roundup = (await writeRoundup(cup, facts, day))!;
      const records = [...recordsBefore(cupFixtures, roundup.asOf, groups.flatMap((g) => [...g.teamIds])).values()];
      for (const group of groups) {
        const [first, second] = ranked(records.filter((record) => group.teamIds.has(record.teamId)), true);
        if (first === undefined || second === undefined) continue;
        const line = roundup.paragraphs.find((p) => p.startsWith(`${group.name}：`));
        expect(line, `${dateKey(day)} ${group.name}`).toContain(`${cupName(first.teamId)}${first.points}分`);
        expect(line, `${dateKey(day)} ${group.name}`).toContain(`${cupName(second.teamId)}${second.points}分`);
      }
    }
  }, 120_000);

  it("agrees, for every club of 英超 and the NBA, on the table, its club page and the analysis of its next match", async () => {
    for (const competition of [league('英超'), league('NBA')]) {
      const football = competition.sport === 'football';
      const fixtures = await fixturesOf(competition);
      const counted = recordsBefore(fixtures, Infinity);
      const rows = (await tableOf(competition)).groups.flatMap((group) => group.rows);
      expect(rows.length).toBeGreaterThan(15);
      const analysed = new Map<number, FeedStandingRow>();
      const upcoming = fixtures.rounds.flatMap((round) => round.matches).filter((m) => !m.finished).sort((a, b) => a.kickoffAt - b.kickoffAt);
      for (const row of rows) {
        if (analysed.has(row.teamId)) continue;
        const next = upcoming.find((m) => m.homeTeamId === row.teamId || m.awayTeamId === row.teamId);
        if (next === undefined) continue;
        const analysis = await get<MatchAnalysisResponse>(`/live/${football ? 'fb' : 'bb'}/match/analysis/${next.id}`);
        for (const standing of [analysis.homeStanding, analysis.awayStanding]) if (standing !== null) analysed.set(standing.row.teamId, standing.row);
      }
      for (const row of rows) {
        const where = `${competition.shortName} ${fixtures.teams[String(row.teamId)]?.shortName}`;
        const page = await get<TeamPageResponse>(`/live/${football ? 'fb' : 'bb'}-team/stats/${row.teamId}`);
        const totals = football ? page.football : page.basketball;
        expect(figures(row), where).toEqual(figures(counted.get(row.teamId)!));
        expect(figures(page.standing!), where).toEqual(figures(row));
        expect({ played: totals?.played, won: totals?.won, lost: totals?.lost, conceded: totals?.conceded }, where).toEqual({ played: row.played, won: row.won, lost: row.lost, conceded: row.conceded });
        if (page.football !== null) expect({ drawn: page.football.drawn, scored: page.football.scored }, where).toEqual({ drawn: row.drawn, scored: row.scored });
        expect(figures(analysed.get(row.teamId)!), where).toEqual(figures(row));
      }
    }
  }, 120_000);

  it("sums up a big league's day as it ends on the live feed: the figures the table shows at that moment", async () => {
    const scores = world.app.realtime.scores;
    const day = beijingDay(scores.now());
    const ofDay = (id: number) => [...scores.matches()].filter((match) => match.league.id === id && beijingDay(match.kickoffAt) === day);
    const lastKickoff = (id: number) => Math.max(...ofDay(id).map((match) => match.kickoffAt));
    const settled = (id: number) => lastKickoff(id) + 3 * HOUR;
    // A league none of whose matches kicks off between its day's last and the moment the test looks.
    const candidates = leagues.filter((l) => l.kind === 'league' && ['英超', '西甲', '意甲', '德甲', '法甲', 'NBA', 'CBA'].includes(l.shortName) && ofDay(l.id).some((match) => !isOver(match)));
    const quiet = await Promise.all(
      candidates.map(async (l) => (await fixturesOf(l)).rounds.flatMap((round) => round.matches).every((m) => m.kickoffAt <= lastKickoff(l.id) || m.kickoffAt >= settled(l.id))),
    );
    const playing = candidates.filter((_, i) => quiet[i]).sort((a, b) => lastKickoff(a.id) - lastKickoff(b.id))[0];
    if (playing === undefined) throw new Error('no big league ending its day on the feed');
    const over = new Promise<void>((resolve) => {
      const stop = world.hub.store.onPatch(() => {
        if (ofDay(playing.id).every(isOver)) {
          stop();
          resolve();
        }
      });
    });
    world.feed.advance(settled(playing.id) - world.feed.clock.now(), 30_000);
    await over;
    await world.app.newsDesk!.idle();

    const [article] = await world.database.db.select().from(newsArticles).where(eq(newsArticles.sourceKey, roundupKey(playing.id, dateKey(day))));
    expect(article).toBeDefined();
    const fixtures = await fixturesOf(playing);
    const groups = (await tableOf(playing)).groups;
    const counted = recordsBefore(fixtures, lastKickoff(playing.id) + 1, groups.flatMap((group) => group.rows.map((row) => row.teamId)));
    for (const row of groups.flatMap((group) => group.rows)) expect(figures(row)).toEqual(figures(counted.get(row.teamId)!));
    const name = (teamId: number) => fixtures.teams[String(teamId)]!.shortName;
    for (const group of groups) {
      const leader = group.rows[0]!;
      expect(article!.title).toContain(name(leader.teamId));
      expect(article!.content).toContain(
        playing.sport === 'football'
          ? `${name(leader.teamId)}${leader.played}战${leader.won}胜${leader.drawn}平${leader.lost}负积${leader.points}分，进${leader.scored}球失${leader.conceded}球`
          : `${name(leader.teamId)}${leader.won}胜${leader.lost}负（胜率${leader.winRate}%）`,
      );
    }
  }, 120_000);
});
