import type {
  FeedAsianPrice,
  FeedEuropePrice,
  FeedLotteryPrice,
  FeedMoneylinePrice,
  FeedOverUnderPrice,
  FeedPointsHandicapPrice,
  FeedPointsTotalPrice,
} from '@portal/contracts';
import { FEED_MAX_HANDICAP } from '@portal/contracts';

const MAX_GOALS = 10;
const QUARTER = 0.25;

const LOTTERY_MARGIN = 0.12;

/** How one bookmaker leans on a match, away from the fair prices; drifts a little over time. */
export interface Lean {
  /** Multipliers of the home, draw and away probabilities. */
  europe: [number, number, number];
  /** Added to the home (or over) side's probability on two-way markets. */
  handicap: number;
  total: number;
}

function poisson(mean: number): Float64Array {
  const p = new Float64Array(MAX_GOALS + 1);
  let term = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k <= MAX_GOALS; k += 1) {
    p[k] = term;
    sum += term;
    term *= mean / (k + 1);
  }
  for (let k = 0; k <= MAX_GOALS; k += 1) p[k] = (p[k] ?? 0) / sum;
  return p;
}

/** A discrete distribution over integers from `offset`. */
interface Distribution {
  offset: number;
  p: Float64Array;
}

/**
 * Fair probabilities of a football match from the goals still expected of each side (Poisson) and
 * the score so far.
 */
export class FootballOutlook {
  /** Goals still to come, home minus away. */
  readonly remainingDiff: Distribution;
  /** Total goals at the end. */
  readonly total: Distribution;
  readonly homeWin: number;
  readonly draw: number;
  readonly awayWin: number;

