import { describe, expect, it } from 'vitest';
import { LIST_CHANNELS, matchChannel, oddsChannel, type FeedMatchSnapshot, type FeedOddsEvent } from '@portal/contracts';
import { ChannelStore } from '../../src/realtime/channels/channel-store';
import { FeedClock } from '../../src/realtime/upstream/feed-clock';
import { MatchBook } from '../../src/realtime/scores/match-book';
import { ReferenceData } from '../../src/realtime/scores/projection';
import { ScoreState } from '../../src/realtime/scores/state';
import { createSimulatorServer, ManualClock } from '@portal/simulator';
import { START } from './support';

/** A real football match in its first half, with every company's markets. */
async function playing(): Promise<FeedMatchSnapshot> {
  const clock = new ManualClock(START);
  const server = await createSimulatorServer({ seed: 3, clock, port: 0, tickMs: 0, heartbeatMs: 0, window: { back: 0, ahead: 0 } });
  try {
    const match = [...(server.model?.snapshots() ?? [])].find((m) => m.sport === 'football' && m.state === 2);
    if (match === undefined) throw new Error('no match being played');
    return structuredClone(match);
  } finally {
    await server.close();
  }
}

function move(snapshot: FeedMatchSnapshot, bookmakerId: number, version: number): FeedOddsEvent {
  const market = snapshot.odds.find((m) => m.bookmakerId === bookmakerId && m.market === 'europe');
  if (market === undefined || market.market !== 'europe') throw new Error(`no European market of company ${bookmakerId}`);
  const live = { ...market.live, home: market.live.home + 0.05 };
  const sourceTs = snapshot.updatedAt + version;
  return { type: 'odds', matchId: snapshot.id, sport: 'football', version, sourceTs, bookmakerId, playType: 1, odds: { ...market, live, changedAt: sourceTs } };
}

describe('odds fan-out', () => {
  it("sends a company's move on the match's odds channel only; the lists and the match channel move with the headline company", async () => {
    const snapshot = await playing();
    const companies = new Set(snapshot.odds.map((m) => m.bookmakerId).filter((id) => id > 0));
    expect(companies.size).toBeGreaterThanOrEqual(12);

    const book = new MatchBook();
    const store = new ChannelStore();
    const state = new ScoreState(book, store, new ReferenceData(), new FeedClock());
    book.applySnapshot(snapshot, book.mark());
    state.rebuildLists(snapshot.updatedAt);
    state.refresh([snapshot.id], snapshot.updatedAt);
    const seqs = () => Object.fromEntries([...LIST_CHANNELS, matchChannel('football', snapshot.id), oddsChannel('football', snapshot.id)].map((c) => [c, store.get(c)?.seq]));
    const before = seqs();

    let version = snapshot.version;
    for (const company of [...companies].filter((id) => id !== 1)) {
      const event = move(snapshot, company, (version += 1));
      expect(book.applyEvent(event).applied).toBe(true);
      state.refresh([snapshot.id], event.sourceTs);
    }
    const odds = oddsChannel('football', snapshot.id);
    expect(seqs()).toEqual({ ...before, [odds]: (before[odds] ?? 0) + companies.size - 1 });

    const headline = move(snapshot, 1, (version += 1));
    book.applyEvent(headline);
    state.refresh([snapshot.id], headline.sourceTs);
    const after = seqs();
    expect(after['list:football:live']).toBe((before['list:football:live'] ?? 0) + 1);
    expect(after[matchChannel('football', snapshot.id)]).toBe((before[matchChannel('football', snapshot.id)] ?? 0) + 1);
  });
});
