import { availableParallelism, cpus, totalmem } from 'node:os';
import type { KindBytes } from '../client/protocol';
import type { LatencySummary } from '../metrics/histogram';
import { BASELINES, type Profile } from '../profiles';
import type { ModerationFigure } from '../chat/moderator-consoles';
import type { PhaseResult, TargetName } from '../run/phase';
import type { Placement } from '../run/processes';

const MB = 1024 * 1024;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
};

export type ServerFigures = {
  cpuAvgPct: number | null;
  cpuMaxPct: number | null;
  rssMaxMB: number | null;
  rssBeforeMB: number | null;
  rssConnectedMB: number | null;
  loopDelayP99MaxMs: number | null;
  loopDelayP99MedianMs: number | null;
};

export type PhaseReport = {
  target: TargetName;
  servers: string[];
  fans: number;
  connected: number;
  connectFailures: number;
  connectErrors: string[];
  connect: { allMs: number; perFan: LatencySummary };
  events: { sent: number; seconds: number; perSecond: number };
  delivery: PhaseResult['result'] & { deliveredPct: number | null };
  latency: Record<string, LatencySummary>;
  /** What the probe fans, in a worker process of their own, saw: the gateway's latency without the load side's queue. */
  probe?: { fans: number; latency: Record<string, LatencySummary> };
  /** `[ms, count]` of every live patch received, all channels. */
  histogram: [number, number][];
  bytes: Record<string, { updates: number; perUpdate: number; snapshot: number; pctOfSnapshot: number } & Pick<KindBytes, 'updates'>>;
  /**
   * Deliveries over the seconds of events (a backlog delivered later included), the busiest second
   * during them, and, for a saturated target, when the last delivery came and the rate up to it.
   */
  throughput: { deliveriesPerSecond: number; peakPerSecond: number; lastDeliveryAfterSeconds: number | null; sustainedPerSecond: number | null };
  /** Per server process (gateway-0, floor, …), plus `total` over the gateways. */
  serverFigures: Record<string, ServerFigures>;
  rssPerConnectionKB: number | null;
  load: Record<string, { cpuAvgPct: number | null; cpuMaxPct: number | null }>;
  chat?: ChatReport;
  series: {
    seconds: { t: number; deliveries: number; p50: number | null; p99: number | null }[];
    processes: Record<string, { t: number; cpuPct: number; rssMB: number }[]>;
    loop: Record<string, { t: number; p99: number }[]>;
  };
};

/** chat-storm: the messages, what each viewer got, and what the moderator consoles heard. */
export type ChatReport = {
  roomId: number;
  viewers: number;
  senders: number;
  /** Messages a second each sender sent. */
  perSenderPerSecond: number;
  moderatorConsoles: number;
  signedIn: number;
  signInSeconds: number;
  messages: { sent: number; accepted: number; refused: Record<string, number>; channelAdvanced: number };
  /** `chat.send`, from sending to the answer. */
  ackMs: LatencySummary;
  /** Messages every viewer should have had (the room channel's advance while all watched), and how many got them all. */
  perViewer: { expected: number; complete: number; viewers: number };
  moderation: ModerationFigure[];
  newManagerConsole: string;
};

export type TargetCheck = { name: string; target: string; measured: string; met: boolean | null };

export type Report = {
  profile: string;
  description: string;
  command: string;
  startedAt: string;
  finishedAt: string;
  machine: { cores: number; cpu: string; memoryGB: number; node: string };
  placement: string;
  settings: { senders: number | null; clients: number; duration: number; rate: number; liveMatches: number; gateways: number; replay: string | null; seed: number };
  phases: Partial<Record<TargetName, PhaseReport>>;
  ratios: Record<string, number | null>;
  targets: TargetCheck[];
  notes: string[];
};

