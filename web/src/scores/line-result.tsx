import {
  HANDICAP_RESULT_LABELS,
  handicapResult,
  PLAN_RESULT,
  TOTAL_RESULT_LABELS,
  totalResult,
  type FeedSide,
  type PlanResult,
} from '@portal/contracts';

/** A finished match's result on a line: 盘路 (赢, 赢半, 走, 输半, 输) or 大小 (大, 走, 小). */
export interface LineOutcome {
  label: string;
  tone: 'win' | 'push' | 'loss';
}

type Score = { home: number; away: number };

function outcomeOf(result: PlanResult, labels: Readonly<Partial<Record<PlanResult, string>>>): LineOutcome {
  const tone = result === PLAN_RESULT.WIN || result === PLAN_RESULT.HALF_WIN ? 'win' : result === PLAN_RESULT.PUSH ? 'push' : 'loss';
  return { label: labels[result] ?? '', tone };
}

/** 盘路 of `side` on the home side's handicap `line` at the final score. */
export function handicapOutcome(line: number, score: Score, side: FeedSide = 'home'): LineOutcome {
  const result = side === 'home' ? handicapResult(line, score) : handicapResult(-line, { home: score.away, away: score.home });
  return outcomeOf(result, HANDICAP_RESULT_LABELS);
}

/** 大小 of the total `line` at the final score. */
export function totalOutcome(line: number, score: Score): LineOutcome {
  return outcomeOf(totalResult(line, score), TOTAL_RESULT_LABELS);
}

/** The mark of a line's result: red for a win (or 大), blue for 走, green for a loss (or 小). */
export function LineResultMark({ outcome }: { outcome: LineOutcome }) {
  return <span className={`line-result line-result--${outcome.tone}`}>{outcome.label}</span>;
}
