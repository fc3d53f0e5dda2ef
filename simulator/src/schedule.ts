import type { FeedLotteryCode, FeedLotteryEntry, FeedSport } from '@portal/contracts';
import { DAY, dayStart, HOUR, MINUTE, sportEntry, sportOfLottery, weekdayName, type DayNumber } from '@portal/contracts';
import {
  CHAMPIONS_LEAGUE_ID,
  COMPETITIONS,
  competitionEntry,
  DEFAULT_FRIENDLY_EVERY_DAYS,
  ROLLING_FRIENDLIES,
  type CompetitionEntry,
} from './catalog';
import { gapFillingOrder } from './calendar';
import { blockDays, issueNumOf, salesDay } from './lottery';
import { Rng } from './random';
import type { Reference } from './reference';
import { FRIENDLY_ID_BASE, type PlannedMatch } from './season-calendar';
import type { SeasonBook } from './season-book';

/** A match of a day's schedule, with its places in the lottery issues. */
export interface Fixture extends PlannedMatch {
  lottery: FeedLotteryEntry[];
  /** Whether the sports lottery sells the match on its own (单关). */
  lotterySingle: boolean;
}

/**
 * Friendlies kick off around the clock so that at any hour some matches are being played, yet a club
 * plays one at most every few days (its league's `friendlyEveryDays`), never two at once, and never
 * within `rest` of one of its league or cup matches. A day is three windows of eight hours; each club
 * has one window in its cycle of days (its place in the rota), and plays at most once in it. A window
 * puts as many matches as its clubs can make where the fewest others are being played.
 */
interface Rolling {
  every: number;
  offset: number;
  rest: number;
}
/** How long a match is being played from its kick-off, at least: two halves and the break, or four quarters with their stoppages and breaks. */
export const PLAYED_FOR: Readonly<Record<FeedSport, number>> = { football: 110 * MINUTE, basketball: 90 * MINUTE };
const ROLLING: Readonly<Record<FeedSport, Rolling>> = {
  football: { every: 20 * MINUTE, offset: 0, rest: 24 * HOUR },
  basketball: { every: 30 * MINUTE, offset: 15 * MINUTE, rest: 8 * HOUR },
};
/** A club that plays friendlies a week or more apart (the big five, the NBA) keeps this clear of its season's matches: it plays one only in a break of its league, or before its season. */
const BREAK_REST = 4 * DAY;
const WINDOW = 8 * HOUR;
const WINDOWS_PER_DAY = 3;
const ZC_LEAGUES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, CHAMPIONS_LEAGUE_ID]);
const ZC_MATCHES = 14;
const JCLQ_FIRST_NUMBER = 301;

/** Pairs `clubs` slot by slot in `order`: at each slot, the first two of them free then play each other. */
function pairInSlots(
  clubs: readonly number[],
  order: readonly number[],
  timeOf: (slot: number) => number,
  free: (club: number, at: number) => boolean,
): { matches: [at: number, home: number, away: number][]; left: number[] } {
  const left = [...clubs];
  const matches: [at: number, home: number, away: number][] = [];
  for (const slot of order) {
    const at = timeOf(slot);
    const [home, away] = left.filter((club) => free(club, at));
    if (home === undefined || away === undefined) continue;
    left.splice(left.indexOf(home), 1);
    left.splice(left.indexOf(away), 1);
    matches.push([at, home, away]);
  }
  return { matches, left };
}

/** Which fixtures each day holds, and their places in the lottery issues; the same for a seed whenever asked. */
export class Schedule {
  private readonly unnumbered = new Map<DayNumber, Fixture[]>();
  private readonly numbered = new Map<DayNumber, Fixture[]>();
  private readonly issues = new Map<string, Map<number, string>>();

  constructor(
    private readonly reference: Reference,
    private readonly seed: number,
    private readonly seasons: SeasonBook,
  ) {}

