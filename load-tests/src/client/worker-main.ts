import { LatencyHistogram } from '../metrics/histogram';

import { Fan, type Cursor, type FanSink } from './fan';
import type {
  ChannelKind,
  ConnectedReport,
  FinishCommand,
  KindBytes,
  ResultReport,
  StartCommand,
  StormCommand,
  StormReport,
  TickReport,
} from './protocol';
import { stormMessage } from './wire';
import { seededRandom } from '@portal/contracts';

// A worker process of the load: it holds some of the fans, reports each second what reached them,
// and at the end tells what each subscription got against what it should have.

const fans: Fan[] = [];
let churning = false;
let random = Math.random;
let reconnects = 0;
let reconnectFailures = 0;
let unexpectedCloses = 0;
const timers = new Set<NodeJS.Timeout>();
const latency = new Map<ChannelKind, LatencyHistogram>();
const bytes = new Map<ChannelKind, KindBytes>();
let second = { at: Math.floor(Date.now() / 1000), deliveries: 0, latency: new Map<ChannelKind, LatencyHistogram>() };
let start: StartCommand | undefined;

const histogramOf = (map: Map<ChannelKind, LatencyHistogram>, kind: ChannelKind) => {
  let histogram = map.get(kind);
  if (histogram === undefined) {
    histogram = new LatencyHistogram();
    map.set(kind, histogram);
  }
  return histogram;
};

const later = (ms: number, run: () => void) => {
  const timer = setTimeout(() => {
    timers.delete(timer);
    run();
  }, ms);
  timers.add(timer);
};

const sink: FanSink = {
  live(cursor: Cursor, latencyMs: number | undefined, frameBytes: number) {
    second.deliveries += 1;
    if (latencyMs !== undefined) {
      histogramOf(latency, cursor.kind).record(latencyMs);
      histogramOf(second.latency, cursor.kind).record(latencyMs);
    }
    let kind = bytes.get(cursor.kind);
    if (kind === undefined) {
      kind = { updates: 0, bytes: 0, snapshotBytes: 0 };
      bytes.set(cursor.kind, kind);
    }
    kind.updates += 1;
    kind.bytes += frameBytes;
    kind.snapshotBytes += cursor.snapshotBytes;
  },
  closed(fan: Fan, expected: boolean) {
    if (expected) return;
    unexpectedCloses += 1;
    later(1_000, () => void rejoin(fan));
  },
};

const serialize = (map: Map<ChannelKind, LatencyHistogram>) =>
  Object.fromEntries([...map].map(([kind, histogram]) => [kind, histogram.serialize()]));

function flushSecond(): void {
  const now = Math.floor(Date.now() / 1000);
  if (now === second.at) return;
  const report: TickReport = { type: 'tick', second: second.at, deliveries: second.deliveries, latency: serialize(second.latency) };
  process.send?.(report);
  second = { at: now, deliveries: 0, latency: new Map() };
}
const ticker = setInterval(flushSecond, 250);

async function rejoin(fan: Fan): Promise<void> {
  // A failed open also closes: its close and its failure each ask for a rejoin, and one is enough.
  if (fan.online || fan.isJoining) return;
  try {
    await fan.join();
    reconnects += 1;
    if (churning) scheduleDrop(fan);
  } catch {
    reconnectFailures += 1;
    fan.drop();
    later(1_000, () => void rejoin(fan));
  }
}

function scheduleDrop(fan: Fan): void {
  const churn = start?.churn;
  if (churn === undefined) return;
  later(churn.everyMs * (0.5 + random()), () => {
    if (!churning || !fan.online) return;
    fan.drop();
    later(churn.offlineMs * (0.75 + random() / 2), () => void rejoin(fan));
  });
}

async function connectAll(command: StartCommand): Promise<void> {
  if (start === undefined) random = seededRandom(command.seed);
  start = command;
  const given = command.fans.map((plan) => new Fan(command.protocol, command.urls[plan.server] ?? '', plan.channels, sink, plan.token));
  fans.push(...given);
  const connectMs = new LatencyHistogram();
  const errors: string[] = [];
  let failed = 0;
  let next = 0;
  const lane = async () => {
    while (next < given.length) {
      const fan = given[next] as Fan;
      next += 1;
      const began = performance.now();
      try {
        await fan.join();
        connectMs.record(performance.now() - began);
      } catch (error) {
        failed += 1;
        if (errors.length < 5) errors.push(error instanceof Error ? error.message : String(error));
        fan.drop();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, command.concurrency) }, lane));
  const report: ConnectedReport = { type: 'connected', ok: given.length - failed, failed, errors, connectMs: connectMs.serialize() };
  process.send?.(report);
  if (command.last && command.churn !== undefined) {
    churning = true;
    for (const fan of fans) if (fan.online) scheduleDrop(fan);
  }
}

