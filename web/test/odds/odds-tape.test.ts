import { describe, expect, it } from 'vitest';
import { mergeTape, missingMoves, movesOfPatch, withMoves, type OddsMoveRow } from '../../src/odds/odds-tape';
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

  it('finds the move the current prices of a market show past the tape, and none where they stand as the tape left them', () => {
    const tape = new Map([['1:1', [move(100, 2.0)]]]);
    const current = oddsOf(
      'football',
      1,
      europe(1, [2.1, 3.2, 3.5], [1.7, 3.6, 4.5], 400),
      europe(2, [2.1, 3.2, 3.5]),
      europe(3, [2.1, 3.2, 3.5], [2.0, 3.2, 3.5], 500),
    );
    expect(missingMoves(tape, current, footballMatch(1, { homeScore: 1 }))).toEqual([
      ['1:1', { at: 400, live: { home: 1.7, draw: 3.6, away: 4.5 }, homeScore: 1, awayScore: 0, state: 2 }],
      ['3:1', { at: 500, live: { home: 2.0, draw: 3.2, away: 3.5 }, homeScore: 1, awayScore: 0, state: 2 }],
    ]);
    // Already on the tape, or prices back where the last move left them.
    expect(missingMoves(new Map([['1:1', [move(400, 1.7)]]]), oddsOf('football', 1, europe(1, [2.1, 3.2, 3.5], [1.7, 3.6, 4.5], 400)), null)).toEqual([]);
    expect(missingMoves(tape, oddsOf('football', 1, europe(1, [2.1, 3.2, 3.5], [2.0, 3.3, 3.6], 400)), null)).toEqual([]);
    expect(missingMoves(tape, null, null)).toEqual([]);
  });

  it('adds each move once, after the last of its market', () => {
    const tape = new Map([['1:1', [move(100, 2.0)]]]);
    const added = withMoves(tape, [['1:1', move(200, 1.9)], ['1:1', move(200, 1.9)], ['2:1', move(150, 2.2)]]);
    expect(added.get('1:1')).toEqual([move(100, 2.0), move(200, 1.9)]);
    expect(added.get('2:1')).toEqual([move(150, 2.2)]);
    expect(withMoves(tape, [['1:1', move(100, 2.0)]])).toBe(tape);
  });
});
