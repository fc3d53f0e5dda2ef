import {
  BasketballState,
  MINUTE,
  SECOND,
  type FeedBasketballStats,
  type FeedInjectRequest,
  type FeedMatchSnapshot,
  type FeedOddsMarket,
  type FeedPlayer,
  type FeedScorePair,
  type FeedSide,
} from '@portal/contracts';
import { sideStats, type Line } from './box-score';
import { drawFate, other, type MatchEngine, type Script } from './engine';
import { MatchRun, type EventSink } from './match-run';
import { QUOTING_BOOKMAKERS } from './bookmakers';
import { basketballLineup } from './lineups';
import { moneylinePrice, pointsHandicapPrice, pointsTotalPrice } from './odds';
import { MARKETS_OPEN_BEFORE, PrematchMarket, type PrematchSpread } from './prematch';
import { Rng } from './random';
import { expectedGamePoints, expectedPointsMargin, MARGIN_SD, TOTAL_SD } from './ratings';
import type { Reference, TeamProfile } from './reference';
import type { Fixture } from './schedule';

/**
 * How far the views of a game spread before tip-off, in points of the home side's margin and of the
 * total: a step and two own errors come to less than a point on the margin, so no two companies'
 * handicap lines are more than a point apart.
 */
const PREMATCH_SPREAD: PrematchSpread = {
  market: { margin: 1, total: 2 },
  step: { margin: 0.4, total: 0.8 },
  company: { margin: 0.25, total: 0.4 },
};
const QUARTER_BREAK = 2 * MINUTE;
const HALF_TIME = 15 * MINUTE;
const OVERTIME_MINUTES = 5;
/**
 * Chance per minute of play that the companies quote a game again, all at once as the vendor relays
 * a round of in-play prices: so their lines stay together, and follow the score about every four
 * minutes, within a quarter; a football book moves far less often, its prices changing little
 * without a goal.
 */
const IN_PLAY_ROUND_CHANCE = 0.25;
/** What a drift keeps of a lean's distance from the company's style: a game's lean settles as the company looks again. */
const LEAN_KEEPS = 0.9;
/** The markets of a game by index: the points handicap, the total points and the moneyline. */
const MARKETS = [0, 1, 2] as const;
// How a possession ends: a turnover, two free throws, or a shot; and how often shots go in.
const TURNOVER = 0.12;
const FOUL_SHOTS = 0.11;
const SHOTS = 1 - TURNOVER - FOUL_SHOTS;
const FREE_THROW = 0.77;
const TWO = 0.53;
const THREE = 0.36;
/**
 * How long the clock stands, in seconds of source time, when play stops: for free throws, for a
 * time-out, and for a ball dead otherwise (out of bounds, a foul, a violation). About a minute of
 * stoppages to a minute of play, so a game of four 12-minute quarters takes about two hours, one of
 * 10-minute quarters an hour and forty minutes, as they do.
 */
const STOPPED_FOR = { freeThrows: [25, 45], timeout: [75, 120], deadBall: [10, 30], madeLate: [8, 20] } as const;
/** The last minutes of the fourth quarter and of an overtime, in which the clock stops after every made basket, as the rules have it. */
const LATE_MINUTES = 2;
/** Chance that a possession that did not stop play otherwise ends with the ball dead. */
const DEAD_BALL = 0.4;

/** How a possession ended, as far as the clock is concerned: `scored` is a made basket with play otherwise running. */
type Ending = 'live' | 'scored' | 'dead' | 'freeThrows';

/** Something the game does at an offset into a minute of its clock; answers how long the clock then stands, if it stops. */
interface Play {
  offset: number;
  act: () => number | undefined;
}

const RUNNING: ReadonlySet<number> = new Set([
  BasketballState.Q1,
  BasketballState.Q2,
  BasketballState.Q3,
  BasketballState.Q4,
  BasketballState.OVERTIME,
]);
// Markets stay open through the breaks between quarters and close at the end or on any trouble.
const QUOTED: ReadonlySet<number> = new Set([
  BasketballState.NOT_STARTED,
  ...RUNNING,
  BasketballState.Q1_ENDED,
  BasketballState.Q2_ENDED,
  BasketballState.Q3_ENDED,
]);

const QUARTER_STATES = [BasketballState.Q1, BasketballState.Q2, BasketballState.Q3, BasketballState.Q4] as const;

interface Side {
  key: FeedSide;
  profile: TeamProfile;
  lines: Map<number, Line>;
  onCourt: FeedPlayer[];
}

