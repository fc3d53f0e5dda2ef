import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS } from '@portal/contracts';
import { BASELINES, PROFILES, STORM_SENDER_RATE, SWEEP_STEPS, stormSenders, type BaselineName, type Profile } from './profiles';
import { buildReport } from './report/build';
import { renderHtml } from './report/html';
import { summarize } from './report/summary';
import { runPhase, type PhaseResult, type TargetName } from './run/phase';
import { LOAD_TESTS_ROOT, placement } from './run/processes';
import { runSweep, summarizeSweep } from './run/sweep';

const usage = `npm run load -- --profile <name> [options]

  --profile NAME       ${Object.keys(PROFILES).join(', ')}
  --clients N          fans (default: the profile's); chat-storm: viewers of the room
  --duration S         seconds of upstream events per target (default: the profile's)
  --rate N             upstream events per second (default: the profile's); chat-storm: chat messages per second
  --senders N          chat-storm: signed-in viewers who send (default: rate / ${STORM_SENDER_RATE}, within the per-user limit)
  --matches N          live matches of the synthetic match day
  --replay FILE        play a recorded NDJSON match day (simulator --record) instead
  --gateways N         gateway processes (2 or more share a Redis started here, or --redis-url)
  --baselines LIST     floor,floor-batched,naive (default: the profile's), or none
  --workers N          client worker processes (default: 2 per load core)
  --probe-fans N       fans in a worker process of their own, reported apart (default 50; 0 for none)
  --gateway-url URL    target a running gateway instead of starting one (repeat for several);
                       its upstream is its own, so --rate, --matches and --replay do not apply
  --gateway-pid PID    its pid, for CPU and memory (repeatable, same order)
  --redis-url URL      the Redis the gateways share
  --steps LIST         sweep: the fans of each step, e.g. 500,1000,2000 (default ${SWEEP_STEPS.join(',')})
  --cpu-prof DIR       gateways started here write a V8 CPU profile into DIR when they stop
  --seed N             seed of the match day and of the fans' choices (default 7)
  --out DIR            where report.json, report.html and summary.txt go
`;

const { values } = parseArgs({
  options: {
    profile: { type: 'string' },
    clients: { type: 'string' },
    duration: { type: 'string' },
    rate: { type: 'string' },
    matches: { type: 'string' },
    replay: { type: 'string' },
    gateways: { type: 'string' },
    baselines: { type: 'string' },
    workers: { type: 'string' },
    'probe-fans': { type: 'string' },
    senders: { type: 'string' },
    steps: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'gateway-url': { type: 'string', multiple: true },
    'gateway-pid': { type: 'string', multiple: true },
    'redis-url': { type: 'string' },
    seed: { type: 'string', default: '7' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

/** Descriptors a server process holds besides its fans' sockets (files, the upstream, the probe). */
const OTHER_DESCRIPTORS = 150;

/** The soft limit on open files of processes started here, from /proc; undefined where that cannot be read. */
function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(soft) ? soft : undefined;
  } catch {
    return undefined;
  }
}

const fail = (message: string): never => {
  process.stderr.write(`${message}\n\n${usage}`);
  process.exit(2);
};

if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}
const base = values.profile === undefined ? fail('--profile is required') : PROFILES[values.profile];
if (base === undefined) fail(`unknown profile ${values.profile}`);
const profileBase = base as Profile;

const whole = (name: keyof typeof values, fallback: number, min = 0): number => {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) fail(`--${name} must be a number of at least ${min}`);
  return value;
};
const where = placement();
const loadCoreCount = where.pinned ? Math.max(1, Math.ceil(where.cores / 2)) : 1;
const gatewayUrls = values['gateway-url'] ?? [];
const profile: Profile = {
  ...profileBase,
  clients: Math.floor(whole('clients', profileBase.clients, 1)),
  duration: whole('duration', profileBase.duration, 1),
  rate: whole('rate', profileBase.rate),
  liveMatches: Math.floor(whole('matches', profileBase.liveMatches, 1)),
  gateways: gatewayUrls.length > 0 ? gatewayUrls.length : Math.floor(whole('gateways', profileBase.gateways, 1)),
  baselines:
    values.baselines === undefined
      ? profileBase.baselines
      : values.baselines === 'none'
        ? []
        : values.baselines.split(',').filter((b): b is BaselineName => (BASELINES as readonly string[]).includes(b)),
};
if (profileBase.chat !== undefined) {
  if (profile.baselines.length > 0) fail(`${profile.name} has no baselines: the bare ws floor and naive serve no chat`);
  const senders = Math.floor(whole('senders', stormSenders(profile.rate), 1));
  const perSender = profile.rate / senders;
  const limit = CHAT_RATE_LIMIT / (CHAT_RATE_WINDOW_MS / 1000);
  if (senders > profile.clients) fail(`--clients (${profile.clients}) must be at least the senders (${senders}): every sender is a viewer`);
  if (perSender > limit) fail(`${senders} senders at ${perSender.toFixed(2)} messages/s each exceed the gateway's per-user limit of ${limit}/s`);
  profile.chat = { ...profileBase.chat, senders };
}
const seed = Math.floor(whole('seed', 7));
const replay = values.replay === undefined ? undefined : path.resolve(values.replay);
const startedAt = new Date();
const outDir = path.resolve(
  values.out ?? path.join(LOAD_TESTS_ROOT, 'reports', `${profile.name}-${startedAt.toISOString().replace(/[:.]/g, '-')}`),
);
mkdirSync(outDir, { recursive: true });

