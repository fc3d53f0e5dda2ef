import {
  FootballState,
  MINUTE,
  SECOND,
  type FeedFootballSideStats,
  type FeedFootballStats,
  type FeedIncidentKind,
  type FeedInjectRequest,
  type FeedLineup,
  type FeedMatchChanges,
  type FeedMatchSnapshot,
  type FeedOddsMarket,
  type FeedPlayer,
  type FeedSide,
} from '@portal/contracts';
import { drawFate, other, PENALTY_KICK, playBeats, shootoutDecided, type Beat, type MatchEngine, type Script } from './engine';
import { footballLineup, NO_ONE, roleOf, type Role } from './lineups';
import type { EventSink } from './match-run';
import { MatchRun } from './match-run';
import {
  asianPrice,
  europePrice,
  FootballOutlook,
  lotteryPrice,
  overUnderPrice,
  type Lean,
} from './odds';
import { IN_PLAY_REQUOTE_CHANCE, LOTTERY_BOOKMAKER, QUOTING_BOOKMAKERS } from './bookmakers';
import { MARKETS_OPEN_BEFORE, PrematchMarket, QuoterViews, type OutlookShift, type PrematchSpread } from './prematch';
import { Rng } from './random';
import { expectedGoals } from './ratings';
import type { Reference, TeamProfile } from './reference';
import type { Fixture } from './schedule';

/** How far the views of a football match spread before kick-off, in goals of the home side's margin and of the total. */
const PREMATCH_SPREAD: PrematchSpread = {
  market: { margin: 0.15, total: 0.15 },
  step: { margin: 0.08, total: 0.08 },
  company: { margin: 0.06, total: 0.06 },
};
/** The fewest goals a view expects of a side. */
const LEAST_EXPECTED = 0.1;
/** Minutes a match is expected to last, stoppage included, for pricing what is left of it. */
const EXPECTED_LENGTH = 94;
const HALF_TIME = 15 * MINUTE;
const EXTRA_TIME_BREAK = 5 * MINUTE;
const EXTRA_TIME_HALF_TIME = 2 * MINUTE;

const SCORING_WEIGHT: Record<Role, number> = { GK: 0, DEF: 0.6, MID: 2, FWD: 6 };
const BOOKING_WEIGHT: Record<Role, number> = { GK: 0.2, DEF: 3, MID: 2.2, FWD: 1.4 };

interface Side {
  key: FeedSide;
  profile: TeamProfile;
  lineup: FeedLineup;
  onPitch: FeedPlayer[];
  bench: FeedPlayer[];
  booked: Set<number>;
  subsLeft: number;
  subMinutes: number[];
  stats: FeedFootballSideStats;
}

interface Market {
  bookmakerId: number;
  margin: number;
  twoWayMargin: number;
  lean: Lean;
  /** The company's own way of leaning, which its lean on a match keeps coming back to. */
  style: Lean;
}

/** What a drift keeps of a lean's distance from the company's style: a match's lean settles as the company looks again. */
const LEAN_KEEPS = 0.9;

/** A second leg's first-leg score for its snapshot: the goals it carries, null until the first leg is played. */
function firstLegOf(carried: readonly [number, number] | undefined): [number, number] | null {
  return carried === undefined ? null : [carried[0], carried[1]];
}

/** A football match: the model of its play, its statistics and its bookmakers' prices. */
export class FootballMatch implements MatchEngine {
  readonly run: MatchRun;
  private readonly rng: Rng;
  private readonly oddsRng: Rng;
  private home: Side;
  private away: Side;
  /** Each side's own stream, drawn when the match is made, so a side fielded again makes the same changes. */
  private readonly sideSeeds: Record<FeedSide, number>;
  private readonly seed: number;
  /** Goals each side is expected to score over 90 minutes. */
  private readonly expected: [number, number];
  private readonly books: Market[];
  /** How the companies' views move before kick-off; the sports lottery, when it sells the match, is the quoter after the companies. */
  private readonly prematch: PrematchMarket;
  /** The outlook of each quoter's view before kick-off (the lottery's, the consensus, after the companies'); forgotten at kick-off. */
  private readonly viewOutlooks = new QuoterViews((shift) => this.outlookOfView(shift));
  private possession: number;
  private outlookCache: { key: string; outlook: FootballOutlook } | undefined;
  private readonly possessionTarget: number;