export function phaseReport(phase: PhaseResult): PhaseReport {
  const within = <T extends { t: number }>(points: T[]) => points.filter((p) => p.t >= phase.window.from && p.t <= phase.window.to + 1_000);
  const serverFigures: Record<string, ServerFigures> = {};
  const load: PhaseReport['load'] = {};
  const processes: PhaseReport['series']['processes'] = {};
  for (const [name, samples] of phase.processes) {
    processes[name] = samples.map((s) => ({ t: s.t, cpuPct: round(s.cpuPct), rssMB: round(s.rssBytes / MB) }));
    const active = within(samples);
    const cpu = active.map((s) => s.cpuPct);
    const cpuAvgPct = cpu.length === 0 ? null : round(cpu.reduce((a, b) => a + b, 0) / cpu.length);
    const cpuMaxPct = cpu.length === 0 ? null : round(Math.max(...cpu));
    if (name.startsWith('worker') || name === 'upstream') {
      load[name] = { cpuAvgPct, cpuMaxPct };
      continue;
    }
    const loop = within(phase.loopDelay.get(name) ?? []).map((p) => p.p99);
    serverFigures[name] = {
      cpuAvgPct,
      cpuMaxPct,
      rssMaxMB: samples.length === 0 ? null : round(Math.max(...samples.map((s) => s.rssBytes)) / MB),
      rssBeforeMB: phase.rssBefore[name] === undefined ? null : round(phase.rssBefore[name] / MB),
      rssConnectedMB: phase.rssConnected[name] === undefined ? null : round(phase.rssConnected[name] / MB),
      loopDelayP99MaxMs: loop.length === 0 ? null : round(Math.max(...loop)),
      loopDelayP99MedianMs: loop.length === 0 ? null : round(median(loop) ?? 0),
    };
  }
  const servedNames = Object.keys(phase.rssBefore).filter((name) => (phase.rssBefore[name] ?? 0) > 0);
  const grown = servedNames.reduce((sum, name) => sum + ((phase.rssConnected[name] ?? 0) - (phase.rssBefore[name] ?? 0)), 0);
  const latency: Record<string, LatencySummary> = {};
  for (const [kind, histogram] of phase.latency) latency[kind] = histogram.summary();
  const bytes: PhaseReport['bytes'] = {};
  for (const [kind, counted] of Object.entries(phase.bytes)) {
    if (counted.updates === 0) continue;
    bytes[kind] = {
      updates: counted.updates,
      perUpdate: round(counted.bytes / counted.updates),
      snapshot: round(counted.snapshotBytes / counted.updates),
      pctOfSnapshot: counted.snapshotBytes === 0 ? 0 : round((100 * counted.bytes) / counted.snapshotBytes, 2),
    };
  }
  const seconds = phase.emitMs / 1000;
  const activeSeconds = phase.seconds.filter((s) => s.t >= phase.window.from - 1_000 && s.t <= phase.window.to);
  const lastSecond = Math.max(-Infinity, ...phase.seconds.filter((s) => s.deliveries > 0).map((s) => s.t));
  const lastDeliveryAfter = Number.isFinite(lastSecond) ? Math.max(seconds, (lastSecond + 1_000 - phase.window.from) / 1000) : null;
  return {
    target: phase.target,
    servers: phase.servers,
    fans: phase.fans,
    connected: phase.connected,
    connectFailures: phase.connectFailures,
    connectErrors: phase.connectErrors,
    connect: { allMs: Math.round(phase.connectAllMs), perFan: phase.connectMs.summary() },
    events: { sent: phase.eventsSent, seconds: round(seconds), perSecond: seconds === 0 ? 0 : round(phase.eventsSent / seconds) },
    delivery: {
      ...phase.result,
      deliveredPct:
        phase.result.expected === 0
          ? null
          : // Rounded down: a single patch lost must not read as 100%.
            Math.floor((100_000 * (phase.result.expected - phase.result.lost)) / phase.result.expected) / 1000,
    },
    latency,
    probe:
      phase.probe === undefined
        ? undefined
        : { fans: phase.probe.fans, latency: Object.fromEntries([...phase.probe.latency].map(([kind, histogram]) => [kind, histogram.summary()])) },
    histogram: phase.latency.get('all')?.serialize() ?? [],
    bytes,
    throughput: {
      deliveriesPerSecond: seconds === 0 ? 0 : Math.round(phase.result.delivered / seconds),
      peakPerSecond: Math.max(0, ...activeSeconds.map((s) => s.deliveries)),
      lastDeliveryAfterSeconds: lastDeliveryAfter === null ? null : round(lastDeliveryAfter),
      sustainedPerSecond: lastDeliveryAfter === null || lastDeliveryAfter === 0 ? null : Math.round(phase.result.delivered / lastDeliveryAfter),
    },
    serverFigures,
    rssPerConnectionKB: phase.connected === 0 || servedNames.length === 0 ? null : round(grown / phase.connected / 1024, 2),
    load,
    chat: chatReport(phase),
    series: {
      seconds: phase.seconds,
      processes,
      loop: Object.fromEntries([...phase.loopDelay].map(([name, points]) => [name, points.map((p) => ({ t: p.t, p99: round(p.p99, 2) }))])),
    },
  };
}

