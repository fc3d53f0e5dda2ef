import { describe, expect, it } from 'vitest';
import {
  basketballPositionSchema,
  feedLeagueSchema,
  feedPlayerSchema,
  feedTeamSchema,
  footballPositionSchema,
  beijingDay,
  dateKey,
  dayOfDateKey,
  dayStart,
  HOUR,
  MINUTE,
} from '@portal/contracts';
import { blockDays, currentIssueNum, issueNumOf } from '../src/lottery';
import { Reference } from '../src/reference';
import { Schedule } from '../src/schedule';
import { SeasonBook } from '../src/season-book';
import { START } from './support';

const today = beijingDay(START);
const reference = new Reference(42, today);
const noMatches = { snapshots: () => [], match: () => undefined, oddsHistory: () => undefined };
const scheduleOf = (ref: Reference) => new Schedule(ref, 42, new SeasonBook(ref, 42, today - 7, noMatches));
const schedule = scheduleOf(reference);
const chinese = /[\u4e00-\u9fa5]/;

describe('the simulated fixtures', () => {
  it('plays friendlies every day, and no club of a league twice on a day', () => {
    for (let day = today - 40; day <= today + 7; day += 1) {
      for (const league of reference.leagues) {
        const fixtures = schedule.fixturesOn(day).filter((f) => f.leagueId === league.id);
        if (league.kind === 'friendly') {
          expect(fixtures.length, league.shortName).toBeGreaterThanOrEqual(12);
          continue;
        }
        expect(fixtures.length, league.shortName).toBeLessThanOrEqual(16);
        const clubs = fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]);
        expect(new Set(clubs).size, league.shortName).toBe(clubs.length);
        const allowed = new Set(reference.clubsOf(league.id));
        for (const club of clubs) expect(allowed.has(club), league.shortName).toBe(true);
      }
    }
  });

  it('never gives a club two matches close together, in its league, the cup or friendlies', () => {
    const fixtures = Array.from({ length: 48 }, (_, i) => schedule.fixturesOn(today - 40 + i)).flat();
    const kickoffs = new Map<number, number[]>();
    for (const f of fixtures) {
      for (const club of [f.homeTeamId, f.awayTeamId]) kickoffs.set(club, [...(kickoffs.get(club) ?? []), f.kickoffAt]);
    }
    for (const [club, times] of kickoffs) {
      const rest = reference.team(club)?.sport === 'football' ? 16 * HOUR : 8 * HOUR;
      times.sort((a, b) => a - b);
      times.slice(1).forEach((at, i) => expect(at - (times[i] ?? 0), `club ${club}`).toBeGreaterThanOrEqual(rest));
    }
    const friendlyDays = fixtures
      .filter((f) => f.leagueId === 13 || f.leagueId === 104)
      .flatMap((f) => [`${f.homeTeamId} ${f.day}`, `${f.awayTeamId} ${f.day}`]);
    expect(new Set(friendlyDays).size).toBe(friendlyDays.length);
  });

  it('plays a big European or NBA club in a friendly a fortnight apart at most and only in a break, any other club every third day (football) or every other day', () => {
    const fixtures = Array.from({ length: 48 }, (_, i) => schedule.fixturesOn(today - 40 + i)).flat();
    const friendlies = new Map<number, number[]>();
    for (const f of fixtures.filter((f) => f.leagueId === 13 || f.leagueId === 104)) {
      for (const club of [f.homeTeamId, f.awayTeamId]) friendlies.set(club, [...(friendlies.get(club) ?? []), f.kickoffAt]);
    }
    const rare = new Set([1, 2, 3, 4, 5, 101]);
    for (const [club, times] of friendlies) {
      const team = reference.team(club);
      const apart = rare.has(team?.leagueId ?? 0) ? 13 * 24 * HOUR : team?.sport === 'football' ? 48 * HOUR : 24 * HOUR;
      times.sort((a, b) => a - b);
      times.slice(1).forEach((at, i) => expect(at - (times[i] ?? 0), `club ${club}`).toBeGreaterThanOrEqual(apart));
    }
    // Only in a break of its league, or before its season: four days clear of its league and cup matches, more than half a week.
    const seasonKickoffs = new Map<number, number[]>();
    for (const f of fixtures.filter((f) => f.leagueId !== 13 && f.leagueId !== 104)) {
      for (const club of [f.homeTeamId, f.awayTeamId]) seasonKickoffs.set(club, [...(seasonKickoffs.get(club) ?? []), f.kickoffAt]);
    }
    for (const [club, times] of friendlies) {
      if (!rare.has(reference.team(club)?.leagueId ?? 0)) continue;
      for (const at of times) {
        for (const other of seasonKickoffs.get(club) ?? []) expect(Math.abs(other - at), `club ${club}`).toBeGreaterThanOrEqual(4 * 24 * HOUR);
      }
    }
    // A club of the big five plays its league, the cup and a rare friendly: three matches in a week at most.
    for (const club of reference.clubsOf(1)) {
      const times = fixtures.filter((f) => f.homeTeamId === club || f.awayTeamId === club).map((f) => f.kickoffAt);
      for (const at of times) expect(times.filter((t) => t >= at && t < at + 7 * 24 * HOUR).length, `club ${club}`).toBeLessThanOrEqual(3);
    }
  });

  it('has football being played at every ten minutes of a month, and basketball nearly always', () => {
    const fixtures = Array.from({ length: 32 }, (_, i) => schedule.fixturesOn(today - 31 + i)).flat();
    // A football match lasts 110 minutes at least from its kick-off, a basketball game an hour.
    const playing = (sport: string, length: number, at: number) =>
      fixtures.filter((f) => f.sport === sport && f.kickoffAt <= at && at < f.kickoffAt + length).length;
    const football: number[] = [];
    const basketball: number[] = [];
    for (let at = dayStart(today - 30); at < dayStart(today); at += 10 * MINUTE) {
      football.push(playing('football', 110 * MINUTE, at));
      basketball.push(playing('basketball', 60 * MINUTE, at));
    }
    expect(Math.min(...football)).toBeGreaterThanOrEqual(1);
    expect(football.filter((n) => n >= 2).length / football.length).toBeGreaterThan(0.99);
    expect(basketball.filter((n) => n >= 1).length / basketball.length).toBeGreaterThan(0.99);
  });

  it('tells the clubs of a sport apart by their short names', () => {
    for (const sport of ['football', 'basketball'] as const) {
      const names = reference.teams.filter((t) => t.sport === sport).map((t) => t.shortName);
      expect(names.filter((name, i) => names.indexOf(name) !== i), sport).toEqual([]);
    }
  });

  it('kicks a match of each sport off at least every two hours', () => {
    for (const sport of ['football', 'basketball'] as const) {
      const times = Array.from({ length: 30 }, (_, i) => schedule.fixturesOn(today - 30 + i))
        .flat()
        .filter((f) => f.sport === sport)
        .map((f) => f.kickoffAt)
        .sort((a, b) => a - b);
      const longest = Math.max(...times.slice(1).map((at, i) => at - (times[i] ?? 0)));
      expect(longest, sport).toBeLessThanOrEqual(2 * HOUR);
    }
  });

  it('spreads the rounds so that several leagues play on most days', () => {
    const days = Array.from({ length: 28 }, (_, i) => today - 30 + i);
    const leaguesPerDay = days.map(
      (day) => new Set(schedule.fixturesOn(day).filter((f) => f.leagueId !== 13 && f.leagueId !== 104).map((f) => f.leagueId)).size,
    );
    expect(leaguesPerDay.filter((n) => n >= 2).length).toBeGreaterThan(days.length / 2);
  });

  it('numbers matches so that ids are unique and stable across days', () => {
    const ids = Array.from({ length: 48 }, (_, i) => schedule.fixturesOn(today - 40 + i).map((f) => f.id)).flat();
    expect(new Set(ids).size).toBe(ids.length);
    expect(scheduleOf(new Reference(42, today)).fixturesOn(today)).toEqual(schedule.fixturesOn(today));
  });

  it('names leagues, clubs and players in Chinese, with positions of their sport', () => {
    for (const league of reference.leagues) {
      feedLeagueSchema.parse(league);
      expect(league.name).toMatch(chinese);
    }
    for (const team of reference.teams) {
      feedTeamSchema.parse(team);
      expect(team.name).toMatch(chinese);
      const squad = reference.playersOf(team.id);
      const positions = team.sport === 'football' ? footballPositionSchema : basketballPositionSchema;
      for (const player of squad) {
        feedPlayerSchema.parse(player);
        expect(player.name).toMatch(chinese);
        expect(positions.safeParse(player.position).success, `${player.position} in ${team.sport}`).toBe(true);
      }
      expect(squad.length).toBeGreaterThanOrEqual(team.sport === 'football' ? 22 : 12);
    }
    const shanghai = reference.teams.find((t) => t.name === '上海海港');
    expect(reference.playersOf(shanghai?.id ?? 0).filter((p) => p.nationality === '中国').length).toBeGreaterThan(15);
  });

  it('numbers lottery issues by sales day, month and year', () => {
    expect(issueNumOf('jczq', dayOfDateKey('2025-03-15') ?? 0)).toBe('20250315');
    expect(issueNumOf('bjdc', dayOfDateKey('2025-03-01') ?? 0)).toBe('250301');
    expect(issueNumOf('bjdc', dayOfDateKey('2025-03-31') ?? 0)).toBe('250310');
    expect(blockDays('bjdc', dayOfDateKey('2025-03-29') ?? 0).map(dateKey)).toEqual(['2025-03-28', '2025-03-31']);
    expect(issueNumOf('zc', dayOfDateKey('2025-01-01') ?? 0)).toBe('25001');
    expect(blockDays('zc', dayOfDateKey('2025-12-31') ?? 0).map(dateKey)).toEqual(['2025-12-30', '2025-12-31']);
    // 01:30 on a Sunday in Beijing is still Saturday's sales day.
    expect(currentIssueNum('jczq', Date.UTC(2025, 2, 15, 17, 30))).toBe('20250315');
  });
});
