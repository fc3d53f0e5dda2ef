import { describe, expect, it } from 'vitest';
import type { FeedSeasonMatch } from '@portal/contracts';
import { aggregateText, tieStanding } from '../../src/database/ties';

const leg = (id: number, home: number, away: number, score: [number, number], extra: Partial<FeedSeasonMatch> = {}): FeedSeasonMatch => ({
  id,
  round: 7,
  roundName: `1/8决赛第${id % 2 === 1 ? 1 : 2}回合`,
  group: null,
  kickoffAt: id * 1000,
  homeTeamId: home,
  awayTeamId: away,
  state: 8,
  finished: true,
  homeScore: score[0],
  awayScore: score[1],
  penaltyScore: null,
  halfScore: null,
  incidents: [],
  ...extra,
});

describe('a knockout tie', () => {
  it('decides nothing at its first leg, and on the aggregate at its second', () => {
    const first = leg(1, 20, 10, [2, 1]);
    const second = leg(2, 10, 20, [2, 0]);
    expect(tieStanding(first, [first, second])).toEqual({ aggregate: null, through: null });
    // 10 scored 1 + 2, 20 scored 2 + 0.
    expect(tieStanding(second, [first, second])).toEqual({ aggregate: [3, 2], through: 10 });
    expect(aggregateText(tieStanding(second, [first, second]))).toBe('总比分 3 - 2');
  });

  it('goes to the shoot-out of the second leg when the aggregate is level, and waits for a second leg not played', () => {
    const first = leg(1, 20, 10, [1, 0]);
    const second = leg(2, 10, 20, [1, 0], { penaltyScore: [3, 4] });
    expect(tieStanding(second, [first, second])).toEqual({ aggregate: [1, 1], through: 20 });
    const toCome = leg(2, 10, 20, [0, 0], { finished: false, state: 1 });
    expect(tieStanding(toCome, [first, toCome])).toEqual({ aggregate: null, through: null });
  });

  it('of one match goes on its score, then its shoot-out; a league or group match is no tie', () => {
    const final = leg(9, 30, 40, [1, 1], { roundName: '决赛', penaltyScore: [5, 4] });
    expect(tieStanding(final, [final])).toEqual({ aggregate: null, through: 30 });
    expect(tieStanding(leg(3, 1, 2, [0, 1], { roundName: '小组赛第1轮', group: 'A' }), [])).toBeUndefined();
    expect(tieStanding(leg(3, 1, 2, [0, 1], { roundName: '第3轮' }), [])).toBeUndefined();
  });
});