function chatReport(phase: PhaseResult): ChatReport | undefined {
  const chat = phase.chat;
  if (chat === undefined) return undefined;
  const seconds = phase.emitMs / 1000;
  return {
    roomId: chat.roomId,
    viewers: phase.fans,
    senders: chat.senders,
    perSenderPerSecond: chat.senders === 0 || seconds === 0 ? 0 : round(chat.sent / chat.senders / seconds, 3),
    moderatorConsoles: chat.moderators,
    signedIn: chat.signedIn,
    signInSeconds: round(chat.signInMs / 1000),
    messages: { sent: chat.sent, accepted: chat.accepted, refused: chat.refused, channelAdvanced: chat.channelAdvanced },
    ackMs: chat.ackMs.summary(),
    perViewer: { expected: chat.channelAdvanced, complete: phase.result.subscriptions - phase.result.incomplete, viewers: phase.result.subscriptions },
    moderation: chat.moderation,
    newManagerConsole: chat.newManagerConsole,
  };
}

/** The slowest console's arrival, when every console heard the act; null otherwise. */
export const everyConsoleMs = (act: ModerationFigure | undefined): number | null =>
  act === undefined || act.consoles === 0 || act.seen < act.consoles ? null : (act.fromCallMs[act.fromCallMs.length - 1] ?? null);

const ratio = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined || b === null || b === undefined || b === 0 ? null : round(a / b, 2);

function checks(profile: Profile, phases: Report['phases']): TargetCheck[] {
  const gateway = phases.gateway;
  if (gateway === undefined) return [];
  const list: TargetCheck[] = [];
  const check = (name: string, target: string, value: number | null | undefined, limit: number, unit: string, atMost = true) =>
    list.push({
      name,
      target: `${atMost ? '≤' : '≥'} ${limit}${unit}`,
      measured: value === null || value === undefined ? 'n/a' : `${value}${unit}`,
      met: value === null || value === undefined ? null : atMost ? value <= limit : value >= limit,
    });
  const d = gateway.delivery;
  if (profile.rate > 0) {
    check('lost patches', 'lost', d.lost, 0, '');
    check('duplicated patches', 'dup', d.duplicated, 0, '');
  }
  // The probe fans' figures are what one browser sees; every fan's include the load side's own queue.
  const probe = gateway.probe?.latency;
  if (profile.name === 'match-day' || profile.name === 'two-gateways' || profile.name === 'smoke') {
    check('p99 latency, match channel', '', gateway.latency.match?.p99, 50, ' ms');
    check('p99 latency, list channel', '', gateway.latency.list?.p99, 250, ' ms');
    if (probe !== undefined) {
      check('p99 latency, match channel, probe fans', '', probe.match?.p99, 50, ' ms');
      check('p99 latency, list channel, probe fans', '', probe.list?.p99, 250, ' ms');
    }
    check('bytes per update, match channel, % of its snapshot', '', gateway.bytes.match?.pctOfSnapshot, 15, '%');
    check('bytes per update, list channel, % of its snapshot', '', gateway.bytes.list?.pctOfSnapshot, 15, '%');
    check('RSS per connection', '', gateway.rssPerConnectionKB, 30, ' KB');
  }
  const chat = gateway.chat;
  if (chat !== undefined) {
    check('p99 chat latency, send to each viewer', '', gateway.latency.room?.p99, 200, ' ms');
    if (probe !== undefined) check('p99 chat latency, send to each viewer, probe fans', '', probe.room?.p99, 200, ' ms');
    const seenPct = (act: ModerationFigure | undefined) => (act === undefined || act.consoles === 0 ? null : round((100 * act.seen) / act.consoles));
    const ban = chat.moderation.find((act) => act.act === 'ban');
    const appointment = chat.moderation.find((act) => act.act === 'managerAdd');
    check('ban reaching every moderator console (slowest), from the call', '', everyConsoleMs(ban), 100, ' ms');
    check('moderator consoles that saw the ban', '', seenPct(ban), 100, '%', false);
    check('moderator consoles that saw the manager change', '', seenPct(appointment), 100, '%', false);
  }
  if (profile.name === 'churn') check('delivered (live + resync)', '', d.deliveredPct, 100, '%', false);
  if (profile.name === 'capacity') {
    check('idle connections held', '', gateway.connected, 20_000, '', false);
    check('RSS per connection', '', gateway.rssPerConnectionKB, 30, ' KB');
  }
  const floor = phases.floor;
  if (floor !== undefined) {
    check('deliveries/s, gateway ÷ floor (at the set rate, not saturation)', '', ratio(gateway.throughput.deliveriesPerSecond, floor.throughput.deliveriesPerSecond), 0.5, '', false);
  }
  return list;
}

