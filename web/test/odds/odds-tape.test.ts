import { describe, expect, it } from 'vitest';
import { mergeTape, movesOfPatch, type OddsMoveRow } from '../../src/odds/odds-tape';
import { europe, footballMatch, oddsOf } from './fixtures';

const move = (at: number, home: number, homeScore = 0): OddsMoveRow => ({ at, live: { home, draw: 3.3, away: 3.6 }, homeScore, awayScore: 0, state: 2 });

describe('the odds tape', () => {
  it('keeps the moves seen live after the history, each once, when the history is asked again', () => {
    const seen = new Map([['1:1', [move(200, 1.9), move(300, 1.8, 1)]]]);
    expect(mergeTape([{ bookmakerId: 1, playType: 1, moves: [move(100, 2.0)] }], seen).get('1:1')).toEqual([move(100, 2.0), move(200, 1.9), move(300, 1.8, 1)]);
    // A later answer already holds the move at 200.
    const again = mergeTape([{ bookmakerId: 1, playType: 1, moves: [move(100, 2.0), move(200, 1.9)] }], seen);
    expect(again.get('1:1')).toEqual([move(100, 2.0), move(200, 1.9), move(300, 1.8, 1)]);
    expect(mergeTape([], seen).get('1:1')).toHaveLength(2);
  });

  it('takes a move from a patch that changed a market, with the score of the match at that moment', () => {
    const before = oddsOf('football', 1, europe(1, [2.1, 3.2, 3.5], [2.0, 3.3, 3.6], 100), europe(2, [2.1, 3.2, 3.5]));
    const after = oddsOf('football', 1, europe(1, [2.1, 3.2, 3.5], [1.7, 3.6, 4.5], 400), europe(2, [2.1, 3.2, 3.5]));
    expect(movesOfPatch(before, after, ['1:1', '2:1'], footballMatch(1, { homeScore: 1 }))).toEqual([
      ['1:1', { at: 400, live: { home: 1.7, draw: 3.6, away: 4.5 }, homeScore: 1, awayScore: 0, state: 2 }],
    ]);
    expect(movesOfPatch(before, before, ['1:1'], null)).toEqual([]);
  });
});
