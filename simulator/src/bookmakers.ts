import type { FeedBookmaker } from '@portal/contracts';

/** A company quoting every match: its margins (overround) and how it shades prices towards the home side. */
export interface QuotingBookmaker extends FeedBookmaker {
  /** Margin on 1X2. */
  europeMargin: number;
  /** Margin on two-way markets (handicap, totals). */
  twoWayMargin: number;
  /** The company's own lean: multiplies the home win probability, and is added (a tenth of it) to the home side of a handicap. */
  homeLean: number;
}

/** The companies that quote every match, numbered as the odds pages list them. */
export const QUOTING_BOOKMAKERS: readonly QuotingBookmaker[] = [
  { id: 1, name: '澳门', europeMargin: 0.065, twoWayMargin: 0.06, homeLean: 1 },
  { id: 2, name: '皇冠', europeMargin: 0.045, twoWayMargin: 0.04, homeLean: 1 },
  { id: 3, name: '立博', europeMargin: 0.06, twoWayMargin: 0.055, homeLean: 1.03 },
  { id: 4, name: '威廉希尔', europeMargin: 0.055, twoWayMargin: 0.055, homeLean: 0.98 },
  { id: 5, name: 'Bet365', europeMargin: 0.05, twoWayMargin: 0.05, homeLean: 1 },
  { id: 6, name: '易胜博', europeMargin: 0.045, twoWayMargin: 0.045, homeLean: 1.01 },
  { id: 7, name: '韦德', europeMargin: 0.07, twoWayMargin: 0.06, homeLean: 1.02 },
  { id: 8, name: '明陞', europeMargin: 0.05, twoWayMargin: 0.045, homeLean: 0.99 },
  { id: 9, name: '金宝博', europeMargin: 0.055, twoWayMargin: 0.05, homeLean: 1.01 },
  { id: 10, name: '10BET', europeMargin: 0.06, twoWayMargin: 0.055, homeLean: 0.97 },
  { id: 11, name: '利记', europeMargin: 0.05, twoWayMargin: 0.045, homeLean: 1 },
  { id: 12, name: '盈禾', europeMargin: 0.075, twoWayMargin: 0.065, homeLean: 1.04 },
  { id: 13, name: '18Bet', europeMargin: 0.065, twoWayMargin: 0.06, homeLean: 0.98 },
  { id: 14, name: '平博', europeMargin: 0.03, twoWayMargin: 0.03, homeLean: 1 },
];

/** The sports lottery, which prices only its own market. */
export const LOTTERY_BOOKMAKER = 0;

/** Bookmakers relaying odds; 0 is the sports lottery, which prices only its own market. */
export const BOOKMAKERS: readonly FeedBookmaker[] = [
  { id: LOTTERY_BOOKMAKER, name: '竞彩官方' },
  ...QUOTING_BOOKMAKERS.map(({ id, name }) => ({ id, name })),
];

/**
 * Chance per bookmaker, market and in-play minute of a routine price move: the six companies of old
 * moved with 0.1 each, and the whole set together moves as often as they did, so more companies do
 * not multiply the push stream.
 */
export const IN_PLAY_REQUOTE_CHANCE = 0.6 / QUOTING_BOOKMAKERS.length;
