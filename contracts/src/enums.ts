import { z } from 'zod';

type Code<T> = Extract<keyof T, number>;

function codesOf<T extends Record<number, string>>(labels: T): Code<T>[] {
  return Object.keys(labels).map(Number) as Code<T>[];
}

function labelOf(labels: Readonly<Record<number, string>>, code: number): string | undefined {
  return Object.hasOwn(labels, code) ? labels[code] : undefined;
}

/** Ledger transaction types by name (SPEC §3). */
export const TransactionType = {
  DIAMOND_RECHARGE: 1,
  GIFT_TIP: 2,
  WITHDRAWAL: 3,
  PLAN_PURCHASE: 4,
  PRIZE_PAYOUT: 5,
  REFUND: 6,
  SYSTEM_GRANT: 7,
  SYSTEM_DEDUCTION: 8,
  GIFT_INCOME: 9,
  RED_PACKET_SEND: 10,
  RED_PACKET_GRAB: 11,
  RED_PACKET_RETURN: 12,
  WITHDRAW_TO_WALLET: 13,
  MANUAL_RECHARGE: 14,
  NOBILITY_PURCHASE: 15,
} as const;

/** Chinese label of each ledger transaction type. */
export const TRANSACTION_TYPE_LABELS = {
  1: '钻石充值',
  2: '礼物打赏',
  3: '提现',
  4: '方案购买',
  5: '派奖',
  6: '退款',
  7: '系统赠送',
  8: '系统扣除',
  9: '礼物收入',
  10: '发红包',
  11: '抢红包',
  12: '红包退回',
  13: '提现到钱包',
  14: '人工充值',
  15: '开通贵族',
} as const;
/** A ledger transaction type code, 1 to 15. */
export type TransactionType = Code<typeof TRANSACTION_TYPE_LABELS>;
/** Every transaction type code in ascending order. */
export const TRANSACTION_TYPE_CODES = codesOf(TRANSACTION_TYPE_LABELS);
/** Accepts a transaction type code, 1 to 15. */
export const transactionTypeSchema = z.literal(TRANSACTION_TYPE_CODES);

/** Chinese label of a transaction type, or undefined for an unknown code. */
export function transactionTypeLabel(code: number): string | undefined {
  return labelOf(TRANSACTION_TYPE_LABELS, code);
}

/** Football match states by name. Index 6 is unused upstream and has a blank label. */
export const FootballState = {
  ABNORMAL: 0,
  NOT_STARTED: 1,
  FIRST_HALF: 2,
  HALF_TIME: 3,
  SECOND_HALF: 4,
  EXTRA_TIME: 5,
  PENALTIES: 7,
  FULL_TIME: 8,
  POSTPONED: 9,
  INTERRUPTED: 10,
  ABANDONED: 11,
  CANCELLED: 12,
  TO_BE_DETERMINED: 13,
} as const;

/** Chinese label of each football match state index. */
export const FOOTBALL_STATE_LABELS = {
  0: '异常',
  1: '未开始',
  2: '上半场',
  3: '中场',
  4: '下半场',
  5: '加时',
  6: '',
  7: '点球',
  8: '完场',
  9: '推迟',
  10: '中断',
  11: '腰斩',
  12: '取消',
  13: '待定',
} as const;
/** A football match state index, 0 to 13. */
export type FootballState = Code<typeof FOOTBALL_STATE_LABELS>;
/** Every football match state index in ascending order. */
export const FOOTBALL_STATE_CODES = codesOf(FOOTBALL_STATE_LABELS);
/** Accepts a football match state index, 0 to 13. */
export const footballStateSchema = z.literal(FOOTBALL_STATE_CODES);

/** Chinese label of a football match state, or undefined for an unknown index. */
export function footballStateLabel(state: number): string | undefined {
  return labelOf(FOOTBALL_STATE_LABELS, state);
}

const FOOTBALL_LIVE_STATES: ReadonlySet<number> = new Set([
  FootballState.FIRST_HALF,
  FootballState.HALF_TIME,
  FootballState.SECOND_HALF,
  FootballState.EXTRA_TIME,
  FootballState.PENALTIES,
]);

/** Whether a football match is being played: halves, half-time, extra time or penalties. */
export function isFootballLive(state: number): boolean {
  return FOOTBALL_LIVE_STATES.has(state);
}

/** Whether a football match has reached full time. Abandoned or cancelled matches have not. */
export function isFootballFinished(state: number): boolean {
  return state === FootballState.FULL_TIME;
}

