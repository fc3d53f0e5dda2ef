import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isFootballLive } from '@portal/contracts';
import { REPO_ROOT, startNode, type NodeProcess } from './processes';

/** The world starts on a Saturday evening of the leagues, whatever the hour a benchmark runs at. */
export const LEAGUES_EVENING = '2026-11-28T22:40:00+08:00';

/** A port nothing listens on now, from the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(url: string, gateway: NodeProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gateway.child.exitCode !== null) throw new Error(`the gateway exited with ${gateway.child.exitCode}`);
    const answered = await fetch(`${url}/live/time`).then((response) => response.ok, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the gateway did not answer within ${timeoutMs / 1000} s`);
}

/** `data` of a gateway answer; an error for a refusal. */
export async function dataOf<T>(url: string): Promise<T> {
  const body = (await (await fetch(url)).json()) as { code: number; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A fresh portal on free ports: the gateway of `repo` (this checkout unless given) serving its built web, demo data, its own DATA_DIR. */
export interface BenchPortal {
  url: string;
  stop(): Promise<void>;
}

export async function startBenchPortal({ repo = REPO_ROOT, env = {} }: { repo?: string; env?: NodeJS.ProcessEnv } = {}): Promise<BenchPortal> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const gateway = startNode({
    script: 'src/server.ts',
    cwd: join(repo, 'gateway'),
    cores: '',
    where: { pinned: false, serverCores: '', loadCores: '', cores: 0, raisedFileLimit: false, note: '' },
    env: {
      PORT: String(port),
      SIMULATOR_PORT: String(await freePort()),
      MEDIA_RTMP_PORT: String(await freePort()),
      MEDIA_HTTP_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SIMULATOR_START: LEAGUES_EVENING,
      LOG_LEVEL: 'warn',
      // A page is measured alone: no ffmpeg drawing demo scenes beside it.
      MEDIA_DEMO_SCENES: 'false',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await gateway.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, gateway, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

type LiveList = { matches: { id: number; state: number }[] };

/** A football match being played now (the first of the list once the feed is in). */
export async function liveFootballMatch(url: string): Promise<number> {
  // The gateway answers before its first feed is in: the list fills once the upstream is loaded.
  let matches: LiveList['matches'] = [];
  for (let tries = 0; tries < 120 && matches.length === 0; tries += 1) {
    ({ matches } = await dataOf<LiveList>(`${url}/live/football/v1_1/live`));
    if (matches.length === 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const live = matches.find((match) => isFootballLive(match.state)) ?? matches[0];
  if (!live) throw new Error('the demo world has no football match to measure');
  return live.id;
}
