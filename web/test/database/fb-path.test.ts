import { describe, expect, it } from 'vitest';
import { footballDataPath } from '../../src/database/fb-path';

describe('the football data base paths', () => {
  it('reads the hot-league link, a team and a player, and nothing else', () => {
    expect(footballDataPath('hot/0/1/12026/2')).toEqual({ kind: 'league', leagueId: 1, seasonId: 12026, tab: 2 });
    expect(footballDataPath('hot/0/1')).toEqual({ kind: 'league', leagueId: 1, seasonId: undefined, tab: 0 });
    expect(footballDataPath('hot/0/1/12026/9')).toMatchObject({ tab: 4 });
    expect(footballDataPath('team/101')).toEqual({ kind: 'team', id: 101 });
    expect(footballDataPath('player/10110')).toEqual({ kind: 'player', id: 10110 });
    expect(footballDataPath('team/abc')).toEqual({ kind: 'unknown' });
    expect(footballDataPath('hot/0/x/1/1')).toEqual({ kind: 'unknown' });
    expect(footballDataPath(undefined)).toEqual({ kind: 'unknown' });
  });
});