const log = (line: string) => process.stdout.write(`${line}\n`);
const command = `npm run load -- ${process.argv.slice(2).join(' ')}`;
log(
  profile.chat === undefined
    ? `load ${profile.name}: ${profile.clients} fans, ${profile.rate} events/s for ${profile.duration} s; ${where.note}`
    : `load ${profile.name}: ${profile.clients} viewers, ${profile.rate} chat messages/s from ${profile.chat.senders} of them for ${profile.duration} s; ${where.note}`,
);

// The floor runs first: it checks that the load itself keeps up before the gateway is judged.
const order: TargetName[] = [
  ...profile.baselines.filter((b) => b !== 'naive'),
  'gateway',
  ...profile.baselines.filter((b) => b === 'naive'),
];
if (gatewayUrls.length > 0 && profile.baselines.length > 0) {
  log('  baselines read the upstream driver started here, while the running gateway reads its own upstream: they see other events');
}
const phaseOptions = {
  seed,
  replay,
  outDir,
  where,
  workers: whole('workers', 2 * loadCoreCount, 1),
  probeFans: whole('probe-fans', 50, 0),
  gatewayUrls,
  gatewayPids: (values['gateway-pid'] ?? []).map(Number),
  redisUrl: values['redis-url'],
  gatewayCpuProfDir: values['cpu-prof'] === undefined ? undefined : path.resolve(values['cpu-prof']),
  log,
};

if (profile.name === 'sweep') {
  const steps = values.steps === undefined ? [...SWEEP_STEPS] : values.steps.split(',').map(Number);
  if (steps.some((step) => !Number.isInteger(step) || step < 1)) fail('--steps must be whole numbers of fans, e.g. 500,1000,2000');
  const results = await runSweep({ targets: order, steps, profile, phase: phaseOptions, log });
  const summary = summarizeSweep(results, [
    `sweep: ${profile.rate} events/s, ${profile.liveMatches} live matches, ${profile.duration} s a step; steps ${steps.join(', ')} fans`,
    `command: ${command}`,
    `machine: ${where.note}`,
  ]);
  writeFileSync(path.join(outDir, 'sweep.json'), `${JSON.stringify({ command, startedAt, steps, results }, null, 1)}\n`);
  writeFileSync(path.join(outDir, 'summary.txt'), `${summary}\n`);
  log('');
  log(summary);
  log('');
  log(`report: ${path.join(outDir, 'sweep.json')}, summary.txt`);
  process.exit(0);
}

const phases: PhaseResult[] = [];
const notes: string[] = [];
for (const target of order) {
  log(`phase ${target}`);
  const phase = await runPhase({ ...phaseOptions, target, profile }).catch((error: unknown) => {
    const message = `${target} phase failed: ${error instanceof Error ? error.message : String(error)}`;
    log(`  ${message}`);
    notes.push(message);
    return undefined;
  });
  if (phase === undefined) continue;
  phases.push(phase);
  if (target === 'floor') {
    const busiest = Math.max(
      0,
      ...[...phase.processes]
        .filter(([name]) => name.startsWith('worker'))
        .map(([, samples]) => samples.filter((s) => s.t >= phase.window.from && s.t <= phase.window.to).reduce((max, s) => Math.max(max, s.cpuPct), 0)),
    );
    const loadCpu = [...phase.processes]
      .filter(([name]) => name.startsWith('worker'))
      .map(([, samples]) => samples.filter((s) => s.t >= phase.window.from && s.t <= phase.window.to))
      .reduce((sum, samples) => sum + (samples.length === 0 ? 0 : samples.reduce((a, s) => a + s.cpuPct, 0) / samples.length), 0);
    const check = `load check against the bare ws floor: workers used ${Math.round(loadCpu)}% of the load core(s) on average (busiest worker peak ${Math.round(busiest)}%), lost ${phase.result.lost}, duplicated ${phase.result.duplicated}`;
    notes.push(check);
    if (loadCpu > 85 * loadCoreCount || phase.result.lost > 0) notes.push('the load generator may be a bottleneck at this rate: figures above the floor are an upper bound');
  }
}
const openFiles = openFileLimit();
if (openFiles !== undefined && !where.raisedFileLimit && profile.clients + OTHER_DESCRIPTORS > openFiles) {
  notes.push(
    `the open-file limit of this machine is ${openFiles} descriptors per process: one process holds at most about ${openFiles - OTHER_DESCRIPTORS} ` +
      `connections, so ${profile.clients} fans on one process measure the machine's limit, not the server's`,
  );
}
if (gatewayUrls.length > 0) notes.push(`targeted running gateway(s) ${gatewayUrls.join(', ')}: the event rate was their upstream's`);
if (profile.chat !== undefined) {
  notes.push(
    `${profile.chat.senders} senders at ${(profile.rate / profile.chat.senders).toFixed(2)} messages/s each, within the gateway's limit of ` +
      `${CHAT_RATE_LIMIT} messages in ${CHAT_RATE_WINDOW_MS / 1000} s per user, which was left as it is ` +
      '(the issue\'s 100 messages/s from 50 senders would be 2/s each, three in four refused)',
  );
}
if (replay !== undefined) notes.push(`replayed ${replay} at ${profile.rate} events/s, recorded order, each event stamped when sent`);

const report = buildReport({ profile, command, startedAt, placement: where, seed, replay, phases, notes });
const summary = summarize(report);
writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 1)}\n`);
writeFileSync(path.join(outDir, 'report.html'), renderHtml(report, summary));
writeFileSync(path.join(outDir, 'summary.txt'), `${summary}\n`);
log('');
log(summary);
log('');
log(`report: ${path.join(outDir, 'report.json')}, report.html, summary.txt`);
process.exit(0);
