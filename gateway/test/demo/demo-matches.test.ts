import { describe, expect, it } from 'vitest';
import { FEED_IN_PLAY_STATES } from '@portal/contracts';
import { demoWorld, pickDemoMatches } from '../../src/demo/demo-matches';
import { SimulatorModel } from '@portal/simulator';

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

describe("the demo's world", () => {
  it("plays every match the way the portal's built-in simulator does, started earlier the same day: the seeded news tells the results the pages show", () => {
    const world = demoWorld(42, START);
    // The built-in simulator, started two hours before the demo was seeded and played on to then.
    const upstream = new SimulatorModel({ seed: 42, start: START - 2 * HOUR });
    upstream.advance(START);
    for (const shortName of ['英超', '西甲', 'NBA', '欧冠']) {
      const league = world.reference.leagues.find((l) => l.shortName === shortName)!;
      const results = (model: SimulatorModel) =>
        model.seasons
          .fixtures(league.seasonId)
          ?.rounds.flatMap((round) => round.matches)
          .map((m) => [m.id, m.finished, m.homeScore, m.awayScore, m.incidents.map((i) => `${i.kind}:${i.minute}:${i.playerId}`).join()]);
      expect(results(world), shortName).toEqual(results(upstream));
    }
    const finished = [...world.snapshots()].filter((m) => m.kickoffAt < START - 3 * HOUR);
    expect(finished.length).toBeGreaterThan(100);
    for (const match of finished) expect([match.homeScore, match.awayScore], String(match.id)).toEqual([upstream.match(match.id)?.homeScore, upstream.match(match.id)?.awayScore]);
  });
});
