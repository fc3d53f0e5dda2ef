import type { FeedBoxScore } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { boxScoreCell } from '../../src/scores/match/box-score-cells';

const line: FeedBoxScore = {
  minutesPlayed: 12, points: 7, fieldGoalsScored: 3, fieldGoalsTotal: 6, fieldGoalsAccuracy: 50, threePoints: 0,
  threePointsScored: 0, threePointsTotal: 0, threePointsAccuracy: 0, freeThrowsScored: 1, freeThrowsTotal: 4,
  freeThrowsAccuracy: 25, rebounds: 2, offensiveRebounds: 1, defensiveRebounds: 1, assists: 2, steals: 0, blocks: 0,
  turnovers: 1, fouls: 2, assistRate: 20,
};

describe('box-score cells', () => {
  it('shows a percentage of something with its sign and counts as they are', () => {
    expect(boxScoreCell(line, 'fieldGoalsAccuracy', 10)).toBe('50%');
    expect(boxScoreCell(line, 'freeThrowsAccuracy', 10)).toBe('25%');
    expect(boxScoreCell(line, 'assistRate', 10)).toBe('20%');
    expect(boxScoreCell(line, 'points', 10)).toBe('7');
    expect(boxScoreCell(line, 'threePointsScored', 10)).toBe('0');
  });

  it('shows "-" for a percentage of nothing attempted, not 0%', () => {
    expect(boxScoreCell(line, 'threePointsAccuracy', 10)).toBe('-');
    expect(boxScoreCell({ ...line, fieldGoalsTotal: 0, fieldGoalsScored: 0, fieldGoalsAccuracy: 0 }, 'fieldGoalsAccuracy', 10)).toBe('-');
    expect(boxScoreCell(line, 'assistRate', 0)).toBe('-');
  });

});
