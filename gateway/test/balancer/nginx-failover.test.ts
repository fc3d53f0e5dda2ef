import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, ListState, MatchState, ResyncReply, ServerToClientEvents } from '@portal/contracts';
import { loadConfig } from '../../src/config';
import type { ReferenceData } from '../../src/realtime/scores/projection';
import { FanClient, type Step } from '../realtime/redis/fan-client';
import { RedisServer } from '../realtime/redis/redis-server';
import { expectedMatch, inPlayFootball, MINUTE, startFeed, type Feed } from '../realtime/support';
import { freeAddress, Nginx } from './nginx';

const FANS = 20;
/** Long-polling clients on each gateway, each from a loopback address of its own. */
const POLLERS_PER_GATEWAY = 2;
const ROUND_TRIPS = 6;
const gatewayScript = fileURLToPath(new URL('../realtime/redis/gateway-process.ts', import.meta.url));

type GatewayProcess = { address: string; child: ChildProcess; exited: Promise<void> };

/** A gateway on Redis in a process of its own (test/realtime/redis/gateway-process.ts), once it serves the lists. */
function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', gatewayScript], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onOutput = (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line === undefined) return;
      child.stdout?.off('data', onOutput);
      child.stdout?.resume();
      resolve({ address: new URL((JSON.parse(line) as { url: string }).url).host, child, exited });
    };
    child.stdout?.on('data', onOutput);
    child.once('exit', (code, signal) => reject(new Error(`gateway process exited (${code ?? signal}): ${errors}`)));
  });
}

/** Resolves once `holds()`, checked now and on every 'change' of `sources`; fails naming `what` after `timeoutMs`. */
function eventually(what: string, holds: () => boolean, sources: readonly EventEmitter[], timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!holds()) return;
      finish();
      resolve();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      for (const source of sources) source.off('change', check);
    };
    for (const source of sources) source.on('change', check);
    check();
  });
}

/** Sequence numbers up to the last step that came neither as a patch nor under a snapshot at or after them. */
function missed(steps: readonly Step[]): number[] {
  const last = steps.at(-1)?.seq ?? 0;
  const snapshotUpTo = Math.max(0, ...steps.filter((step) => step.kind === 'snapshot').map((step) => step.seq));
  const patched = new Set(steps.filter((step) => step.kind === 'patch').map((step) => step.seq));
  const gaps: number[] = [];
  for (let seq = snapshotUpTo + 1; seq <= last; seq += 1) if (!patched.has(seq)) gaps.push(seq);
  return gaps;
}

/** Whether the numbers only went up: a patch by one, a snapshot to anything not below. */
function inOrder(steps: readonly Step[]): boolean {
  return steps.every((step, index) => {
    const before = steps[index - 1];
    if (before === undefined) return step.kind === 'snapshot';
    return step.kind === 'patch' ? step.seq === before.seq + 1 : step.seq >= before.seq;
  });
}

type PollingSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io client that only long-polls, connecting from `clientAddress`; resolves once connected. */
async function startPoller(url: string, clientAddress: string): Promise<{ socket: PollingSocket; losses: string[] }> {
  const socket: PollingSocket = io(url, {
    path: '/socket.io',
    transports: ['polling'],
    forceNew: true,
    reconnection: false,
    // engine.io-client hands `agent` to its Node XMLHttpRequest (typed there as string | boolean).
    agent: new Agent({ localAddress: clientAddress }) as unknown as string,
  });
  const losses: string[] = [];
  socket.on('disconnect', (reason) => losses.push(`${clientAddress} disconnected: ${reason}`));
  socket.on('connect_error', (error) => losses.push(`${clientAddress} could not connect: ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, losses };
}

describe('nginx in front of two gateways on one Redis', () => {
  const configuredRedis = loadConfig().redisUrl;
  const prefix = `test:balancer:${randomBytes(6).toString('hex')}:`;
  let ownRedis: RedisServer | undefined;
  let feed: Feed;
  let reference: ReferenceData;
  let nginx: Nginx;
  let beforeGateways: number;
  const gateways: GatewayProcess[] = [];
  const clients: { close(): void }[] = [];

  beforeAll(async () => {
    const redisUrl = configuredRedis ?? (ownRedis = await RedisServer.start()).url;
    feed = await startFeed({ seed: 5 });
    reference = await feed.reference();
    // nginx comes up first, naming addresses no gateway listens on yet, and answers 502 meanwhile.
    nginx = await Nginx.start([await freeAddress(), await freeAddress()]);
    beforeGateways = (await fetch(`${nginx.url}/live/football/v1_1/live`)).status;
    const env = { UPSTREAM_URL: feed.server.url, REDIS_URL: redisUrl, REALTIME_PREFIX: prefix };
    await Promise.all([0, 1].map(async () => gateways.push(await startGatewayProcess(env))));
    await nginx.route(gateways.map((gateway) => gateway.address));
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await nginx?.stop();
    for (const gateway of gateways) {
      gateway.child.kill('SIGKILL');
      await gateway.exited;
    }
    await feed?.close();
    if (ownRedis !== undefined) await ownRedis.stop();
    else if (configuredRedis !== undefined) {
      const redis = new Redis(configuredRedis);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  }, 60_000);

  it('answers 502 before the gateways are up, then keeps each long-polling client on one gateway', { timeout: 120_000 }, async () => {
    expect(beforeGateways).toBe(502);
    // Clients from different addresses land on both gateways; pick a few of each.
    const candidates = Array.from({ length: 40 }, (_, index) => `127.0.0.${index + 2}`);
    const landing = await Promise.all(candidates.map((address) => nginx.gatewayFor(address)));
    const chosen = gateways.flatMap((gateway) => candidates.filter((_, index) => landing[index] === gateway.address).slice(0, POLLERS_PER_GATEWAY));
    expect(chosen, `where nginx sends 40 addresses: ${landing.join(' ')}`).toHaveLength(gateways.length * POLLERS_PER_GATEWAY);

    const [matchId] = inPlayFootball(feed, 1) as [number];
    const channel = `match:football:${matchId}`;
    await Promise.all(
      chosen.map(async (address) => {
        const { socket, losses } = await startPoller(nginx.url, address);
        clients.push(socket);
        const session = socket.io.engine.id;
        // Each acknowledged request is a POST and a long-poll GET in the session nginx must keep on one gateway.
        const subscribed = await socket.timeout(10_000).emitWithAck('channel.subscribe', { channel: 'list:football:live' });
        expect(subscribed.ok, address).toBe(true);
        const joined = await socket.timeout(10_000).emitWithAck('channel.subscribe', { channel });
        if (!joined.ok) throw new Error(`${address}: ${joined.message}`);
        for (let trip = 0; trip < ROUND_TRIPS; trip += 1) {
          const caughtUp = await socket.timeout(10_000).emitWithAck('channel.resync', { channel, fromSeq: joined.seq });
          expect(caughtUp.ok, `${address} round trip ${trip}`).toBe(true);
        }
        expect(losses).toEqual([]);
        expect(socket.connected, address).toBe(true);
        expect(socket.io.engine.id, address).toBe(session);
        expect(socket.io.engine.transport.name, address).toBe('polling');
        socket.close();
      }),
    );
  });

  it('moves the fans of a killed gateway through nginx to the other, and they miss nothing', { timeout: 180_000 }, async () => {
    const [matchId] = inPlayFootball(feed, 1) as [number];
    const listCh = 'list:football:live';
    const matchCh = `match:football:${matchId}`;
    const channels = [listCh, matchCh];
    const listedScore = (client: FanClient) => {
      const row = client.state<ListState>(listCh)?.matches[matchId];
      return row === undefined ? undefined : [row.homeScore, row.awayScore];
    };

    // Every fan connects from 127.0.0.1, so nginx sends them all to one gateway: that one is killed.
    const fansGateway = await nginx.gatewayFor('127.0.0.1');
    const killed = gateways.find((gateway) => gateway.address === fansGateway);
    const survivor = gateways.find((gateway) => gateway !== killed);
    if (killed === undefined || survivor === undefined) throw new Error(`nginx sends 127.0.0.1 to ${fansGateway}, not a gateway`);

    // As the web does when its socket is back: each channel asks for what it missed since its last number.
    const progress = new EventEmitter();
    const rejoins: { fan: string; channel: string; fromSeq: number; reply: ResyncReply }[] = [];
    const unanswered: string[] = [];
    const fans = Array.from({ length: FANS }, (_, n) => new FanClient(`fan ${n}`, nginx.url));
    clients.push(...fans);
    for (const fan of fans) {
      await fan.connected();
      for (const ch of channels) expect((await fan.subscribe(ch)).ok, `${fan.name} ${ch}`).toBe(true);
      fan.socket.on('connect', () => {
        for (const ch of channels) {
          const fromSeq = fan.seq(ch);
          fan.socket
            .timeout(10_000)
            .emitWithAck('channel.resync', { channel: ch, fromSeq })
            .then(
              (reply) => rejoins.push({ fan: fan.name, channel: ch, fromSeq, reply }),
              (error: Error) => unanswered.push(`${fan.name} ${ch}: ${error.message}`),
            )
            .finally(() => progress.emit('change'));
        }
      });
    }
    // The server's state, from a client on the gateway that stays.
    const watcher = new FanClient('watcher', `http://${survivor.address}`);
    clients.push(watcher);
    await watcher.connected();
    for (const ch of channels) expect((await watcher.subscribe(ch)).ok, `watcher ${ch}`).toBe(true);
    const sources = [progress, watcher.events, ...fans.map((fan) => fan.events)];

    /** Every fan holds what the gateway holds, and the match as the upstream has it. */
    const everyFanShowsTheUpstream = async (what: string) => {
      const truth = await expectedMatch(feed, reference, matchId);
      await eventually(
        what,
        () =>
          isDeepStrictEqual(watcher.state<MatchState>(matchCh), truth) &&
          isDeepStrictEqual(listedScore(watcher), [truth.homeScore, truth.awayScore]) &&
          fans.every((fan) => channels.every((ch) => fan.seq(ch) === watcher.seq(ch) && isDeepStrictEqual(fan.state(ch), watcher.state(ch)))),
        sources,
      );
    };

    feed.server.inject({ matchId, kind: 'goal', team: 'home' });
    feed.advance(2 * MINUTE);
    await everyFanShowsTheUpstream('every fan to show the goal before the kill');
    const seqAtKill = new Map(fans.map((fan) => [fan, channels.map((ch) => fan.seq(ch))]));

    // Half the fans come back at once (socket.io reconnects them); the other half only once the
    // gateway that stays has moved the match on without them, so they have patches to catch up on.
    const late = fans.slice(FANS / 2);
    for (const fan of late) fan.socket.io.reconnection(false);
    const away = new Set<FanClient>();
    for (const fan of fans) {
      fan.socket.on('disconnect', () => {
        away.add(fan);
        progress.emit('change');
      });
    }
    const watcherAtKill = watcher.seq(matchCh);

    killed.child.kill('SIGKILL');
    await killed.exited;
    await eventually('every fan to lose its gateway', () => away.size === FANS, sources);
    // The match goes on while the fans are away.
    feed.server.inject({ matchId, kind: 'corner', team: 'away' });
    feed.advance(MINUTE);
    const withCorner = await expectedMatch(feed, reference, matchId);
    await eventually(
      'the gateway that stays to show the corner',
      () => watcher.seq(matchCh) > watcherAtKill && isDeepStrictEqual(watcher.state(matchCh), withCorner),
      sources,
    );
    for (const fan of late) fan.socket.connect();
    await eventually(`all ${FANS} fans to be back through nginx`, () => rejoins.length + unanswered.length === FANS * channels.length, sources);
    expect(unanswered).toEqual([]);
    expect(await nginx.gatewayFor('127.0.0.1')).toBe(survivor.address);
    for (const { fan, channel, fromSeq, reply } of rejoins) {
      if (!reply.ok) throw new Error(`${fan} ${channel}: ${reply.message}`);
      // The gateway that stays numbers as the one that died: it hands over what came after fromSeq.
      if ('patches' in reply) expect(reply.patches.map((patch) => patch.seq - fromSeq), `${fan} ${channel}`).toEqual(reply.patches.map((_, i) => i + 1));
      else expect(reply.seq, `${fan} ${channel}`).toBeGreaterThanOrEqual(fromSeq);
    }
    const lateNames = new Set(late.map((fan) => fan.name));
    const caughtUpTo = (reply: ResyncReply, fromSeq: number) => (!reply.ok ? fromSeq : 'patches' in reply ? (reply.patches.at(-1)?.seq ?? fromSeq) : reply.seq);
    for (const { fan, channel, fromSeq, reply } of rejoins.filter((rejoin) => lateNames.has(rejoin.fan) && rejoin.channel === matchCh)) {
      expect(caughtUpTo(reply, fromSeq), `what ${fan} missed of ${channel}`).toBeGreaterThan(fromSeq);
    }

    // Each channel's next patch shows the fans what they missed, and they catch up.
    feed.server.inject({ matchId, kind: 'goal', team: 'away' });
    feed.advance(2 * MINUTE);
    await everyFanShowsTheUpstream('every fan to show the goal after the kill');

    expect(watcher.problems).toEqual([]);
    for (const fan of fans) {
      expect(fan.problems, fan.name).toHaveLength(1);
      expect(fan.problems[0], fan.name).toMatch(/disconnected: transport (close|error)$/);
      channels.forEach((ch, index) => {
        const steps = fan.steps(ch);
        expect(inOrder(steps), `${fan.name} ${ch}: ${JSON.stringify(steps)}`).toBe(true);
        expect(missed(steps), `${fan.name} ${ch}`).toEqual([]);
        expect(steps.at(-1)?.seq, `${fan.name} ${ch}`).toBe(watcher.seq(ch));
        expect(watcher.seq(ch), ch).toBeGreaterThan(seqAtKill.get(fan)?.[index] as number);
      });
    }
  });
});
