import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { isDeepStrictEqual } from 'node:util';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_UNAVAILABLE_MESSAGE,
  ResultCode,
  roomChannel,
  type ListState,
  type MatchListResponse,
  type MatchState,
  type RoomChannelState,
} from '@portal/contracts';
import { accountsPlugin } from '../../../src/accounts/plugin';
import { captchaPlugin } from '../../../src/captcha/plugin';
import { chatPlugin } from '../../../src/chat';
import { loadConfig } from '../../../src/config';
import { databasePlugin } from '../../../src/database/plugin';
import type { Database } from '../../../src/db/database';
import { liveNavs } from '../../../src/db/schema';
import { ephemeralPlugin } from '../../../src/ephemeral/plugin';
import { connectRedisStore } from '../../../src/ephemeral/redis-store';
import type { EphemeralStore } from '../../../src/ephemeral/store';
import { registerAccessToken } from '../../../src/http/access-token';
import { handleError } from '../../../src/http/errors';
import { nobilityPlugin } from '../../../src/nobility/plugin';
import { createRealtimeHub, type RealtimeHub } from '../../../src/realtime/hub';
import { createMatchCollectRepository } from '../../../src/realtime/scores/match-collects';
import type { ReferenceData } from '../../../src/realtime/scores/projection';
import { realtimePlugin } from '../../../src/realtime/plugin';
import { liveRoutes } from '../../../src/routes/live';
import { freshDatabase, type DatabaseUnderTest } from '../../db/database-under-test';
import { manualClock, openRoom, signUp } from '../../chat/support';
import { expectedMatch, FAST_INGEST, inPlayFootball, startFeed, type Feed } from '../support';
import { FanClient, type Step } from './fan-client';
import { RedisServer } from './redis-server';

/** How long the gateways may take to lead and follow again once Redis is back. */
const ROLES_BACK_WITHIN_MS = 10_000;
const OUTAGES = 3;

/** Subscribes `wake` to something that changes; returns how to unsubscribe. */
type Source = (wake: () => void) => () => void;
const onEvent =
  (emitter: EventEmitter, event: string): Source =>
  (wake) => {
    emitter.on(event, wake);
    return () => emitter.off(event, wake);
  };

/** Resolves once `holds()` is true, checked now and whenever a source changes; fails naming `what` after `timeoutMs`. */
function eventually(what: string, holds: () => boolean, sources: readonly Source[], timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    const finish = (error?: Error) => {
      clearTimeout(timer);
      for (const stop of stops) stop();
      if (error === undefined) resolve();
      else reject(error);
    };
    const timer = setTimeout(() => finish(new Error(`timed out waiting for ${what}`)), timeoutMs);
    const check = () => {
      let held: boolean;
      try {
        held = holds();
      } catch (error) {
        finish(error as Error);
        return;
      }
      if (held) finish();
    };
    for (const source of sources) stops.push(source(check));
    check();
  });
}

type Gateway = { name: string; app: FastifyInstance; hub: RealtimeHub; store: EphemeralStore; url: string; close(): Promise<void> };

/** A gateway with the live scores (ingesting or following through Redis) and the chat, on a free port. */
async function startGateway(
  name: string,
  database: Database,
  redisUrl: string,
  prefix: string,
  upstreamUrl: string,
  clock: ReturnType<typeof manualClock>,
): Promise<Gateway> {
  const hub = createRealtimeHub({
    upstreamUrl,
    timings: FAST_INGEST,
    redis: { url: redisUrl, prefix: `${prefix}realtime:`, timings: { checkpointMs: 1_000 } },
  });
  const store = await connectRedisStore(redisUrl, `${prefix}store:`);
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(fastifyCookie);
  registerAccessToken(app);
  const db = database.db;
  await app.register(ephemeralPlugin, { store });
  await app.register(captchaPlugin);
  await app.register(accountsPlugin, { config: loadConfig({ NODE_ENV: 'test' }), db, clock });
  await app.register(realtimePlugin, { realtime: hub, collects: createMatchCollectRepository(db) });
  await app.register(databasePlugin);
  await app.register(nobilityPlugin, { db, clock });
  await app.register(chatPlugin, { db, clock });
  await app.register(liveRoutes);
  await app.ready();
  await hub.start();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    name,
    app,
    hub,
    store,
    url,
    async close() {
      await app.close();
      await hub.close();
      await store.close();
    },
  };
}

