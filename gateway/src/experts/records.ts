import { HIT_RESULTS, MISS_RESULTS, PLAN_RESULT, RECENT_FORM_SIZE, recentFormLabel, type ExpertRecord, type PlanResult } from '@portal/contracts';

/** One settled plan as a record counts it. */
export type SettledPlan = { result: PlanResult; profit: number };

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * An expert's record from their settled plans, oldest first. Refunds count nowhere; pushes count
 * in the plans settled and the return (a stake back), not in the hit rate or the streaks.
 */
export function recordOf(plans: readonly SettledPlan[]): ExpertRecord {
  const counted = plans.filter((plan) => plan.result !== PLAN_RESULT.REFUNDED && plan.result !== PLAN_RESULT.PENDING);
  const count = (result: PlanResult) => counted.filter((plan) => plan.result === result).length;
  const decided = counted.filter((plan) => HIT_RESULTS.includes(plan.result) || MISS_RESULTS.includes(plan.result));
  const hits = decided.filter((plan) => HIT_RESULTS.includes(plan.result)).length;
  const recent = decided.slice(-RECENT_FORM_SIZE);
  const recentHits = recent.filter((plan) => HIT_RESULTS.includes(plan.result)).length;
  let streak = 0;
  for (let k = decided.length - 1; k >= 0 && HIT_RESULTS.includes((decided[k] as SettledPlan).result); k -= 1) streak += 1;
  const profit = counted.reduce((sum, plan) => sum + plan.profit, 0);
  return {
    settled: counted.length,
    wins: count(PLAN_RESULT.WIN),
    halfWins: count(PLAN_RESULT.HALF_WIN),
    pushes: count(PLAN_RESULT.PUSH),
    halfLosses: count(PLAN_RESULT.HALF_LOSS),
    losses: count(PLAN_RESULT.LOSS),
    hitRate: decided.length === 0 ? null : round1((hits / decided.length) * 100),
    recentPlayed: recent.length,
    recentHits,
    recentLabel: recentFormLabel(recent.length, recentHits),
    streak,
    roi: counted.length === 0 ? null : round1((profit / counted.length) * 100),
  };
}
