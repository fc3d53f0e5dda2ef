import { MatchType, PLAN_RESULT } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { recordOf } from '../../src/experts/records';
import { matchEnd, planResultOf, profitOf, settleLeg } from '../../src/experts/settlement';

const { WIN, PUSH, LOSS, HALF_WIN, HALF_LOSS, REFUNDED } = PLAN_RESULT;
const football = (playType: number, side: 'home' | 'draw' | 'away' | 'over' | 'under', line: number | null, home: number, away: number) =>
  settleLeg({ matchType: MatchType.FOOTBALL, playType, side, line }, { home, away });

describe('settling a pick from the final score and the recorded line', () => {
  it('settles 1X2 and the lottery on the result', () => {
    expect(football(1, 'home', null, 2, 1)).toBe(WIN);
    expect(football(1, 'draw', null, 1, 1)).toBe(WIN);
    expect(football(4, 'away', null, 1, 1)).toBe(LOSS);
  });

  it.each([
    // line (home), home goals, away goals, home pick, away pick
    [-0.5, 1, 0, WIN, LOSS],
    [-0.5, 1, 1, LOSS, WIN],
    [-1, 1, 0, PUSH, PUSH],
    [-1, 2, 0, WIN, LOSS],
    [-0.25, 1, 1, HALF_LOSS, HALF_WIN],
    [-0.25, 1, 0, WIN, LOSS],
    [-0.75, 1, 0, HALF_WIN, HALF_LOSS],
    [-0.75, 2, 0, WIN, LOSS],
    [0.25, 1, 1, HALF_WIN, HALF_LOSS],
    [0.75, 0, 1, HALF_LOSS, HALF_WIN],
    [-1.25, 2, 1, HALF_LOSS, HALF_WIN],
    [-1.75, 2, 0, HALF_WIN, HALF_LOSS],
    [0, 2, 2, PUSH, PUSH],
  ])('settles handicap %d at %d-%d: home %d, away %d', (line, home, away, homePick, awayPick) => {
    expect(football(2, 'home', line, home, away)).toBe(homePick);
    expect(football(2, 'away', line, home, away)).toBe(awayPick);
  });

  it.each([
    [2.5, 3, WIN, LOSS],
    [2.5, 2, LOSS, WIN],
    [3, 3, PUSH, PUSH],
    [2.25, 2, HALF_LOSS, HALF_WIN],
    [2.75, 3, HALF_WIN, HALF_LOSS],
    [2.75, 4, WIN, LOSS],
  ])('settles over/under %d with %d goals: over %d, under %d', (line, goals, over, under) => {
    expect(football(3, 'over', line, goals, 0)).toBe(over);
    expect(football(3, 'under', line, goals, 0)).toBe(under);
  });

  it('settles basketball handicaps and totals in points, a whole line pushing', () => {
    const basketball = (playType: number, side: 'home' | 'away' | 'over' | 'under', line: number, home: number, away: number) =>
      settleLeg({ matchType: MatchType.BASKETBALL, playType, side, line }, { home, away });
    expect(basketball(1, 'home', -5.5, 100, 94)).toBe(WIN);
    expect(basketball(1, 'away', -5.5, 100, 94)).toBe(LOSS);
    expect(basketball(1, 'home', -6, 100, 94)).toBe(PUSH);
    expect(basketball(2, 'over', 210.5, 110, 101)).toBe(WIN);
    expect(basketball(2, 'under', 211, 110, 101)).toBe(PUSH);
  });

  it('wins a parlay only when both legs win', () => {
    expect(planResultOf([WIN, WIN])).toBe(WIN);
    expect(planResultOf([WIN, LOSS])).toBe(LOSS);
    expect(planResultOf([HALF_WIN])).toBe(HALF_WIN);
  });

  it('tells full time from the states that refund', () => {
    expect(matchEnd(MatchType.FOOTBALL, 8)).toBe('final');
    for (const state of [9, 11, 12]) expect(matchEnd(MatchType.FOOTBALL, state)).toBe('void');
    for (const state of [1, 2, 4, 10, 13]) expect(matchEnd(MatchType.FOOTBALL, state)).toBeUndefined();
    expect(matchEnd(MatchType.BASKETBALL, 10)).toBe('final');
    for (const state of [12, 13, 14]) expect(matchEnd(MatchType.BASKETBALL, state)).toBe('void');
    expect(matchEnd(MatchType.BASKETBALL, 11)).toBeUndefined();
  });
});

describe('a record', () => {
  it('counts hits over decided plans, the latest ten, the streak and the return', () => {
    const results = [LOSS, WIN, PUSH, WIN, HALF_WIN, REFUNDED, HALF_LOSS, WIN, WIN, WIN, LOSS, WIN, WIN, WIN];
    const record = recordOf(results.map((result) => ({ result, profit: profitOf(result, MatchType.FOOTBALL, 2, [0.9]) })));
    expect(record).toMatchObject({ settled: 13, wins: 8, halfWins: 1, pushes: 1, halfLosses: 1, losses: 2 });
    // decided: 12 (no push, no refund), hits 9
    expect(record.hitRate).toBe(75);
    expect(record.recentPlayed).toBe(10);
    expect(record.recentHits).toBe(8);
    expect(record.recentLabel).toBe('近10中8');
    expect(record.streak).toBe(3);
    // 8 wins × 0.9 + a half win 0.45 − 2 − 0.5 = 5.15 over 13 plans
    expect(record.roi).toBe(39.6);
  });

  it('has no rates before a decided plan', () => {
    expect(recordOf([{ result: PUSH, profit: 0 }])).toMatchObject({ hitRate: null, streak: 0, recentLabel: '近0中0', roi: 0 });
  });
});
