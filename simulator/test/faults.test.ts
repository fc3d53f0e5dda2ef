import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedErrorResponseSchema, feedFaultsSchema, type FeedEvent } from '@portal/contracts';
import { ManualClock } from '../src/clock';
import { FAULT_CLOSE_CODE, NO_FAULTS } from '../src/faults';
import { createSimulatorServer, type SimulatorServer } from '../src/server';
import { getJson, postJson, PushClient, START } from './support';

type MatchFrame = Extract<FeedEvent, { matchId: number }>;

describe('the simulator faults', () => {
  const clock = new ManualClock(START);
  let server: SimulatorServer;
  let client: PushClient | undefined;

  /** Sets faults over HTTP, as a test of the gateway would. */
  const setFaults = async (faults: object) => {
    const { status, body } = await postJson(`${server.url}/admin/faults`, faults);
    expect(status).toBe(200);
    return feedFaultsSchema.parse(body);
  };

  /** Moves the clock, pushes what happened and waits until a heartbeat sent after it arrives. */
  const pushSome = async (subscriber: PushClient) => {
    clock.advance(10_000);
    const emitted = server.tick();
    server.heartbeat();
    await subscriber.heartbeats(1);
    return emitted;
  };

  beforeAll(async () => {
    server = await createSimulatorServer({ seed: 7, speed: 60, clock, port: 0, tickMs: 0, heartbeatMs: 0, window: { back: 0, ahead: 1 } });
  });

  afterEach(async () => {
    client?.close();
    client = undefined;
    await setFaults(NO_FAULTS);
  });

  afterAll(() => server.close());

  it('delivers everything once and in order without faults', async () => {
    client = await PushClient.connect(server.pushUrl);
    const emitted = await pushSome(client);
    expect(emitted.length).toBeGreaterThan(100);
    expect(client.matchFrames()).toEqual(emitted);
  });

  it('drops pushes', async () => {
    expect((await setFaults({ drop: 0.3 })).drop).toBe(0.3);
    client = await PushClient.connect(server.pushUrl);
    const emitted = await pushSome(client);
    const received = client.matchFrames().length;
    expect(received).toBeLessThan(emitted.length);
    expect(received).toBeGreaterThan(emitted.length * 0.5);
  });

  it('sends pushes twice', async () => {
    await setFaults({ duplicate: 0.3 });
    client = await PushClient.connect(server.pushUrl);
    const emitted = await pushSome(client);
    const keys = client.matchFrames().map((f) => `${f.matchId}:${f.version}`);
    expect(keys.length).toBeGreaterThan(emitted.length);
    expect(new Set(keys).size).toBe(emitted.length);
  });

  it('reorders pushes: a version arrives after a higher one of the same match', async () => {
    await setFaults({ reorder: 0.3 });
    client = await PushClient.connect(server.pushUrl);
    const emitted = await pushSome(client);
    await client.until((frames) => frames.filter((f) => 'matchId' in f).length === emitted.length);
    const highest = new Map<number, number>();
    let late = 0;
    for (const frame of client.matchFrames()) {
      if (frame.version < (highest.get(frame.matchId) ?? 0)) late += 1;
      highest.set(frame.matchId, Math.max(frame.version, highest.get(frame.matchId) ?? 0));
    }
    expect(late).toBeGreaterThan(0);
    const sorted = (frames: MatchFrame[]) => frames.map((f) => `${f.matchId}:${f.version}`).sort();
    expect(sorted(client.matchFrames())).toEqual(sorted(emitted));
  });

  it('delays pushes', async () => {
    await setFaults({ delayMs: 150 });
    client = await PushClient.connect(server.pushUrl);
    clock.advance(5_000);
    const sentAt = performance.now();
    const emitted = server.tick();
    expect(emitted.length).toBeGreaterThan(0);
    const subscriber = client;
    expect(subscriber.matchFrames()).toEqual([]);
    await subscriber.until((frames) => frames.some((f) => 'matchId' in f));
    expect(performance.now() - sentAt).toBeGreaterThanOrEqual(140);
  });

  it('closes sockets at random', async () => {
    await setFaults({ closeRate: 0.05 });
    client = await PushClient.connect(server.pushUrl);
    clock.advance(10_000);
    expect(server.tick().length).toBeGreaterThan(100);
    expect((await client.closed).code).toBe(FAULT_CLOSE_CODE);
    expect(server.subscribers()).toBe(0);
  });

  it('answers polls with 503, but not the admin calls', async () => {
    await setFaults({ poll5xx: 1 });
    const failed = await getJson(`${server.url}/v1/live`);
    expect(failed.status).toBe(503);
    expect(feedErrorResponseSchema.parse(failed.body).error).toMatch(/outage/);
    expect((await getJson(`${server.url}/admin/faults`)).status).toBe(200);
    await setFaults({ poll5xx: 0.5 });
    const statuses = await Promise.all(Array.from({ length: 40 }, () => getJson(`${server.url}/v1/leagues`).then((r) => r.status)));
    expect(statuses).toContain(503);
    expect(statuses).toContain(200);
  });

  it('rejects fault values out of range', async () => {
    const { status, body } = await postJson(`${server.url}/admin/faults`, { drop: 2 });
    expect(status).toBe(400);
    expect(feedErrorResponseSchema.parse(body).error).toMatch(/drop/);
  });

  it('takes faults at creation', async () => {
    const faulty = await createSimulatorServer({ seed: 7, clock, port: 0, tickMs: 0, heartbeatMs: 0, window: { back: 0, ahead: 0 }, faults: { poll5xx: 1, drop: 1 } });
    try {
      expect((await getJson(`${faulty.url}/v1/leagues`)).status).toBe(503);
      expect(faulty.faults()).toMatchObject({ poll5xx: 1, drop: 1 });
    } finally {
      await faulty.close();
    }
  });
});