  /**
   * `carried` answers the goals a tie's second leg carries from its first (its home side's first),
   * so that the aggregate, not the leg's score, sends it to extra time and penalties. `suspended`
   * answers the players a club may not field in it (sent off in its last match of the competition).
   */
  constructor(
    private readonly fixture: Fixture,
    reference: Reference,
    seed: number,
    sink: EventSink,
    private readonly carried: () => readonly [number, number] | undefined = () => [0, 0],
    private readonly suspended: (teamId: number) => ReadonlySet<number> = () => NO_ONE,
  ) {
    this.rng = Rng.for(seed, 'play', fixture.id);
    this.oddsRng = Rng.for(seed, 'odds', fixture.id);
    const homeProfile = reference.profile(fixture.homeTeamId);
    const awayProfile = reference.profile(fixture.awayTeamId);
    this.sideSeeds = { home: this.rng.int(0, 2 ** 31), away: this.rng.int(0, 2 ** 31) };
    this.home = this.side('home', homeProfile, seed, suspended(fixture.homeTeamId));
    this.away = this.side('away', awayProfile, seed, suspended(fixture.awayTeamId));
    this.seed = seed;
    const diff = homeProfile.power - awayProfile.power;
    this.expected = expectedGoals(fixture, homeProfile, awayProfile);
    this.possessionTarget = Math.min(68, Math.max(32, 50 + 30 * diff));
    this.possession = this.possessionTarget;
    this.books = QUOTING_BOOKMAKERS.map((book) => ({
      bookmakerId: book.id,
      margin: book.europeMargin,
      twoWayMargin: book.twoWayMargin,
      lean: {
        europe: [
          book.homeLean * Math.exp(this.oddsRng.normal(0, 0.04)),
          Math.exp(this.oddsRng.normal(0, 0.04)),
          Math.exp(this.oddsRng.normal(0, 0.04)),
        ],
        handicap: (book.homeLean - 1) / 10 + this.oddsRng.normal(0, 0.015),
        total: this.oddsRng.normal(0, 0.015),
      },
      style: { europe: [book.homeLean, 1, 1], handicap: (book.homeLean - 1) / 10, total: 0 },
    }));
    const openedAt = fixture.kickoffAt - MARKETS_OPEN_BEFORE;
    const lottery = fixture.lottery.some((entry) => entry.code === 'jczq') ? [1] : [];
    this.prematch = new PrematchMarket(
      Rng.for(seed, 'prematch', fixture.id),
      openedAt,
      fixture.kickoffAt,
      [...this.books.map(() => 3), ...lottery],
      PREMATCH_SPREAD,
    );
    const snapshot: FeedMatchSnapshot = {
      id: fixture.id,
      sport: 'football',
      leagueId: fixture.leagueId,
      seasonId: fixture.seasonId,
      homeTeamId: fixture.homeTeamId,
      awayTeamId: fixture.awayTeamId,
      kickoffAt: fixture.kickoffAt,
      state: FootballState.NOT_STARTED,
      phaseStartedAt: null,
      clockBaseMinute: 0,
      periodMinutes: fixture.periodMinutes,
      knockout: fixture.knockout,
      ...(fixture.firstLeg === undefined ? {} : { firstLeg: firstLegOf(carried()) }),
      homeScore: 0,
      awayScore: 0,
      halfScore: null,
      quarterScores: [],
      penaltyScore: null,
      homeRed: 0,
      awayRed: 0,
      homeYellow: 0,
      awayYellow: 0,
      homeCorner: 0,
      awayCorner: 0,
      incidents: [],
      stats: this.statsCopy(),
      odds: [],
      lottery: fixture.lottery,
      lineups: { home: this.home.lineup, away: this.away.lineup },
      version: 0,
      updatedAt: openedAt,
    };
    this.run = new MatchRun(snapshot, sink);
    snapshot.odds = this.openingMarkets(openedAt);
  }