  fixturesOn(day: DayNumber): Fixture[] {
    let fixtures = this.numbered.get(day);
    if (fixtures === undefined) {
      fixtures = this.baseFixtures(day).map((fixture) => ({ ...fixture, lottery: this.lotteryOf(fixture) }));
      this.numbered.set(day, fixtures);
    }
    return fixtures;
  }

  private baseFixtures(day: DayNumber): Fixture[] {
    const cached = this.unnumbered.get(day);
    if (cached !== undefined) return cached;
    const fixtures: Fixture[] = this.seasons.fixturesOn(day).map((fixture) => ({
      ...fixture,
      lottery: [],
      lotterySingle: Rng.for(this.seed, 'single', fixture.id).chance(0.3),
    }));
    let friendlies = 0;
    const add = (entry: CompetitionEntry, homeTeamId: number, awayTeamId: number, kickoffAt: number) => {
      const league = this.reference.league(entry.id);
      if (league === undefined) return;
      const k = friendlies;
      friendlies += 1;
      fixtures.push({
        id: day * 1000 + FRIENDLY_ID_BASE + k,
        day,
        sport: entry.sport,
        leagueId: entry.id,
        seasonId: league.seasonId,
        homeTeamId,
        awayTeamId,
        kickoffAt,
        knockout: false,
        periodMinutes: entry.periodMinutes,
        lottery: [],
        lotterySingle: Rng.for(this.seed, 'single', day, k).chance(0.3),
      });
    };
    const busy = this.seasonMatchTimes(day);
    this.addRolling(day, 'football', busy, add);
    this.addRolling(day, 'basketball', busy, add);
    this.unnumbered.set(day, fixtures);
    return fixtures;
  }

  /** The kick-offs of each club's league and cup matches from five days before a day to five after. */
  private seasonMatchTimes(day: DayNumber): Map<number, number[]> {
    const times = new Map<number, number[]>();
    for (let d = day - 5; d <= day + 5; d += 1) {
      for (const fixture of this.seasons.fixturesOn(d)) {
        for (const club of [fixture.homeTeamId, fixture.awayTeamId]) {
          const list = times.get(club) ?? [];
          list.push(fixture.kickoffAt);
          times.set(club, list);
        }
      }
    }
    return times;
  }

  private addRolling(
    day: DayNumber,
    sport: FeedSport,
    busy: ReadonlyMap<number, readonly number[]>,
    add: (entry: CompetitionEntry, home: number, away: number, kickoffAt: number) => void,
  ): void {
    const entry = COMPETITIONS.find((c) => c.id === ROLLING_FRIENDLIES[sport]);
    if (entry === undefined) return;
    const { every, offset, rest } = ROLLING[sport];
    const rota = Rng.for(this.seed, 'friendly rota', sport).shuffle(this.reference.clubsOfSport(sport));
    const cycles = new Map(rota.map((club) => [club, this.friendlyCycle(club)]));
    const slots = Math.floor(WINDOW / every);
    const inOrder = Array.from({ length: slots }, (_, slot) => slot);
    const kickoffs = [day - 1, day].flatMap((d) => this.seasons.fixturesOn(d)).filter((f) => f.sport === sport).map((f) => f.kickoffAt);
    const playing = (at: number) => kickoffs.filter((k) => k <= at && at < k + PLAYED_FOR[sport]).length;
    // A club its window could not pair waits for the next window of its day (its next turn is days away).
    let waiting: number[] = [];
    for (let part = 0; part < WINDOWS_PER_DAY; part += 1) {
      const start = dayStart(day) + part * WINDOW;
      const turn = (club: number, k: number) => {
        const cycle = cycles.get(club) ?? 1;
        return k % WINDOWS_PER_DAY === part && Math.floor(k / WINDOWS_PER_DAY) % cycle === day % cycle;
      };
      const drawn = [...Rng.for(this.seed, 'friendly', sport, day, part).shuffle(rota.filter(turn)), ...waiting];
      // Find how many matches the window's clubs can make, then put that many where the fewest are being played.
      const timeOf = (slot: number) => start + offset + slot * every;
      const free = (club: number, at: number) => {
        const clear = (cycles.get(club) ?? 1) >= 7 ? BREAK_REST : rest;
        return (busy.get(club) ?? []).every((other) => Math.abs(other - at) >= clear);
      };
      const possible = pairInSlots(drawn, inOrder, timeOf, free).matches.length;
      const order = gapFillingOrder(inOrder.map(timeOf), possible, PLAYED_FOR[sport], playing);
      const { matches, left } = pairInSlots(drawn, order, timeOf, free);
      for (const [at, home, away] of matches.sort((a, b) => a[0] - b[0])) {
        add(entry, home, away, at);
        kickoffs.push(at);
      }
      waiting = left;
    }
  }

