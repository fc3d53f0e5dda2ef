import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { roomChannel, seededRandom } from '@portal/contracts';
import { prepareStormRoom, type StormRoom } from '../chat/storm-room';
import { FloorSocket, LeanSocketIo, type FanConnection } from '../client/lean-socket';
import type {
  ChannelKind,
  ConnectedReport,
  FanPlan,
  KindBytes,
  ResultReport,
  StartCommand,
  TargetProtocol,
  TickReport,
} from '../client/protocol';
import { patchFields } from '../client/wire';
import { LatencyHistogram } from '../metrics/histogram';
import { ProcessSampler, type ProcessSample } from '../metrics/proc';
import { BASELINES, type BaselineName, type Profile } from '../profiles';
import type { DriverEmitted, DriverReady } from '../upstream/driver-main';
import { zipfPicker } from '../upstream/random';
import { isType, LOAD_TESTS_ROOT, nextMessage, placed, REPO_ROOT, startNode, type NodeProcess, type Placement } from './processes';
import { connectStages } from './stages';
import { openConsoles, planViewers, runStorm, type ChatFigures, type StormOutcome } from './storm';

/**
 * What is being measured: the gateway, the bare `ws` floor (one frame per event per channel), the
 * floor batching a turn's frames per socket as the gateway does, or socket.io sending whole matches.
 */
export type TargetName = 'gateway' | BaselineName;

export type PhaseOptions = {
  target: TargetName;
  profile: Profile;
  seed: number;
  replay: string | undefined;
  outDir: string;
  where: Placement;
  workers: number;
  /**
   * Fans held by a worker process of their own, idle but for them: what one browser would see. The
   * other workers hold thousands each, and a frame for one of their fans waits behind the frames
   * for the others that arrived first; the probe's figures leave that queue of the load side out.
   * None when 0, or when there are fewer than ten times as many fans.
   */
  probeFans: number;
  /** Gateways already running, by URL: nothing is started for them, and the upstream is theirs. */
  gatewayUrls: string[];
  /** Their pids, when known, for CPU and memory. */
  gatewayPids: number[];
  redisUrl: string | undefined;
  /** Where each gateway started here writes a V8 CPU profile when it stops (`--cpu-prof-dir`); none when unset. */
  gatewayCpuProfDir?: string | undefined;
  log: (line: string) => void;
};

export type SecondPoint = { t: number; deliveries: number; p50: number | null; p99: number | null };
export type LoopPoint = { t: number; p50: number; p99: number; max: number };