  *script(): Script {
    const rng = this.rng;
    const fate = drawFate(rng);
    const kickoffAt = this.fixture.kickoffAt + rng.int(0, 90) * SECOND;
    const announcedAt = this.fixture.kickoffAt - rng.int(20, 150) * MINUTE;
    const stoppage = [rng.int(1, 4), rng.int(2, 7)] as const;
    const trouble = { half: rng.int(1, 2), minute: rng.int(6, 38), length: rng.int(1, 3), pause: rng.int(8, 35) };

    const announced =
      fate === 'postponed' ? FootballState.POSTPONED
      : fate === 'cancelled' ? FootballState.CANCELLED
      : fate === 'undetermined' ? FootballState.TO_BE_DETERMINED
      : undefined;
    yield* this.prematchMoves(announced === undefined ? kickoffAt : announcedAt);
    this.viewOutlooks.clear();
    if (announced !== undefined) {
      yield announcedAt;
      this.run.change({ state: announced });
      return;
    }

    yield kickoffAt;
    this.fieldTheBanned();
    this.run.change({ state: FootballState.FIRST_HALF, phaseStartedAt: this.run.now, clockBaseMinute: 0 });
    const troubleIn = (half: number) => (trouble.half === half ? { fate, ...trouble } : undefined);
    if (!(yield* this.period(FootballState.FIRST_HALF, 0, 45 + stoppage[0], troubleIn(1)))) return;
    this.run.change({
      state: FootballState.HALF_TIME,
      phaseStartedAt: null,
      clockBaseMinute: 45,
      halfScore: [this.run.snapshot.homeScore, this.run.snapshot.awayScore],
      stats: this.statsCopy(),
    });
    yield this.run.now + HALF_TIME;
    this.run.change({ state: FootballState.SECOND_HALF, phaseStartedAt: this.run.now, clockBaseMinute: 45 });
    if (!(yield* this.period(FootballState.SECOND_HALF, 45, 45 + stoppage[1], troubleIn(2)))) return;

    let clock = 90;
    const [carriedHome, carriedAway] = this.carried() ?? [0, 0];
    const level = () => this.run.snapshot.homeScore + carriedHome === this.run.snapshot.awayScore + carriedAway;
    if (this.fixture.knockout && level()) {
      this.run.change({ state: FootballState.EXTRA_TIME, phaseStartedAt: null, clockBaseMinute: 90, stats: this.statsCopy() });
      yield this.run.now + EXTRA_TIME_BREAK;
      this.run.change({ phaseStartedAt: this.run.now, clockBaseMinute: 90 });
      if (!(yield* this.period(FootballState.EXTRA_TIME, 90, 15 + rng.int(0, 2), undefined))) return;
      this.run.change({ phaseStartedAt: null, clockBaseMinute: 105 });
      yield this.run.now + EXTRA_TIME_HALF_TIME;
      this.run.change({ phaseStartedAt: this.run.now, clockBaseMinute: 105 });
      if (!(yield* this.period(FootballState.EXTRA_TIME, 105, 15 + rng.int(0, 3), undefined))) return;
      clock = 120;
      if (level()) yield* this.shootout();
    }
    this.run.change({ state: FootballState.FULL_TIME, phaseStartedAt: null, clockBaseMinute: clock, stats: this.statsCopy() });
  }

  requoteAtStart(now: number): void {
    const state = this.run.snapshot.state;
    if (state !== FootballState.FIRST_HALF && state !== FootballState.HALF_TIME && state !== FootballState.SECOND_HALF) return;
    this.run.now = Math.max(this.run.now, now);
    const outlook = this.outlook();
    for (const book of this.books) {
      for (let market = 0; market < 3; market += 1) {
        const quoted = this.price(book, market, outlook, this.run.now);
        if (quoted !== undefined) this.run.quote(quoted);
      }
    }
  }