  /** How many days apart a club may play friendlies. */
  private friendlyCycle(club: number): number {
    const { team } = this.reference.profile(club);
    return competitionEntry(team.leagueId).friendlyEveryDays ?? DEFAULT_FRIENDLY_EVERY_DAYS[team.sport];
  }

  private lotteryOf(fixture: Fixture): FeedLotteryEntry[] {
    const entries: FeedLotteryEntry[] = [];
    for (const code of sportEntry(fixture.sport).lotteries) {
      const day = code === 'jczq' || code === 'jclq' ? salesDay(fixture.kickoffAt) : fixture.day;
      const issueNum = issueNumOf(code, day);
      const matchNum = this.issue(code, issueNum, day).get(fixture.id);
      if (matchNum !== undefined) entries.push({ code, issueNum, matchNum });
    }
    return entries;
  }

  private issue(code: FeedLotteryCode, issueNum: string, day: DayNumber): Map<number, string> {
    const key = `${code}:${issueNum}`;
    const cached = this.issues.get(key);
    if (cached !== undefined) return cached;
    const numbers = new Map<number, string>();
    const byKickoff = (a: Fixture, b: Fixture) => a.kickoffAt - b.kickoffAt || a.id - b.id;
    if (code === 'jczq' || code === 'jclq') {
      const sport = sportOfLottery(code);
      const sold = [...this.baseFixtures(day), ...this.baseFixtures(day + 1)]
        .filter((f) => f.sport === sport && salesDay(f.kickoffAt) === day && this.eligible(code, f))
        .sort(byKickoff);
      const first = code === 'jczq' ? 1 : JCLQ_FIRST_NUMBER;
      sold.forEach((f, k) => numbers.set(f.id, `${weekdayName(day)}${String(first + k).padStart(3, '0')}`));
    } else {
      const [firstDay, lastDay] = blockDays(code, day);
      let pool: Fixture[] = [];
      for (let d = firstDay; d <= lastDay; d += 1) pool.push(...this.baseFixtures(d).filter((f) => this.eligible(code, f)));
      if (code === 'zc') pool = Rng.for(this.seed, 'zc', issueNum).shuffle(pool).slice(0, ZC_MATCHES);
      pool.sort(byKickoff).forEach((f, k) => numbers.set(f.id, String(k + 1)));
    }
    this.issues.set(key, numbers);
    return numbers;
  }

  private eligible(code: FeedLotteryCode, fixture: Fixture): boolean {
    const rng = Rng.for(this.seed, 'lottery', code, fixture.id);
    const friendly = fixture.leagueId === ROLLING_FRIENDLIES.football || fixture.leagueId === ROLLING_FRIENDLIES.basketball;
    // A lottery sells matches of its own sport only.
    if (sportOfLottery(code) !== fixture.sport) return false;
    switch (code) {
      case 'jczq':
        return rng.chance(friendly ? 0.1 : 0.9);
      case 'jclq':
        return !friendly && rng.chance(0.6);
      case 'bjdc':
        return rng.chance(0.6);
      case 'zc':
        return ZC_LEAGUES.has(fixture.leagueId);
    }
  }
}