/**
 * The signed-in fans take turns sending, so each sends every `senders / perSecond` seconds; what is
 * due is counted from the start, so a late timer catches up instead of lowering the rate.
 */
async function storm(command: StormCommand): Promise<void> {
  const senders = fans.filter((fan) => fan.token !== undefined);
  const report: StormReport = { type: 'stormed', sendingMs: 0, sent: 0, accepted: 0, refused: {}, ackMs: [] };
  const ackMs = new LatencyHistogram();
  const refuse = (reason: string) => {
    report.refused[reason] = (report.refused[reason] ?? 0) + 1;
  };
  const answers: Promise<void>[] = [];
  const sendOne = (fan: Fan, tag: string) => {
    const sentAt = Date.now();
    const began = performance.now();
    report.sent += 1;
    answers.push(
      fan.chat({ roomId: command.roomId, content: stormMessage(sentAt, tag) }).then(
        (answer) => {
          if (answer.startsWith('{"ok":true')) {
            report.accepted += 1;
            ackMs.record(performance.now() - began);
          } else refuse((JSON.parse(answer) as { message?: string }).message ?? answer.slice(0, 60));
        },
        (error: unknown) => refuse(error instanceof Error ? error.message : String(error)),
      ),
    );
  };
  if (senders.length > 0 && command.perSecond > 0) {
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = Math.min(performance.now() - started, command.durationMs);
        const due = Math.floor((elapsed / 1000) * command.perSecond);
        while (report.sent < due) {
          const turn = report.sent;
          sendOne(senders[turn % senders.length] as Fan, `${command.roomId}.${process.pid}.${turn}`);
        }
        if (elapsed >= command.durationMs) {
          clearInterval(timer);
          report.sendingMs = performance.now() - started;
          resolve();
        }
      }, 5);
    });
  }
  await Promise.all(answers);
  report.ackMs = ackMs.serialize();
  process.send?.(report);
}

const reached = (finalSeqs: Record<string, number>) =>
  fans.every((fan) => fan.cursors.every((cursor) => cursor.startSeq < 0 || cursor.upTo >= (finalSeqs[cursor.channel] ?? 0)));

async function finish(command: FinishCommand): Promise<void> {
  churning = false;
  const deadline = Date.now() + command.waitMs;
  while (Date.now() < deadline) {
    const offline = fans.filter((fan) => !fan.online && fan.cursors.some((cursor) => cursor.startSeq >= 0));
    await Promise.all(offline.map((fan) => rejoin(fan)));
    if (offline.length === 0 && reached(command.finalSeqs)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  flushSecond();
  const result: ResultReport = {
    type: 'result',
    fans: fans.length,
    subscriptions: 0,
    expected: 0,
    delivered: 0,
    caughtUp: 0,
    viaSnapshot: 0,
    lost: 0,
    duplicated: 0,
    incomplete: 0,
    reconnects,
    reconnectFailures,
    unexpectedCloses,
    latency: serialize(latency),
    bytes: Object.fromEntries(bytes),
  };
  for (const fan of fans) {
    for (const cursor of fan.cursors) {
      if (cursor.startSeq < 0) continue;
      const final = command.finalSeqs[cursor.channel] ?? cursor.upTo;
      const expected = Math.max(0, final - cursor.startSeq);
      let covered = Math.min(cursor.upTo, final) - cursor.startSeq;
      for (const seq of cursor.ahead ?? []) if (seq <= final) covered += 1;
      result.subscriptions += 1;
      result.expected += expected;
      result.delivered += cursor.delivered;
      result.caughtUp += cursor.caughtUp;
      result.viaSnapshot += cursor.viaSnapshot;
      result.duplicated += cursor.duplicated;
      const lost = Math.max(0, expected - covered);
      result.lost += lost;
      if (lost > 0) result.incomplete += 1;
    }
  }
  process.send?.(result);
}

process.on('message', (message: { type?: string }) => {
  if (message.type === 'start') void connectAll(message as StartCommand);
  else if (message.type === 'storm') void storm(message as StormCommand);
  else if (message.type === 'finish') void finish(message as FinishCommand);
  else if (message.type === 'close') {
    churning = false;
    clearInterval(ticker);
    for (const timer of timers) clearTimeout(timer);
    for (const fan of fans) fan.leave();
    setTimeout(() => process.exit(0), 200);
  }
});
process.on('disconnect', () => process.exit(0));
