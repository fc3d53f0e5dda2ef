import type { FeedSeason, FeedSport, Sport } from '@portal/contracts';
import { dayOfDateKey, weekdayOf, type DayNumber } from '@portal/contracts';
import { atMinuteOfDay, spreadSlots } from './calendar';
import { COMPETITIONS, competitionEntry, DOMESTIC_CUP_LEAGUES, GROUP_CUPS, NBA_EAST, type CompetitionEntry, type GroupCupEntry } from './catalog';
import { Rng } from './random';
import type { Reference } from './reference';

/** A scheduled match before anything has happened in it. */
export interface PlannedMatch {
  id: number;
  day: DayNumber;
  sport: FeedSport;
  leagueId: number;
  seasonId: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoffAt: number;
  knockout: boolean;
  periodMinutes: number;
  /** On a tie's second leg, the fixture id of its first: the aggregate, not the leg's score, decides it. */
  firstLeg?: number;
}

/** A fixture of a season's plan, before the lottery numbers it. */
export interface SeasonFixture extends PlannedMatch {
  round: number;
  roundName: string;
  /** A cup group (A…H) or an NBA conference of both clubs; null otherwise. */
  group: string | null;
}

/** A knockout stage of a cup: its ties are drawn from the results before it. */
export interface KnockoutStage {
  round: number;
  name: string;
  ties: number;
  /** The first day of each leg; one leg is a final. */
  days: readonly DayNumber[];
  /** Over how many days a leg is played: with two, the second holds the second half of the ties. */
  span: 1 | 2;
}

// Fixture ids: day * 1000, then 18 numbers per competition for its matches that day (a round's
// day holds at most sixteen), then the friendlies (at most 120 a day).
const IDS_PER_COMPETITION = 18;
export const FRIENDLY_ID_BASE = 880;
const GROUPS = 'ABCDEFGH';
/** How many draws of its groups a cup tries to keep clubs of one league apart. */
const GROUP_DRAWS = 20;
/** How many weeks into its leagues' rounds a domestic cup starts, and how many before their end it ends. */
const DOMESTIC_CUP_WEEKS = [3, 1] as const;

/** A knockout stage's name by its ties: 决赛, 半决赛, 1/4决赛, 1/8决赛 … */
function stageName(ties: number): string {
  if (ties === 1) return '决赛';
  if (ties === 2) return '半决赛';
  return `1/${ties}决赛`;
}

const SUNDAY = 0;
const WEDNESDAY = 3;
const SATURDAY = 6;
const DOMESTIC_CUP_SPAN = 2;

/** The first day on or after `day` that falls on `weekday` (0 Sunday … 6 Saturday). */
export function onOrAfter(day: DayNumber, weekday: number): DayNumber {
  return day + ((weekday - weekdayOf(day) + 7) % 7);
}

/**
 * The day a group cup's matchday or leg `offset` days after its season's start begins, Beijing
 * time: the cup's weekday on or after it (欧冠's Wednesday, its second day the Thursday, for it
 * kicks off in Beijing's small hours, on Tuesday and Wednesday evenings in Europe), or for a final
 * of one leg the weekday of its final.
 */
export function cupDay(cup: GroupCupEntry, start: DayNumber, offset: number, final = false): DayNumber {
  return onOrAfter(start + offset, final ? (cup.finalWeekday ?? cup.weekday) : cup.weekday);
}

/** A group cup's knockout stages in a season starting on `start`, with the days of their legs. */
function groupCupStages(cup: GroupCupEntry, start: DayNumber): KnockoutStage[] {
  return cup.knockout.map(({ round, ties, legs }) => ({
    round,
    name: stageName(ties),
    ties,
    days: legs.map((offset) => cupDay(cup, start, offset, legs.length === 1)),
    span: cup.span,
  }));
}

/** Every day a group cup plays on in a season starting on `start`: each matchday and leg with its second day where it has one. */
export function groupCupDays(cup: GroupCupEntry, start: DayNumber): DayNumber[] {
  const firsts = [...cup.matchdays.map((offset) => cupDay(cup, start, offset)), ...groupCupStages(cup, start).flatMap((stage) => stage.days)];
  return firsts.flatMap((day) => (cup.span === 2 ? [day, day + 1] : [day]));
}

/** The group cups a league sends clubs to, by id. */
function groupCupsWith(leagueId: number): [number, GroupCupEntry][] {
  return Object.entries(GROUP_CUPS)
    .filter(([, cup]) => cup.entrants.some(([id]) => id === leagueId))
    .map(([id, cup]) => [Number(id), cup]);
}

