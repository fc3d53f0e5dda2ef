import { PICK_SIDE_LABELS, PLAN_RESULT_LABELS, planPlayOf, type PickSide, type Plan, type PlanLeg, type PlanResult } from '@portal/contracts';

/** The kind of market a plan's play type is. */
export function marketOf(plan: Pick<Plan, 'matchType' | 'playType'>): '1x2' | 'handicap' | 'total' {
  return planPlayOf(plan.matchType, plan.playType).kind;
}

/** A line as a page shows it: handicaps with their sign (主 -0.5), totals as they are (2.5). */
export function lineText(line: number | null, signed: boolean): string {
  if (line === null) return '';
  if (!signed) return String(line);
  return line > 0 ? `+${line}` : String(line);
}

/** What a side reads as in a plan's market: 主胜, 主队 -0.5, 大 2.5. */
export function sideText(plan: Pick<Plan, 'matchType' | 'playType'>, side: PickSide, line: number | null): string {
  const market = marketOf(plan);
  if (market === '1x2') return PICK_SIDE_LABELS[side];
  if (market === 'total') return `${PICK_SIDE_LABELS[side]} ${lineText(line, false)}`;
  const ownLine = side === 'home' ? line : line === null ? null : -line;
  return `${side === 'home' ? '主队' : '客队'} ${lineText(ownLine, true)}`;
}

/** The market line of a leg as lists show it to anyone: 盘口 -0.5 / 2.5. */
export function marketLineText(plan: Pick<Plan, 'matchType' | 'playType'>, leg: PlanLeg): string {
  const market = marketOf(plan);
  if (market === '1x2' || leg.line === null) return '';
  return market === 'handicap' ? `盘口 ${lineText(leg.line, true)}` : `大小 ${lineText(leg.line, false)}`;
}

export function resultText(result: PlanResult): string {
  return PLAN_RESULT_LABELS[result];
}

/** The CSS modifier of a result badge. */
export function resultTone(result: PlanResult): 'red' | 'black' | 'push' | 'pending' | 'refund' {
  switch (result) {
    case 1:
    case 4:
      return 'red';
    case 3:
    case 5:
      return 'black';
    case 2:
      return 'push';
    case 6:
      return 'refund';
    default:
      return 'pending';
  }
}