/** Basketball match states by name. */
export const BasketballState = {
  ABNORMAL: 0,
  NOT_STARTED: 1,
  Q1: 2,
  Q1_ENDED: 3,
  Q2: 4,
  Q2_ENDED: 5,
  Q3: 6,
  Q3_ENDED: 7,
  Q4: 8,
  OVERTIME: 9,
  FULL_TIME: 10,
  INTERRUPTED: 11,
  CANCELLED: 12,
  POSTPONED: 13,
  ABANDONED: 14,
  TO_BE_DETERMINED: 15,
} as const;

/** Chinese label of each basketball match state index. */
export const BASKETBALL_STATE_LABELS = {
  0: '异常',
  1: '未开始',
  2: '第一节',
  3: '第一节完',
  4: '第二节',
  5: '第二节完',
  6: '第三节',
  7: '第三节完',
  8: '第四节',
  9: '加时',
  10: '完场',
  11: '中断',
  12: '取消',
  13: '推迟',
  14: '腰斩',
  15: '待定',
} as const;
/** A basketball match state index, 0 to 15. */
export type BasketballState = Code<typeof BASKETBALL_STATE_LABELS>;
/** Every basketball match state index in ascending order. */
export const BASKETBALL_STATE_CODES = codesOf(BASKETBALL_STATE_LABELS);
/** Accepts a basketball match state index, 0 to 15. */
export const basketballStateSchema = z.literal(BASKETBALL_STATE_CODES);

/**
 * Short quarter form of the basketball states that have one (indices 2 to 9), as a Chinese
 * scoreboard writes it beside the time left: 第1节 to 第4节, then 加时.
 */
export const BASKETBALL_STATE_SHORT = {
  2: '第1节',
  3: '第1节',
  4: '第2节',
  5: '第2节',
  6: '第3节',
  7: '第3节',
  8: '第4节',
  9: '加时',
} as const;

/** Name of a basketball period, 1-based: 第1节 to 第4节, then 加时1, 加时2 for the overtimes. */
export function basketballPeriodName(period: number): string {
  return period > 4 ? `加时${period - 4}` : `第${period}节`;
}

/** Chinese label of a basketball match state, or undefined for an unknown index. */
export function basketballStateLabel(state: number): string | undefined {
  return labelOf(BASKETBALL_STATE_LABELS, state);
}

/** Short quarter form of a basketball state (第1节 to 第4节, 加时), or undefined when it has none. */
export function basketballStateShort(state: number): string | undefined {
  return labelOf(BASKETBALL_STATE_SHORT, state);
}

/** Whether a basketball match is being played: any quarter, a break between quarters, or overtime. */
export function isBasketballLive(state: number): boolean {
  return state >= BasketballState.Q1 && state <= BasketballState.OVERTIME && Number.isInteger(state);
}

/** Whether a basketball match has reached full time. Abandoned or cancelled matches have not. */
export function isBasketballFinished(state: number): boolean {
  return state === BasketballState.FULL_TIME;
}

/** The sport of a match, as the live lists (/live/1, /live/2) and the `matchType` params use it. */
export const MatchType = { FOOTBALL: 1, BASKETBALL: 2 } as const;
/** A value of {@link MatchType}. */
export type MatchType = (typeof MatchType)[keyof typeof MatchType];
/** Accepts a match type: 1 football, 2 basketball. */
export const matchTypeSchema = z.literal([MatchType.FOOTBALL, MatchType.BASKETBALL]);
/** Chinese role name of each football position code. */
export const FOOTBALL_POSITIONS = {
  F: '前锋',
  M: '中场',
  D: '后卫',
  G: '守门员',
  LW: '左边锋',
  RW: '右边锋',
  ST: '中锋',
  AM: '前腰',
  ML: '左中场',
  MC: '中中场',
  MR: '右中场',
  DM: '后腰',
  DL: '左后卫',
  DC: '中后卫',
  DR: '右后卫',
  GK: '门将',
} as const;
/** A football position code. */
export type FootballPosition = keyof typeof FOOTBALL_POSITIONS;
/** Accepts a football position code. */
export const footballPositionSchema = z.enum(Object.keys(FOOTBALL_POSITIONS) as [FootballPosition, ...FootballPosition[]]);

/** Chinese role name of a football position code, or undefined for an unknown code. */
export function footballPositionName(code: string): string | undefined {
  return Object.hasOwn(FOOTBALL_POSITIONS, code) ? FOOTBALL_POSITIONS[code as FootballPosition] : undefined;
}