export function buildReport(input: {
  profile: Profile;
  command: string;
  startedAt: Date;
  placement: Placement;
  seed: number;
  replay: string | undefined;
  phases: PhaseResult[];
  notes: string[];
}): Report {
  const phases: Report['phases'] = {};
  for (const phase of input.phases) phases[phase.target] = phaseReport(phase);
  const g = phases.gateway;
  const ratios: Record<string, number | null> = {};
  for (const base of BASELINES) {
    const b = phases[base];
    if (g === undefined || b === undefined) continue;
    ratios[`${base}.p99.all`] = ratio(g.latency.all?.p99, b.latency.all?.p99);
    ratios[`${base}.p99.match`] = ratio(g.latency.match?.p99, b.latency.match?.p99);
    ratios[`${base}.p99.list`] = ratio(g.latency.list?.p99, b.latency.list?.p99);
    ratios[`${base}.bytesPerUpdate.match`] = ratio(g.bytes.match?.perUpdate, b.bytes.match?.perUpdate);
    ratios[`${base}.bytesPerUpdate.list`] = ratio(g.bytes.list?.perUpdate, b.bytes.list?.perUpdate);
    ratios[`${base}.deliveriesPerSecond`] = ratio(g.throughput.deliveriesPerSecond, b.throughput.deliveriesPerSecond);
    ratios[`${base}.cpuAvg`] = ratio(g.serverFigures['gateway-0']?.cpuAvgPct, b.serverFigures[base]?.cpuAvgPct);
    ratios[`${base}.rssPerConnection`] = ratio(g.rssPerConnectionKB, b.rssPerConnectionKB);
  }
  const cpu = cpus()[0]?.model ?? 'unknown';
  return {
    profile: input.profile.name,
    description: input.profile.description,
    command: input.command,
    startedAt: input.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: { cores: availableParallelism(), cpu, memoryGB: round(totalmem() / 1024 ** 3), node: process.version },
    placement: input.placement.note,
    settings: {
      senders: input.profile.chat?.senders ?? null,
      clients: input.profile.clients,
      duration: input.profile.duration,
      rate: input.profile.rate,
      liveMatches: input.profile.liveMatches,
      gateways: input.profile.gateways,
      replay: input.replay ?? null,
      seed: input.seed,
    },
    phases,
    ratios,
    targets: checks(input.profile, phases),
    notes: input.notes,
  };
}