  inject(kind: FeedInjectRequest['kind'], team: FeedSide): boolean {
    const state = this.run.snapshot.state;
    const inPlay =
      state === FootballState.FIRST_HALF ||
      state === FootballState.HALF_TIME ||
      state === FootballState.SECOND_HALF ||
      state === FootballState.EXTRA_TIME;
    if (!inPlay) return false;
    const side = this.sideOf(team);
    if (kind === 'goal') this.goal(side, 'goal');
    else if (kind === 'corner') this.corner(side);
    else this.card(side, kind);
    // A goal or a sending-off made to happen moves every bookmaker at once.
    if (kind === 'goal' || kind === 'red') this.books.forEach((_, book) => [0, 1, 2].forEach((market) => this.requote(book, market)));
    return true;
  }

  /** The companies' price moves between the opening and `until`: made whether or not anyone hears them, as the closing prices (终盘) come of them. */
  private *prematchMoves(until: number): Script {
    for (const move of this.prematch.moves) {
      if (move.at >= until) return;
      yield move.at;
      const bookmaker = this.books[move.quoter];
      if (bookmaker === undefined) {
        this.requoteLottery();
        continue;
      }
      this.drift(move.quoter, move.market);
      const quoted = this.price(bookmaker, move.market, this.viewOutlooks.of(move.quoter, this.prematch.view(move.quoter, this.run.now)), this.run.now);
      if (quoted !== undefined) this.run.quote(quoted);
    }
  }

  /**
   * Plays minutes `base` to `base + length` of the running phase `state`, then waits for its end.
   * False when the match was abandoned in it.
   */
  private *period(
    state: number,
    base: number,
    length: number,
    trouble: { fate: string; minute: number; length: number; pause: number } | undefined,
  ): Generator<number, boolean, void> {
    let phaseAt = this.run.now;
    let phaseBase = base;
    const end = base + length;
    for (let minute = base; minute < end; minute += 1) {
      if (trouble !== undefined && minute === base + trouble.minute) {
        if (trouble.fate === 'interrupted' || trouble.fate === 'abandoned') {
          yield phaseAt + (minute - phaseBase) * MINUTE + this.rng.int(5, 50) * SECOND;
          this.run.change({ state: FootballState.INTERRUPTED, phaseStartedAt: null, clockBaseMinute: minute });
          yield this.run.now + trouble.pause * MINUTE;
          if (trouble.fate === 'abandoned') {
            this.run.change({ state: FootballState.ABANDONED, stats: this.statsCopy() });
            return false;
          }
          this.run.change({ state, phaseStartedAt: this.run.now, clockBaseMinute: minute });
          phaseAt = this.run.now;
          phaseBase = minute;
        }
      }
      const start = phaseAt + (minute - phaseBase) * MINUTE;
      const beats = this.minuteBeats(state, minute, base);
      if (trouble?.fate === 'abnormal') {
        // A data error: the vendor reports an abnormal state for a while, then corrects itself.
        if (minute === base + trouble.minute) beats.push({ offset: 20 * SECOND, act: () => this.run.change({ state: FootballState.ABNORMAL }) });
        if (minute === base + trouble.minute + trouble.length) beats.push({ offset: 10 * SECOND, act: () => this.run.change({ state }) });
      }
      yield* playBeats(start, beats);
    }
    yield phaseAt + (end - phaseBase) * MINUTE;
    return true;
  }