/** Whether the numbers only went up, and a patch only ever by one: a jump came with a snapshot. */
function inOrder(steps: readonly Step[]): boolean {
  return steps.every((step, index) => {
    const before = steps[index - 1];
    if (before === undefined) return step.kind === 'snapshot';
    return step.seq > before.seq && (step.kind === 'snapshot' || step.seq === before.seq + 1);
  });
}

describe('a Redis that is killed and comes back empty, three times', () => {
  const prefix = `test:blip:${randomBytes(6).toString('hex')}:`;
  const clock = manualClock(Date.now());
  let redis: RedisServer;
  let feed: Feed;
  let reference: ReferenceData;
  let under: DatabaseUnderTest;
  let eastDb: Database;
  const gateways: Gateway[] = [];
  const fans: FanClient[] = [];

  beforeAll(async () => {
    redis = await RedisServer.start();
    feed = await startFeed({ seed: 5 });
    reference = await feed.reference();
    under = await freshDatabase();
    const westDb = await under.open();
    eastDb = await under.open();
    // The one row a room needs; the demo data would take long to seed.
    await eastDb.db.insert(liveNavs).values({ id: 1, name: '足球' });
    gateways.push(await startGateway('east', eastDb, redis.url, prefix, feed.server.url, clock));
    gateways.push(await startGateway('west', westDb, redis.url, prefix, feed.server.url, clock));
  });

  afterAll(async () => {
    for (const fan of fans) fan.close();
    for (const gateway of gateways) await gateway.close();
    await feed?.close();
    await under?.dispose();
    await redis?.stop();
  });

  it('takes up its roles again within 10 s each time, and scores and chat reach every fan on both gateways, in order', { timeout: 180_000 }, async () => {
    const [east, west] = gateways as [Gateway, Gateway];
    const roles: Source[] = gateways.map((gateway) => (wake) => gateway.hub.onRoleChange(wake));
    const restored = gateways.map(() => 0);
    const stopCounting = gateways.map((gateway, index) =>
      gateway.hub.onShareRestored(() => {
        restored[index] = (restored[index] ?? 0) + 1;
      }),
    );
    const restorations: Source[] = gateways.map((gateway) => (wake) => gateway.hub.onShareRestored(wake));
    const settledRoles = (notEpoch?: number) => () => {
      const [a, b] = [east.hub.epoch, west.hub.epoch];
      return a !== undefined && a === b && a !== notEpoch && gateways.filter((gateway) => gateway.hub.isLeader).length === 1;
    };
    await eventually('one gateway to lead and the other to follow', settledRoles(), roles);
    await Promise.all(gateways.map((gateway) => gateway.hub.whenReady()));

    const [matchId] = inPlayFootball(feed, 1) as [number];
    const db = eastDb.db;
    const { roomId } = await openRoom(db, clock);
    const [eastSpeaker, westSpeaker] = [await signUp(db, clock), await signUp(db, clock)];
    const matchCh = `match:football:${matchId}`;
    const listCh = 'list:football:live';
    const roomCh = roomChannel(roomId);
    const channels = [listCh, matchCh, roomCh];
    const eastTalk = new FanClient('east speaker', east.url, eastSpeaker.token);
    const westTalk = new FanClient('west speaker', west.url, westSpeaker.token);
    const eastWatch = new FanClient('east watcher', east.url);
    const westWatch = new FanClient('west watcher', west.url);
    fans.push(eastTalk, westTalk, eastWatch, westWatch);
    for (const fan of fans) {
      await fan.connected();
      for (const channel of channels) expect((await fan.subscribe(channel)).ok, `${fan.name} ${channel}`).toBe(true);
    }
    const changes = fans.map((fan) => onEvent(fan.events, 'change'));

    const liveList = async (gateway: Gateway) => {
      const response = await gateway.app.inject({ method: 'GET', url: '/live/football/v1_1/live' });
      expect(response.statusCode, `${gateway.name} live list`).toBe(200);
      return response.json<{ code: number; data: MatchListResponse }>().data;
    };
    const listedScore = (fan: FanClient) => {
      const row = fan.state<ListState>(listCh).matches[matchId];
      return row === undefined ? undefined : [row.homeScore, row.awayScore];
    };
    /** Every fan shows the upstream's match, in its channel and its list row. */
    const everyFanShows = async (what: string) => {
      const truth = await expectedMatch(feed, reference, matchId);
      await eventually(
        `every fan to show ${what}`,
        () =>
          fans.every(
            (fan) => isDeepStrictEqual(fan.state<MatchState>(matchCh), truth) && isDeepStrictEqual(listedScore(fan), [truth.homeScore, truth.awayScore]),
          ),
        changes,
      );
      return truth;
    };
    const sent: number[] = [];
    const kickOff = await expectedMatch(feed, reference, matchId);
    const goalsBefore = kickOff.homeScore + kickOff.awayScore;

    for (let outage = 1; outage <= OUTAGES; outage += 1) {
      const epochBefore = east.hub.epoch as number;
      const leader = gateways.find((gateway) => gateway.hub.isLeader) as Gateway;
      const shown = fans.map((fan) => fan.state<MatchState>(matchCh));

      await redis.kill();
      // A corner while Redis is away: the leader cannot share it, takes it back and stops leading.
      feed.server.inject({ matchId, kind: 'corner', team: outage % 2 === 0 ? 'away' : 'home' });
      await eventually(`the ${leader.name} leader to stop leading (outage ${outage})`, () => !leader.hub.isLeader, roles);
      for (const fan of [eastTalk, westTalk]) {
        expect(await fan.send({ roomId, content: `断线中${outage}` }), fan.name).toEqual({
          ok: false,
          code: ResultCode.SERVICE_UNAVAILABLE,
          message: CHAT_UNAVAILABLE_MESSAGE,
        });
      }
      for (const gateway of gateways) expect((await liveList(gateway)).matches.length, `${gateway.name} during outage ${outage}`).toBeGreaterThan(0);
      expect(fans.map((fan) => fan.state<MatchState>(matchCh))).toEqual(shown);

      await redis.start();
      const backAt = Date.now();
      await eventually(`a leader and a follower in a new numbering (outage ${outage})`, settledRoles(epochBefore), roles, ROLES_BACK_WITHIN_MS);
      expect(Date.now() - backAt).toBeLessThan(ROLES_BACK_WITHIN_MS);
      expect(east.hub.epoch).toBeGreaterThan(epochBefore);
      // The socket.io adapter's connection is back too: the chat channels are read again on it.
      await eventually(`both gateways' shared connections to be back (outage ${outage})`, () => restored.every((count) => count >= outage), restorations);

      // The corner made while Redis was away, then a goal after it came back.
      await everyFanShows(`the corner of outage ${outage}`);
      feed.server.inject({ matchId, kind: 'goal', team: outage % 2 === 0 ? 'home' : 'away' });
      const truth = await everyFanShows(`the goal after outage ${outage}`);
      expect(truth.homeScore + truth.awayScore).toBe(goalsBefore + outage);

      for (const [fan, where] of [
        [eastTalk, '东'],
        [westTalk, '西'],
      ] as const) {
        const reply = await fan.send({ roomId, content: `第${outage}次恢复后，${where}边` });
        if (!reply.ok) throw new Error(`${fan.name}: ${reply.message}`);
        sent.push(reply.message.id);
      }
      await eventually(
        `every fan to see the messages after outage ${outage}`,
        () => fans.every((fan) => sent.every((id) => String(id) in (fan.state<RoomChannelState>(roomCh)?.messages ?? {}))),
        changes,
      );
      for (const gateway of gateways) expect((await liveList(gateway)).matches.length, `${gateway.name} after outage ${outage}`).toBeGreaterThan(0);
    }

    // Both gateways hold the same state, and every fan holds it, reached in order.
    for (const channel of channels) {
      await eventually(
        `every fan and both gateways to agree on ${channel}`,
        () => {
          const held = [east, west].map((gateway) => (channel === roomCh ? undefined : gateway.hub.store.get(channel)?.state));
          const room = channel === roomCh;
          const first = fans[0]?.state(channel);
          return fans.every((fan) => isDeepStrictEqual(fan.state(channel), first)) && (room || held.every((state) => isDeepStrictEqual(state, first)));
        },
        changes,
      );
    }
    for (const stop of stopCounting) stop();
    for (const fan of fans) {
      expect(fan.problems).toEqual([]);
      for (const channel of channels) expect(inOrder(fan.steps(channel)), `${fan.name} ${channel}: ${JSON.stringify(fan.steps(channel))}`).toBe(true);
      // Each new numbering reached the fan as a jump it resynced for.
      for (const channel of [listCh, matchCh]) {
        expect(fan.steps(channel).filter((step) => step.kind === 'snapshot').length, `${fan.name} ${channel}`).toBeGreaterThanOrEqual(1 + OUTAGES);
      }
    }
  });
});