  constructor(
    readonly homeExpected: number,
    readonly awayExpected: number,
    readonly homeGoals: number,
    readonly awayGoals: number,
  ) {
    const home = poisson(Math.max(homeExpected, 1e-9));
    const away = poisson(Math.max(awayExpected, 1e-9));
    const diff = new Float64Array(2 * MAX_GOALS + 1);
    const total = new Float64Array(2 * MAX_GOALS + 1);
    for (let x = 0; x <= MAX_GOALS; x += 1) {
      for (let y = 0; y <= MAX_GOALS; y += 1) {
        const p = (home[x] ?? 0) * (away[y] ?? 0);
        diff[x - y + MAX_GOALS] = (diff[x - y + MAX_GOALS] ?? 0) + p;
        total[x + y] = (total[x + y] ?? 0) + p;
      }
    }
    this.remainingDiff = { offset: -MAX_GOALS, p: diff };
    this.total = { offset: homeGoals + awayGoals, p: total };
    let win = 0;
    let draw = 0;
    const lead = homeGoals - awayGoals;
    diff.forEach((p, i) => {
      const final = lead + i - MAX_GOALS;
      if (final > 0) win += p;
      else if (final === 0) draw += p;
    });
    this.homeWin = win;
    this.draw = draw;
    this.awayWin = Math.max(0, 1 - win - draw);
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

function decimal(probability: number): number {
  return round2(clamp(1 / Math.max(probability, 1e-6), 1.01, 51));
}

function hongKong(probability: number, margin: number): number {
  return round2(clamp(1 / (probability * (1 + margin)) - 1, 0.3, 2.5));
}

/** 1X2 decimal odds: the fair probabilities leant on, then grossed up to the margin. */
export function europePrice(
  outlook: Pick<FootballOutlook, 'homeWin' | 'draw' | 'awayWin'>,
  margin: number, lean: Lean['europe']): FeedEuropePrice {
  const raw = [outlook.homeWin * lean[0], outlook.draw * lean[1], outlook.awayWin * lean[2]];
  const sum = raw.reduce((a, b) => a + b, 0) || 1;
  const [home = 0, draw = 0, away = 0] = raw.map((p) => (p / sum) * (1 + margin));
  return { home: decimal(home), draw: decimal(draw), away: decimal(away) };
}

/**
 * The fair share of the first side of a two-way bet on `line` over `dist`, where the first side
 * wins when value + sign * line > 0: sign 1 for a handicap on the difference, -1 for over on a
 * total. A push returns the stake; a quarter line is half on each neighbouring line.
 */
function twoWayShare(dist: Distribution, line: number, sign: 1 | -1): number {
  const quarter = Math.abs((line * 4) % 2) === 1;
  const parts = quarter ? 2 : 1;
  let won = 0;
  let lost = 0;
  for (let part = 0; part < parts; part += 1) {
    const l = quarter ? line + (part === 0 ? -QUARTER : QUARTER) : line;
    for (let i = 0; i < dist.p.length; i += 1) {
      const margin = dist.offset + i + sign * l;
      const p = dist.p[i] ?? 0;
      if (margin > 0) won += p;
      else if (margin < 0) lost += p;
    }
  }
  return won + lost === 0 ? 0.5 : won / (won + lost);
}

function twoWay(share: number, margin: number, lean: number): [number, number] {
  const p = clamp(share + lean, 0.38, 0.62);
  return [hongKong(p, margin), hongKong(1 - p, margin)];
}

/**
 * Of `lines` (ascending), the one whose share is nearest an even contest, given that the share
 * rises (`rising`) or falls along them.
 */
function evenLine(lines: readonly number[], share: (line: number) => number, rising: boolean): [number, number] {
  let lo = 0;
  let hi = lines.length - 1;
  // The first line at or past even money, by bisection; the even line is it or the one before.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const s = share(lines[mid] ?? 0);
    if (rising ? s >= 0.5 : s <= 0.5) hi = mid;
    else lo = mid + 1;
  }
  const at = lines[lo] ?? 0;
  const atShare = share(at);
  const before = lines[lo - 1];
  if (before !== undefined) {
    const beforeShare = share(before);
    if (Math.abs(beforeShare - 0.5) < Math.abs(atShare - 0.5)) return [before, beforeShare];
  }
  return [at, atShare];
}

/** All Asian handicap lines, quarter steps from -3.5 to 3.5. */
export const ASIAN_LINES: readonly number[] = Array.from(
  { length: (2 * FEED_MAX_HANDICAP) / QUARTER + 1 },
  (_, i) => -FEED_MAX_HANDICAP + i * QUARTER,
);

const OVER_UNDER_STEPS: readonly number[] = Array.from({ length: 27 }, (_, i) => 0.5 + i * QUARTER);

/** The Asian handicap line nearest an even contest on the goals still to come, with its prices. */
export function asianPrice(outlook: FootballOutlook, margin: number, lean: number): FeedAsianPrice {
  const [line, share] = evenLine(ASIAN_LINES, (l) => twoWayShare(outlook.remainingDiff, l, 1), true);
  const [home, away] = twoWay(share, margin, lean);
  return { line: line === 0 ? 0 : line, home, away };
}

/** The goal line nearest an even contest on total goals, at least half a goal above the score. */
export function overUnderPrice(outlook: FootballOutlook, margin: number, lean: number): FeedOverUnderPrice {
  const scored = outlook.homeGoals + outlook.awayGoals;
  const lines = OVER_UNDER_STEPS.map((step) => scored + step);
  const [line, share] = evenLine(lines, (l) => twoWayShare(outlook.total, l, -1), false);
  const [over, under] = twoWay(share, margin, lean);
  return { line, over, under };
}

/** The sports lottery's whole-goal handicap on a match: the favourite gives its expected lead, one to three goals. */
export function lotteryHandicap(outlook: FootballOutlook): number {
  const favourite = outlook.homeWin >= outlook.awayWin ? 1 : -1;
  const expected = outlook.homeExpected - outlook.awayExpected;
  return -favourite * Math.max(1, Math.min(3, Math.round(Math.abs(expected))));
}

/**
 * Sports lottery prices: 1X2, and 1X2 after its whole-goal handicap, which it sets when it lists the
 * match (`handicap`; else the favourite gives its expected lead) and keeps.
 */
export function lotteryPrice(outlook: FootballOutlook, handicap = lotteryHandicap(outlook)): FeedLotteryPrice {
  const plain = europePrice(outlook, LOTTERY_MARGIN, [1, 1, 1]);
  let win = 0;
  let draw = 0;
  outlook.remainingDiff.p.forEach((p, i) => {
    const final = outlook.remainingDiff.offset + i + handicap;
    if (final > 0) win += p;
    else if (final === 0) draw += p;
  });
  const handicapped = europePrice({ homeWin: win, draw, awayWin: Math.max(0, 1 - win - draw) }, LOTTERY_MARGIN, [1, 1, 1]);
  return {
    ...plain,
    handicap,
    handicapHome: handicapped.home,
    handicapDraw: handicapped.draw,
    handicapAway: handicapped.away,
  };
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const erf =
    1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(z * z) / 2);
  return z >= 0 ? 0.5 + erf / 2 : 0.5 - erf / 2;
}

/** Points handicap: the half-point line nearest the expected final margin (home minus away). */
export function pointsHandicapPrice(meanMargin: number, sd: number, margin: number, lean: number): FeedPointsHandicapPrice {
  const line = Math.round(-meanMargin - 0.5) + 0.5;
  const share = normalCdf((meanMargin + line) / Math.max(sd, 0.5));
  const [home, away] = twoWay(share, margin, lean);
  return { line, home, away };
}

/** Total points: the half-point line nearest the expected final total. */
export function pointsTotalPrice(meanTotal: number, sd: number, margin: number, lean: number): FeedPointsTotalPrice {
  const line = Math.max(0.5, Math.round(meanTotal - 0.5) + 0.5);
  const share = 1 - normalCdf((line - meanTotal) / Math.max(sd, 0.5));
  const [over, under] = twoWay(share, margin, lean);
  return { line, over, under };
}

/**
 * Moneyline (basketball 欧赔): decimal odds of each side winning, overtime included so no draw, from
 * the expected final margin; the lean shades the home side, the less the surer the result.
 */
export function moneylinePrice(meanMargin: number, sd: number, margin: number, lean: number): FeedMoneylinePrice {
  const fair = normalCdf(meanMargin / Math.max(sd, 0.5));
  const p = clamp(fair + 4 * lean * fair * (1 - fair), 0.001, 0.999);
  return { home: decimal(p * (1 + margin)), away: decimal((1 - p) * (1 + margin)) };
}