  private minuteBeats(state: number, minute: number, base: number): Beat[] {
    const rng = this.rng;
    const beats: Beat[] = [];
    const at = () => rng.int(0, 57) * SECOND;
    const late = minute >= 75 ? 1.15 : 1;
    const extra = state === FootballState.EXTRA_TIME ? 0.85 : 1;
    for (const side of [this.home, this.away]) {
      const opponent = this.sideOf(other(side.key));
      const attackShare = (side.key === 'home' ? this.possession : 100 - this.possession) / 50;
      const redFactor = 0.75 ** this.reds(side.key) * 1.15 ** this.reds(opponent.key);
      // 0.9: the minutes of stoppage time and the busier last quarter-hour would otherwise add a tenth.
      const perMinute = ((0.9 * this.expected[side.key === 'home' ? 0 : 1]) / 90) * redFactor * late * extra;
      if (rng.chance(perMinute)) {
        const roll = rng.next();
        const kind: FeedIncidentKind = roll < 0.09 ? 'penalty' : roll < 0.12 ? 'own_goal' : 'goal';
        const offset = at();
        beats.push({ offset, act: () => this.goal(side, kind) });
        this.scheduleRequotes(beats, offset);
      }
      if (rng.chance(0.0015)) beats.push({ offset: at(), act: () => this.penaltyMissed(side) });
      if (rng.chance((5 * attackShare) / 90)) beats.push({ offset: at(), act: () => this.corner(side) });
      if (rng.chance((1.9 / 90) * (base >= 45 ? 1.25 : 0.8))) beats.push({ offset: at(), act: () => this.card(side, 'yellow') });
      if (rng.chance(0.03 / 90)) {
        const offset = at();
        beats.push({ offset, act: () => this.card(side, 'red') });
        this.scheduleRequotes(beats, offset);
      }
      if (side.subMinutes.includes(minute)) beats.push({ offset: at(), act: () => this.substitution(side) });
    }
    beats.push({ offset: 58 * SECOND, act: () => this.tally(minute % 3 === 2) });
    if ((state === FootballState.FIRST_HALF || state === FootballState.SECOND_HALF) && !this.run.quiet) {
      this.books.forEach((_, book) => {
        for (let market = 0; market < 3; market += 1) {
          if (this.oddsRng.chance(IN_PLAY_REQUOTE_CHANCE)) beats.push({ offset: this.oddsRng.int(0, 57) * SECOND, act: () => this.requote(book, market) });
        }
      });
    }
    return beats;
  }

  /** After a goal or a red card every bookmaker moves within half a minute. */
  private scheduleRequotes(beats: Beat[], after: number): void {
    this.books.forEach((_, book) => {
      const offset = Math.min(59 * SECOND, after + this.oddsRng.int(5, 30) * SECOND);
      beats.push({ offset, act: () => [0, 1, 2].forEach((market) => this.requote(book, market)) });
    });
  }

  private *shootout(): Script {
    const rng = this.rng;
    this.run.change({ state: FootballState.PENALTIES, phaseStartedAt: null, clockBaseMinute: 120, penaltyScore: [0, 0] });
    yield this.run.now + 3 * MINUTE;
    const score: [number, number] = [0, 0];
    const taken: [number, number] = [0, 0];
    while (!shootoutDecided(score, taken)) {
      for (const side of [0, 1] as const) {
        yield this.run.now + rng.int(35, 60) * SECOND;
        taken[side] += 1;
        if (rng.chance(PENALTY_KICK)) score[side] += 1;
        this.run.change({ penaltyScore: [score[0], score[1]] });
        if (shootoutDecided(score, taken)) break;
      }
    }
    yield this.run.now + MINUTE;
  }

  private side(key: FeedSide, profile: TeamProfile, seed: number, suspended: ReadonlySet<number>): Side {
    const { lineup, onPitch, bench } = footballLineup(seed, this.fixture.id, profile, suspended);
    const rng = Rng.for(this.sideSeeds[key], key);
    const subsLeft = rng.int(3, 5);
    const subMinutes = Array.from({ length: subsLeft }, () => (rng.chance(0.15) ? 45 : rng.int(55, 88)));
    return {
      key,
      profile,
      lineup,
      onPitch,
      bench,
      booked: new Set(),
      subsLeft,
      subMinutes,
      stats: { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, attacks: 0, dangerousAttacks: 0 },
    };
  }

  /**
   * Before kick-off (when a club's previous match ends, and at kick-off), leaves out whoever a ban
   * now keeps out: that match may have ended after this one was made. A side that changes is
   * fielded again, with the same stream, and the change is told.
   */
  fieldTheBanned(): void {
    if (this.run.snapshot.state !== FootballState.NOT_STARTED) return;
    const banned = (side: Side) => this.suspended(side.profile.team.id);
    const stale = (side: Side) => [...banned(side)].some((id) => [...side.lineup.starters, ...side.lineup.substitutes].some((p) => p.playerId === id));
    if (!stale(this.home) && !stale(this.away)) return;
    this.home = this.side('home', this.home.profile, this.seed, banned(this.home));
    this.away = this.side('away', this.away.profile, this.seed, banned(this.away));
    this.run.change({ lineups: { home: this.home.lineup, away: this.away.lineup } });
  }

