import { isMatchVoid, lineResult, planPlayOf, PLAN_RESULT, sportEntry, sportOf, type MatchType, type PickSide, type PlanResult } from '@portal/contracts';

/** How a match ends for its plans: full time settles them; postponed, abandoned or cancelled refunds them. */
export type MatchEnd = 'final' | 'void';

/** Whether a match state ends its plans, and how; undefined while they wait (not started, in play, interrupted, undetermined). */
export function matchEnd(matchType: MatchType, state: number): MatchEnd | undefined {
  if (state === sportEntry(sportOf(matchType)).states.finished) return 'final';
  return isMatchVoid(matchType, state) ? 'void' : undefined;
}

/** The kind of market a play type is: 1X2, a handicap on the home side, or a total. */
export function marketKind(matchType: MatchType, playType: number): '1x2' | 'handicap' | 'total' {
  return planPlayOf(matchType, playType).kind;
}

/**
 * One match's result for a pick from its final score. A handicap `line` is the home side's (negative
 * when home gives), a total's the goals or points; 1X2 picks take no line.
 */
export function settleLeg(
  leg: { matchType: MatchType; playType: number; side: PickSide; line: number | null },
  score: { home: number; away: number },
): PlanResult {
  const diff = score.home - score.away;
  const total = score.home + score.away;
  const kind = marketKind(leg.matchType, leg.playType);
  if (kind === '1x2') {
    const outcome: PickSide = diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw';
    return outcome === leg.side ? PLAN_RESULT.WIN : PLAN_RESULT.LOSS;
  }
  if (leg.line === null) throw new Error(`a ${kind} pick without a line`);
  if (kind === 'handicap') {
    if (leg.side === 'home') return lineResult(leg.line, (line) => diff + line);
    if (leg.side === 'away') return lineResult(leg.line, (line) => -(diff + line));
  } else {
    if (leg.side === 'over') return lineResult(leg.line, (line) => total - line);
    if (leg.side === 'under') return lineResult(leg.line, (line) => line - total);
  }
  throw new Error(`side ${leg.side} does not fit a ${kind} market`);
}

/** A plan's result from its legs': one leg is the plan; a parlay wins only when every leg wins, and loses on any loss. */
export function planResultOf(legs: readonly PlanResult[]): PlanResult {
  if (legs.length === 1) return legs[0] as PlanResult;
  if (legs.some((r) => r === PLAN_RESULT.LOSS || r === PLAN_RESULT.HALF_LOSS)) return PLAN_RESULT.LOSS;
  if (legs.every((r) => r === PLAN_RESULT.WIN)) return PLAN_RESULT.WIN;
  return PLAN_RESULT.PUSH;
}

/**
 * What a stake of one returned on top of itself at the recorded prices: Hong Kong odds (handicaps
 * and totals) are the profit, decimal odds (1X2, lottery, the parlay's product) include the stake.
 */
export function profitOf(result: PlanResult, matchType: MatchType, playType: number, odds: readonly number[]): number {
  const kind = marketKind(matchType, playType);
  const win = kind === '1x2' ? odds.reduce((product, price) => product * price, 1) - 1 : (odds[0] ?? 0);
  switch (result) {
    case PLAN_RESULT.WIN:
      return win;
    case PLAN_RESULT.HALF_WIN:
      return win / 2;
    case PLAN_RESULT.HALF_LOSS:
      return -0.5;
    case PLAN_RESULT.LOSS:
      return -1;
    default:
      return 0;
  }
}
