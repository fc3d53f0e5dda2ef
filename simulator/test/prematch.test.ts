import { beforeAll, describe, expect, it } from 'vitest';
import { hasKickedOff, type FeedMatchSnapshot, type FeedOddsMarket, type FeedOddsTrack } from '@portal/contracts';
import { LOTTERY_BOOKMAKER, QUOTING_BOOKMAKERS } from '../src/bookmakers';
import { SimulatorModel } from '../src/model';
import { MINUTE, START } from './support';

type Prices = Record<string, number>;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** How far the furthest of `values` is from their median. */
const farthest = (values: readonly number[]) => Math.max(0, ...values.map((value) => Math.abs(value - median(values))));
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const prices = (market: FeedOddsMarket, which: 'initial' | 'live' | 'closing') => market[which] as Prices | undefined;
/** The home side's chance of winning a moneyline's prices imply, their margin taken out. */
const homeChance = (price: Prices) => 1 / (price.home ?? 1) / (1 / (price.home ?? 1) + 1 / (price.away ?? 1));
const quoting = (match: FeedMatchSnapshot, name: FeedOddsMarket['market']) => match.odds.filter((m) => m.market === name && m.bookmakerId !== LOTTERY_BOOKMAKER);
const FINISHED = { football: 8, basketball: 10 } as const;

/** A simulated day from a Saturday evening: what the companies quoted, sampled every five minutes, and how each match ended. */
interface Day {
  model: SimulatorModel;
  /** The matches listed but not kicked off at the start that were played to the end within the day. */
  played: FeedMatchSnapshot[];
  /** Basketball at the start and at the end. */
  basketball: FeedMatchSnapshot[];
  /** The furthest a company's current basketball line was from the companies' median at a sample. */
  spread: { handicap: number; total: number; moneyline: number };
  /** Odds events a match sent after it reached full time. */
  afterFullTime: number;
  tracks: Map<number, FeedOddsTrack[]>;
}

let day: Day;

beforeAll(() => {
  const model = new SimulatorModel({ seed: 5, start: START, window: { back: 1, ahead: 1 } });
  const listed = new Set([...model.snapshots()].filter((m) => m.state === 1).map((m) => m.id));
  const basketball = [...model.snapshots()].filter((m) => m.sport === 'basketball').map((m) => structuredClone(m));
  const spread = { handicap: 0, total: 0, moneyline: 0 };
  const ended = new Set<number>();
  let afterFullTime = 0;
  for (let t = START + 5 * MINUTE; t <= START + 24 * 60 * MINUTE; t += 5 * MINUTE) {
    for (const event of model.advance(t)) {
      if (event.type === 'match' && event.changes.state === FINISHED[event.sport]) ended.add(event.matchId);
      else if (event.type === 'odds' && ended.has(event.matchId)) afterFullTime += 1;
    }
    for (const match of model.snapshots()) {
      if (match.sport !== 'basketball' || match.state === FINISHED.basketball) continue;
      const lines = (name: 'handicap' | 'total') => quoting(match, name).map((m) => (m.live as Prices).line ?? 0);
      spread.handicap = Math.max(spread.handicap, farthest(lines('handicap')));
      spread.total = Math.max(spread.total, farthest(lines('total')));
      spread.moneyline = Math.max(spread.moneyline, farthest(quoting(match, 'moneyline').map((m) => homeChance(m.live as Prices))));
    }
  }
  const now = [...model.snapshots()];
  const played = now.filter((m) => listed.has(m.id) && m.state === FINISHED[m.sport]);
  const tracks = new Map(played.map((m) => [m.id, model.oddsHistory(m.id) ?? []]));
  day = { model, played, basketball: [...basketball, ...now.filter((m) => m.sport === 'basketball')], spread, afterFullTime, tracks };
}, 240_000);

/** The moves a market made before kick-off, with the prices before each. */
function prematchSteps(match: FeedMatchSnapshot, market: FeedOddsMarket): { before: Prices; after: Prices }[] {
  const track = day.tracks.get(match.id)?.find((t) => t.bookmakerId === market.bookmakerId && t.playType === market.playType);
  const moves = (track?.moves ?? []).filter((move) => !hasKickedOff(match.sport, move.state));
  return moves.map((move, index) => ({ before: index === 0 ? (market.initial as Prices) : (moves[index - 1]?.live ?? {}), after: move.live }));
}

