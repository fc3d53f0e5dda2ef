import { describe, expect, it } from 'vitest';
import {
  NO_HIDDEN_LEAGUES,
  invertLeagues,
  leaguesOf,
  rowsOfShownLeagues,
  selectAllLeagues,
  toggleLeague,
} from '../../src/scores/league-filter';
import { footballRow } from './fixtures';

const rows = [
  footballRow(1, { leagueKey: 'liga' }),
  footballRow(2, { leagueKey: 'epl' }),
  footballRow(3, { leagueKey: 'epl' }),
  footballRow(4, { leagueKey: 'csl' }),
];

describe('league filter', () => {
  it('lists the leagues of the list with their match counts, most matches first, then by name in pinyin order', () => {
    expect(leaguesOf(rows).map(({ id, name, count }) => [id, name, count])).toEqual([
      [1, '英超', 2],
      [2, '西甲', 1],
      [3, '中超', 1],
    ]);
  });

  it('shows every league until one is unticked', () => {
    expect(rowsOfShownLeagues(rows, NO_HIDDEN_LEAGUES).map((row) => row.id)).toEqual([1, 2, 3, 4]);
    const hidden = toggleLeague(NO_HIDDEN_LEAGUES, 1);
    expect(rowsOfShownLeagues(rows, hidden).map((row) => row.id)).toEqual([1, 4]);
    expect(rowsOfShownLeagues(rows, toggleLeague(hidden, 1)).map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });

  it('全选 ticks every league again', () => {
    const hidden = toggleLeague(toggleLeague(NO_HIDDEN_LEAGUES, 1), 2);
    expect(rowsOfShownLeagues(rows, selectAllLeagues())).toHaveLength(4);
    expect(hidden.size).toBe(2);
  });

  it('反选 swaps the ticked and the unticked leagues', () => {
    const leagues = leaguesOf(rows);
    const hidden = toggleLeague(NO_HIDDEN_LEAGUES, 1);
    const inverted = invertLeagues(hidden, leagues);
    expect([...inverted].sort()).toEqual([2, 3]);
    expect(rowsOfShownLeagues(rows, inverted).map((row) => row.id)).toEqual([2, 3]);
    expect(invertLeagues(inverted, leagues)).toEqual(new Set([1]));
  });

  it('shows a league that joins the list after the filter was set', () => {
    const hidden = toggleLeague(NO_HIDDEN_LEAGUES, 1);
    const later = [...rows, { ...footballRow(9), league: { id: 77, name: '德甲', country: '德国', color: '#000000', kind: 'league' as const } }];
    expect(rowsOfShownLeagues(later, hidden).map((row) => row.id)).toEqual([1, 4, 9]);
  });
});