interface Book {
  bookmakerId: number;
  /** Margin on the handicap and the total. */
  margin: number;
  /** Margin on the moneyline. */
  moneylineMargin: number;
  /** Added to the home side's probability on the handicap and the moneyline. */
  handicapLean: number;
  /** The company's own lean on the home side, which its lean on a game keeps coming back to; on the total it is none. */
  handicapStyle: number;
  totalLean: number;
}

/** A basketball game: possessions, box scores and points markets. */
export class BasketballMatch implements MatchEngine {
  readonly run: MatchRun;
  private readonly rng: Rng;
  private readonly oddsRng: Rng;
  /** Draws the clock's stoppages apart from the play, so they move when things happen and not what happens. */
  private readonly clockRng: Rng;
  private readonly home: Side;
  private readonly away: Side;
  private readonly pointsPerGame: number;
  /** Home minus away over a whole game. */
  private readonly expectedMargin: number;
  private readonly possessionsPerMinute: number;
  private readonly threeRate: number;
  private readonly books: Book[];
  /** How the companies' views move before tip-off. */
  private readonly prematch: PrematchMarket;

  constructor(
    private readonly fixture: Fixture,
    reference: Reference,
    seed: number,
    sink: EventSink,
  ) {
    this.rng = Rng.for(seed, 'play', fixture.id);
    this.oddsRng = Rng.for(seed, 'odds', fixture.id);
    this.clockRng = Rng.for(seed, 'clock', fixture.id);
    this.home = this.side('home', reference.profile(fixture.homeTeamId));
    this.away = this.side('away', reference.profile(fixture.awayTeamId));
    this.pointsPerGame = expectedGamePoints(fixture.leagueId, this.home.profile, this.away.profile);
    this.expectedMargin = expectedPointsMargin(fixture, this.home.profile, this.away.profile);
    this.threeRate = fixture.periodMinutes === 12 ? 0.4 : 0.36;
    // Points a possession yields on average under the outcome rates of possession().
    const pointsPerPossession =
      FOUL_SHOTS * 2 * FREE_THROW + SHOTS * (this.threeRate * 3 * THREE + (1 - this.threeRate) * 2 * TWO);
    this.possessionsPerMinute = this.pointsPerGame / 2 / pointsPerPossession / (4 * fixture.periodMinutes);
    this.books = QUOTING_BOOKMAKERS.map((book) => ({
      bookmakerId: book.id,
      margin: book.twoWayMargin,
      moneylineMargin: book.europeMargin,
      handicapLean: (book.homeLean - 1) / 10 + this.oddsRng.normal(0, 0.015),
      handicapStyle: (book.homeLean - 1) / 10,
      totalLean: this.oddsRng.normal(0, 0.015),
    }));
    const openedAt = fixture.kickoffAt - MARKETS_OPEN_BEFORE;
    this.prematch = new PrematchMarket(Rng.for(seed, 'prematch', fixture.id), openedAt, fixture.kickoffAt, this.books.map(() => MARKETS.length), PREMATCH_SPREAD);
    const snapshot: FeedMatchSnapshot = {
      id: fixture.id,
      sport: 'basketball',
      leagueId: fixture.leagueId,
      seasonId: fixture.seasonId,
      homeTeamId: fixture.homeTeamId,
      awayTeamId: fixture.awayTeamId,
      kickoffAt: fixture.kickoffAt,
      state: BasketballState.NOT_STARTED,
      phaseStartedAt: null,
      clockBaseMinute: 0,
      periodMinutes: fixture.periodMinutes,
      knockout: false,
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
      lineups: { home: basketballLineup(seed, this.home.profile), away: basketballLineup(seed, this.away.profile) },
      version: 0,
      updatedAt: openedAt,
    };
    this.run = new MatchRun(snapshot, sink);
    snapshot.odds = this.books.flatMap((book) => MARKETS.map((market) => this.price(book, market, openedAt)));
  }

