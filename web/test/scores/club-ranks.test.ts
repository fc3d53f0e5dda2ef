import { describe, expect, it } from 'vitest';
import { rankLabels } from '../../src/scores/club-ranks';

describe('rankLabels', () => {
  const rankOf = rankLabels({
    clubs: [
      { teamId: 1, leagueId: 101, league: 'NBA', group: '东部', rank: 3 },
      { teamId: 2, leagueId: 102, league: 'CBA', group: '', rank: 12 },
    ],
  });

  it("shows a club's place in its own league, in its group where the table has groups", () => {
    expect(rankOf(1, 101)).toBe('东3');
    expect(rankOf(2, 102)).toBe('12');
  });

  it("names the league in another competition's match, and shows nothing for a club without a table", () => {
    expect(rankOf(1, 999)).toBe('NBA东3');
    expect(rankOf(2)).toBe('CBA12');
    expect(rankOf(3, 101)).toBeNull();
    expect(rankLabels(undefined)(1, 101)).toBeNull();
  });
});
