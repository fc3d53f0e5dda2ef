import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { io, type Socket } from 'socket.io-client';
import {
  applyPatch,
  type ClientToServerEvents,
  type FeedMatchSnapshot,
  type Patch,
  type ResyncReply,
  type ServerToClientEvents,
  type SubscribeReply,
} from '@portal/contracts';
import { registerAccessToken } from '../../src/http/access-token';
import { handleError } from '../../src/http/errors';
import { databasePlugin } from '../../src/database/plugin';
import { realtimePlugin } from '../../src/realtime/plugin';
import { matchApiRoutes } from '../../src/routes/api/match';
import { liveRoutes } from '../../src/routes/live';
import type { MatchCollectStore, UserResolver } from '../../src/realtime/scores/collects';
import { createRealtimeHub, type RealtimeHub, type RealtimeHubOptions } from '../../src/realtime/hub';
import { matchState, ReferenceData } from '../../src/realtime/scores/projection';
import { createSimulatorServer, ManualClock, type SimulatorServer } from '@portal/simulator';

/** Saturday 15 March 2025, 20:00 in Beijing: a busy evening. */
export const START = Date.UTC(2025, 2, 15, 12, 0);
export const MINUTE = 60_000;

/** Polls `condition` until it holds; fails with `what` after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 10_000, intervalMs = 20 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The simulated upstream on a fake clock, ticked by the test. */
export type Feed = {
  clock: ManualClock;
  server: SimulatorServer;
  /** Moves source time on by `ms` in steps and pushes what happened. */
  advance(ms: number, stepMs?: number): number;
  /** The upstream's own snapshot of a match, through its HTTP API (retried through simulated outages). */
  truth(matchId: number): Promise<FeedMatchSnapshot>;
  reference(): Promise<ReferenceData>;
  setFaults(faults: Record<string, number>): Promise<void>;
  close(): Promise<void>;
};

export async function startFeed(options: { seed?: number; port?: number } = {}): Promise<Feed> {
  const clock = new ManualClock(START);
  const server = await createSimulatorServer({
    seed: options.seed ?? 7,
    speed: 1,
    clock,
    port: options.port ?? 0,
    tickMs: 0,
    heartbeatMs: 0,
    window: { back: 1, ahead: 1 },
  });
  const getJson = async (path: string): Promise<unknown> => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${server.url}${path}`);
      if (response.ok) return response.json();
      if (response.status !== 503 || attempt > 50) throw new Error(`GET ${path}: ${response.status}`);
    }
  };
  return {
    clock,
    server,
    advance(ms, stepMs = 10_000) {
      let events = 0;
      for (let done = 0; done < ms; done += stepMs) {
        clock.advance(Math.min(stepMs, ms - done));
        events += server.tick().length;
      }
      return events;
    },
    truth: async (matchId) => (await getJson(`/v1/matches/${matchId}`)) as FeedMatchSnapshot,
    async reference() {
      const reference = new ReferenceData();
      const [leagues, teams, bookmakers] = (await Promise.all([
        getJson('/v1/leagues'),
        getJson('/v1/teams'),
        getJson('/v1/bookmakers'),
      ])) as [{ leagues: never[] }, { teams: never[] }, { bookmakers: never[] }];
      reference.update({ leagues: leagues.leagues, teams: teams.teams, bookmakers: bookmakers.bookmakers });
      return reference;
    },
    async setFaults(faults) {
      const response = await fetch(`${server.url}/admin/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(faults),
      });
      if (!response.ok) throw new Error(`faults: ${response.status}`);
    },
    close: () => server.close(),
  };
}

/** Ingest timings short enough for a test to see several polls. */
export const FAST_INGEST = {
  pollMs: 100,
  nearFixturesMs: 1_000,
  fixturesMs: 5_000,
  referenceMs: 60_000,
  windowDays: 1,
  pushSilenceMs: 0,
  pushRetryMs: 50,
} as const;

/** Tokens the test users sign in with: `user-7` is user 7. */
export const testUsers: UserResolver = {
  resolveUser: async (token) => {
    const match = /^user-(\d+)$/.exec(token);
    return match === null ? null : { id: Number(match[1]) };
  },
};

/** A gateway with only the realtime parts (score calls and sockets), as the realtime tests need it. */
export async function buildRealtimeApp(hub: RealtimeHub): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(fastifyCookie);
  registerAccessToken(app);
  await app.register(realtimePlugin, { realtime: hub, userResolver: testUsers, collects: collectsInMemory() });
  await app.register(databasePlugin);
  await app.register(liveRoutes);
  await app.register(matchApiRoutes, app.realtime);
  await app.ready();
  return app;
}

export type Gateway = { hub: RealtimeHub; app: FastifyInstance; url: string; close(): Promise<void> };

/** A gateway ingesting from `upstreamUrl`, listening on a free port. */
export async function startGateway(upstreamUrl: string, options: Partial<RealtimeHubOptions> = {}): Promise<Gateway> {
  const hub = createRealtimeHub({ upstreamUrl, timings: FAST_INGEST, ...options });
  const app = await buildRealtimeApp(hub);
  await hub.start();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    hub,
    app,
    url: address,
    async close() {
      await app.close();
      await hub.close();
    },
  };
}

type Tracked = {
  seq: number;
  state: unknown;
  /** Patches that arrived while a snapshot or a resync was awaited. */
  waiting: Patch[] | undefined;
};