/**
 * The first days of a domestic cup's `rounds`, in a season from `start` to `end`: Wednesdays (the
 * Thursday holds the second half of the ties) spread from three weeks into its leagues' rounds to
 * a week before their end, each moved on a week at a time until `clear` of 欧冠 allows it.
 */
export function domesticCupDays(
  entry: CompetitionEntry,
  start: DayNumber,
  end: DayNumber,
  rounds: number,
  clear: (day: DayNumber) => boolean,
): DayNumber[] {
  const [afterStart, beforeEnd] = roundSpan(entry);
  const first = start + afterStart + 7 * DOMESTIC_CUP_WEEKS[0];
  const last = end - beforeEnd - 7 * DOMESTIC_CUP_WEEKS[1];
  const days: DayNumber[] = [];
  for (let r = 0; r < rounds; r += 1) {
    let day = onOrAfter(Math.max(first + Math.floor((r * (last - first)) / Math.max(1, rounds - 1)), (days.at(-1) ?? -Infinity) + 7), WEDNESDAY);
    for (let tries = 0; tries < 4 && !clear(day); tries += 1) day += 7;
    days.push(day);
  }
  return days;
}

/** Whether a two-day round beginning on a day keeps a clear day either side of `taken`. */
const clearOf =
  (taken: ReadonlySet<DayNumber>) =>
  (day: DayNumber): boolean =>
    [-1, 0, 1, 2].every((d) => !taken.has(day + d));

/** The domestic cup a league's clubs enter, if any. */
function domesticCupOf(leagueId: number): CompetitionEntry | undefined {
  const cupId = Object.entries(DOMESTIC_CUP_LEAGUES).find(([, leagues]) => leagues.includes(leagueId))?.[0];
  return cupId === undefined ? undefined : competitionEntry(Number(cupId));
}

/**
 * The first days of a weekend league's rounds, in order: the first of a weekend's two days, which
 * is `weekend` (Saturday, or Sunday where the league's local weekend falls on Beijing's Sunday and
 * Monday). A league with more rounds than its span has weekends plays the rest midweek, three days
 * after a weekend's first, on weeks `clear` allows where it can; one with fewer leaves weekends free,
 * as for international breaks.
 */
export function matchweeks(
  first: DayNumber,
  last: DayNumber,
  rounds: number,
  weekend: number,
  clear: (day: DayNumber) => boolean,
): DayNumber[] {
  const weekends: DayNumber[] = [];
  for (let day = onOrAfter(first, weekend); day <= last; day += 7) weekends.push(day);
  const evenly = (days: readonly DayNumber[], n: number) => Array.from({ length: n }, (_, i) => days[Math.floor((i * days.length) / n)] as DayNumber);
  if (rounds <= weekends.length) return evenly(weekends, rounds);
  const midweeks = weekends.map((day) => day + 3).filter((day) => day <= last);
  const clearMidweeks = midweeks.filter(clear);
  const extra = rounds - weekends.length;
  const chosen = clearMidweeks.length >= extra ? evenly(clearMidweeks, extra) : evenly(midweeks, Math.min(extra, midweeks.length));
  return [...weekends, ...chosen].sort((a, b) => a - b);
}

/** The weekday a league's weekend rounds begin on, Beijing time: Sunday for a league playing only in Beijing's morning (the Americas, the evening before), else Saturday. */
function weekendOf(entry: CompetitionEntry): number {
  return entry.slots.every((slot) => slot < '12:00') ? SUNDAY : SATURDAY;
}

/** How far a round of a league that sends clubs to the cup may move to keep a clear day either side of the cup's. */
const ROUND_SHIFTS = [0, 1, -1, 2, -2, 3, -3] as const;

/** The days of its season a league plays rounds in: days after the start, days before the end. */
function roundSpan(entry: CompetitionEntry): [number, number] {
  return ROUND_SPANS[entry.sport](entry);
}

/** Each sport's league rounds within its season: football's by whether it runs across the new year; basketball's regular season. */
const ROUND_SPANS: { readonly [S in Sport]: (entry: CompetitionEntry) => [number, number] } = {
  football: (entry) => (entry.seasonAcrossYears ? [12, 40] : [60, 30]),
  basketball: () => [75, 70],
};

