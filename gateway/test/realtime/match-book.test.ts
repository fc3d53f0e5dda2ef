import { describe, expect, it } from 'vitest';
import type { FeedMatchBoundEvent, FeedMatchSnapshot } from '@portal/contracts';
import { MatchBook } from '../../src/realtime/scores/match-book';
import { createSimulatorServer, ManualClock } from '@portal/simulator';
import { MINUTE, START } from './support';

/** A real snapshot and the events that follow it, from the simulator's model. */
async function recorded(): Promise<{ snapshot: FeedMatchSnapshot; events: FeedMatchBoundEvent[] }> {
  const clock = new ManualClock(START);
  const server = await createSimulatorServer({ seed: 3, clock, port: 0, tickMs: 0, heartbeatMs: 0, window: { back: 0, ahead: 0 } });
  try {
    const model = server.model;
    if (model === undefined) throw new Error('no model');
    const playing = [...model.snapshots()].find((m) => m.sport === 'football' && m.state === 2);
    if (playing === undefined) throw new Error('no match being played');
    const snapshot = structuredClone(playing);
    const events: FeedMatchBoundEvent[] = [];
    while (events.filter((e) => e.type === 'match' && 'homeScore' in e.changes).length === 0) {
      events.push(...server.inject({ matchId: snapshot.id, kind: 'goal', team: 'home' }).events);
      clock.advance(MINUTE);
      events.push(...server.tick().filter((e) => e.matchId === snapshot.id));
    }
    return { snapshot, events: [...events].sort((a, b) => a.version - b.version) };
  } finally {
    await server.close();
  }
}

describe('the match book', () => {
  it('applies events in version order and drops repeated and older ones', async () => {
    const { snapshot, events } = await recorded();
    const book = new MatchBook();
    book.applySnapshot(snapshot, book.mark());
    const all = [...events];
    for (const event of all) expect(book.applyEvent(event)).toEqual({ applied: true, repair: false });
    const after = book.get(snapshot.id);
    for (const event of all) expect(book.applyEvent(event)).toEqual({ applied: false, repair: false });
    expect(book.get(snapshot.id)).toBe(after);
    expect(after?.version).toBe(all.at(-1)?.version);
    expect(after?.incidents.length).toBeGreaterThan(snapshot.incidents.length);
  });

  it('applies a whole-field change past a gap, asks for repair, and takes the repairing snapshot', async () => {
    const { snapshot, events } = await recorded();
    const book = new MatchBook();
    book.applySnapshot(snapshot, book.mark());
    const score = events.find((e) => e.type === 'match' && 'homeScore' in e.changes);
    if (score?.type !== 'match') throw new Error('no score change');
    const lost = events.filter((e) => e.version < score.version);
    expect(lost.length).toBeGreaterThan(0);

    expect(book.applyEvent(score)).toEqual({ applied: true, repair: true });
    expect(book.get(snapshot.id)?.homeScore).toBe(score.changes.homeScore);
    expect(book.isSuspect(snapshot.id)).toBe(true);
    // The lost events arriving late are older than what is held now.
    for (const event of lost) expect(book.applyEvent(event).applied).toBe(false);

    const repaired = { ...snapshot, homeScore: score.changes.homeScore as number, version: score.version };
    expect(book.applySnapshot(repaired, book.mark())).toBe(true);
    expect(book.isSuspect(snapshot.id)).toBe(false);
    expect(book.applySnapshot(repaired, book.mark())).toBe(false);
  });

  it('does not append an incident past a gap, which would leave a hole', async () => {
    const { snapshot, events } = await recorded();
    const book = new MatchBook();
    book.applySnapshot(snapshot, book.mark());
    const found = events.find((e) => e.type === 'incident');
    if (found === undefined) throw new Error('no incident');
    const incident = { ...found, version: snapshot.version + 3 };
    expect(book.applyEvent(incident)).toEqual({ applied: false, repair: true });
    expect(book.get(snapshot.id)?.version).toBe(snapshot.version);
    expect(book.isSuspect(snapshot.id)).toBe(true);
  });

  it('asks for a match it does not know', () => {
    const book = new MatchBook();
    const event: FeedMatchBoundEvent = { type: 'match', matchId: 5, sport: 'football', version: 3, sourceTs: START, changes: { homeScore: 1 } };
    expect(book.applyEvent(event)).toEqual({ applied: false, repair: true });
  });

  it('takes newer snapshots and ignores older ones, unless the upstream keeps answering older (a restart)', async () => {
    const { snapshot } = await recorded();
    const book = new MatchBook();
    const newer = { ...snapshot, version: snapshot.version + 5, homeScore: 2 };
    book.applySnapshot(newer, book.mark());
    const askedBeforeChange = book.mark();
    // An answer asked for while a newer push was on its way: a race, not a restart.
    const racing = book.mark();
    book.applySnapshot({ ...newer, version: newer.version + 1 }, book.mark());
    expect(book.applySnapshot(snapshot, racing)).toBe(false);
    expect(book.applySnapshot(snapshot, askedBeforeChange)).toBe(false);
    expect(book.get(snapshot.id)?.version).toBe(newer.version + 1);

    // Asked for after our version was reached, twice: the upstream went back.
    expect(book.applySnapshot(snapshot, book.mark())).toBe(false);
    expect(book.applySnapshot(snapshot, book.mark())).toBe(true);
    expect(book.get(snapshot.id)).toBe(snapshot);
  });

  it('forgets matches that leave the window', async () => {
    const { snapshot } = await recorded();
    const book = new MatchBook();
    book.applySnapshot(snapshot, book.mark());
    book.applySnapshot({ ...snapshot, id: snapshot.id + 1, kickoffAt: 0 }, book.mark());
    expect(book.prune((m) => m.kickoffAt > 0)).toEqual([snapshot.id + 1]);
    expect(book.size).toBe(1);
  });
});
