import { isDeepStrictEqual } from 'node:util';
import type { MatchState } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorServer, ManualClock, type SimulatorServer } from '@portal/simulator';
import { matchState, type ReferenceData } from '../../src/realtime/scores/projection';
import { FAST_INGEST, inPlayFootball, MINUTE, START, startFeed, startGateway, until, type Feed, type Gateway } from './support';

describe('the ingest across upstream outages', () => {
  let feed: Feed;
  let gateway: Gateway;
  let reference: ReferenceData;
  let restarted: SimulatorServer | undefined;

  beforeAll(async () => {
    feed = await startFeed({ seed: 21 });
    gateway = await startGateway(feed.server.url);
    await gateway.hub.whenReady();
    reference = await feed.reference();
  });

  afterAll(async () => {
    await gateway.close();
    await restarted?.close();
    await feed.close();
  });

  it('keeps serving through a run of 5xx answers and catches up after', async () => {
    const [matchId] = inPlayFootball(feed, 1);
    const channel = `match:football:${matchId}`;
    await feed.setFaults({ poll5xx: 1, drop: 1 });
    feed.server.inject({ matchId: matchId as number, kind: 'goal', team: 'home' });
    feed.advance(MINUTE);
    const held = gateway.hub.store.get(channel);
    const rest = await gateway.app.inject({ method: 'GET', url: `/live/football/v1_1/match?matchId=${matchId}` });
    expect(rest.statusCode).toBe(200);
    expect(held?.state).toBeDefined();
    await feed.setFaults({ poll5xx: 0, drop: 0 });
    const truth = matchState(await feed.truth(matchId as number), reference);
    await until(() => isDeepStrictEqual(gateway.hub.store.get(channel)?.state, truth), 'the gateway to catch up after the outage');
  });

  it('reconnects to an upstream that restarted, and takes its word even with lower versions', async () => {
    // A match in play since before the first upstream started, so that both caught up on its kick-off.
    const [matchId] = inPlayFootball(feed, 10).filter((id) => (feed.server.model?.match(id)?.kickoffAt ?? START) < START);
    const channel = `match:football:${matchId}`;
    const port = feed.server.port;
    // Odds drift and statistics refreshes bump versions; a restarted upstream catches up without them.
    feed.advance(10 * MINUTE);
    const before = matchState(await feed.truth(matchId as number), reference);
    await until(() => isDeepStrictEqual(gateway.hub.store.get(channel)?.state, before), 'the gateway to follow the first upstream');
    const versionBefore = (await feed.truth(matchId as number)).version;
    await feed.close();

    const clock = new ManualClock(feed.clock.now() + MINUTE);
    restarted = await createSimulatorServer({ seed: 21, speed: 1, clock, port, tickMs: 0, heartbeatMs: 0, window: { back: 1, ahead: 1 } });
    await until(() => restarted?.subscribers() === 1, 'the push stream to reconnect');
    restarted.inject({ matchId: matchId as number, kind: 'goal', team: 'away' });
    clock.advance(MINUTE);
    restarted.tick();

    const truth = restarted.model?.match(matchId as number);
    expect(truth?.version).toBeLessThan(versionBefore);
    const expected = matchState(structuredClone(truth as NonNullable<typeof truth>), reference);
    await until(() => isDeepStrictEqual(gateway.hub.store.get(channel)?.state, expected), 'the gateway to follow the restarted upstream');
  });
});

describe('the live poll', () => {
  it('repairs at once a match that left the live list through a push that was lost', async () => {
    const feed = await startFeed({ seed: 23 });
    // Fixtures polls so rare that only the live poll can notice the end.
    const gateway = await startGateway(feed.server.url, {
      timings: { ...FAST_INGEST, nearFixturesMs: 600_000, fixturesMs: 600_000 },
    });
    try {
      await gateway.hub.whenReady();
      const [matchId] = inPlayFootball(feed, 1);
      const channel = `match:football:${matchId}`;
      await feed.setFaults({ drop: 1 });
      for (let step = 0; step < 20 && feed.server.model?.match(matchId as number)?.state !== 8; step += 1) {
        feed.advance(10 * MINUTE, MINUTE);
      }
      expect(feed.server.model?.match(matchId as number)?.state).toBe(8);
      await until(() => (gateway.hub.store.get(channel)?.state as MatchState | undefined)?.state === 8, 'the gateway to see the end');
      const reference = await feed.reference();
      expect(gateway.hub.store.get(channel)?.state).toEqual(matchState(await feed.truth(matchId as number), reference));
    } finally {
      await gateway.close();
      await feed.close();
    }
  });
});