/** Every club meets every other twice, once at home: the circle method, mirrored. */
export function doubleRoundRobin(clubs: readonly number[]): [number, number][][] {
  const ring = [...clubs];
  if (ring.length % 2 === 1) ring.push(-1);
  const n = ring.length;
  const firstHalf: [number, number][][] = [];
  for (let r = 0; r < n - 1; r += 1) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i += 1) {
      const a = ring[i] as number;
      const b = ring[n - 1 - i] as number;
      if (a < 0 || b < 0) continue;
      pairs.push((i === 0 ? r % 2 === 1 : i % 2 === 1) ? [b, a] : [a, b]);
    }
    firstHalf.push(pairs);
    ring.splice(1, 0, ring.pop() as number);
  }
  return [...firstHalf, ...firstHalf.map((pairs) => pairs.map(([h, a]) => [a, h] as [number, number]))];
}

/**
 * The group of each of a pot's `clubs`, one club a group: as many as can go where `fits` allows (a
 * maximum matching, found by augmenting paths, trying the groups in `order`), the others in the
 * groups left over.
 */
export function potDraw(clubs: readonly number[], order: readonly number[], fits: (club: number, group: number) => boolean): number[] {
  const holder = new Map<number, number>();
  const place = (c: number, seen: Set<number>): boolean => {
    for (const g of order) {
      if (seen.has(g) || !fits(clubs[c] as number, g)) continue;
      seen.add(g);
      const held = holder.get(g);
      if (held === undefined || place(held, seen)) {
        holder.set(g, c);
        return true;
      }
    }
    return false;
  };
  clubs.forEach((_, c) => place(c, new Set()));
  const groupOf = new Map([...holder].map(([g, c]) => [c, g]));
  const left = order.filter((g) => !holder.has(g));
  return clubs.map((_, c) => groupOf.get(c) ?? (left.shift() as number));
}

/** The fixed plan of one season: league rounds, the cup's group stage; knockout ties come later. */
export class SeasonCalendar {
  private readonly planned = new Map<number, SeasonFixture[]>();
  private readonly groupsOf = new Map<number, Map<number, string>>();
  private readonly stages = new Map<number, readonly KnockoutStage[]>();

  constructor(
    private readonly reference: Reference,
    private readonly seed: number,
  ) {}

  season(seasonId: number): FeedSeason | undefined {
    return this.reference.seasons.find((s) => s.id === seasonId);
  }

  startDay(season: FeedSeason): DayNumber {
    return dayOfDateKey(season.startDate) ?? 0;
  }

  /** The seasons of scheduled competitions, current and past. */
  scheduledSeasons(): FeedSeason[] {
    return this.reference.seasons.filter((s) => {
      const entry = COMPETITIONS.find((c) => c.id === s.leagueId);
      return entry !== undefined && entry.kind !== 'friendly';
    });
  }

  /** The planned fixtures of a season, by kick-off. */
  planOf(seasonId: number): readonly SeasonFixture[] {
    let plan = this.planned.get(seasonId);
    if (plan === undefined) {
      const season = this.season(seasonId);
      plan = season === undefined ? [] : this.plan(season);
      this.planned.set(seasonId, plan);
    }
    return plan;
  }

  /** A club's cup group, or its NBA conference. */
  groupOf(seasonId: number, teamId: number): string | null {
    this.planOf(seasonId);
    return this.groupsOf.get(seasonId)?.get(teamId) ?? null;
  }

  /** The fixture id of the `k`-th match a competition plays on a day. */
  fixtureId(day: DayNumber, leagueId: number, k: number): number {
    const index = COMPETITIONS.findIndex((c) => c.id === leagueId);
    return day * 1000 + index * IDS_PER_COMPETITION + k;
  }

  /** The `k`-th of a competition's `count` fixtures of this season on a day, kicking off in one of its slots: `count` of them spread from its first to its last. */
  fixture(
    season: FeedSeason,
    day: DayNumber,
    [k, count]: readonly [k: number, count: number],
    teams: readonly [number, number],
    round: { round: number; roundName: string; group: string | null; knockout: boolean },
  ): SeasonFixture {
    const entry = competitionEntry(season.leagueId);
    const slots = [...entry.slots].sort();
    const slot = spreadSlots(slots.length, count)[k] ?? k % Math.max(1, slots.length);
    const [hh = 0, mm = 0] = (slots[slot] ?? '20:00').split(':').map(Number);
    return {
      id: this.fixtureId(day, season.leagueId, k),
      day,
      sport: entry.sport,
      leagueId: season.leagueId,
      seasonId: season.id,
      homeTeamId: teams[0],
      awayTeamId: teams[1],
      kickoffAt: atMinuteOfDay(day, hh * 60 + mm),
      periodMinutes: entry.periodMinutes,
      ...round,
    };
  }

