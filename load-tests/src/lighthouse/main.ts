/**
 * `npm run lighthouse`: Lighthouse 12.2.3 with Debian's Chromium against a fresh portal (the built
 * web, demo data, a Saturday evening of the leagues so that matches are being played), on six pages,
 * with its mobile preset (simulated slow 4G, 4× CPU) and its desktop preset. Prints one row a page
 * and preset: the four category scores, LCP, TBT, CLS and the bytes transferred.
 *
 *   npm run lighthouse                     every page, both presets
 *   npm run lighthouse -- --only /football one page (a prefix of its path), both presets
 *   npm run lighthouse -- --preset mobile  one preset
 *   npm run lighthouse -- --repo ../before another checkout's gateway and built web (a baseline),
 *                                          its node_modules installed and its web built
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isFootballLive } from '@portal/contracts';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { REPO_ROOT, startNode, type NodeProcess } from '../run/processes';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The world starts on a Saturday evening of the leagues, whatever the hour the benchmark runs at. */
const LEAGUES_EVENING = '2026-11-28T22:40:00+08:00';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

type Preset = 'mobile' | 'desktop';

function freePort(): Promise<number> {
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

async function dataOf<T>(url: string): Promise<T> {
  const body = (await (await fetch(url)).json()) as { code: number; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

type LiveList = { matches: { id: number; state: number }[] };

/** The pages measured: the fixed ones and a football match being played right now. */
async function pagesOf(url: string): Promise<{ name: string; path: string }[]> {
  // The gateway answers before its first feed is in: the list fills once the upstream is loaded.
  let matches: LiveList['matches'] = [];
  for (let tries = 0; tries < 120 && matches.length === 0; tries += 1) {
    ({ matches } = await dataOf<LiveList>(`${url}/live/football/v1_1/live`));
    if (matches.length === 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const live = matches.find((match) => isFootballLive(match.state)) ?? matches[0];
  if (!live) throw new Error('the demo world has no football match to measure');
  return [
    { name: 'home', path: '/' },
    { name: 'football', path: '/football' },
    { name: 'live match', path: `/football/live/${live.id}` },
    { name: 'live room', path: '/live/room/1' },
    { name: 'news', path: '/news' },
    { name: 'league', path: '/database/fb/hot/0/1' },
  ];
}

type Row = {
  page: string;
  preset: Preset;
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kb: number;
  requests: number;
};

function rowOf(page: string, preset: Preset, result: RunnerResult): Row {
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  return {
    page,
    preset,
    scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    kb: numeric('total-byte-weight') / 1024,
    requests,
  };
}

function printRows(rows: Row[]): void {
  const header = ['page', 'preset', 'perf', 'a11y', 'best', 'seo', 'LCP s', 'TBT ms', 'CLS', 'KB', 'requests'];
  const lines = rows.map((row) => [
    row.page,
    row.preset,
    ...row.scores.map(String),
    (row.lcpMs / 1000).toFixed(1),
    row.tbtMs.toFixed(0),
    row.cls.toFixed(3),
    row.kb.toFixed(0),
    String(row.requests),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string' }, preset: { type: 'string' }, repo: { type: 'string' } } });
  const presets: Preset[] = values.preset === 'mobile' || values.preset === 'desktop' ? [values.preset] : ['mobile', 'desktop'];

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-lighthouse-'));
  const gateway = startNode({
    script: 'src/server.ts',
    cwd: join(values.repo === undefined ? REPO_ROOT : resolve(values.repo), 'gateway'),
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
    },
  });
  const debuggingPort = await freePort();
  const userDataDir = await mkdtemp(join(tmpdir(), 'portal-lighthouse-chromium-'));
  const browser = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitUntilServing(url, gateway, 180_000);
    const pages = (await pagesOf(url)).filter((page) => !values.only || page.path.startsWith(values.only));
    console.log(`Lighthouse 12.2.3, ${CHROMIUM}, a fresh portal at ${url}`);
    const rows: Row[] = [];
    for (const page of pages) {
      for (const preset of presets) {
        const flags: Flags = { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
        const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
        const result = await lighthouse(`${url}${page.path}`, flags, config);
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        const row = rowOf(`${page.name} ${page.path}`, preset, result);
        rows.push(row);
        console.log(`  ${row.page} (${preset}): performance ${row.scores[0]}, accessibility ${row.scores[1]}`);
      }
    }
    console.log('');
    printRows(rows);
  } finally {
    await browser.close();
    await gateway.stop();
    await rm(userDataDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
