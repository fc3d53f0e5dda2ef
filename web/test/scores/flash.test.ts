import { describe, expect, it } from 'vitest';
import { changedCells } from '../../src/scores/flash';
import { changedMatchParts, changedOddsCells } from '../../src/scores/match/match-cells';
import { flashClassOf, rowFlashClasses, rowFlashes } from '../../src/scores/use-flashes';

describe('changed cells of a list patch', () => {
  it('maps each changed field of a row to the cell that shows it', () => {
    expect(
      changedCells([
        { op: 'set', path: ['matches', '7', 'homeScore'], value: 1 },
        { op: 'set', path: ['matches', '7', 'awayRed'], value: 1 },
        { op: 'set', path: ['matches', '7', 'homeCorner'], value: 4 },
        { op: 'set', path: ['matches', '8', 'odds', 'asian', 'home'], value: 0.88 },
        { op: 'set', path: ['matches', '8', 'state'], value: 3 },
      ]),
    ).toEqual(['7:score', '7:away', '7:corner', '8:asian', '8:state']);
  });

  it('flashes every odds cell when the odds are set whole, and nothing for a row that joins', () => {
    expect(changedCells([{ op: 'set', path: ['matches', '7', 'odds'], value: {} }])).toEqual([
      '7:europe',
      '7:asian',
      '7:overUnder',
      '7:handicap',
      '7:total',
    ]);
    expect(changedCells([{ op: 'set', path: ['matches', '9'], value: {} }])).toEqual([]);
    expect(changedCells([{ op: 'set', path: ['issueNum'], value: '25050' }])).toEqual([]);
  });

  it('keys a row’s flashes by patch so a re-render alone never starts or stops one', () => {
    const text = rowFlashes(
      new Map([
        ['7:score', 12],
        ['7:corner', 13],
        ['8:score', 12],
      ]),
      7,
    );
    expect(text).toBe('score@12,corner@13');
    const classOf = rowFlashClasses(text);
    expect(classOf('score')).toBe('is-flash');
    expect(classOf('corner')).toBe('is-flash is-flash--again');
    expect(classOf('half')).toBe('');
    expect(flashClassOf(undefined)).toBe('');
  });
});

describe('changed parts of the match centre', () => {
  it('maps score, clock and statistics', () => {
    expect(
      changedMatchParts([
        { op: 'set', path: ['awayScore'], value: 1 },
        { op: 'set', path: ['phaseStartedAt'], value: 1 },
        { op: 'set', path: ['stats', 'home', 'shots'], value: 4 },
        { op: 'set', path: ['homeRed'], value: 1 },
        { op: 'set', path: ['incidents', 3], value: {} },
      ]),
    ).toEqual(['score', 'clock', 'stat:shots', 'stat:red']);
  });

  it('maps odds moves to their market and price', () => {
    expect(
      changedOddsCells([
        { op: 'set', path: ['markets', '3:2', 'live', 'home'], value: 0.9 },
        { op: 'set', path: ['markets', '5:1'], value: {} },
      ]),
    ).toEqual(['3:2:home', '5:1:*']);
  });
});
