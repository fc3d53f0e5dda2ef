import { describe, expect, it } from 'vitest';
import { MATCH_RESULT_TEXT, resultFor } from '../src';

describe("a side's result", () => {
  it('reads a finished match from either side', () => {
    const match = { homeTeamId: 1, homeScore: 2, awayScore: 1 };
    expect([resultFor(1, match), resultFor(2, match)]).toEqual(['W', 'L']);
    expect(resultFor(2, { homeTeamId: 1, homeScore: 0, awayScore: 0 })).toBe('D');
    expect(MATCH_RESULT_TEXT).toEqual({ W: '胜', D: '平', L: '负' });
  });
});
