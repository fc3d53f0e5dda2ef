import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { readProcess } from '../metrics/proc';
import { REPO_ROOT } from '../run/processes';

const usage = `npm run footprint -w @portal/load-tests -- [--idle S] [--port N] [--gateway FILE]

What the compiled gateway costs on the embedded defaults (PGlite, the built-in simulator, the demo):
it is started as \`npm start\` starts it (MALLOC_ARENA_MAX=2 node --enable-source-maps
gateway/dist/server.js), twice on one new DATA_DIR: first on the empty folder (migrations and the
demo's seed), then on what the first left. For each start it prints the time from launching node to
the first 200 of GET /healthz, then the resident memory after S seconds idle and the most it held.
Build first (npm run build -w @portal/gateway).

  --idle S        seconds each start idles before its memory is read (default 60)
  --port N        the gateway listens on N, its simulator on N+1, its media server on N+2 and N+3 (default 46100)
  --gateway FILE  the compiled gateway to start (default gateway/dist/server.js)
`;

const { values } = parseArgs({
  options: {
    idle: { type: 'string', default: '60' },
    port: { type: 'string', default: '46100' },
    gateway: { type: 'string', default: path.join(REPO_ROOT, 'gateway/dist/server.js') },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}
const idleSeconds = Number(values.idle);
const port = Number(values.port);
// npm runs the script in load-tests/; a path given on its command line is from where npm was run.
const gateway = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.gateway);
if (!Number.isFinite(idleSeconds) || idleSeconds < 0 || !Number.isInteger(port) || port < 1 || port > 65532) {
  process.stderr.write(usage);
  process.exit(2);
}
if (!existsSync(gateway)) {
  process.stderr.write(`${gateway} is not built: npm run build -w @portal/gateway\n`);
  process.exit(2);
}

/** How long a start may take before the run gives up on it. */
const START_LIMIT_MS = 120_000;
const MB = 1024 * 1024;

interface StartFigures {
  startMs: number;
  idleRssBytes: number;
  peakRssBytes: number;
}

/** Starts the gateway on `dataDir`, times it to its first 200 of /healthz, idles, reads its memory and stops it. */
async function measureStart(dataDir: string, logFile: string): Promise<StartFigures> {
  const log = openSync(logFile, 'a');
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', gateway], {
    cwd: path.dirname(path.dirname(gateway)),
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      PORT: String(port),
      SIMULATOR_PORT: String(port + 1),
      MEDIA_RTMP_PORT: String(port + 2),
      MEDIA_HTTP_PORT: String(port + 3),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', log, log],
  });
  let gone = false;
  let ending = '';
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = true;
      ending = signal === null ? `code ${code}` : signal;
      resolve();
    }),
  );
  const pid = child.pid ?? -1;
  let peakRssBytes = 0;
  const sample = () => {
    const reading = readProcess(pid);
    if (reading !== undefined) peakRssBytes = Math.max(peakRssBytes, reading.rssBytes);
    return reading;
  };
  try {
    let startMs: number | undefined;
    while (startMs === undefined) {
      if (gone) throw new Error(`the gateway exited (${ending}) before answering /healthz (log: ${logFile})`);
      if (performance.now() - startedAt > START_LIMIT_MS) throw new Error(`no 200 of /healthz within ${START_LIMIT_MS / 1000} s (log: ${logFile})`);
      sample();
      const answered = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
        (response) => response.status === 200,
        () => false,
      );
      if (answered) startMs = performance.now() - startedAt;
      else await sleep(20);
    }
    const idleUntil = performance.now() + idleSeconds * 1000;
    while (performance.now() < idleUntil) {
      if (gone) throw new Error(`the gateway exited (${ending}) while idle (log: ${logFile})`);
      sample();
      await sleep(Math.min(1_000, Math.max(0, idleUntil - performance.now())));
    }
    const idle = sample();
    if (idle === undefined) throw new Error(`the gateway exited while idle (log: ${logFile})`);
    return { startMs, idleRssBytes: idle.rssBytes, peakRssBytes };
  } finally {
    if (!gone) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'portal-footprint-'));
const dataDir = path.join(work, 'data');
const line = (name: string, figures: StartFigures) =>
  `  ${name}: first 200 of /healthz after ${Math.round(figures.startMs)} ms; RSS after ${idleSeconds} s idle ${Math.round(figures.idleRssBytes / MB)} MB (at most ${Math.round(figures.peakRssBytes / MB)} MB)`;
let failed = false;
try {
  process.stdout.write(`footprint of ${path.relative(REPO_ROOT, gateway)}, DATA_DIR ${dataDir}\n`);
  const first = await measureStart(dataDir, path.join(work, 'first-start.log'));
  process.stdout.write(`${line('first start, empty DATA_DIR ', first)}\n`);
  const second = await measureStart(dataDir, path.join(work, 'second-start.log'));
  process.stdout.write(`${line('second start, same DATA_DIR', second)}\n`);
} catch (error) {
  failed = true;
  process.stderr.write(`footprint: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  // The logs stay when a start failed, for reading.
  if (!failed) rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
