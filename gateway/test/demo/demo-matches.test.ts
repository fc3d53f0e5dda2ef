import { describe, expect, it } from 'vitest';
import { FEED_IN_PLAY_STATES } from '@portal/contracts';
import { demoWorld, pickDemoMatches } from '../../src/demo/demo-matches';

const START = Date.UTC(2025, 2, 15, 12, 0);
const HOUR = 3_600_000;

describe('the matches the demo rooms and banners show', () => {
  it('are matches of the simulator: one of each sport being played, and later ones near the hours asked', () => {
    const wishes = [
      { sport: 'football', inHours: 26 },
      { sport: 'basketball', inHours: 8 },
    ] as const;
    const picked = pickDemoMatches(42, START, wishes);
    const world = demoWorld(42, START);

    for (const sport of ['football', 'basketball'] as const) {
      const match = world.match(picked[sport].matchId);
      expect(match?.sport).toBe(sport);
      expect(FEED_IN_PLAY_STATES[sport].has(match?.state ?? -1)).toBe(true);
      expect(picked[sport].homeName).toBe(world.reference.team(match?.homeTeamId ?? 0)?.shortName);
    }
    expect(picked.football.matchType).toBe(1);
    expect(picked.basketball.matchType).toBe(2);
    expect(picked.football.matchId).not.toBe(3001);
    expect(picked.basketball.matchId).not.toBe(5001);

    picked.reserved.forEach((reservation, index) => {
      const wish = wishes[index];
      expect(world.match(reservation.matchId)?.sport).toBe(wish?.sport);
      expect(Math.abs(reservation.kickoffAt - (START + (wish?.inHours ?? 0) * HOUR))).toBeLessThan(12 * HOUR);
      // A league or cup match, not one of the friendlies played at every hour.
      expect(world.reference.league(world.match(reservation.matchId)?.leagueId ?? 0)?.kind).not.toBe('friendly');
    });
    for (const sport of ['football', 'basketball'] as const) {
      expect(world.reference.league(world.match(picked[sport].matchId)?.leagueId ?? 0)?.kind, sport).not.toBe('friendly');
    }
    const ids = [picked.football.matchId, picked.basketball.matchId, ...picked.reserved.map((r) => r.matchId)];
    expect(new Set(ids).size).toBe(ids.length);
  });
});