  private plan(season: FeedSeason): SeasonFixture[] {
    const entry = competitionEntry(season.leagueId);
    const cup = GROUP_CUPS[entry.id];
    // A domestic cup is knockout ties only, drawn as it goes (SeasonBook).
    if (entry.kind === 'cup' && cup === undefined) return [];
    const fixtures = cup !== undefined ? this.cupGroups(cup, season) : this.leagueRounds(entry, season);
    return fixtures.sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
  }

  /** A cup's knockout stages in a season, with the days of their legs: a group cup's after its groups, a domestic cup's from its first round. */
  knockoutStages(season: FeedSeason): readonly KnockoutStage[] {
    let stages = this.stages.get(season.id);
    if (stages === undefined) {
      stages = this.stagesOf(season);
      this.stages.set(season.id, stages);
    }
    return stages;
  }

  private stagesOf(season: FeedSeason): KnockoutStage[] {
    const start = this.startDay(season);
    const cup = GROUP_CUPS[season.leagueId];
    if (cup !== undefined) return groupCupStages(cup, start);
    const entry = competitionEntry(season.leagueId);
    if (DOMESTIC_CUP_LEAGUES[entry.id] === undefined) return [];
    const clubs = this.reference.clubsOf(entry.id).length;
    return this.cupRoundDays(entry, season).map((day, r) => {
      const ties = clubs / 2 ** (r + 1);
      return { round: r + 1, name: stageName(ties), ties, days: [day], span: DOMESTIC_CUP_SPAN };
    });
  }

  /** The first days of a domestic cup's rounds in a season (its leagues' seasons have the same dates), clear of the group cups its leagues send clubs to. */
  private cupRoundDays(cup: CompetitionEntry, season: Pick<FeedSeason, 'startDate' | 'endDate'>): DayNumber[] {
    const start = dayOfDateKey(season.startDate) ?? 0;
    const end = dayOfDateKey(season.endDate) ?? start;
    const rounds = Math.log2(Math.max(2, this.reference.clubsOf(cup.id).length));
    const taken = new Set((DOMESTIC_CUP_LEAGUES[cup.id] ?? []).flatMap((leagueId) => groupCupsWith(leagueId).flatMap(([, group]) => groupCupDays(group, start))));
    return domesticCupDays(cup, start, end, rounds, clearOf(taken));
  }

  private leagueRounds(entry: CompetitionEntry, season: FeedSeason): SeasonFixture[] {
    const clubs = Rng.for(this.seed, 'draw', season.id).shuffle(this.reference.clubsOf(entry.id));
    if (entry.id === 101) {
      const groups = new Map<number, string>();
      for (const id of clubs) groups.set(id, NBA_EAST.has(this.reference.team(id)?.shortName ?? '') ? '东部' : '西部');
      this.groupsOf.set(season.id, groups);
    }
    const rounds = doubleRoundRobin(clubs);
    const [afterStart, beforeEnd] = roundSpan(entry);
    const start = this.startDay(season);
    const first = start + afterStart + (COMPETITIONS.indexOf(entry) % 5);
    const last = (dayOfDateKey(season.endDate) ?? first) - beforeEnd;
    // A round is played over two days; neither may be a day of a group cup the league sends clubs to or of its
    // domestic cup, or next to one, but for the eve of a group cup's day when its clubs can all play on the second day.
    const blocked = new Set<DayNumber>();
    const playing = new Map<DayNumber, Set<number>>();
    const leagueClubs = new Set(clubs);
    for (const [cupId, cup] of groupCupsWith(entry.id)) {
      const entrants = this.reference.clubsOf(cupId).filter((club) => leagueClubs.has(club));
      for (const day of groupCupDays(cup, start)) {
        blocked.add(day);
        playing.set(day, new Set([...(playing.get(day) ?? []), ...entrants]));
      }
    }
    const domestic = domesticCupOf(entry.id);
    const domesticDays = new Set((domestic === undefined ? [] : this.cupRoundDays(domestic, season)).flatMap((day) => [day, day + 1]));
    for (const day of domesticDays) blocked.add(day);
    // A round's second day holds half its pairs, rounded down.
    const secondDay = Math.floor(Math.floor(clubs.length / 2) / 2);
    const restedEve = (eve: DayNumber): boolean => !blocked.has(eve) || (!domesticDays.has(eve) && (playing.get(eve)?.size ?? 0) <= secondDay);
    const clearOfCup = (day: DayNumber): boolean => [0, 1, 2].every((d) => !blocked.has(day + d)) && restedEve(day - 1);
    const weeks = entry.everyDay === true ? [] : matchweeks(first, last, rounds.length, weekendOf(entry), clearOfCup);
    const fixtures: SeasonFixture[] = [];
    rounds.forEach((pairs, r) => {
      const planned = weeks[r] ?? first + Math.floor((r * (last - first)) / Math.max(1, rounds.length - 1));
      const day = ROUND_SHIFTS.map((shift) => planned + shift).find(clearOfCup) ?? planned;
      const split = Math.ceil(pairs.length / 2);
      // Clubs that played a cup the day before play on the round's second day.
      const eve = playing.get(day - 1) ?? new Set<number>();
      const late = (pair: readonly [number, number]) => (eve.has(pair[0]) || eve.has(pair[1]) ? 1 : 0);
      [...pairs].sort((a, b) => late(a) - late(b)).forEach((pair, i) => {
        const group = this.groupsOf.get(season.id);
        const home = group?.get(pair[0]) ?? null;
        fixtures.push(
          this.fixture(season, i < split ? day : day + 1, i < split ? [i, split] : [i - split, pairs.length - split], pair, {
            round: r + 1,
            roundName: `第${r + 1}轮`,
            group: home !== null && home === group?.get(pair[1]) ? home : null,
            knockout: false,
          }),
        );
      });
    });
    return fixtures;
  }

