import { PLAN_RESULT, type PlanResult } from './expert';

type Whole = typeof PLAN_RESULT.WIN | typeof PLAN_RESULT.PUSH | typeof PLAN_RESULT.LOSS;

const bySign = (margin: number): Whole => (margin > 0 ? PLAN_RESULT.WIN : margin < 0 ? PLAN_RESULT.LOSS : PLAN_RESULT.PUSH);

/**
 * How a bet on a line ends: `margin(line)` is how far its side is ahead at that line. A quarter line
 * (±0.25, ±0.75, ...) is half the stake on each neighbouring half line, so it can win or lose by half.
 */
export function lineResult(line: number, margin: (line: number) => number): PlanResult {
  const quarters = Math.round(line * 4);
  if (Math.abs(quarters % 2) !== 1) return bySign(margin(line));
  const low = bySign(margin(line - 0.25));
  const high = bySign(margin(line + 0.25));
  if (low === high) return low;
  const pair = new Set([low, high]);
  if (pair.has(PLAN_RESULT.WIN) && pair.has(PLAN_RESULT.PUSH)) return PLAN_RESULT.HALF_WIN;
  if (pair.has(PLAN_RESULT.LOSS) && pair.has(PLAN_RESULT.PUSH)) return PLAN_RESULT.HALF_LOSS;
  throw new Error(`line ${line} split into a win and a loss`);
}

/** 盘路: how the home side fared on a handicap `line` (its own, negative when it gives) at the final score. */
export function handicapResult(line: number, score: { home: number; away: number }): PlanResult {
  return lineResult(line, (at) => score.home - score.away + at);
}

/** 大小: how the over fared on a total `line` (goals or points) at the final score. */
export function totalResult(line: number, score: { home: number; away: number }): PlanResult {
  return lineResult(line, (at) => score.home + score.away - at);
}

/** What a finished match's list shows for the home side's {@link handicapResult}. */
export const HANDICAP_RESULT_LABELS: Readonly<Partial<Record<PlanResult, string>>> = { 1: '赢', 2: '走', 3: '输', 4: '赢半', 5: '输半' };
/** What a finished match's list shows for the over's {@link totalResult}: 大 when the over wins, even by half. */
export const TOTAL_RESULT_LABELS: Readonly<Partial<Record<PlanResult, string>>> = { 1: '大', 2: '走', 3: '小', 4: '大', 5: '小' };