  *script(): Script {
    const rng = this.rng;
    const fate = drawFate(rng);
    const tipAt = this.fixture.kickoffAt + rng.int(0, 180) * SECOND;
    const announcedAt = this.fixture.kickoffAt - rng.int(20, 150) * MINUTE;
    const trouble = { period: rng.int(1, 4), minute: rng.int(1, this.fixture.periodMinutes - 5), length: rng.int(1, 2), pause: rng.int(8, 30) };
    const announced =
      fate === 'postponed' ? BasketballState.POSTPONED
      : fate === 'cancelled' ? BasketballState.CANCELLED
      : fate === 'undetermined' ? BasketballState.TO_BE_DETERMINED
      : undefined;

    // The companies' moves before tip-off, made whether or not anyone hears them, as the closing prices (终盘) come of them.
    for (const move of this.prematch.moves) {
      if (move.at >= (announced === undefined ? tipAt : announcedAt)) break;
      yield move.at;
      this.requote(move.quoter, move.market);
    }
    if (announced !== undefined) {
      yield announcedAt;
      this.run.change({ state: announced });
      return;
    }
    yield tipAt;

    const length = this.fixture.periodMinutes;
    for (let period = 1; period <= 4; period += 1) {
      const state = QUARTER_STATES[period - 1] ?? BasketballState.Q4;
      this.startPeriod(state, period === 1 || period === 3);
      const troubleHere = trouble.period === period ? { fate, ...trouble } : undefined;
      if (!(yield* this.period(state, period, length, troubleHere))) return;
      if (period < 4) {
        const { homeScore, awayScore } = this.run.snapshot;
        this.run.change({
          state: state + 1,
          phaseStartedAt: null,
          clockBaseMinute: length,
          ...(period === 2 ? { halfScore: [homeScore, awayScore] as FeedScorePair } : {}),
          stats: this.statsCopy(),
        });
        this.requoteAll();
        yield this.run.now + (period === 2 ? HALF_TIME : QUARTER_BREAK);
      }
    }
    let period = 5;
    let lastLength = length;
    while (this.run.snapshot.homeScore === this.run.snapshot.awayScore) {
      const entering = this.run.snapshot.state === BasketballState.OVERTIME ? {} : { state: BasketballState.OVERTIME };
      this.run.change({ ...entering, phaseStartedAt: null, clockBaseMinute: 0, stats: this.statsCopy() });
      yield this.run.now + QUARTER_BREAK;
      this.startPeriod(BasketballState.OVERTIME, false);
      if (!(yield* this.period(BasketballState.OVERTIME, period, OVERTIME_MINUTES, undefined))) return;
      lastLength = OVERTIME_MINUTES;
      period += 1;
    }
    this.run.change({ state: BasketballState.FULL_TIME, phaseStartedAt: null, clockBaseMinute: lastLength, stats: this.statsCopy() });
  }

  requoteAtStart(now: number): void {
    const state = this.run.snapshot.state;
    if (state === BasketballState.NOT_STARTED || !QUOTED.has(state)) return;
    this.run.now = Math.max(this.run.now, now);
    for (const book of this.books) for (const market of MARKETS) this.run.quote(this.price(book, market, this.run.now));
  }

  inject(kind: FeedInjectRequest['kind'], team: FeedSide): boolean {
    const state = this.run.snapshot.state;
    if (kind !== 'goal' || state < BasketballState.Q1 || state > BasketballState.OVERTIME) return false;
    const side = this.sideOf(team);
    const shooter = this.rng.pick(side.onCourt);
    const line = side.lines.get(shooter.id);
    if (line !== undefined) {
      line.fga += 1;
      line.fgm += 1;
    }
    this.score(side, shooter, 2);
    this.run.change({ stats: this.statsCopy() });
    this.requoteAll();
    return true;
  }

  private startPeriod(state: number, starters: boolean): void {
    for (const side of [this.home, this.away]) this.rotate(side, starters);
    this.run.change({
      ...(this.run.snapshot.state === state ? {} : { state }),
      phaseStartedAt: this.run.now,
      clockBaseMinute: 0,
      quarterScores: [...this.run.snapshot.quarterScores, [0, 0]],
    });
  }