/**
 * A socket.io client that keeps channel states as a page would: snapshot, then patches in
 * sequence; a gap asks for a resync from the last sequence number.
 */
export class ChannelClient {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  readonly channels = new Map<string, Tracked>();
  /** Every state each channel went through, in order. */
  readonly history = new Map<string, unknown[]>();
  /** Every sequence number applied per channel, a snapshot's included. */
  readonly applied = new Map<string, number[]>();
  resyncs = 0;
  snapshotResyncs = 0;
  private readonly dropping = new Set<string>();

  constructor(url: string) {
    this.socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnectionDelay: 50, forceNew: true });
    this.socket.on('channel.batch', (patches) => {
      for (const patch of patches) this.onPatch(patch);
    });
  }

  async connected(): Promise<void> {
    if (this.socket.connected) return;
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  subscribeRaw(request: unknown): Promise<SubscribeReply> {
    return this.socket.timeout(5_000).emitWithAck('channel.subscribe', request as { channel: string });
  }

  async subscribe(channel: string): Promise<SubscribeReply> {
    this.channels.set(channel, { seq: 0, state: undefined, waiting: [] });
    const reply = await this.subscribeRaw({ channel });
    if (!reply.ok) {
      this.channels.delete(channel);
      return reply;
    }
    this.settle(channel, reply.seq, reply.snapshot);
    return reply;
  }

  state<T>(channel: string): T {
    return this.channels.get(channel)?.state as T;
  }

  seq(channel: string): number {
    return this.channels.get(channel)?.seq ?? 0;
  }

  /** Loses the next patch of `channel`, as a flaky network would. */
  dropNextPatch(channel: string): void {
    this.dropping.add(channel);
  }

  close(): void {
    this.socket.disconnect();
  }

  private onPatch(patch: Patch): void {
    if (this.dropping.delete(patch.channel)) return;
    const tracked = this.channels.get(patch.channel);
    if (tracked === undefined) return;
    if (tracked.waiting !== undefined) {
      tracked.waiting.push(patch);
      return;
    }
    if (patch.seq <= tracked.seq) return;
    if (patch.seq > tracked.seq + 1) {
      tracked.waiting = [patch];
      void this.resync(patch.channel, tracked.seq);
      return;
    }
    this.apply(patch.channel, patch);
  }

  private apply(channel: string, patch: Patch): void {
    const tracked = this.channels.get(channel) as Tracked;
    tracked.state = applyPatch(tracked.state, patch.ops);
    tracked.seq = patch.seq;
    this.record(channel, patch.seq, tracked.state);
  }

  private record(channel: string, seq: number, state: unknown): void {
    this.history.set(channel, [...(this.history.get(channel) ?? []), state]);
    this.applied.set(channel, [...(this.applied.get(channel) ?? []), seq]);
  }

  private async resync(channel: string, fromSeq: number): Promise<void> {
    this.resyncs += 1;
    const reply: ResyncReply = await this.socket.timeout(5_000).emitWithAck('channel.resync', { channel, fromSeq });
    if (!reply.ok) throw new Error(`resync refused: ${reply.message}`);
    const tracked = this.channels.get(channel) as Tracked;
    if ('patches' in reply) {
      const waiting = tracked.waiting ?? [];
      tracked.waiting = undefined;
      for (const patch of reply.patches) if (patch.seq === tracked.seq + 1) this.apply(channel, patch);
      for (const patch of waiting.sort((a, b) => a.seq - b.seq)) this.onPatch(patch);
      return;
    }
    this.snapshotResyncs += 1;
    this.settle(channel, reply.seq, reply.snapshot);
  }

  private settle(channel: string, seq: number, snapshot: unknown): void {
    const tracked = this.channels.get(channel) as Tracked;
    const waiting = tracked.waiting ?? [];
    tracked.seq = seq;
    tracked.state = snapshot;
    tracked.waiting = undefined;
    this.record(channel, seq, snapshot);
    for (const patch of waiting.sort((a, b) => a.seq - b.seq)) this.onPatch(patch);
  }
}

/** A football match being played at {@link START}, with its channel names. */
export function inPlayFootball(feed: Feed, count: number): number[] {
  const model = feed.server.model;
  if (model === undefined) throw new Error('no model');
  return [...model.snapshots()]
    .filter((m) => m.sport === 'football' && (m.state === 2 || m.state === 4))
    .sort((a, b) => a.id - b.id)
    .slice(0, count)
    .map((m) => m.id);
}

/** What the gateway should show for a match, from the upstream's own snapshot. */
export async function expectedMatch(feed: Feed, reference: ReferenceData, matchId: number) {
  return matchState(await feed.truth(matchId), reference);
}

/** Collects for the realtime suites, which run without a database; the repository has its own DB tests. */
function collectsInMemory(): MatchCollectStore {
  const byUser = new Map<number, number[]>();
  return {
    async add(userId, matchId) {
      byUser.set(userId, [matchId, ...(byUser.get(userId) ?? []).filter((id) => id !== matchId)]);
    },
    async remove(userId, matchId) {
      byUser.set(userId, (byUser.get(userId) ?? []).filter((id) => id !== matchId));
    },
    async list(userId) {
      return byUser.get(userId) ?? [];
    },
  };
}
