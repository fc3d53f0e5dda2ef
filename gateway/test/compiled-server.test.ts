import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../scripts/build';
import { gatewayRoot } from '../src/paths';
import { fixtureWebDist } from './helper';

const METRICS_TOKEN = 'metrics-token-of-the-compiled-server';
let child: ChildProcess | undefined;
let dataDir: string;
let origin: string;

/**
 * Resolves with the address the server logs it listens at, once it has also logged the upstream's
 * first load (from then on it is ready); rejects if it exits first.
 */
function readyAddress(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: server.stdout! });
    const output: string[] = [];
    let address: string | undefined;
    let loaded = false;
    lines.on('line', (line) => {
      output.push(line);
      address ??= /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line)?.[1];
      loaded ||= line.includes('"msg":"upstream loaded"');
      if (address !== undefined && loaded) resolve(address);
    });
    server.once('exit', (code) => reject(new Error(`the compiled server exited (${code}):\n${output.slice(-20).join('\n')}`)));
  });
}

beforeAll(async () => {
  await buildGateway();
  dataDir = await mkdtemp(path.join(tmpdir(), 'compiled-server-'));
  // As production runs it: the bundle under plain node, the embedded media server and simulator on free ports.
  child = spawn(process.execPath, [path.join(gatewayRoot, 'dist/server.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SIMULATOR_PORT: '0',
      MEDIA_EMBEDDED: 'true',
      MEDIA_RTMP_PORT: '0',
      MEDIA_HTTP_PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: fixtureWebDist,
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await readyAddress(child);
}, 180_000);

afterAll(async () => {
  if (child?.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the compiled gateway (node gateway/dist/server.js)', () => {
  it('answers /healthz, /readyz, /metrics with its token and the API reference at /docs', async () => {
    const live = await fetch(`${origin}${routes.extra.healthz.path}`);
    expect(live.status).toBe(200);

    const ready = await fetch(`${origin}${routes.extra.readyz.path}`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true, checks: { database: { ok: true }, upstream: { ok: true }, media: { ok: true } } });

    expect((await fetch(`${origin}${routes.extra.metrics.path}`)).status).toBe(401);
    const metrics = await fetch(`${origin}${routes.extra.metrics.path}`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_requests_total{method="GET",route="/healthz",status="200"} 1');

    const docs = await fetch(`${origin}/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('<html');
    const document = await fetch(`${origin}/docs/json`);
    expect(document.status).toBe(200);
    expect(Object.keys(((await document.json()) as { paths: object }).paths)).toContain(routes.extra.readyz.path);
  }, 60_000);
});
