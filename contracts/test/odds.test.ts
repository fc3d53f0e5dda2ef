import { describe, expect, it } from 'vitest';
import {
  ASIAN_LINE_FULL_NAMES,
  asianLineFullName,
  europePayoutRate,
  FEED_MAX_HANDICAP,
  feedOddsMarketSchema,
  HANDICAP_MAX_INDEX,
  moneylinePayoutRate,
  ODDS_PLAY_TYPES,
  oddsDetailQuerySchema,
  twoWayPayoutRate,
} from '../src';

describe('Asian handicap line names', () => {
  const given = [
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
    '2.5/3',
    '3',
    '3/3.5',
    '3.5',
  ];

  it('names every quarter step the home side gives, from 平手 to 3.5', () => {
    expect(given).toHaveLength(HANDICAP_MAX_INDEX + 1);
    expect(ASIAN_LINE_FULL_NAMES).toEqual(given.slice(0, 11));
    expect(given.map((_, i) => asianLineFullName(-i * 0.25))).toEqual(given);
  });

  it('names every quarter step the home side receives with 受让, and a level line without it', () => {
    expect(given.slice(1).map((_, i) => asianLineFullName((i + 1) * 0.25))).toEqual(given.slice(1).map((name) => `受让${name}`));
    expect(asianLineFullName(0)).toBe('平手');
    expect(asianLineFullName(-0)).toBe('平手');
  });

  it('covers the whole range the feed quotes, and reads a line off it as its number', () => {
    const names = new Set<string>();
    for (let quarters = -4 * FEED_MAX_HANDICAP; quarters <= 4 * FEED_MAX_HANDICAP; quarters += 1) {
      const name = asianLineFullName(quarters / 4);
      expect(name).toBe((quarters > 0 ? '受让' : '') + given[Math.abs(quarters)]);
      names.add(name);
    }
    expect(names.size).toBe(8 * FEED_MAX_HANDICAP + 1);
    expect(asianLineFullName(-3.75)).toBe('-3.75');
    expect(asianLineFullName(0.3)).toBe('0.3');
    expect(asianLineFullName(Number.NaN)).toBe('');
  });
});

describe('payout rates', () => {
  it('gives 1 / (1/h + 1/d + 1/a) for European odds', () => {
    expect(europePayoutRate({ home: 2, draw: 4, away: 4 })).toBeCloseTo(1, 10);
    expect(europePayoutRate({ home: 1.9, draw: 3.4, away: 4.2 })).toBeCloseTo(1 / (1 / 1.9 + 1 / 3.4 + 1 / 4.2), 10);
    expect(europePayoutRate({ home: 1.9, draw: 3.4, away: 4.2 })).toBeLessThan(1);
  });

  it('gives 1 / (1/h + 1/a) for a basketball moneyline', () => {
    expect(moneylinePayoutRate({ home: 2, away: 2 })).toBeCloseTo(1, 10);
    expect(moneylinePayoutRate({ home: 1.45, away: 2.7 })).toBeCloseTo(1 / (1 / 1.45 + 1 / 2.7), 10);
  });

  it('gives the two-way rate from Hong Kong water', () => {
    expect(twoWayPayoutRate(1, 1)).toBeCloseTo(1, 10);
    expect(twoWayPayoutRate(0.9, 0.9)).toBeCloseTo(0.95, 10);
  });
});

describe('odds-detail query', () => {
  it('takes comma-separated company ids and refuses anything else', () => {
    expect(oddsDetailQuerySchema.parse({ companies: '1,3,14' })).toEqual({ companies: '1,3,14' });
    expect(oddsDetailQuerySchema.parse({})).toEqual({});
    expect(oddsDetailQuerySchema.safeParse({ companies: '1;2' }).success).toBe(false);
    expect(oddsDetailQuerySchema.safeParse({ companies: '' }).success).toBe(false);
  });
});

describe('the play types of the odds pages', () => {
  it("give basketball a moneyline (欧赔) beside SPEC §3's handicap and total, each page one play type per sport", () => {
    expect(ODDS_PLAY_TYPES.basketball.map(({ playType, market, label }) => [playType, market, label])).toEqual([
      [3, 'moneyline', '欧赔'],
      [1, 'handicap', '让分'],
      [2, 'total', '大小分'],
    ]);
    for (const types of Object.values(ODDS_PLAY_TYPES)) {
      expect(types.flatMap((type) => type.page ?? []).sort()).toEqual(['daxiaoqiu', 'oupei', 'yapan']);
      // Each play type's markets are of the shape it names.
      for (const { playType, market } of types) expect(feedOddsMarketSchema.options.some((option) => option.shape.market.value === market && option.shape.playType.value === playType)).toBe(true);
    }
  });

  it('read a moneyline as two decimal prices, with no draw', () => {
    const moneyline = { market: 'moneyline', playType: 3, bookmakerId: 1, initial: { home: 1.45, away: 2.7 }, live: { home: 1.5, away: 2.6 }, changedAt: 0 };
    expect(feedOddsMarketSchema.safeParse(moneyline).success).toBe(true);
    expect(feedOddsMarketSchema.safeParse({ ...moneyline, live: { home: 0.5, away: 2.6 } }).success).toBe(false);
    expect(feedOddsMarketSchema.safeParse({ ...moneyline, playType: 1 }).success).toBe(false);
  });
});
