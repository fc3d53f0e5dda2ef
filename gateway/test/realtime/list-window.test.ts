import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPatch, type FeedMatchEvent, type FeedMatchSnapshot, type ListState, type Patch } from '@portal/contracts';
import { ChannelStore } from '../../src/realtime/channels/channel-store';
import { FeedClock } from '../../src/realtime/upstream/feed-clock';
import { MatchBook } from '../../src/realtime/scores/match-book';
import { isInPlay, ReferenceData } from '../../src/realtime/scores/projection';
import { ScoreState } from '../../src/realtime/scores/state';
import { createSimulatorServer, ManualClock } from '@portal/simulator';
import { START } from './support';

const LIST = 'list:football:live';

/** Real football matches in play, from the simulator. */
async function playing(count: number): Promise<FeedMatchSnapshot[]> {
  const clock = new ManualClock(START);
  const server = await createSimulatorServer({ seed: 3, clock, port: 0, tickMs: 0, heartbeatMs: 0, window: { back: 0, ahead: 0 } });
  try {
    const matches = [...(server.model?.snapshots() ?? [])].filter((m) => m.sport === 'football' && isInPlay(m)).slice(0, count);
    if (matches.length < count) throw new Error(`fewer than ${count} matches being played`);
    return structuredClone(matches);
  } finally {
    await server.close();
  }
}

const corner = (match: FeedMatchSnapshot, sourceTs: number): FeedMatchEvent => ({
  type: 'match',
  matchId: match.id,
  sport: 'football',
  version: match.version + 1,
  sourceTs,
  changes: { homeCorner: match.homeCorner + 1 },
});

describe('a list window', () => {
  let matches: FeedMatchSnapshot[] = [];
  beforeEach(async () => {
    matches = await playing(3);
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends every row that changed in it, not only the last one', () => {
    const book = new MatchBook();
    const store = new ChannelStore({ seqBase: 0, coalesce: { windowMs: 200, channels: (channel) => channel.startsWith('list:') } });
    const state = new ScoreState(book, store, new ReferenceData(), new FeedClock());
    for (const match of matches) book.applySnapshot(match, book.mark());
    state.rebuildLists(START);
    const opened = store.get(LIST);
    expect(opened).toBeDefined();
    const delivered: Patch[] = [];
    store.onDeliver((patch) => delivered.push(patch));
    const sent = () => delivered.filter((patch) => patch.channel === LIST);

    // Three matches win a corner, each its own push: the first goes to a quiet list at once and
    // opens a window, the other two come within it.
    matches.forEach((match, index) => {
      expect(book.applyEvent(corner(match, START + index)).applied).toBe(true);
      state.refresh([match.id], START + index);
      if (index === 0) expect(sent()).toHaveLength(1);
    });
    expect(sent()).toHaveLength(1);
    vi.advanceTimersByTime(200);

    expect(sent()).toHaveLength(2);
    const [first, window] = sent();
    const shown = applyPatch(applyPatch(opened!.state, first!.ops), window!.ops) as ListState;
    for (const match of matches) expect(shown.matches[match.id]?.homeCorner).toBe(match.homeCorner + 1);
    expect(shown).toEqual(store.get(LIST)?.state);
    expect(window!.ops.length).toBeGreaterThanOrEqual(2);
  });
});
