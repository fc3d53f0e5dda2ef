import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  BasketballState,
  FEED_SCORING_INCIDENTS,
  FootballState,
  hasKickedOff,
  feedMatchBoundEventSchema,
  feedMatchSnapshotSchema,
  type FeedMatchBoundEvent,
  type FeedMatchSnapshot,
} from '@portal/contracts';
import { SimulatorModel } from '../src/model';
import { applyFeedEvent } from '../src/recording';
import { expectedGamePoints } from '../src/ratings';
import { isInPlay } from '../src/feed-view';
import { PLAYED_FOR } from '../src/schedule';
import { HOUR, MINUTE, START } from './support';

const window = { back: 1, ahead: 1 };
const snapshotsOf = (model: SimulatorModel) =>
  structuredClone([...model.snapshots()].sort((a, b) => a.id - b.id));

/** Plays `model` through `times` and returns every event in emitted order. */
function play(model: SimulatorModel, times: readonly number[]): FeedMatchBoundEvent[] {
  return times.flatMap((t) => model.advance(t));
}

const steps = (from: number, count: number, every: number) => Array.from({ length: count }, (_, i) => from + (i + 1) * every);

describe('the simulator model', () => {
  it('builds the same fixtures, squads and snapshots from the same seed and start', () => {
    const a = new SimulatorModel({ seed: 42, start: START, window });
    const b = new SimulatorModel({ seed: 42, start: START, window });
    expect(snapshotsOf(a)).toEqual(snapshotsOf(b));
    expect(a.reference.players).toEqual(b.reference.players);

    const other = new SimulatorModel({ seed: 43, start: START, window });
    expect(snapshotsOf(other).map((m) => [m.homeTeamId, m.awayTeamId])).not.toEqual(
      snapshotsOf(a).map((m) => [m.homeTeamId, m.awayTeamId]),
    );
  });

  it('emits the same events for the same clock sequence, however the time is split', () => {
    const times = steps(START, 40, 90_000);
    const a = play(new SimulatorModel({ seed: 9, start: START, window }), times);
    const b = play(new SimulatorModel({ seed: 9, start: START, window }), times);
    expect(a.length).toBeGreaterThan(1000);
    expect(b).toEqual(a);

    const inOneStep = play(new SimulatorModel({ seed: 9, start: START, window }), [times.at(-1) ?? START]);
    expect(inOneStep).toEqual(a);
  });

  it('plays the same matches whenever it starts, so a restarted vendor tells the same story', () => {
    const early = new SimulatorModel({ seed: 9, start: START - 3 * HOUR, window });
    early.advance(START + HOUR);
    const late = new SimulatorModel({ seed: 9, start: START, window });
    late.advance(START + HOUR);
    const story = (model: SimulatorModel) =>
      snapshotsOf(model).map((m) => [m.id, m.state, m.homeScore, m.awayScore, m.phaseStartedAt, m.incidents]);
    expect(story(late)).toEqual(story(early));
  });

  it('emits events in source-time order, each valid, with each match versioned one by one', () => {
    const model = new SimulatorModel({ seed: 5, start: START, window });
    const versions = new Map(snapshotsOf(model).map((m) => [m.id, m.version]));
    const events = play(model, steps(START, 60, MINUTE));
    let lastTs = START;
    for (const event of events) {
      expect(feedMatchBoundEventSchema.safeParse(event).success).toBe(true);
      expect(event.sourceTs).toBeGreaterThanOrEqual(lastTs);
      expect(event.sourceTs).toBeLessThanOrEqual(START + 60 * MINUTE);
      lastTs = event.sourceTs;
      expect(event.version).toBe((versions.get(event.matchId) ?? -1) + 1);
      versions.set(event.matchId, event.version);
    }
    for (const match of model.snapshots()) expect(match.version).toBe(versions.get(match.id));
  });

  it('keeps a consumer that applies the events to the snapshots in step with the model', () => {
    const model = new SimulatorModel({ seed: 11, start: START, window });
    const consumer = new Map(snapshotsOf(model).map((m) => [m.id, m]));
    for (const event of play(model, steps(START, 30, 2 * MINUTE))) {
      const match = consumer.get(event.matchId);
      if (match === undefined) throw new Error(`event for unknown match ${event.matchId}`);
      applyFeedEvent(match, event);
    }
    expect([...consumer.values()].sort((a, b) => a.id - b.id)).toEqual(snapshotsOf(model));
  });

  it('closes every market at kick-off on its last prices before it (终盘), and keeps them through the in-play moves', () => {
    const model = new SimulatorModel({ seed: 11, start: START, window });
    const before = snapshotsOf(model).filter((m) => m.state === 1);
    for (const match of before) for (const market of match.odds) expect(market.closing).toBeUndefined();
    // What each market last quoted, and what it quoted when its match kicked off, from the events alone.
    const live = new Map<string, unknown>(before.flatMap((m) => m.odds.map((market) => [`${m.id}:${market.market}:${market.bookmakerId}`, market.live] as const)));
    const atKickoff = new Map<string, unknown>();
    const kickedOff = new Set<number>();
    for (const event of play(model, steps(START, 24, 5 * MINUTE))) {
      if (event.type === 'match' && event.changes.state !== undefined && hasKickedOff(event.sport, event.changes.state)) kickedOff.add(event.matchId);
      if (event.type !== 'odds') continue;
      const key = `${event.matchId}:${event.odds.market}:${event.odds.bookmakerId}`;
      if (!kickedOff.has(event.matchId)) live.set(key, event.odds.live);
      else if (!atKickoff.has(key)) atKickoff.set(key, live.get(key));
    }
    const started = snapshotsOf(model).filter((m) => kickedOff.has(m.id) && before.some((b) => b.id === m.id));
    expect(started.length).toBeGreaterThan(5);
    let moved = 0;
    for (const match of started) {
      for (const market of match.odds) {
        const key = `${match.id}:${market.market}:${market.bookmakerId}`;
        expect(market.closing, key).toEqual(live.get(key));
        expect(atKickoff.get(key), key).toEqual(market.closing);
        if (JSON.stringify(market.live) !== JSON.stringify(market.closing)) moved += 1;
      }
    }
    // In play the prices move on, and the closing ones stay.
    expect(moved).toBeGreaterThan(0);
  });

  it('never lowers a score, and counts each scoring incident once', () => {
    const model = new SimulatorModel({ seed: 3, start: START, window });
    const scores = new Map(snapshotsOf(model).map((m) => [m.id, [m.homeScore, m.awayScore]]));
    let goals = 0;
    for (const event of play(model, steps(START, 24, 5 * MINUTE))) {
      if (event.type === 'incident' && FEED_SCORING_INCIDENTS.has(event.incident.kind)) goals += 1;
      if (event.type !== 'match') continue;
      const [home = 0, away = 0] = scores.get(event.matchId) ?? [];
      const next = [event.changes.homeScore ?? home, event.changes.awayScore ?? away];
      expect(next[0]).toBeGreaterThanOrEqual(home);
      expect(next[1]).toBeGreaterThanOrEqual(away);
      scores.set(event.matchId, next);
    }
    expect(goals).toBeGreaterThan(50);
    for (const match of model.snapshots()) {
      const scoring = match.incidents.filter((i) => FEED_SCORING_INCIDENTS.has(i.kind));
      const points = (team: 'home' | 'away') =>
        scoring.filter((i) => i.team === team).reduce((sum, i) => sum + (i.points ?? 1), 0);
      expect([points('home'), points('away')]).toEqual([match.homeScore, match.awayScore]);
    }
  });

  it('quotes Asian lines in quarter steps within ±3.5, and sane prices', () => {
    const model = new SimulatorModel({ seed: 21, start: START, window });
    const markets = [
      ...[...model.snapshots()].flatMap((m) => m.odds),
      ...play(model, steps(START, 20, 3 * MINUTE)).flatMap((e) => (e.type === 'odds' ? [e.odds] : [])),
    ];
    const asian = markets.filter((m) => m.market === 'asian');
    expect(asian.length).toBeGreaterThan(1000);
    for (const market of asian) {
      for (const price of [market.initial, market.live]) {
        expect(Number.isInteger(price.line * 4)).toBe(true);
        expect(Math.abs(price.line)).toBeLessThanOrEqual(3.5);
        expect(price.home).toBeGreaterThan(0.3);
        expect(price.away).toBeLessThan(2.6);
      }
    }
    const opening = markets.filter((m) => m.market === 'europe').map((m) => m.initial);
    for (const price of opening) {
      const overround = 1 / price.home + 1 / price.draw + 1 / price.away;
      expect(overround).toBeGreaterThan(1.02);
      expect(overround).toBeLessThan(1.09);
    }
  });

  it('finishes past matches with full results, and has future ones only listed, their prices moved since their opening but not closed', () => {
    const model = new SimulatorModel({ seed: 42, start: START, window });
    const all = [...model.snapshots()];
    const past = all.filter((m) => m.kickoffAt < START - 4 * HOUR);
    const future = all.filter((m) => m.kickoffAt > START + 4 * HOUR);
    expect(past.length).toBeGreaterThan(60);
    expect(future.length).toBeGreaterThan(60);
    for (const match of all) expect(feedMatchSnapshotSchema.safeParse(match).success).toBe(true);
    const finished = past.filter((m) => m.state === (m.sport === 'football' ? 8 : 10));
    expect(finished.length / past.length).toBeGreaterThan(0.9);
    for (const match of finished) {
      expect(match.halfScore).not.toBeNull();
      expect(match.incidents.length).toBeGreaterThan(0);
      if (match.sport === 'basketball') {
        expect(match.quarterScores.length).toBeGreaterThanOrEqual(4);
        expect(match.quarterScores.reduce((sum, [h]) => sum + h, 0)).toBe(match.homeScore);
        expect(match.homeScore).not.toBe(match.awayScore);
      }
    }
    for (const match of future) {
      expect(match.state).toBe(1);
      expect(match.incidents).toEqual([]);
      expect(match.odds.length).toBeGreaterThan(0);
      const moves = model.oddsHistory(match.id)?.flatMap((track) => track.moves) ?? [];
      expect(moves.every((move) => move.state === 1 && move.at <= START)).toBe(true);
      for (const market of match.odds) expect(market.closing).toBeUndefined();
    }
    // Listed a day or two before, nearly every one of them has seen its companies move.
    const moved = future.filter((match) => (model.oddsHistory(match.id) ?? []).length > 0);
    expect(moved.length / future.length).toBeGreaterThan(0.9);
  });

  it('quotes the matches being played at its start as they stand, not at their opening prices', () => {
    // Four starts of a Saturday afternoon in Beijing; among their matches past the half hour some are goalless (no goal has made the books requote).
    let goalless = 0;
    let inQuarters = 0;
    for (const hour of [12, 13, 14, 15]) {
      const start = Date.UTC(2026, 10, 28, hour - 8, 0);
      const model = new SimulatorModel({ seed: 42, start, window });
      const playing = [...model.snapshots()].filter(isInPlay);
      const minute = (m: FeedMatchSnapshot) => m.clockBaseMinute + (m.phaseStartedAt === null ? 0 : (start - m.phaseStartedAt) / MINUTE);
      // Half an hour off the clock moves a 1X2 price whatever the score; the catch-up to the start has no routine requotes.
      const football = playing.filter((m) => m.sport === 'football' && m.state !== 5 && minute(m) >= 30);
      goalless += football.filter((m) => m.homeScore + m.awayScore === 0).length;
      for (const match of football) {
        const europe = match.odds.filter((m) => m.market === 'europe');
        expect(europe.length).toBeGreaterThan(10);
        for (const market of europe) {
          expect(market.live, `match ${match.id} book ${market.bookmakerId}`).not.toEqual(market.initial);
          expect(market.changedAt).toBeLessThanOrEqual(start);
        }
      }
      // Basketball books requote at the breaks; a game in a quarter is quoted again at the start, on its score and minutes left.
      const basketball = playing.filter((m) => m.sport === 'basketball' && [2, 4, 6, 8, 9].includes(m.state));
      inQuarters += basketball.length;
      const markets = basketball.flatMap((m) => m.odds);
      if (markets.length > 0) expect(markets.filter((market) => market.changedAt === start).length / markets.length, `${hour}:00`).toBeGreaterThan(0.75);
    }
    expect(goalless).toBeGreaterThanOrEqual(1);
    expect(inQuarters).toBeGreaterThan(0);
  });

  it('quotes the matches due within two hours of its start as their prices have moved since the books opened, not at their opening prices', () => {
    const model = new SimulatorModel({ seed: 42, start: START, window });
    // Their books opened three days before kick-off, and the moves since were made while the model caught up.
    const due = [...model.snapshots()].filter((m) => m.state === 1 && m.kickoffAt > START && m.kickoffAt < START + 2 * HOUR);
    expect(due.filter((m) => m.sport === 'football').length).toBeGreaterThanOrEqual(3);
    expect(due.filter((m) => m.sport === 'basketball').length).toBeGreaterThan(0);
    for (const match of due) {
      const books = match.odds.filter((m) => m.bookmakerId !== 0);
      expect(books.some((m) => !isDeepStrictEqual(m.live, m.initial)), `match ${match.id}`).toBe(true);
      for (const market of books) expect(market.changedAt).toBeLessThanOrEqual(START);
    }
  });

  it('moves a basketball game\'s headline lines with the score within a quarter, not only at the breaks', () => {
    const model = new SimulatorModel({ seed: 7, start: START, window });
    // The headline company's moves in each second quarter played through within five hours.
    const counting = new Map<number, number>();
    const quarters: number[] = [];
    for (const event of play(model, steps(START, 300, MINUTE))) {
      if (event.sport !== 'basketball') continue;
      if (event.type === 'match' && event.changes.state !== undefined) {
        const moves = counting.get(event.matchId);
        if (moves !== undefined) quarters.push(moves);
        counting.delete(event.matchId);
        if (event.changes.state === 4) counting.set(event.matchId, 0);
      }
      const moves = counting.get(event.matchId);
      if (event.type === 'odds' && event.bookmakerId === 1 && moves !== undefined) counting.set(event.matchId, moves + 1);
    }
    expect(quarters.length).toBeGreaterThan(3);
    // Two markets over ten or twelve minutes: about five moves of the headline company a quarter.
    const mean = quarters.reduce((sum, n) => sum + n, 0) / quarters.length;
    expect(mean).toBeGreaterThan(3);
  });

  it("opens each basketball game's total on its own line: the league's average moved by how fast its two clubs play", () => {
    const model = new SimulatorModel({ seed: 42, start: START, window });
    const future = [...model.snapshots()].filter((m) => m.sport === 'basketball' && m.kickoffAt > START + 4 * HOUR);
    expect(future.length).toBeGreaterThan(20);
    const linesByLeague = new Map<number, Set<number>>();
    for (const match of future) {
      const expected = expectedGamePoints(match.leagueId, model.reference.profile(match.homeTeamId), model.reference.profile(match.awayTeamId));
      for (const market of match.odds) {
        if (market.market !== 'total') continue;
        // The books lean a little each way, by 1.5% at most in practice, and the line is a half point.
        expect(Math.abs(market.initial.line - expected)).toBeLessThan(0.05 * expected);
        linesByLeague.set(match.leagueId, (linesByLeague.get(match.leagueId) ?? new Set()).add(market.initial.line));
      }
    }
    for (const [leagueId, lines] of linesByLeague) {
      const games = future.filter((m) => m.leagueId === leagueId).length;
      if (games >= 5) expect(lines.size, `league ${leagueId}`).toBeGreaterThan(3);
    }
  });

  it("stops a basketball game's clock for free throws, time-outs and dead balls, so that a game takes as long as a real one", () => {
    const model = new SimulatorModel({ seed: 42, start: START, window });
    const quarters: ReadonlySet<number> = new Set([BasketballState.Q1, BasketballState.Q2, BasketballState.Q3, BasketballState.Q4, BasketballState.OVERTIME]);
    const states = new Map([...model.snapshots()].filter((m) => m.sport === 'basketball').map((m) => [m.id, m.state]));
    // Games standing at the start, as the snapshots show them.
    const standing = new Map(
      [...model.snapshots()].filter((m) => quarters.has(m.state) && m.phaseStartedAt === null).map((m) => [m.id, m.clockBaseMinute]),
    );
    // From Saturday evening in Beijing to Sunday noon: CBA and European games, then the NBA's.
    const events = play(model, steps(START, 16 * 60, MINUTE));
    const stands = new Map<number, number>();
    const tipOff = new Map<number, number>();
    const interrupted = new Set<number>();
    const lasted = new Map<number, number>();
    for (const event of events) {
      const state = states.get(event.matchId);
      if (event.type !== 'match' || state === undefined) continue;
      const { changes, sourceTs } = event;
      if (changes.state !== undefined) {
        states.set(event.matchId, changes.state);
        if (changes.state === BasketballState.INTERRUPTED) interrupted.add(event.matchId);
        if (changes.state === BasketballState.Q1 && state === BasketballState.NOT_STARTED) tipOff.set(event.matchId, sourceTs);
        const tip = tipOff.get(event.matchId);
        if (changes.state === BasketballState.FULL_TIME && tip !== undefined) lasted.set(event.matchId, (sourceTs - tip) / MINUTE);
        continue;
      }
      if (!quarters.has(state) || changes.phaseStartedAt === undefined) continue;
      if (changes.phaseStartedAt === null) {
        // Play stops within a quarter: the clock stands where it is, and runs on from there.
        expect(standing.has(event.matchId)).toBe(false);
        standing.set(event.matchId, changes.clockBaseMinute ?? -1);
        stands.set(event.matchId, (stands.get(event.matchId) ?? 0) + 1);
      } else {
        expect(changes.clockBaseMinute, `match ${event.matchId}`).toBe(standing.get(event.matchId));
        standing.delete(event.matchId);
      }
    }
    const games = [...lasted]
      .filter(([id]) => !interrupted.has(id))
      .map(([id, minutes]) => ({ id, minutes, stands: stands.get(id) ?? 0, quarter: model.match(id)?.periodMinutes, overtimes: (model.match(id)?.quarterScores.length ?? 4) - 4 }));
    expect(games.filter((game) => game.quarter === 12).length).toBeGreaterThan(3);
    expect(games.filter((game) => game.quarter === 10).length).toBeGreaterThan(10);
    for (const game of games) {
      // Four 12-minute quarters take about two hours from the tip-off, four of ten an hour and three quarters; an overtime up to a quarter of an hour more.
      const [least, most] = game.quarter === 12 ? [105, 150] : [85, 130];
      expect(game.minutes, JSON.stringify(game)).toBeLessThanOrEqual(most + 15 * game.overtimes);
      expect(game.minutes, JSON.stringify(game)).toBeGreaterThanOrEqual(least);
      expect(game.stands, JSON.stringify(game)).toBeGreaterThan(60);
    }
  });

  it('stops the clock after every made basket in the last two minutes of the fourth quarter and of an overtime, and only sometimes before', () => {
    const model = new SimulatorModel({ seed: 42, start: START, window });
    const lengths = new Map([...model.snapshots()].filter((m) => m.sport === 'basketball').map((m) => [m.id, m.periodMinutes]));
    const events = play(model, steps(START, 6 * 60, MINUTE));
    // A made basket stops the clock when the clock stands at the moment of it.
    const waiting = new Map<number, { late: boolean; at: number }>();
    const stoppedAfter = { late: [] as boolean[], early: [] as boolean[] };
    for (const event of events) {
      const length = lengths.get(event.matchId);
      if (length === undefined) continue;
      const basket = waiting.get(event.matchId);
      if (basket !== undefined) {
        const stops = event.sourceTs === basket.at && event.type === 'match' && event.changes.phaseStartedAt === null;
        const ends = event.type === 'match' && event.changes.state !== undefined;
        if (stops || event.sourceTs > basket.at) {
          stoppedAfter[basket.late ? 'late' : 'early'].push(stops);
          waiting.delete(event.matchId);
        } else if (ends) {
          // The period ended on the basket.
          waiting.delete(event.matchId);
        }
      }
      if (event.type === 'incident' && event.incident.kind === 'score' && (event.incident.points ?? 0) >= 2) {
        const period = event.incident.period ?? 1;
        const minutes = period >= 5 ? 5 : length;
        waiting.set(event.matchId, { late: period >= 4 && event.incident.minute > minutes - 2, at: event.sourceTs });
      }
    }
    expect(stoppedAfter.late.length).toBeGreaterThan(20);
    expect(stoppedAfter.late.every(Boolean)).toBe(true);
    const earlyStops = stoppedAfter.early.filter(Boolean).length / stoppedAfter.early.length;
    expect(earlyStops).toBeGreaterThan(0.2);
    expect(earlyStops).toBeLessThan(0.6);
  });

  it('always has football and basketball being played, at any hour of the day, but where a match put off or stopped leaves a hole', () => {
    const model = new SimulatorModel({ seed: 42, start: START, window });
    const unplayed: ReadonlySet<number> = new Set([FootballState.NOT_STARTED, FootballState.FULL_TIME]);
    const unplayedGame: ReadonlySet<number> = new Set([BasketballState.NOT_STARTED, BasketballState.FULL_TIME]);
    for (let minute = 10; minute <= 24 * 60; minute += 10) {
      const at = START + minute * MINUTE;
      model.advance(at);
      const matches = [...model.snapshots()];
      // Matches the schedule has being played now: in play, or due to be but put off or stopped (推迟, 待定, 中断, 腰斩 …).
      const due = (sport: 'football' | 'basketball') =>
        matches.filter(
          (m) =>
            m.sport === sport &&
            (isInPlay(m) ||
              (m.kickoffAt <= at && at < m.kickoffAt + PLAYED_FOR[sport] && !(sport === 'football' ? unplayed : unplayedGame).has(m.state))),
        ).length;
      expect(due('football'), `minute ${minute}`).toBeGreaterThanOrEqual(2);
      expect(due('basketball'), `minute ${minute}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps only the days of its window as the days pass', () => {
    const model = new SimulatorModel({ seed: 1, start: START, window: { back: 1, ahead: 1 } });
    const dayOf = (ts: number) => Math.floor((ts + 8 * HOUR) / (24 * HOUR));
    const days = () => new Set([...model.snapshots()].map((m) => dayOf(m.kickoffAt)));
    const today = dayOf(START);
    expect(days()).toEqual(new Set([today - 1, today, today + 1]));
    model.advance(START + 48 * HOUR);
    expect(days()).toEqual(new Set([today + 1, today + 2, today + 3]));
  });

  it('applies an injected goal at the current time as an incident and a score change', () => {
    const model = new SimulatorModel({ seed: 42, start: START, window });
    model.advance(START + MINUTE);
    const match = [...model.snapshots()].find((m) => m.sport === 'football' && (m.state === 2 || m.state === 4));
    if (match === undefined) throw new Error('no football match in play');
    const before: FeedMatchSnapshot = structuredClone(match);
    const events = model.inject({ matchId: match.id, kind: 'goal', team: 'away' });
    // The incident and the score first, then every company moves its prices on the new score.
    expect(events.slice(0, 2).map((e) => e.type)).toEqual(['incident', 'match']);
    const moves = events.slice(2);
    expect(moves.every((e) => e.type === 'odds')).toBe(true);
    expect(new Set(moves.map((e) => (e.type === 'odds' ? e.bookmakerId : -1))).size).toBeGreaterThanOrEqual(12);
    expect(events.map((e) => e.version)).toEqual(events.map((_, i) => before.version + 1 + i));
    expect(events.every((e) => e.sourceTs === START + MINUTE)).toBe(true);
    expect(model.match(match.id)?.awayScore).toBe(before.awayScore + 1);
    const notStarted = [...model.snapshots()].find((m) => m.state === 1);
    expect(() => model.inject({ matchId: notStarted?.id ?? 0, kind: 'goal', team: 'home' })).toThrow(/not being played/);
  });
});