  /**
   * Draws `byPower` (strongest first) into `count` groups, a pot of `count` at a time, keeping the
   * clubs of one league apart where the pots allow: each pot goes where it fits best, and of a few
   * draws the one with the fewest clubs beside one of their own league is kept (亚冠's three leagues
   * cannot fill four groups apart).
   */
  private drawGroups(count: number, byPower: readonly number[], rng: Rng): number[][] {
    const leagueOf = (club: number) => this.reference.team(club)?.leagueId;
    let best: { members: number[][]; clashes: number } | undefined;
    for (let draw = 0; draw < GROUP_DRAWS && best?.clashes !== 0; draw += 1) {
      const members: number[][] = Array.from({ length: count }, () => []);
      let clashes = 0;
      for (let pot = 0; pot * count < byPower.length; pot += 1) {
        const clubs = rng.shuffle(byPower.slice(pot * count, (pot + 1) * count));
        const fits = (club: number, g: number) => !(members[g] ?? []).some((other) => leagueOf(other) === leagueOf(club));
        const placed = potDraw(clubs, rng.shuffle(members.map((_, g) => g)), fits);
        clashes += clubs.filter((club, c) => !fits(club, placed[c] ?? 0)).length;
        clubs.forEach((club, c) => members[placed[c] ?? 0]?.push(club));
      }
      if (best === undefined || clashes < best.clashes) best = { members, clashes };
    }
    return best?.members ?? [];
  }

  private cupGroups(cup: GroupCupEntry, season: FeedSeason): SeasonFixture[] {
    const rng = Rng.for(this.seed, 'cup-draw', season.id);
    const byPower = [...this.reference.clubsOf(season.leagueId)].sort(
      (a, b) => this.reference.profile(b).power - this.reference.profile(a).power,
    );
    const members = this.drawGroups(cup.groups, byPower, rng);
    const groups = new Map(members.flatMap((clubs, g) => clubs.map((club) => [club, GROUPS[g] as string] as const)));
    this.groupsOf.set(season.id, groups);
    const start = this.startDay(season);
    // A matchday of two days plays the first half of the groups on the first.
    const groupsADay = cup.groups / cup.span;
    const fixtures: SeasonFixture[] = [];
    members.forEach((clubs, g) => {
      const group = GROUPS[g] as string;
      doubleRoundRobin(clubs).forEach((pairs, md) => {
        const day = cupDay(cup, start, cup.matchdays[md] ?? 0) + Math.floor(g / groupsADay);
        const perDay = groupsADay * pairs.length;
        pairs.forEach((pair, i) => {
          fixtures.push(
            this.fixture(season, day, [(g % groupsADay) * pairs.length + i, perDay], pair, {
              round: md + 1,
              roundName: `小组赛第${md + 1}轮`,
              group,
              knockout: false,
            }),
          );
        });
      });
    });
    return fixtures;
  }
}
