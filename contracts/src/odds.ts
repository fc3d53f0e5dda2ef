import { z } from 'zod';
import { HANDICAP_MAX_INDEX, HANDICAP_STEP_GOALS, handicapSizeName } from './constants';
import {
  feedBookmakerSchema,
  feedIdSchema,
  feedOddsTrackSchema,
  feedSportSchema,
  type FeedEuropePrice,
  type FeedMoneylinePrice,
  type FeedSport,
} from './feed';
import { listRowSchema, oddsMarketStateSchema } from './scores';
import { SPORTS, type OddsPlayType } from './sports';

// The odds pages: one match's markets with their movement (欧赔, 亚盘, 大小球, 三合一) and the day's
// matches with chosen companies' prices (指数详情).

/**
 * The full Chinese names of the Asian handicap lines by index (SPEC §9), index i being i quarter
 * goals: 平手, 平手/半球, 半球, ... up to 两球半; the lines past index 10 are named by their numbers.
 */
export const ASIAN_LINE_FULL_NAMES = [
  '平手',
  '平手/半球',
  '半球',
  '半球/一球',
  '一球',
  '一球/球半',
  '球半',
  '球半/两球',
  '两球',
  '两球/两球半',
  '两球半',
] as const;

/** Prefix of a line the home side receives (受让). */
export const ASIAN_LINE_RECEIVE_PREFIX = '受让';

/**
 * The full name of an Asian handicap line as the feed gives it (goals added to the home side:
 * -0.5 when the home side gives half a goal → 半球; 0.75 when it receives → 受让半球/一球). Lines
 * past 两球半 read as numbers (2.75 → 2.5/3). Answers the number as text off the quarter steps.
 */
export function asianLineFullName(line: number): string {
  if (!Number.isFinite(line)) return '';
  const size = Math.abs(line);
  if (!Number.isInteger(size / HANDICAP_STEP_GOALS) || size / HANDICAP_STEP_GOALS > HANDICAP_MAX_INDEX) return String(line);
  return (line > 0 ? ASIAN_LINE_RECEIVE_PREFIX : '') + handicapSizeName(size, ASIAN_LINE_FULL_NAMES);
}

/** 返还率 of European odds: 1 / (1/home + 1/draw + 1/away), as a share (0.94 for 94%). */
export function europePayoutRate(price: Pick<FeedEuropePrice, 'home' | 'draw' | 'away'>): number {
  return 1 / (1 / price.home + 1 / price.draw + 1 / price.away);
}

/** 返还率 of a basketball moneyline: 1 / (1/home + 1/away). */
export function moneylinePayoutRate(price: Pick<FeedMoneylinePrice, 'home' | 'away'>): number {
  return 1 / (1 / price.home + 1 / price.away);
}

/** Payout rate of a two-way market in Hong Kong odds (water): 1 / (1/(1+a) + 1/(1+b)). */
export function twoWayPayoutRate(first: number, second: number): number {
  return 1 / (1 / (1 + first) + 1 / (1 + second));
}

/**
 * The play types each sport's companies quote, in the order of the 指数 tabs (the registry's
 * `oddsPlayTypes`): football's play types of SPEC §3 that have markets of their own (二串一 is made
 * of the lottery's prices), and basketball's moneyline (欧赔, the feed's play type 3) before its two.
 */
export const ODDS_PLAY_TYPES: Record<FeedSport, readonly OddsPlayType[]> = {
  football: SPORTS.football.oddsPlayTypes,
  basketball: SPORTS.basketball.oddsPlayTypes,
};

/**
 * A market's prices by when they were set: 初盘 when the match was listed, 终盘 the last before
 * kick-off, 即时 the current ones (in play, the in-play ones; a finished match has none).
 */
export const ODDS_PRICE_LABELS = { initial: '初盘', closing: '终盘', live: '即时' } as const;

/** The two parts of a market's movement history: its moves before kick-off, and those in play (滚球). */
export const ODDS_PHASE_LABELS = { prematch: '赛前', inPlay: '滚球', finished: '完场' } as const;

/** GET /live/odds/:sport/:matchId/history: every market's moves since it opened, oldest first. */
export const matchOddsHistoryResponseSchema = z.object({
  matchId: feedIdSchema,
  sport: feedSportSchema,
  tracks: z.array(feedOddsTrackSchema),
});
/** A match's odds history. */
export type MatchOddsHistoryResponse = z.infer<typeof matchOddsHistoryResponseSchema>;

/** The companies an odds-detail call asks for, comma-separated ids (`1,3,5`); company 1 when left out. */
export const oddsDetailQuerySchema = z.object({
  companies: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3}){0,19}$/, 'companies 应为逗号分隔的公司编号')
    .optional(),
});

/** One match of an odds-detail page: its list row and the asked companies' markets. */
export const oddsDetailMatchSchema = z.object({
  row: listRowSchema,
  markets: z.array(oddsMarketStateSchema),
});
/** One match of an odds-detail page. */
export type OddsDetailMatch = z.infer<typeof oddsDetailMatchSchema>;

/**
 * GET /live/{football|basketball}/v1_1/odds-detail: the day's matches (Beijing time, kick-off order)
 * with the markets of the companies asked, and every company that quotes.
 */
export const oddsDetailResponseSchema = z.object({
  sport: feedSportSchema,
  bookmakers: z.array(feedBookmakerSchema),
  matches: z.array(oddsDetailMatchSchema),
});
/** An odds-detail answer. */
export type OddsDetailResponse = z.infer<typeof oddsDetailResponseSchema>;