  private *period(
    state: number,
    period: number,
    length: number,
    trouble: { fate: string; minute: number; length: number; pause: number } | undefined,
  ): Generator<number, boolean, void> {
    // The clock runs from source time `at`, reading `base` minutes then; it stands while play is stopped.
    const clock = { at: this.run.now, base: 0 };
    const sourceAt = (game: number) => clock.at + (game - clock.base) * MINUTE;
    for (let minute = 0; minute < length; minute += 1) {
      if (trouble !== undefined && minute === trouble.minute && (trouble.fate === 'interrupted' || trouble.fate === 'abandoned')) {
        yield sourceAt(minute) + this.rng.int(5, 50) * SECOND;
        this.run.change({ state: BasketballState.INTERRUPTED, phaseStartedAt: null, clockBaseMinute: minute });
        yield this.run.now + trouble.pause * MINUTE;
        if (trouble.fate === 'abandoned') {
          this.run.change({ state: BasketballState.ABANDONED, stats: this.statsCopy() });
          return false;
        }
        this.run.change({ state, phaseStartedAt: this.run.now, clockBaseMinute: minute });
        clock.at = this.run.now;
        clock.base = minute;
      }
      if (minute > 0 && minute % 4 === 0) for (const side of [this.home, this.away]) this.rotate(side, false);
      const late = period >= 4 && minute >= length - LATE_MINUTES;
      const plays: Play[] = [];
      const at = (offset: number, act: () => void): Play => ({
        offset,
        act: () => {
          act();
          return undefined;
        },
      });
      for (const side of [this.home, this.away]) {
        const whole = Math.floor(this.possessionsPerMinute);
        const count = whole + (this.rng.chance(this.possessionsPerMinute - whole) ? 1 : 0);
        for (let k = 0; k < count; k += 1) {
          plays.push({ offset: this.rng.int(0, 57) * SECOND, act: () => this.stoppage(this.possession(side, period, minute), late) });
        }
        if (this.rng.chance(0.035)) {
          plays.push({
            offset: this.rng.int(0, 57) * SECOND,
            act: () => {
              this.incident(side, 'timeout', period, minute);
              return this.clockRng.int(...STOPPED_FOR.timeout) * SECOND;
            },
          });
        }
      }
      if (!this.run.quiet && this.oddsRng.chance(IN_PLAY_ROUND_CHANCE)) plays.push(at(this.oddsRng.int(0, 57) * SECOND, () => this.requoteAll()));
      if (trouble?.fate === 'abnormal') {
        // A data error: the vendor reports an abnormal state for a while, then corrects itself.
        if (minute === trouble.minute) plays.push(at(20 * SECOND, () => this.run.change({ state: BasketballState.ABNORMAL })));
        if (minute === trouble.minute + trouble.length) plays.push(at(10 * SECOND, () => this.run.change({ state })));
      }
      plays.push(at(59 * SECOND, () => this.endMinute()));
      plays.sort((a, b) => a.offset - b.offset);
      for (const play of plays) {
        const game = minute + play.offset / MINUTE;
        yield sourceAt(game);
        const pause = play.act();
        if (pause === undefined) continue;
        // Play stops: the clock stands at the moment, then runs on from it.
        this.run.change({ phaseStartedAt: null, clockBaseMinute: game });
        yield this.run.now + pause;
        this.run.change({ phaseStartedAt: this.run.now, clockBaseMinute: game });
        clock.at = this.run.now;
        clock.base = game;
      }
    }
    yield sourceAt(length);
    return true;
  }

  /** How long the clock stands after a possession that ended so, `late` in the game; undefined when play runs on. */
  private stoppage(ending: Ending, late: boolean): number | undefined {
    if (ending === 'freeThrows') return this.clockRng.int(...STOPPED_FOR.freeThrows) * SECOND;
    if (ending === 'scored' && late) return this.clockRng.int(...STOPPED_FOR.madeLate) * SECOND;
    const dead = ending === 'dead' || this.clockRng.chance(DEAD_BALL);
    return dead ? this.clockRng.int(...STOPPED_FOR.deadBall) * SECOND : undefined;
  }

