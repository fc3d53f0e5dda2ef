import { beforeAll, describe, expect, it } from 'vitest';
import { beijingDay, FOOTBALL_POSITIONS, FootballState, feedMatchSnapshotSchema, type FeedMatchSnapshot } from '@portal/contracts';
import { SimulatorModel } from '../src/model';
import { FootballMatch } from '../src/football';
import { NO_ONE } from '../src/lineups';
import type { EventSink } from '../src/match-run';
import { HOUR, START } from './support';

describe('line-ups of the simulated matches', () => {
  let model: SimulatorModel;
  let football: FeedMatchSnapshot[];
  let basketball: FeedMatchSnapshot[];

  beforeAll(() => {
    model = new SimulatorModel({ seed: 2024, start: START, window: { back: 2, ahead: 1 } });
    for (let t = START + HOUR; t <= START + 12 * HOUR; t += HOUR) model.advance(t);
    const all = [...model.snapshots()];
    football = all.filter((m) => m.sport === 'football');
    basketball = all.filter((m) => m.sport === 'basketball');
  }, 60_000);

  it('names eleven starters in a formation that adds up, goalkeeper first, with SPEC position codes', () => {
    expect(football.length).toBeGreaterThan(20);
    const formations = new Set<string>();
    for (const match of football) {
      expect(feedMatchSnapshotSchema.safeParse(match).success).toBe(true);
      for (const lineup of [match.lineups?.home, match.lineups?.away]) {
        if (lineup === undefined) throw new Error(`match ${match.id} has no line-up`);
        const formation = lineup.formation ?? '';
        formations.add(formation);
        expect(lineup.starters).toHaveLength(11);
        expect(formation.split('-').reduce((sum, n) => sum + Number(n), 1)).toBe(11);
        expect(lineup.starters[0]?.position).toBe('GK');
        for (const player of [...lineup.starters, ...lineup.substitutes]) expect(Object.keys(FOOTBALL_POSITIONS)).toContain(player.position);
        const ids = [...lineup.starters, ...lineup.substitutes].map((p) => p.playerId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(lineup.coach.length).toBeGreaterThan(1);
      }
    }
    expect(formations.size).toBeGreaterThan(1);
  });

  it('takes a starter off the pitch and brings one on from the bench in every substitution, and books only players on the pitch', () => {
    let substitutions = 0;
    for (const match of football) {
      for (const side of ['home', 'away'] as const) {
        const lineup = match.lineups?.[side];
        if (lineup === undefined) throw new Error(`match ${match.id} has no line-up`);
        const onPitch = new Set(lineup.starters.map((p) => p.playerId));
        const starters = new Set(onPitch);
        const bench = new Set(lineup.substitutes.map((p) => p.playerId));
        for (const incident of match.incidents) {
          const own = incident.kind === 'own_goal' ? incident.team !== side : incident.team === side;
          if (!own || incident.playerId === undefined) continue;
          expect(onPitch.has(incident.playerId), `${incident.kind} of ${incident.playerId} in match ${match.id}`).toBe(true);
          if (incident.kind === 'substitution') {
            const comingOn = incident.playerInId ?? 0;
            expect(bench.has(comingOn)).toBe(true);
            // A player who came on stays on: the changes are made to the starting eleven.
            expect(starters.has(incident.playerId), `${incident.playerId} came on and went off in match ${match.id}`).toBe(true);
            onPitch.delete(incident.playerId);
            bench.delete(comingOn);
            onPitch.add(comingOn);
            substitutions += 1;
          }
          if (incident.kind === 'red' || incident.kind === 'second_yellow') onPitch.delete(incident.playerId);
        }
      }
    }
    expect(substitutions).toBeGreaterThan(20);
  });

  it('leaves out at kick-off whoever a ban keeps out since the match was made, and tells it as a change of its line-ups', () => {
    const fixtures = model.seasons.fixturesOn(beijingDay(START) + 1).filter((f) => f.sport === 'football');
    let played = 0;
    for (const fixture of fixtures) {
      const banned = new Set<number>();
      const sink: EventSink = { events: [] };
      const engine = new FootballMatch({ ...fixture, lottery: [], lotterySingle: false }, model.reference, 2024, sink, undefined, (teamId) =>
        teamId === fixture.homeTeamId ? banned : NO_ONE,
      );
      const starter = engine.run.snapshot.lineups?.home.starters[3]?.playerId ?? 0;
      // Sent off in the club's previous match, which ended after this one was made.
      banned.add(starter);
      const script = engine.script();
      for (let next = script.next(); !next.done && engine.run.snapshot.state < FootballState.FIRST_HALF; next = script.next()) {
        engine.run.now = Math.max(engine.run.now, next.value);
      }
      if (engine.run.snapshot.state !== FootballState.FIRST_HALF) continue;
      played += 1;
      const home = engine.run.snapshot.lineups?.home;
      expect([...(home?.starters ?? []), ...(home?.substitutes ?? [])].map((p) => p.playerId)).not.toContain(starter);
      expect(home?.starters).toHaveLength(11);
      const told = (sink.events ?? []).filter((e) => e.type === 'match' && e.changes.lineups !== undefined);
      expect(told).toHaveLength(1);
      if (played === 3) break;
    }
    expect(played).toBe(3);
  });

  it("names no one a ban keeps out in a match still to start, from the end of the club's previous match on", () => {
    // A week of matches made at the start, two days of them played: their clubs' next matches were
    // made before the cards that ban.
    const week = new SimulatorModel({ seed: 2024, start: START, window: { back: 0, ahead: 7 } });
    for (let t = START + 6 * HOUR; t <= START + 48 * HOUR; t += 6 * HOUR) week.advance(t);
    let banned = 0;
    for (const match of [...week.snapshots()].filter((m) => m.sport === 'football' && m.state === FootballState.NOT_STARTED)) {
      for (const side of ['home', 'away'] as const) {
        const out = week.seasons.suspendedIn(match.id, side === 'home' ? match.homeTeamId : match.awayTeamId);
        const lineup = match.lineups?.[side];
        const named = [...(lineup?.starters ?? []), ...(lineup?.substitutes ?? [])].map((player) => player.playerId);
        expect(named.filter((id) => out.has(id)), `match ${match.id} ${side}`).toEqual([]);
        expect(lineup?.starters).toHaveLength(11);
        banned += out.size;
      }
    }
    expect(banned).toBeGreaterThan(0);
  }, 60_000);

  it('starts five in basketball, and every box-score line is a player of the line-up', () => {
    expect(basketball.length).toBeGreaterThan(5);
    for (const match of basketball) {
      if (match.stats.sport !== 'basketball') throw new Error('basketball statistics expected');
      for (const side of ['home', 'away'] as const) {
        const lineup = match.lineups?.[side];
        if (lineup === undefined) throw new Error(`match ${match.id} has no line-up`);
        expect(lineup.formation).toBeNull();
        expect(lineup.starters).toHaveLength(5);
        const named = new Set([...lineup.starters, ...lineup.substitutes].map((p) => p.playerId));
        for (const line of match.stats[side].players) expect(named.has(line.playerId)).toBe(true);
        const starters = match.stats[side].players.filter((line) => line.starter).map((line) => line.playerId);
        expect(starters.sort()).toEqual(lineup.starters.map((p) => p.playerId).sort());
      }
    }
  });
});