  private sideOf(key: FeedSide): Side {
    return key === 'home' ? this.home : this.away;
  }

  private reds(key: FeedSide): number {
    return key === 'home' ? this.run.snapshot.homeRed : this.run.snapshot.awayRed;
  }

  private minute(): number {
    const { phaseStartedAt, clockBaseMinute } = this.run.snapshot;
    if (phaseStartedAt === null) return clockBaseMinute;
    return clockBaseMinute + Math.floor((this.run.now - phaseStartedAt) / MINUTE) + 1;
  }

  private pickPlayer(players: readonly FeedPlayer[], weights: Record<Role, number>): FeedPlayer | undefined {
    return this.rng.weighted(players, (p) => weights[roleOf(p.position)]);
  }

  private goal(side: Side, kind: FeedIncidentKind): void {
    const snapshot = this.run.snapshot;
    const scorer =
      kind === 'own_goal'
        ? this.pickPlayer(this.sideOf(other(side.key)).onPitch, { GK: 0.2, DEF: 3, MID: 1, FWD: 0.3 })
        : this.pickPlayer(side.onPitch, kind === 'penalty' ? { GK: 0, DEF: 0.2, MID: 1, FWD: 3 } : SCORING_WEIGHT);
    if (kind !== 'own_goal') {
      side.stats.shots += 1;
      side.stats.shotsOnTarget += 1;
    }
    const score: [number, number] =
      side.key === 'home' ? [snapshot.homeScore + 1, snapshot.awayScore] : [snapshot.homeScore, snapshot.awayScore + 1];
    this.run.incident({ kind, minute: this.minute(), team: side.key, playerId: scorer?.id, score });
    this.run.change({ ...(side.key === 'home' ? { homeScore: score[0] } : { awayScore: score[1] }), stats: this.statsCopy() });
  }

  private penaltyMissed(side: Side): void {
    const taker = this.pickPlayer(side.onPitch, { GK: 0, DEF: 0.2, MID: 1, FWD: 3 });
    side.stats.shots += 1;
    this.run.incident({ kind: 'penalty_missed', minute: this.minute(), team: side.key, playerId: taker?.id });
  }

  private corner(side: Side): void {
    side.stats.corners += 1;
    this.run.incident({ kind: 'corner', minute: this.minute(), team: side.key });
    const corners: FeedMatchChanges =
      side.key === 'home' ? { homeCorner: this.run.snapshot.homeCorner + 1 } : { awayCorner: this.run.snapshot.awayCorner + 1 };
    this.run.change({ ...corners, stats: this.statsCopy() });
  }

  private card(side: Side, kind: 'yellow' | 'red'): void {
    let player = this.pickPlayer(side.onPitch, BOOKING_WEIGHT);
    if (player === undefined) return;
    if (kind === 'yellow' && side.booked.has(player.id) && this.rng.chance(0.8)) {
      player = this.pickPlayer(side.onPitch.filter((p) => !side.booked.has(p.id)), BOOKING_WEIGHT) ?? player;
    }
    const sentOff = kind === 'red' || side.booked.has(player.id);
    const snapshot = this.run.snapshot;
    const home = side.key === 'home';
    if (!sentOff) {
      side.booked.add(player.id);
      this.run.incident({ kind: 'yellow', minute: this.minute(), team: side.key, playerId: player.id });
      this.run.change(home ? { homeYellow: snapshot.homeYellow + 1 } : { awayYellow: snapshot.awayYellow + 1 });
      return;
    }
    const id = player.id;
    side.onPitch = side.onPitch.filter((p) => p.id !== id);
    this.run.incident({ kind: kind === 'red' ? 'red' : 'second_yellow', minute: this.minute(), team: side.key, playerId: id });
    this.run.change(home ? { homeRed: snapshot.homeRed + 1 } : { awayRed: snapshot.awayRed + 1 });
  }