describe("the companies' prices over a simulated day", () => {
  it('opens every market when the match is listed and moves it before kick-off: 初盘 and 终盘 differ on most matches, for every company', () => {
    expect(day.played.filter((m) => m.sport === 'football').length).toBeGreaterThan(50);
    expect(day.played.filter((m) => m.sport === 'basketball').length).toBeGreaterThan(30);
    const counts = new Map<string, { matches: number; moved: number }>();
    for (const match of day.played) {
      for (const market of match.odds) {
        const key = `${match.sport} ${market.market} of company ${market.bookmakerId}`;
        const count = counts.get(key) ?? { matches: 0, moved: 0 };
        count.matches += 1;
        if (JSON.stringify(market.initial) !== JSON.stringify(market.closing)) count.moved += 1;
        counts.set(key, count);
      }
    }
    // Every company quoting, and the sports lottery, on every market of both sports.
    expect(counts.size).toBe(QUOTING_BOOKMAKERS.length * 6 + 1);
    for (const [key, { matches, moved }] of counts) expect(moved / matches, key).toBeGreaterThanOrEqual(0.7);
  });

  it('moves in steps a market makes: lines a step at a time, prices by a few per cent, margins kept', () => {
    const changes: number[] = [];
    let lineSteps = 0;
    for (const match of day.played) {
      for (const market of match.odds) {
        const company = QUOTING_BOOKMAKERS.find((book) => book.id === market.bookmakerId);
        for (const { before, after } of prematchSteps(match, market)) {
          const line = Math.abs((after.line ?? 0) - (before.line ?? 0));
          expect(line, `${match.id} ${market.market}`).toBeLessThanOrEqual(match.sport === 'football' ? 0.25 : 1);
          if (line > 0) lineSteps += 1;
          if (company === undefined) continue;
          if (market.market === 'europe' || market.market === 'moneyline') {
            for (const field of ['home', 'away']) changes.push(Math.abs(Math.log((after[field] ?? 1) / (before[field] ?? 1))));
          }
          const { home = 0, draw = 0, away = 0, over = 0, under = 0 } = after;
          const margin =
            market.market === 'europe' ? [1 / home + 1 / draw + 1 / away - 1, company.europeMargin]
            : market.market === 'asian' || market.market === 'handicap' ? [1 / (1 + home) + 1 / (1 + away) - 1, company.twoWayMargin]
            : market.market === 'overUnder' || market.market === 'total' ? [1 / (1 + over) + 1 / (1 + under) - 1, company.twoWayMargin]
            : [0, 0];
          expect(Math.abs((margin[0] ?? 0) - (margin[1] ?? 0)), `${match.id} ${market.market} ${market.bookmakerId}`).toBeLessThan(0.01);
        }
      }
    }
    expect(lineSteps).toBeGreaterThan(100);
    // Nine moves in ten change a winner's price by less than six per cent.
    const sorted = changes.sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(0.06);
    expect(sorted.filter((change) => change > 0).length / sorted.length).toBeGreaterThan(0.7);
  });

  it('moves the companies towards one another before kick-off', () => {
    const homeWin = (price: Prices) => 1 / (price.home ?? 1) / (1 / (price.home ?? 1) + 1 / (price.draw ?? 1) + 1 / (price.away ?? 1));
    const range = (values: number[]) => Math.max(...values) - Math.min(...values);
    const football = day.played.filter((m) => m.sport === 'football');
    const at = (which: 'initial' | 'closing') => mean(football.map((match) => range(quoting(match, 'europe').map((m) => homeWin(prices(m, which) ?? {})))));
    expect(at('closing')).toBeLessThan(0.8 * at('initial'));
  });

  it('closes each market at kick-off on the last of its moves before it, the moves after it made in play', () => {
    for (const match of day.played) {
      for (const market of match.odds) {
        const steps = prematchSteps(match, market);
        expect(market.closing, `${match.id} ${market.market} ${market.bookmakerId}`).toEqual(steps.at(-1)?.after ?? market.initial);
      }
    }
  });

  it('stops the in-play prices at full time', () => {
    expect(day.afterFullTime).toBe(0);
  });

  it('quotes a moneyline (欧赔) for every company on every basketball match, its favourite the handicap\'s', () => {
    expect(day.basketball.length).toBeGreaterThan(100);
    const companies = QUOTING_BOOKMAKERS.map((book) => book.id);
    let agreeing = 0;
    for (const match of day.basketball) {
      const moneylines = match.odds.filter((m) => m.market === 'moneyline');
      expect(moneylines.map((m) => m.bookmakerId).sort((a, b) => a - b), `match ${match.id}`).toEqual(companies);
      const handicap = median(quoting(match, 'handicap').map((m) => (m.initial as Prices).line ?? 0));
      const home = median(moneylines.map((m) => homeChance(m.initial as Prices)));
      if (handicap < 0 === home > 0.5) agreeing += 1;
    }
    expect(agreeing / day.basketball.length).toBeGreaterThan(0.95);
  });

  it("keeps the companies' basketball lines together, before tip-off and in play: handicaps within 1.5 points of their median", () => {
    expect(day.spread.handicap).toBeLessThanOrEqual(1.5);
    expect(day.spread.total).toBeLessThanOrEqual(2);
    // The chance of a home win the moneylines imply, within five points.
    expect(day.spread.moneyline).toBeLessThan(0.05);
  });
});