export type PhaseResult = {
  target: TargetName;
  servers: string[];
  fans: number;
  connected: number;
  connectFailures: number;
  connectErrors: string[];
  /** From asking every worker to connect to the last subscription answered. */
  connectAllMs: number;
  connectMs: LatencyHistogram;
  eventsSent: number;
  emitMs: number;
  result: Omit<ResultReport, 'type' | 'latency' | 'bytes'>;
  latency: Map<ChannelKind | 'all', LatencyHistogram>;
  /** The latency the probe fans saw (see {@link PhaseOptions.probeFans}); they count in `latency` too. */
  probe: { fans: number; latency: Map<ChannelKind, LatencyHistogram> } | undefined;
  bytes: Record<ChannelKind, KindBytes>;
  seconds: SecondPoint[];
  processes: Map<string, ProcessSample[]>;
  /** Resident memory of each server process just before the fans connected and once they all had. */
  rssBefore: Record<string, number>;
  rssConnected: Record<string, number>;
  loopDelay: Map<string, LoopPoint[]>;
  window: { from: number; to: number };
  /** chat-storm only. */
  chat?: ChatFigures;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openProbe(protocol: TargetProtocol, url: string, timeoutMs = 10_000): Promise<FanConnection> {
  const handlers = { onPatch: () => undefined, onClose: () => undefined };
  const connection = protocol === 'floor' ? new FloorSocket(url, handlers, timeoutMs) : new LeanSocketIo(url, handlers, timeoutMs);
  await connection.open();
  return connection;
}

/** Waits until a socket.io server answers a subscription to `channel`. */
async function waitSubscribable(url: string, channel: string, timeoutMs: number, stillRunning: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (!stillRunning()) throw new Error(`the server at ${url} exited while starting`);
    try {
      const probe = await openProbe('socket.io', url);
      const answer = await probe.request('channel.subscribe', { channel });
      probe.close();
      if (answer.startsWith('{"ok":true')) return;
      last = answer.slice(0, 120);
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(500);
  }
  throw new Error(`${url} did not serve ${channel} within ${timeoutMs / 1000} s (last: ${last})`);
}

/** Current sequence number of each channel, read with one subscription each. */
async function currentSeqs(protocol: TargetProtocol, url: string, channels: string[]): Promise<Record<string, number>> {
  // A saturated server may take long to get to a new connection: it still has frames to write.
  const probe = await openProbe(protocol, url, 120_000);
  const seqs: Record<string, number> = {};
  for (const channel of channels) {
    const fields = patchFields(await probe.request('channel.subscribe', { channel }));
    seqs[channel] = fields?.seq ?? 0;
  }
  probe.close();
  return seqs;
}

async function waitTcp(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = tcpConnect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on ${port} after ${timeoutMs / 1000} s`);
}

/** Each fan's channels: its sport's live list (per profile) and a match picked with a Zipf skew. */
export function planFans(profile: Profile, live: DriverReady['live'], servers: number, seed: number): FanPlan[] {
  const random = seededRandom(seed + 1);
  const pick = zipfPicker(live.length, profile.skew, random);
  return Array.from({ length: profile.clients }, (_, index) => {
    const match = live[pick()] ?? live[0];
    if (match === undefined) throw new Error('the upstream has no live match to watch');
    const channels = [`match:${match.sport}:${match.id}`];
    if (profile.watch === 'list+match') channels.unshift(`list:${match.sport}:live`);
    return { server: index % servers, channels };
  });
}

/** One measured run against one target: start everything, connect, emit, count, stop everything. */
export async function runPhase(options: PhaseOptions): Promise<PhaseResult> {
  const { profile, where, target, log } = options;
  const stops: (() => Promise<void>)[] = [];
  const pids = new Map<string, number>();
  const probeFiles = new Map<string, string>();
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-load-'));
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const external = target === 'gateway' && options.gatewayUrls.length > 0;
    let driver: NodeProcess | undefined;
    let live: DriverReady['live'] = [];
    let upstreamUrl = '';
    if (!external) {
      driver = startNode({
        script: 'src/upstream/driver-main.ts',
        args: [JSON.stringify({ liveMatches: profile.liveMatches, seed: options.seed, replay: options.replay })],
        cores: where.loadCores,
        where,
        ipc: true,
        logFile: path.join(options.outDir, 'upstream.log'),
      });
      stops.push(() => (driver as NodeProcess).stop());
      const ready = await nextMessage(driver.child, isType<DriverReady>('ready'), 'upstream driver', 60_000);
      live = ready.live;
      upstreamUrl = ready.url;
      pids.set('upstream', driver.pid);
    }

    let servers: string[] = [];
    const protocol: TargetProtocol = target === 'floor' || target === 'floor-batched' ? 'floor' : 'socket.io';
    if (target === 'gateway' && external) {
      servers = options.gatewayUrls;
      options.gatewayPids.forEach((pid, index) => pids.set(`gateway-${index}`, pid));
      live = await liveOfRunningGateway(servers[0] as string);
    } else if (target === 'gateway') {
      let redisUrl = options.redisUrl;
      if (profile.gateways > 1 && redisUrl === undefined) {
        const port = await freePort();
        const argv = placed(['redis-server', '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], where.serverCores, where);
        const redis = spawn(argv[0] as string, argv.slice(1), { stdio: 'ignore' });
        stops.push(async () => {
          redis.kill('SIGTERM');
          await new Promise((resolve) => redis.once('exit', resolve));
        });
        await waitTcp(port, 10_000);
        if (redis.pid !== undefined) pids.set('redis', redis.pid);
        redisUrl = `redis://127.0.0.1:${port}`;
      }
      for (let index = 0; index < profile.gateways; index += 1) {
        const port = await freePort();
        const name = `gateway-${index}`;
        const probeFile = path.join(scratch, `${name}.loop.ndjson`);
        probeFiles.set(name, probeFile);
        const gateway = startNode({
          script: 'src/server.ts',
          cwd: path.join(REPO_ROOT, 'gateway'),
          cores: where.serverCores,
          where,
          preload: [path.join(LOAD_TESTS_ROOT, 'src/probe/loop-delay.ts')],
          nodeFlags: ['--expose-gc', ...(options.gatewayCpuProfDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${options.gatewayCpuProfDir}`])],
          logFile: path.join(options.outDir, `${name}.log`),
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: path.join(scratch, name),
            UPSTREAM_URL: upstreamUrl,
            REDIS_URL: redisUrl ?? '',
            LOG_LEVEL: 'warn',
            // Every simulated fan calls from loopback: one address's limit would cap the load itself.
            API_REQUESTS_PER_MINUTE: '0',
            AUTH_SECRET: 'load-tests-shared-secret-0123456789abcdef',
            // The media server (fixed ports, demo streams into the open rooms) is not what is measured.
            MEDIA_EMBEDDED: 'false',
            LOAD_PROBE_FILE: probeFile,
          },
        });
        stops.push(() => gateway.stop());
        pids.set(name, gateway.pid);
        servers.push(`http://127.0.0.1:${port}`);
        const running = () => gateway.child.exitCode === null;
        const first = live[0];
        await waitSubscribable(servers[index] as string, first === undefined ? 'list:football:live' : `match:${first.sport}:${first.id}`, 180_000, running);
      }
    } else {
      const port = await freePort();
      const probeFile = path.join(scratch, `${target}.loop.ndjson`);
      probeFiles.set(target, probeFile);
      const server = startNode({
        script: `src/targets/${target}-main.ts`,
        args: [upstreamUrl, String(port)],
        cores: where.serverCores,
        where,
        ipc: true,
        preload: [path.join(LOAD_TESTS_ROOT, 'src/probe/loop-delay.ts')],
        nodeFlags: ['--expose-gc'],
        logFile: path.join(options.outDir, `${target}.log`),
        env: { LOAD_PROBE_FILE: probeFile },
      });
      stops.push(() => server.stop());
      pids.set(target, server.pid);
      await nextMessage(server.child, isType<{ type: 'ready' }>('ready'), target, 60_000);
      servers = [`http://127.0.0.1:${port}`];
    }

    let room: StormRoom | undefined;
    if (profile.chat !== undefined) {
      if (target !== 'gateway') throw new Error(`${profile.name} runs against the gateway only`);
      room = await prepareStormRoom(servers[0] as string, profile.chat);
      log(`  ${target}: room ${room.roomId}; ${room.signedIn} users signed in through captcha, SMS sandbox and code login in ${(room.signInMs / 1000).toFixed(1)} s`);
    }
    const fans = room === undefined ? planFans(profile, live, servers.length, options.seed) : planViewers(profile.clients, room, servers.length);
    // Every n-th fan, so the probe holds the same mix of channels as the rest.
    const probeEvery = options.probeFans > 0 && fans.length >= options.probeFans * 10 ? Math.floor(fans.length / options.probeFans) : 0;
    const isProbe = (index: number) => probeEvery > 0 && index % probeEvery === probeEvery - 1;
    const probeShare = fans.filter((_, index) => isProbe(index));
    // A storm's senders (viewers too) send from a process of their own: in a bulk worker, stalled
    // behind the others' frames, they would send what fell due in bursts when it catches up.
    const senderShare = fans.filter((fan, index) => !isProbe(index) && fan.token !== undefined);
    const bulk = fans.filter((fan, index) => !isProbe(index) && fan.token === undefined);
    const bulkWorkers = Math.max(1, Math.min(options.workers, bulk.length));
    const shares = Array.from({ length: bulkWorkers }, (_, index) => bulk.filter((_, fan) => fan % bulkWorkers === index));
    if (senderShare.length > 0) shares.push(senderShare);
    const senderIndex = senderShare.length > 0 ? shares.length - 1 : -1;
    if (probeShare.length > 0) shares.push(probeShare);
    const probeIndex = probeShare.length > 0 ? shares.length - 1 : -1;
    const workerCount = shares.length;
    const workers: NodeProcess[] = [];
    for (let index = 0; index < workerCount; index += 1) {
      const worker = startNode({
        script: 'src/client/worker-main.ts',
        cores: where.loadCores,
        where,
        ipc: true,
        logFile: path.join(options.outDir, 'workers.log'),
      });
      workers.push(worker);
      pids.set(index === probeIndex ? 'worker-probe' : index === senderIndex ? 'worker-senders' : `worker-${index}`, worker.pid);
      stops.push(async () => {
        if (worker.child.connected) worker.child.send({ type: 'close' });
        await Promise.race([worker.exited, sleep(3_000)]);
        await worker.stop();
      });
    }

    const sampler = new ProcessSampler(pids);
    sampler.start();
    stops.push(async () => sampler.stop());
    const serverNames = [...pids.keys()].filter((name) => name.startsWith('gateway') || (BASELINES as readonly string[]).includes(name));
    const settledRss = async () => {
      for (const name of serverNames) {
        const pid = pids.get(name);
        if (pid !== undefined && !external) process.kill(pid, 'SIGUSR2');
      }
      await sleep(1_500);
      return Object.fromEntries(serverNames.map((name) => [name, sampler.rss(name)]));
    };
    await sleep(1_000);
    const rssBefore = await settledRss();

    const secondsMap = new Map<number, { deliveries: number; latency: LatencyHistogram }>();
    for (const worker of workers) {
      worker.child.on('message', (message: unknown) => {
        if (!isType<TickReport>('tick')(message)) return;
        let point = secondsMap.get(message.second);
        if (point === undefined) {
          point = { deliveries: 0, latency: new LatencyHistogram() };
          secondsMap.set(message.second, point);
        }
        point.deliveries += message.deliveries;
        for (const histogram of Object.values(message.latency)) point.latency.merge(histogram);
      });
    }

    const apart = [
      ...(senderShare.length > 0 ? [`${senderShare.length} senders`] : []),
      ...(probeShare.length > 0 ? [`${probeShare.length} probe fans`] : []),
    ];
    const apartNote = apart.length > 0 ? ` (${apart.join(' and ')} in processes of their own)` : '';
    log(`  ${target}: connecting ${fans.length} fans from ${workerCount} worker process(es)${apartNote} to ${servers.join(', ')}`);
    const connectStarted = performance.now();
    const stages = connectStages(shares, Math.max(1, probeShare.length));
    const connectedReports: ConnectedReport[] = [];
    for (const [stage, given] of stages.entries()) {
      const reports = await Promise.all(
        workers.map((worker, index) => {
          const connected = nextMessage(worker.child, isType<ConnectedReport>('connected'), `worker ${index} connecting`, 15 * 60_000);
          worker.child.send({
            type: 'start',
            protocol,
            urls: servers,
            fans: given[index] ?? [],
            last: stage === stages.length - 1,
            concurrency: 64,
            churn: target === 'gateway' ? profile.churn : undefined,
            seed: options.seed + index,
          } satisfies StartCommand);
          return connected;
        }),
      );
      connectedReports.push(...reports);
    }
    const connectAllMs = performance.now() - connectStarted;
    const connectMs = new LatencyHistogram();
    const connectErrors: string[] = [];
    let connected = 0;
    let connectFailures = 0;
    for (const report of connectedReports) {
      connectMs.merge(report.connectMs);
      connected += report.ok;
      connectFailures += report.failed;
      connectErrors.push(...report.errors);
    }
    log(`  ${target}: ${connected} connected, ${connectFailures} failed in ${(connectAllMs / 1000).toFixed(1)} s`);
    const rssConnected = await settledRss();

    const consoles = room === undefined ? undefined : await openConsoles(servers, room);
    if (consoles !== undefined) stops.push(async () => consoles.close());
    const stormChannel = room === undefined ? undefined : roomChannel(room.roomId);
    const roomSeqAtStart = stormChannel === undefined ? 0 : ((await currentSeqs(protocol, servers[0] as string, [stormChannel]))[stormChannel] ?? 0);

    const windowFrom = Date.now();
    let eventsSent = 0;
    let storm: StormOutcome | undefined;
    if (room !== undefined && consoles !== undefined) {
      log(`  ${target}: ${consoles.size} moderator consoles open; ${profile.rate} chat messages/s from ${room.senders.length} senders`);
      storm = await runStorm({ workers, shares, room, consoles, rate: profile.rate, durationMs: profile.duration * 1000 });
      eventsSent = storm.sent;
    } else if (driver !== undefined && profile.rate > 0) {
      const emitted = nextMessage(driver.child, isType<DriverEmitted>('emitted'), 'upstream emitting', profile.duration * 1000 + 60_000);
      driver.child.send({ type: 'emit', rate: profile.rate, durationMs: profile.duration * 1000 });
      eventsSent = (await emitted).events;
    } else {
      await sleep(profile.duration * 1000);
    }
    // A storm's window ends with its last message sent; the answers still due come after it.
    const windowTo = storm === undefined ? Date.now() : windowFrom + Math.round(storm.sendingMs);
    log(`  ${target}: ${eventsSent} ${storm === undefined ? 'upstream events' : 'chat messages'} in ${((windowTo - windowFrom) / 1000).toFixed(1)} s; settling`);
    await sleep(2_000);

    // A server behind on its input is still turning events into patches: wait until no channel moves.
    const channels = [...new Set(fans.flatMap((fan) => fan.channels))];
    let finalSeqs = await currentSeqs(protocol, servers[0] as string, channels);
    for (let settled = false, tries = 0; !settled && tries < 90; tries += 1) {
      await sleep(2_000);
      const again = await currentSeqs(protocol, servers[0] as string, channels);
      settled = channels.every((channel) => again[channel] === finalSeqs[channel]);
      finalSeqs = again;
    }
    const results = await Promise.all(
      workers.map((worker, index) => {
        const result = nextMessage(worker.child, isType<ResultReport>('result'), `worker ${index} results`, 240_000);
        worker.child.send({ type: 'finish', finalSeqs, waitMs: 120_000 });
        return result;
      }),
    );
    sampler.stop();

    const latency = new Map<ChannelKind | 'all', LatencyHistogram>([['all', new LatencyHistogram()]]);
    const bytes: Record<ChannelKind, KindBytes> = {};
    const total: PhaseResult['result'] = {
      fans: 0, subscriptions: 0, expected: 0, delivered: 0, caughtUp: 0, viaSnapshot: 0, lost: 0, duplicated: 0, incomplete: 0,
      reconnects: 0, reconnectFailures: 0, unexpectedCloses: 0,
    };
    const probeReport = results[probeIndex];
    const probe =
      probeReport === undefined
        ? undefined
        : {
            fans: probeShare.length,
            latency: new Map(
              Object.entries(probeReport.latency).map(([kind, histogram]) => [kind, LatencyHistogram.from(histogram)]),
            ),
          };
    for (const report of results) {
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += report[key];
      for (const [kind, histogram] of Object.entries(report.latency)) {
        let merged = latency.get(kind);
        if (merged === undefined) {
          merged = new LatencyHistogram();
          latency.set(kind, merged);
        }
        merged.merge(histogram);
        latency.get('all')?.merge(histogram);
      }
      for (const [kind, counted] of Object.entries(report.bytes)) {
        const sum = (bytes[kind] ??= { updates: 0, bytes: 0, snapshotBytes: 0 });
        sum.updates += counted.updates;
        sum.bytes += counted.bytes;
        sum.snapshotBytes += counted.snapshotBytes;
      }
    }

    const loopDelay = new Map<string, LoopPoint[]>();
    for (const [name, file] of probeFiles) {
      try {
        const points = readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as LoopPoint);
        loopDelay.set(name, points);
      } catch {
        loopDelay.set(name, []);
      }
    }

    const seconds = [...secondsMap]
      .sort(([a], [b]) => a - b)
      .map(([t, point]) => ({ t: t * 1000, deliveries: point.deliveries, p50: point.latency.percentile(0.5), p99: point.latency.percentile(0.99) }));

    return {
      target,
      servers,
      fans: fans.length,
      connected,
      connectFailures,
      connectErrors,
      connectAllMs,
      connectMs,
      eventsSent,
      emitMs: windowTo - windowFrom,
      result: total,
      latency,
      probe,
      bytes,
      seconds,
      processes: sampler.series,
      rssBefore,
      rssConnected,
      loopDelay,
      window: { from: windowFrom, to: windowTo },
      chat:
        storm === undefined || consoles === undefined || stormChannel === undefined
          ? undefined
          : { ...storm, channelAdvanced: (finalSeqs[stormChannel] ?? 0) - roomSeqAtStart, moderation: consoles.figures() },
    };
  } finally {
    await stopAll();
  }
}

/** The live matches a running gateway serves, from its football and basketball live lists. */
async function liveOfRunningGateway(url: string): Promise<DriverReady['live']> {
  const probe = await openProbe('socket.io', url);
  const live: DriverReady['live'] = [];
  for (const sport of ['football', 'basketball'] as const) {
    const answer = JSON.parse(await probe.request('channel.subscribe', { channel: `list:${sport}:live` })) as {
      ok: boolean;
      snapshot?: { matches: Record<string, { id: number; state: number }> };
    };
    for (const row of Object.values(answer.snapshot?.matches ?? {})) live.push({ id: row.id, sport });
  }
  probe.close();
  return live;
}
