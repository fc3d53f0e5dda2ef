import { describe, expect, it } from 'vitest';
import { HANDICAP_RESULT_LABELS, handicapResult, PLAN_RESULT, TOTAL_RESULT_LABELS, totalResult } from '../src';

const score = (home: number, away: number) => ({ home, away });

describe('盘路 and 大小 of a finished match', () => {
  it("reads the home side's handicap result on whole, half and quarter lines", () => {
    expect(handicapResult(-1, score(2, 0))).toBe(PLAN_RESULT.WIN);
    expect(handicapResult(-1, score(1, 0))).toBe(PLAN_RESULT.PUSH);
    expect(handicapResult(-0.5, score(0, 0))).toBe(PLAN_RESULT.LOSS);
    // 半/一 (giving 0.75): a one-goal win is half on -0.5 (won) and half on -1 (pushed).
    expect(handicapResult(-0.75, score(1, 0))).toBe(PLAN_RESULT.HALF_WIN);
    // 受平/半 (getting 0.25): a draw is half on 0 (pushed) and half on +0.5 (won).
    expect(handicapResult(0.25, score(1, 1))).toBe(PLAN_RESULT.HALF_WIN);
    expect(handicapResult(-0.25, score(1, 1))).toBe(PLAN_RESULT.HALF_LOSS);
    expect(handicapResult(5.5, score(90, 97))).toBe(PLAN_RESULT.LOSS);
    expect(HANDICAP_RESULT_LABELS[handicapResult(-0.75, score(1, 0))]).toBe('赢半');
  });

  it("reads the over's result on goal and points lines", () => {
    expect(totalResult(2.5, score(2, 1))).toBe(PLAN_RESULT.WIN);
    expect(totalResult(3, score(2, 1))).toBe(PLAN_RESULT.PUSH);
    expect(totalResult(2.75, score(2, 1))).toBe(PLAN_RESULT.HALF_WIN);
    expect(totalResult(3.25, score(2, 1))).toBe(PLAN_RESULT.HALF_LOSS);
    expect(totalResult(190.5, score(92, 90))).toBe(PLAN_RESULT.LOSS);
    expect(TOTAL_RESULT_LABELS[totalResult(2.25, score(2, 1))]).toBe('大');
    expect(TOTAL_RESULT_LABELS[totalResult(3, score(2, 1))]).toBe('走');
    expect(TOTAL_RESULT_LABELS[totalResult(190.5, score(92, 90))]).toBe('小');
  });
});
