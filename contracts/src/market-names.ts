// The names the sports registry (sports.ts) and the schemas that parse them (feed.ts, expert.ts)
// both use. They sit below both, so the registry reads no schema file.

/** The shapes of a bookmaker's market (feed.ts `feedOddsMarketSchema`'s `market`). */
export const MARKET_NAMES = ['europe', 'asian', 'overUnder', 'lottery', 'handicap', 'total', 'moneyline'] as const;
export type MarketName = (typeof MARKET_NAMES)[number];

/** The lottery lists (feed.ts `feedLotteryCodeSchema`). */
export const LOTTERY_CODES = ['jczq', 'bjdc', 'zc', 'jclq'] as const;
export type LotteryCode = (typeof LOTTERY_CODES)[number];

/** The sides a plan's leg can pick (expert.ts `pickSideSchema`). */
export const PICK_SIDES = ['home', 'draw', 'away', 'over', 'under'] as const;
export type PickSideName = (typeof PICK_SIDES)[number];