  private possession(side: Side, period: number, minute: number): Ending {
    const rng = this.rng;
    const defence = this.sideOf(other(side.key));
    const shooter = rng.weighted(side.onCourt, (p) => side.profile.usage.get(p.id) ?? 1) ?? rng.pick(side.onCourt);
    const line = this.line(side, shooter);
    const roll = rng.next();
    if (roll < TURNOVER) {
      line.tov += 1;
      // A steal plays on; any other turnover is a dead ball.
      if (!rng.chance(0.5)) return 'dead';
      this.line(defence, rng.pick(defence.onCourt)).stl += 1;
      return 'live';
    }
    if (roll < TURNOVER + FOUL_SHOTS) {
      const fouler = rng.pick(defence.onCourt);
      this.line(defence, fouler).pf += 1;
      this.incident(defence, 'foul', period, minute, fouler.id);
      for (let shot = 0; shot < 2; shot += 1) {
        line.fta += 1;
        if (rng.chance(FREE_THROW)) {
          line.ftm += 1;
          this.score(side, shooter, 1, period, minute);
        }
      }
      return 'freeThrows';
    }
    const fouled = rng.chance(0.12);
    if (fouled) {
      const fouler = rng.pick(defence.onCourt);
      this.line(defence, fouler).pf += 1;
      this.incident(defence, 'foul', period, minute, fouler.id);
    }
    const three = rng.chance(this.threeRate);
    // The made-shot edge that, over a game's shots, adds up to the expected margin.
    const shotsPerGame = SHOTS * this.possessionsPerMinute * 4 * this.fixture.periodMinutes;
    const edge = ((side.key === 'home' ? 1 : -1) * this.expectedMargin) / (2 * 2.4 * shotsPerGame);
    line.fga += 1;
    if (three) line.tpa += 1;
    if (rng.chance((three ? THREE : TWO) + edge)) {
      line.fgm += 1;
      if (three) line.tpm += 1;
      if (rng.chance(0.6)) {
        const passer = rng.pick(side.onCourt.filter((p) => p.id !== shooter.id));
        this.line(side, passer).ast += 1;
      }
      this.score(side, shooter, three ? 3 : 2, period, minute);
      return fouled ? 'dead' : 'scored';
    }
    if (!three && rng.chance(0.07)) this.line(defence, rng.pick(defence.onCourt)).blk += 1;
    const bigs = (p: FeedPlayer) => (p.position === 'C' || p.position === 'PF' || p.position === 'F' ? 3 : 1);
    if (rng.chance(0.26)) {
      this.line(side, rng.weighted(side.onCourt, bigs) ?? shooter).oreb += 1;
    } else {
      this.line(defence, rng.weighted(defence.onCourt, bigs) ?? rng.pick(defence.onCourt)).dreb += 1;
    }
    return fouled ? 'dead' : 'live';
  }

  private score(side: Side, player: FeedPlayer, points: number, period?: number, minute?: number): void {
    const snapshot = this.run.snapshot;
    this.line(side, player).points += points;
    const home = side.key === 'home';
    const score: FeedScorePair = home
      ? [snapshot.homeScore + points, snapshot.awayScore]
      : [snapshot.homeScore, snapshot.awayScore + points];
    const quarters = snapshot.quarterScores.map((pair): FeedScorePair => [pair[0], pair[1]]);
    const last = quarters[quarters.length - 1];
    if (last !== undefined) last[home ? 0 : 1] += points;
    const clock = this.clock();
    this.run.incident({
      kind: 'score',
      minute: minute === undefined ? clock.minute : minute + 1,
      period: period ?? clock.period,
      team: side.key,
      playerId: player.id,
      points,
      score,
    });
    this.run.change({ ...(home ? { homeScore: score[0] } : { awayScore: score[1] }), quarterScores: quarters });
  }

  private incident(side: Side, kind: 'foul' | 'timeout', period: number, minute: number, playerId?: number): void {
    this.run.incident({ kind, minute: minute + 1, period, team: side.key, ...(playerId === undefined ? {} : { playerId }) });
  }

  private endMinute(): void {
    for (const side of [this.home, this.away]) {
      for (const player of side.onCourt) this.line(side, player).minutesPlayed += 1;
    }
    if (!this.run.quiet) this.run.change({ stats: this.statsCopy() });
  }

  private clock(): { period: number; minute: number } {
    const { phaseStartedAt, clockBaseMinute, quarterScores } = this.run.snapshot;
    const elapsed = phaseStartedAt === null ? clockBaseMinute : clockBaseMinute + (this.run.now - phaseStartedAt) / MINUTE;
    return { period: Math.max(1, quarterScores.length), minute: Math.floor(elapsed) + 1 };
  }

  private rotate(side: Side, starters: boolean): void {
    if (starters) {
      const ids = new Set(side.profile.starters);
      side.onCourt = side.profile.players.filter((p) => ids.has(p.id));
      return;
    }
    const pool = [...side.profile.players];
    const chosen: FeedPlayer[] = [];
    while (chosen.length < 5 && pool.length > 0) {
      const next = this.rng.weighted(pool, (p) => side.profile.minutesShare.get(p.id) ?? 0.1) ?? pool[0];
      if (next === undefined) break;
      chosen.push(next);
      pool.splice(pool.indexOf(next), 1);
    }
    side.onCourt = chosen;
  }

