import { isDeepStrictEqual } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FeedFaultsPatch, ListState, MatchState } from '@portal/contracts';
import type { ReferenceData } from '../../src/realtime/scores/projection';
import { NO_FAULTS } from '@portal/simulator';
import { ChannelClient, expectedMatch, MINUTE, startFeed, startGateway, until, type Feed, type Gateway } from './support';

type Scored = { homeScore: number; awayScore: number };

/** Every score a client saw per match on each channel (a match state, a list row), in the order it saw them. */
function scoresSeen(client: ChannelClient): Map<string, Scored[]> {
  const seen = new Map<string, Scored[]>();
  const add = (key: string, { homeScore, awayScore }: Scored) => seen.set(key, [...(seen.get(key) ?? []), { homeScore, awayScore }]);
  for (const [channel, states] of client.history) {
    for (const state of states) {
      if (channel.startsWith('match:')) add(channel, state as MatchState);
      if (channel.startsWith('list:')) for (const row of Object.values((state as ListState).matches)) add(`${channel} ${row.id}`, row);
    }
  }
  return seen;
}

function backwards(seen: Map<string, Scored[]>): string[] {
  const problems: string[] = [];
  for (const [id, scores] of seen) {
    for (let i = 1; i < scores.length; i += 1) {
      const [before, after] = [scores[i - 1] as Scored, scores[i] as Scored];
      if (after.homeScore < before.homeScore || after.awayScore < before.awayScore) {
        problems.push(`${id}: ${before.homeScore}-${before.awayScore} then ${after.homeScore}-${after.awayScore}`);
      }
    }
  }
  return problems;
}

const FAULTS: [string, FeedFaultsPatch][] = [
  ['drop', { drop: 0.3 }],
  ['duplicate', { duplicate: 0.5 }],
  ['reorder', { reorder: 0.5 }],
  ['delayMs', { delayMs: 300 }],
  ['closeRate', { closeRate: 0.02 }],
  ['poll5xx', { poll5xx: 0.5 }],
];

describe('the gateway under upstream faults', () => {
  let feed: Feed;
  let gateway: Gateway;
  let reference: ReferenceData;
  let client: ChannelClient | undefined;
  let watched: { sport: 'football' | 'basketball'; id: number }[];

  beforeAll(async () => {
    feed = await startFeed({ seed: 11 });
    gateway = await startGateway(feed.server.url);
    await gateway.hub.whenReady();
    reference = await feed.reference();
    const snapshots = [...(feed.server.model?.snapshots() ?? [])];
    const playing = (sport: string, states: number[]) =>
      snapshots
        .filter((m) => m.sport === sport && states.includes(m.state))
        .sort((a, b) => b.kickoffAt - a.kickoffAt || a.id - b.id);
    // The latest kick-offs, so that they are still being played after every fault's turn.
    watched = [
      ...playing('football', [2, 4]).slice(0, 3).map((m) => ({ sport: 'football' as const, id: m.id })),
      ...playing('basketball', [2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 2).map((m) => ({ sport: 'basketball' as const, id: m.id })),
    ];
    expect(watched.length).toBeGreaterThanOrEqual(4);
  });

  afterEach(async () => {
    client?.close();
    client = undefined;
    await feed.setFaults(NO_FAULTS);
  });

  afterAll(async () => {
    await gateway.close();
    await feed.close();
  });

  it.each(FAULTS)('converges on the upstream truth with %s, never showing a score go back', async (_name, faults) => {
    client = new ChannelClient(gateway.url);
    await client.connected();
    const channels = ['list:football:live', 'list:basketball:live', ...watched.map((m) => `match:${m.sport}:${m.id}`)];
    for (const channel of channels) expect((await client.subscribe(channel)).ok).toBe(true);

    await feed.setFaults(faults);
    const converged = async (c: { state(channel: string): unknown }, who: string) => {
      for (const match of watched) {
        const channel = `match:${match.sport}:${match.id}`;
        const truth = await expectedMatch(feed, reference, match.id);
        await until(() => isDeepStrictEqual(c.state(channel), truth), `${who} ${channel} to converge on the upstream`, {
          timeoutMs: 15_000,
        });
      }
    };
    for (let round = 0; round < 4; round += 1) {
      for (const match of watched) {
        try {
          feed.server.inject({ matchId: match.id, kind: round % 2 === 0 ? 'goal' : 'corner', team: round % 3 === 0 ? 'away' : 'home' });
        } catch {
          // A match at half-time or over takes no incident; the others still move.
        }
      }
      feed.advance(MINUTE, 15_000);
      // Repaired by polls while late, lost or reordered pushes are still arriving.
      await converged({ state: (channel) => gateway.hub.store.get(channel)?.state }, 'the gateway');
    }

    for (const match of watched) {
      const channel = `match:${match.sport}:${match.id}`;
      const truth = await expectedMatch(feed, reference, match.id);
      await until(() => isDeepStrictEqual(client?.state(channel), truth), `${channel} to converge on the upstream`, {
        timeoutMs: 15_000,
      });
      // The list sends its row changes once per window, so it follows the match channel a little later.
      const row = () => client?.state<ListState>(`list:${match.sport}:live`).matches[match.id];
      const listed = { homeScore: truth.homeScore, awayScore: truth.awayScore, state: truth.state };
      await until(() => isDeepStrictEqual(row() && { homeScore: row()!.homeScore, awayScore: row()!.awayScore, state: row()!.state }, listed), `${match.id} in its list`, {
        timeoutMs: 15_000,
      });
    }
    expect(backwards(scoresSeen(client))).toEqual([]);
  });
});
