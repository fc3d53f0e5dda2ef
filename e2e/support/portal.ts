import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');

/** A running portal: the gateway serving the built web on a free port, with its own data folder. */
export interface Portal {
  url: string;
  /** The built-in upstream simulator the gateway ingests from. */
  simulatorUrl: string;
  output: () => string;
  /** Sends SIGTERM, waits for the gateway to exit and answers its exit code; removes its data. */
  stop: () => Promise<number | null>;
}

/** Whether a listener can bind `port` on loopback right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
}

/**
 * Test files run two at a time (vitest.config.ts), each starting a portal on four ports it picks
 * before the gateway binds them. So each worker picks from a range of its own, below the kernel's
 * ephemeral ports (32768 and up), and two portals starting at once never pick the same port.
 * `E2E_PORT_BASE` moves the ranges, for two runs of the suites on one machine.
 */
const PORTS_PER_WORKER = 1_000;
const portBase = Number(process.env.E2E_PORT_BASE ?? 20_000);
const workerPorts = portBase + Number(process.env.VITEST_POOL_ID ?? 0) * PORTS_PER_WORKER;
let nextPort = 0;

/** The portals this test file has running, for the report of a failed test (support/report-failures.ts). */
export const runningPortals = new Set<Portal>();

/** A port nothing listens on right now, from this test worker's range. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < PORTS_PER_WORKER; tried += 1) {
    const port = workerPorts + (nextPort++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${workerPorts}-${workerPorts + PORTS_PER_WORKER - 1}`);
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/live/time`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gateway not serving after ${timeoutMs} ms:\n${output()}`);
}

/** Starts the gateway as `npm start` does, on the embedded defaults, and waits until it answers. */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const port = await freePort();
  const simulatorPort = await freePort();
  const mediaRtmpPort = await freePort();
  const mediaHttpPort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  // The run's migrated database (support/global-setup.ts), where the suite has one: the gateway
  // opens it as its own and seeds the demo data into it, as into a new one.
  const migrated = inject('migratedDataDir');
  if (migrated) await cp(join(migrated, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'gateway'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SIMULATOR_PORT: String(simulatorPort),
      MEDIA_EMBEDDED: 'true',
      MEDIA_DEMO: 'true',
      MEDIA_RTMP_PORT: String(mediaRtmpPort),
      MEDIA_HTTP_PORT: String(mediaHttpPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      // Every browser of a suite calls from loopback, and a crawl opens pages faster than a fan.
      API_REQUESTS_PER_MINUTE: '0',
      // The shipped demo videos: drawing scenes with ffmpeg would cost each portal seconds of CPU.
      MEDIA_DEMO_SCENES: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  const stop = async () => {
    runningPortals.delete(portal);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  const portal: Portal = { url, simulatorUrl: `http://127.0.0.1:${simulatorPort}`, output, stop };
  try {
    await waitUntilServing(url, child, output, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  runningPortals.add(portal);
  return portal;
}
