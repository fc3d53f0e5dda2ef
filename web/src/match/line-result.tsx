import {
  HANDICAP_RESULT_LABELS,
  handicapResult,
  PLAN_RESULT,
  TOTAL_RESULT_LABELS,
  totalResult,
  type FeedClosingLines,
  type FeedSide,
  type FeedSport,
  type PlanResult,
  type Sport,
} from '@portal/contracts';
import { asianLineText, goalLineText, pointsLineText } from './format';

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

/** A side's 盘路 and the match's 大小, at a finished match's closing lines. */
export interface SideLineOutcomes {
  handicap: LineOutcome;
  total: LineOutcome;
}

/** `teamId`'s 盘路 and the 大小 of a finished match (home side `homeTeamId`); undefined where it has no lines. */
export function sideLineOutcomes(
  teamId: number,
  match: { homeTeamId: number; homeScore: number; awayScore: number; lines?: FeedClosingLines | null | undefined },
): SideLineOutcomes | undefined {
  if (!match.lines) return undefined;
  const score = { home: match.homeScore, away: match.awayScore };
  return {
    handicap: handicapOutcome(match.lines.handicap, score, match.homeTeamId === teamId ? 'home' : 'away'),
    total: totalOutcome(match.lines.total, score),
  };
}

/** The sum of a side's line results: 盘路 6赢 1走 3输 · 5大 5小 (half wins and losses counted whole). */
export function lineRecordText(outcomes: readonly SideLineOutcomes[]): string {
  const handicaps = (tone: LineOutcome['tone']) => outcomes.filter((o) => o.handicap.tone === tone).length;
  const totals = (tone: LineOutcome['tone']) => outcomes.filter((o) => o.total.tone === tone).length;
  return `盘路 ${handicaps('win')}赢 ${handicaps('push')}走 ${handicaps('loss')}输 · ${totals('win')}大 ${totals('loss')}小`;
}

/**
 * A finished match's 盘口, the side's 盘路 and the 大小 as three cells, at its closing lines; `empty`
 * in each where it has none.
 */
export function LineCells({ sport, lines, outcomes, empty }: {
  sport: FeedSport;
  lines: FeedClosingLines | null | undefined;
  outcomes: SideLineOutcomes | undefined;
  empty: string;
}) {
  if (!lines || !outcomes) {
    return (
      <>
        <td data-field="handicap">{empty}</td>
        <td data-field="handicap-result">{empty}</td>
        <td data-field="total">{empty}</td>
      </>
    );
  }
  const text = LINE_TEXTS[sport];
  return (
    <>
      <td data-field="handicap">{text.handicap(lines.handicap)}</td>
      <td data-field="handicap-result">
        <LineResultMark outcome={outcomes.handicap} />
      </td>
      <td data-field="total">
        {text.total(lines.total)} <LineResultMark outcome={outcomes.total} />
      </td>
    </>
  );
}

/** How each sport's closing lines read: football's handicap by its name and its split goal lines (2.5/3); basketball's points, signed. */
const LINE_TEXTS: { readonly [S in Sport]: { handicap(line: number): string; total(line: number): string } } = {
  football: { handicap: asianLineText, total: goalLineText },
  basketball: { handicap: pointsLineText, total: String },
};
