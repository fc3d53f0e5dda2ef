import { describe, expect, it } from 'vitest';
import { applyPatch, type PatchOp } from '@portal/contracts';
import { goalBetween, goalMessage, goalsFromListPatch } from '../../src/scores/goals';
import { footballRow, listOf } from './fixtures';

function after(ops: PatchOp[], before = listOf(footballRow(1, { homeScore: 1, awayScore: 1 }), footballRow(2))) {
  return { before, after: applyPatch(before, ops), ops };
}

describe('goal detection from a list patch', () => {
  it('announces a score increase with the teams and the new score', () => {
    const { before, after: next, ops } = after([{ op: 'set', path: ['matches', '1', 'homeScore'], value: 2 }]);
    const goals = goalsFromListPatch(before, next, ops);
    expect(goals).toEqual([
      { matchId: 1, side: 'home', homeName: '主队1', awayName: '客队1', homeScore: 2, awayScore: 1 },
    ]);
    expect(goalMessage(goals[0]!)).toBe('进球！主队1 2-1 客队1');
  });

  it('tells an away goal', () => {
    const { before, after: next, ops } = after([{ op: 'set', path: ['matches', '2', 'awayScore'], value: 1 }]);
    expect(goalsFromListPatch(before, next, ops)).toMatchObject([{ matchId: 2, side: 'away', homeScore: 0, awayScore: 1 }]);
  });

  it('never announces a score corrected downward', () => {
    const down = after([{ op: 'set', path: ['matches', '1', 'homeScore'], value: 0 }]);
    expect(goalsFromListPatch(down.before, down.after, down.ops)).toEqual([]);
    // A goal given to the wrong side and moved: one side down, the other up, is still a correction.
    const moved = after([
      { op: 'set', path: ['matches', '1', 'homeScore'], value: 0 },
      { op: 'set', path: ['matches', '1', 'awayScore'], value: 2 },
    ]);
    expect(goalsFromListPatch(moved.before, moved.after, moved.ops)).toEqual([]);
  });

  it('ignores patches that leave the score alone, and matches joining the list', () => {
    const corners = after([{ op: 'set', path: ['matches', '1', 'homeCorner'], value: 3 }]);
    expect(goalsFromListPatch(corners.before, corners.after, corners.ops)).toEqual([]);
    const joined = after([{ op: 'set', path: ['matches', '5'], value: footballRow(5, { homeScore: 3 }) }]);
    expect(goalsFromListPatch(joined.before, joined.after, joined.ops)).toEqual([]);
  });

  it('finds a goal in a row set whole', () => {
    const row = footballRow(2, { homeScore: 1 });
    const whole = after([{ op: 'set', path: ['matches', '2'], value: row }]);
    expect(goalsFromListPatch(whole.before, whole.after, whole.ops)).toMatchObject([{ matchId: 2, side: 'home' }]);
  });
});

describe('goalBetween', () => {
  it('compares two states of one match', () => {
    expect(goalBetween(footballRow(1), footballRow(1, { awayScore: 1 }))).toMatchObject({ side: 'away', awayScore: 1 });
    expect(goalBetween(footballRow(1, { homeScore: 1 }), footballRow(1))).toBeUndefined();
    expect(goalBetween(footballRow(1), footballRow(1))).toBeUndefined();
    expect(goalBetween(undefined, footballRow(1, { homeScore: 1 }))).toBeUndefined();
  });
});