  /**
   * A change: a starter off (a forward or midfielder more often than a defender, never the keeper),
   * and on from the bench one of his role more often than another. Whoever came on stays on.
   */
  private substitution(side: Side): void {
    if (side.subsLeft === 0) return;
    const starters = new Set(side.lineup.starters.map((p) => p.playerId));
    const off = this.rng.weighted(side.onPitch, (p) =>
      !starters.has(p.id) || roleOf(p.position) === 'GK' ? 0
      : roleOf(p.position) === 'DEF' ? 1
      : 2,
    );
    const role = off === undefined ? undefined : roleOf(off.position);
    const on = this.rng.weighted(side.bench, (p) => (roleOf(p.position) === 'GK' ? 0 : roleOf(p.position) === role ? 3 : 1));
    if (off === undefined || on === undefined) return;
    side.onPitch = side.onPitch.map((p) => (p.id === off.id ? on : p));
    side.bench = side.bench.filter((p) => p.id !== on.id);
    side.subsLeft -= 1;
    this.run.incident({ kind: 'substitution', minute: this.minute(), team: side.key, playerId: off.id, playerInId: on.id });
  }

  /** A minute of play in the statistics; published every few minutes. */
  private tally(publish: boolean): void {
    const rng = this.rng;
    this.possession += 0.2 * (this.possessionTarget - this.possession) + rng.normal(0, 2);
    this.possession = Math.min(75, Math.max(25, this.possession));
    for (const side of [this.home, this.away]) {
      const share = (side.key === 'home' ? this.possession : 100 - this.possession) / 50;
      side.stats.attacks += rng.poisson(0.95 * share);
      side.stats.dangerousAttacks += rng.poisson(0.5 * share);
      if (rng.chance(0.1 * share)) {
        side.stats.shots += 1;
        if (rng.chance(0.33)) side.stats.shotsOnTarget += 1;
      }
    }
    if (publish && !this.run.quiet) this.run.change({ stats: this.statsCopy() });
  }

  private statsCopy(): FeedFootballStats {
    const home = Math.round(this.possession);
    return {
      sport: 'football',
      home: { ...this.home.stats, possession: home },
      away: { ...this.away.stats, possession: 100 - home },
    };
  }

  private outlook(): FootballOutlook {
    const snapshot = this.run.snapshot;
    const key = `${snapshot.state}|${this.minute()}|${snapshot.homeScore}|${snapshot.awayScore}|${snapshot.homeRed}|${snapshot.awayRed}`;
    if (this.outlookCache?.key !== key) this.outlookCache = { key, outlook: this.freshOutlook() };
    return this.outlookCache.outlook;
  }

  private freshOutlook(): FootballOutlook {
    const snapshot = this.run.snapshot;
    let remaining = 1;
    if (snapshot.state !== FootballState.NOT_STARTED) {
      const elapsed =
        snapshot.phaseStartedAt === null
          ? snapshot.clockBaseMinute
          : snapshot.clockBaseMinute + (this.run.now - snapshot.phaseStartedAt) / MINUTE;
      remaining = Math.max(0.5, EXPECTED_LENGTH - elapsed) / EXPECTED_LENGTH;
    }
    const homeFactor = 0.75 ** snapshot.homeRed * 1.15 ** snapshot.awayRed;
    const awayFactor = 0.75 ** snapshot.awayRed * 1.15 ** snapshot.homeRed;
    return new FootballOutlook(
      this.expected[0] * remaining * homeFactor,
      this.expected[1] * remaining * awayFactor,
      snapshot.homeScore,
      snapshot.awayScore,
    );
  }

  /** The outlook before kick-off of a view shifted from the fair one by `shift`. */
  private outlookOfView(shift: OutlookShift): FootballOutlook {
    const [home, away] = this.expected;
    return new FootballOutlook(
      Math.max(LEAST_EXPECTED, home + (shift.total + shift.margin) / 2),
      Math.max(LEAST_EXPECTED, away + (shift.total - shift.margin) / 2),
      0,
      0,
    );
  }

  /** The outlook of the lottery's view: the consensus. */
  private consensusOutlook(at: number): FootballOutlook {
    return this.viewOutlooks.of(this.books.length, this.prematch.consensus(at));
  }