/** Chinese role name of each basketball position code. */
export const BASKETBALL_POSITIONS = {
  C: '中锋',
  SF: '小前锋',
  PF: '大前锋',
  SG: '得分后卫',
  PG: '控球后卫',
  F: '前锋',
  G: '后卫',
} as const;
/** A basketball position code. */
export type BasketballPosition = keyof typeof BASKETBALL_POSITIONS;
/** Accepts a basketball position code. */
export const basketballPositionSchema = z.enum(
  Object.keys(BASKETBALL_POSITIONS) as [BasketballPosition, ...BasketballPosition[]],
);

/** Chinese role name of a basketball position code, or undefined for an unknown code. */
export function basketballPositionName(code: string): string | undefined {
  return Object.hasOwn(BASKETBALL_POSITIONS, code) ? BASKETBALL_POSITIONS[code as BasketballPosition] : undefined;
}

/** Football game-play types by name. */
export const FootballPlayType = {
  EUROPEAN_ODDS: 1,
  HANDICAP: 2,
  OVER_UNDER: 3,
  LOTTERY_SINGLE: 4,
  PARLAY_TWO: 5,
} as const;

/** Chinese label of each football game-play type. */
export const FOOTBALL_PLAY_TYPE_LABELS = {
  1: '欧赔',
  2: '让球',
  3: '大小球',
  4: '竞彩单关',
  5: '二串一',
} as const;
/** A football game-play type, 1 to 5. */
export type FootballPlayType = Code<typeof FOOTBALL_PLAY_TYPE_LABELS>;
/** Accepts a football game-play type, 1 to 5. */
export const footballPlayTypeSchema = z.literal(codesOf(FOOTBALL_PLAY_TYPE_LABELS));

/** Chinese label of a football game-play type, or undefined for an unknown one. */
export function footballPlayTypeLabel(code: number): string | undefined {
  return labelOf(FOOTBALL_PLAY_TYPE_LABELS, code);
}

/** Basketball game-play types by name. */
export const BasketballPlayType = { HANDICAP: 1, OVER_UNDER: 2 } as const;

/** Chinese label of each basketball game-play type. */
export const BASKETBALL_PLAY_TYPE_LABELS = { 1: '让分', 2: '大小分' } as const;
/** A basketball game-play type, 1 or 2. */
export type BasketballPlayType = Code<typeof BASKETBALL_PLAY_TYPE_LABELS>;
/** Accepts a basketball game-play type, 1 or 2. */
export const basketballPlayTypeSchema = z.literal(codesOf(BASKETBALL_PLAY_TYPE_LABELS));

/** Chinese label of a basketball game-play type, or undefined for an unknown one. */
export function basketballPlayTypeLabel(code: number): string | undefined {
  return labelOf(BASKETBALL_PLAY_TYPE_LABELS, code);
}

/** The statistics of a basketball player's box score, in display order. */
export const BASKETBALL_PLAYER_STAT_FIELDS = [
  'minutesPlayed',
  'points',
  'fieldGoalsScored',
  'fieldGoalsAccuracy',
  'threePoints',
  'threePointsScored',
  'threePointsTotal',
  'threePointsAccuracy',
  'freeThrowsScored',
  'freeThrowsTotal',
  'freeThrowsAccuracy',
  'rebounds',
  'offensiveRebounds',
  'defensiveRebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
  'assistRate',
] as const;
/** One field of {@link BASKETBALL_PLAYER_STAT_FIELDS}. */
export type BasketballPlayerStatField = (typeof BASKETBALL_PLAYER_STAT_FIELDS)[number];

/** One row of a basketball box score: any of the statistic fields, as a number or numeric text ('45%'). */
export type BasketballPlayerStatRow = Partial<Record<BasketballPlayerStatField, number | string | null>>;

/**
 * The highest value of each statistic among `rows`, so the page can flag the cells holding it.
 * Text is read as a number ('45.5%' → 45.5); a statistic no row has a number for is absent.
 */
export function basketballStatLeaders(
  rows: readonly BasketballPlayerStatRow[],
): Partial<Record<BasketballPlayerStatField, number>> {
  const leaders: Partial<Record<BasketballPlayerStatField, number>> = {};
  for (const field of BASKETBALL_PLAYER_STAT_FIELDS) {
    for (const row of rows) {
      const raw = row[field];
      const value = typeof raw === 'string' ? Number.parseFloat(raw) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const best = leaders[field];
      if (best === undefined || value > best) leaders[field] = value;
    }
  }
  return leaders;
}