  private side(key: FeedSide, profile: TeamProfile): Side {
    const starters = new Set(profile.starters);
    const lines = new Map<number, Line>(
      profile.players.map((p) => [
        p.id,
        {
          playerId: p.id, starter: starters.has(p.id), minutesPlayed: 0, points: 0, fgm: 0, fga: 0, tpm: 0, tpa: 0,
          ftm: 0, fta: 0, oreb: 0, dreb: 0, ast: 0, stl: 0, blk: 0, tov: 0, pf: 0,
        },
      ]),
    );
    return { key, profile, lines, onCourt: profile.players.filter((p) => starters.has(p.id)) };
  }

  private sideOf(key: FeedSide): Side {
    return key === 'home' ? this.home : this.away;
  }

  private line(side: Side, player: FeedPlayer): Line {
    const line = side.lines.get(player.id);
    if (line === undefined) throw new Error(`player ${player.id} is not in the squad`);
    return line;
  }

  private statsCopy(): FeedBasketballStats {
    return { sport: 'basketball', home: sideStats(this.home), away: sideStats(this.away) };
  }

  /** Share of the game still to play. */
  private remaining(): number {
    const { state, phaseStartedAt, clockBaseMinute, quarterScores, periodMinutes } = this.run.snapshot;
    if (state === BasketballState.NOT_STARTED) return 1;
    const total = 4 * periodMinutes;
    const elapsedInPeriod = phaseStartedAt === null ? clockBaseMinute : clockBaseMinute + (this.run.now - phaseStartedAt) / MINUTE;
    const period = quarterScores.length;
    if (period > 4) return Math.max(0.2, OVERTIME_MINUTES - elapsedInPeriod) / total;
    return Math.max(0.2, (4 - period) * periodMinutes + periodMinutes - elapsedInPeriod) / total;
  }

  private requoteAll(): void {
    for (const book of this.books) for (const market of MARKETS) this.requoteBook(book, market);
  }

  private requote(book: number, market: number): void {
    const bookmaker = this.books[book];
    if (bookmaker !== undefined) this.requoteBook(bookmaker, market);
  }

  private requoteBook(book: Book, market: number): void {
    const state = this.run.snapshot.state;
    if (!QUOTED.has(state)) return;
    this.drift(book, market);
    this.run.quote(this.price(book, market, this.run.now));
  }

  /** A book's lean on market `market` wanders a little about its style, nearer it than it opened: its prices move with it. */
  private drift(book: Book, market: number): void {
    const drift = (value: number, style: number) =>
      Math.min(0.04, Math.max(-0.04, style + LEAN_KEEPS * (value - style) + this.oddsRng.normal(0, 0.004)));
    if (market === 1) book.totalLean = drift(book.totalLean, 0);
    else book.handicapLean = drift(book.handicapLean, book.handicapStyle);
  }

  /**
   * Book `book`'s market `market` (0 handicap, 1 total, 2 moneyline) at `at`: before tip-off from its
   * view then; in play from the score, the time left and the view it closed on.
   */
  private price(book: Book, market: number, at: number): FeedOddsMarket {
    const { homeScore, awayScore, odds } = this.run.snapshot;
    const remaining = this.remaining();
    const view = this.prematch.view(this.books.indexOf(book), Math.min(at, this.fixture.kickoffAt));
    const meanMargin = homeScore - awayScore + (this.expectedMargin + view.margin) * remaining;
    const marginSd = MARGIN_SD * Math.sqrt(remaining);
    const existing = odds.find((m) => m.bookmakerId === book.bookmakerId && m.playType === market + 1);
    if (market === 0) {
      const live = pointsHandicapPrice(meanMargin, marginSd, book.margin, book.handicapLean);
      const initial = existing?.market === 'handicap' ? existing.initial : live;
      return { market: 'handicap', playType: 1, bookmakerId: book.bookmakerId, initial, live, changedAt: at };
    }
    if (market === 2) {
      const live = moneylinePrice(meanMargin, marginSd, book.moneylineMargin, book.handicapLean);
      const initial = existing?.market === 'moneyline' ? existing.initial : live;
      return { market: 'moneyline', playType: 3, bookmakerId: book.bookmakerId, initial, live, changedAt: at };
    }
    const meanTotal = homeScore + awayScore + (this.pointsPerGame + view.total) * remaining;
    const live = pointsTotalPrice(meanTotal, TOTAL_SD * Math.sqrt(remaining), book.margin, book.totalLean);
    const initial = existing?.market === 'total' ? existing.initial : live;
    return { market: 'total', playType: 2, bookmakerId: book.bookmakerId, initial, live, changedAt: at };
  }
}
