import { beforeAll, describe, expect, it } from 'vitest';
import { BASKETBALL_STATE_CODES, dayOfDateKey, dayStart, FOOTBALL_STATE_CODES, type FeedSport } from '@portal/contracts';
import { SimulatorModel } from '../src/model';
import { Reference } from '../src/reference';
import { SeasonCalendar } from '../src/season-calendar';
import { BASKETBALL_MOVES, FOOTBALL_MOVES, HOUR } from './support';

// A week holding the first round of 联赛杯 2024-2025, sixteen one-leg ties where draws go to extra time and penalties.
const LEAGUE_CUP = 26;
const START = (() => {
  const calendar = new SeasonCalendar(new Reference(42, dayOfDateKey('2025-04-12') ?? 0), 42);
  const season = calendar.scheduledSeasons().find((s) => s.leagueId === LEAGUE_CUP && s.name === '2024-2025');
  const first = season === undefined ? undefined : calendar.knockoutStages(season)[0]?.days[0];
  if (first === undefined) throw new Error('联赛杯 2024-2025 has no first round');
  return dayStart(first - 1);
})();

const MOVES: Record<FeedSport, Record<number, readonly number[]>> = { football: FOOTBALL_MOVES, basketball: BASKETBALL_MOVES };

describe('match states over a fortnight of fixtures', () => {
  // One seeded sample: the week before the start as snapshots, the week after as events.
  let model: SimulatorModel;
  const visited: Record<FeedSport, Set<number>> = { football: new Set(), basketball: new Set() };
  const moves: { sport: FeedSport; from: number; to: number; matchId: number }[] = [];
  const penalties = new Set<number>();

  beforeAll(() => {
    model = new SimulatorModel({ seed: 42, start: START, window: { back: 7, ahead: 7 } });
    const states = new Map([...model.snapshots()].map((m) => [m.id, m.state]));
    for (const match of model.snapshots()) visited[match.sport].add(match.state);
    for (let t = START + HOUR; t <= START + 7 * 24 * HOUR; t += HOUR) {
      for (const event of model.advance(t)) {
        if (event.type !== 'match') continue;
        if (event.changes.penaltyScore !== undefined) penalties.add(event.matchId);
        const to = event.changes.state;
        const from = states.get(event.matchId);
        if (to === undefined || from === undefined || to === from) continue;
        moves.push({ sport: event.sport, from, to, matchId: event.matchId });
        visited[event.sport].add(to);
        states.set(event.matchId, to);
      }
    }
  }, 120_000);

  it('moves every match only along the transitions its sport allows', () => {
    expect(moves.length).toBeGreaterThan(3000);
    const illegal = moves.filter((move) => !(MOVES[move.sport][move.from] ?? []).includes(move.to));
    expect(illegal).toEqual([]);
  });

  it('resumes an interrupted or abnormal match in the phase it stopped in', () => {
    const last = new Map<number, number>();
    let resumed = 0;
    for (const move of moves) {
      if ((move.from === 0 || move.from === (move.sport === 'football' ? 10 : 11)) && move.to !== (move.sport === 'football' ? 11 : 14)) {
        expect(move.to).toBe(last.get(move.matchId));
        resumed += 1;
      }
      last.set(move.matchId, move.from);
    }
    expect(resumed).toBeGreaterThan(0);
  });

  it('reaches every football state but the unused 6, and every basketball state', () => {
    expect([...visited.football].sort((a, b) => a - b)).toEqual(FOOTBALL_STATE_CODES.filter((s) => s !== 6));
    expect([...visited.basketball].sort((a, b) => a - b)).toEqual([...BASKETBALL_STATE_CODES]);
  });

  it('goes to extra time and penalties only in knockout matches, and settles a shoot-out', () => {
    const extraTime = moves.filter((m) => m.sport === 'football' && m.to === 5).map((m) => m.matchId);
    expect(extraTime.length).toBeGreaterThan(0);
    for (const id of [...extraTime, ...penalties]) expect(model.match(id)?.knockout).toBe(true);
    for (const id of penalties) {
      const match = model.match(id);
      if (match?.state !== 8) continue;
      expect(match.homeScore).toBe(match.awayScore);
      expect(match.penaltyScore?.[0]).not.toBe(match.penaltyScore?.[1]);
    }
  });

  it('plays the regulation lengths: two halves past 45 minutes, four quarters of the league length', () => {
    for (const match of model.snapshots()) {
      if (match.sport === 'football' && match.state === 8 && !match.knockout) expect(match.clockBaseMinute).toBe(90);
      if (match.sport === 'basketball' && match.state === 10) {
        expect([10, 12]).toContain(match.periodMinutes);
        expect(match.quarterScores.length).toBeGreaterThanOrEqual(4);
      }
    }
  });
});