  private openingMarkets(at: number): FeedOddsMarket[] {
    const markets: FeedOddsMarket[] = [];
    this.books.forEach((book, index) => {
      const outlook = this.viewOutlooks.of(index, this.prematch.view(index, at));
      for (let market = 0; market < 3; market += 1) {
        const quoted = this.price(book, market, outlook, at);
        if (quoted !== undefined) markets.push(quoted);
      }
    });
    const jczq = this.fixture.lottery.some((entry) => entry.code === 'jczq');
    if (jczq) {
      const price = lotteryPrice(this.consensusOutlook(at));
      markets.push({
        market: 'lottery',
        playType: 4,
        bookmakerId: LOTTERY_BOOKMAKER,
        single: this.fixture.lotterySingle,
        initial: price,
        live: price,
        changedAt: at,
      });
    }
    return markets;
  }

  /** Bookmaker `book` looks at market 0 (1X2), 1 (Asian handicap) or 2 (over/under) again, in play. */
  private requote(book: number, market: number): void {
    const state = this.run.snapshot.state;
    const bookmaker = this.books[book];
    if (bookmaker === undefined || (state !== FootballState.FIRST_HALF && state !== FootballState.SECOND_HALF)) return;
    this.drift(book, market);
    const quoted = this.price(bookmaker, market, this.outlook(), this.run.now);
    if (quoted !== undefined) this.run.quote(quoted);
  }

  /** A bookmaker's lean on market `market` wanders a little about its style, nearer it than it opened: its prices move with it. */
  private drift(book: number, market: number): void {
    const bookmaker = this.books[book];
    if (bookmaker === undefined) return;
    const { lean, style } = bookmaker;
    const [home, draw, away] = lean.europe;
    bookmaker.lean =
      market === 0 ? { ...lean, europe: [this.driftFactor(home, style.europe[0]), draw, this.driftFactor(away, style.europe[2])] }
      : market === 1 ? { ...lean, handicap: this.driftShift(lean.handicap, style.handicap) }
      : { ...lean, total: this.driftShift(lean.total, style.total) };
  }

  private driftFactor(value: number, style: number): number {
    const kept = style + LEAN_KEEPS * (value - style);
    return Math.min(1.1, Math.max(0.9, kept * Math.exp(this.oddsRng.normal(0, 0.01))));
  }

  private driftShift(value: number, style: number): number {
    const kept = style + LEAN_KEEPS * (value - style);
    return Math.min(0.04, Math.max(-0.04, kept + this.oddsRng.normal(0, 0.004)));
  }

  private requoteLottery(): void {
    const current = this.run.snapshot.odds.find((m) => m.market === 'lottery');
    if (current === undefined || current.market !== 'lottery') return;
    const price = lotteryPrice(this.consensusOutlook(this.run.now), current.initial.handicap);
    const nudge = (n: number) => Math.round(Math.max(1.01, n * Math.exp(this.oddsRng.normal(0, 0.015))) * 100) / 100;
    this.run.quote({
      ...current,
      live: { ...price, home: nudge(price.home), away: nudge(price.away) },
      changedAt: this.run.now,
    });
  }

  private price(book: Market, market: number, outlook: FootballOutlook, at: number): FeedOddsMarket | undefined {
    const existing = this.run.snapshot.odds.find(
      (m) => m.bookmakerId === book.bookmakerId && m.market === (['europe', 'asian', 'overUnder'] as const)[market],
    );
    if (market === 0) {
      const live = europePrice(outlook, book.margin, book.lean.europe);
      const initial = existing?.market === 'europe' ? existing.initial : live;
      return { market: 'europe', playType: 1, bookmakerId: book.bookmakerId, initial, live, changedAt: at };
    }
    if (market === 1) {
      const live = asianPrice(outlook, book.twoWayMargin, book.lean.handicap);
      const initial = existing?.market === 'asian' ? existing.initial : live;
      return { market: 'asian', playType: 2, bookmakerId: book.bookmakerId, initial, live, changedAt: at };
    }
    if (market === 2) {
      const live = overUnderPrice(outlook, book.twoWayMargin, book.lean.total);
      const initial = existing?.market === 'overUnder' ? existing.initial : live;
      return { market: 'overUnder', playType: 3, bookmakerId: book.bookmakerId, initial, live, changedAt: at };
    }
    return undefined;
  }
}
