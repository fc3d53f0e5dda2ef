/**
 * `npm run lighthouse`: Lighthouse 12.2.3 with Debian's Chromium against a fresh portal (the built
 * web, demo data, a Saturday evening of the leagues so that matches are being played), on six pages,
 * with its mobile preset (simulated slow 4G, 4× CPU) and its desktop preset. Prints one row a page
 * and preset: the four category scores, FCP, LCP, TBT, CLS and the bytes transferred.
 *
 *   npm run lighthouse                     every page, both presets
 *   npm run lighthouse -- --only /football one page (a prefix of its path), both presets
 *   npm run lighthouse -- --preset mobile  one preset
 *   npm run lighthouse -- --repo ../before another checkout's gateway and built web (a baseline),
 *                                          its node_modules installed and its web built
 *   npm run lighthouse -- --save /tmp/lhr  also writes each run's full report (lhr JSON) there, one
 *                                          file a page and preset, to read what delays a paint
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../run/processes';
import { freePort, liveFootballMatch, startBenchPortal } from '../run/portal';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

type Preset = 'mobile' | 'desktop';

/** The pages measured: the fixed ones and a football match being played right now. */
async function pagesOf(url: string): Promise<{ name: string; path: string }[]> {
  const live = await liveFootballMatch(url);
  return [
    { name: 'home', path: '/' },
    { name: 'football', path: '/football' },
    { name: 'live match', path: `/football/live/${live}` },
    { name: 'live room', path: '/live/room/1' },
    { name: 'news', path: '/news' },
    { name: 'league', path: '/database/fb/hot/0/1' },
  ];
}

type Row = {
  page: string;
  preset: Preset;
  scores: number[];
  fcpMs: number;
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
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    kb: numeric('total-byte-weight') / 1024,
    requests,
  };
}

function printRows(rows: Row[]): void {
  const header = ['page', 'preset', 'perf', 'a11y', 'best', 'seo', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KB', 'requests'];
  const lines = rows.map((row) => [
    row.page,
    row.preset,
    ...row.scores.map(String),
    (row.fcpMs / 1000).toFixed(1),
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

/** Writes a run's full Lighthouse report as JSON, for the audits behind a row's figures. */
async function saveReport(directory: string, file: string, result: RunnerResult): Promise<void> {
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, file), JSON.stringify(result.lhr));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, preset: { type: 'string' }, repo: { type: 'string' }, save: { type: 'string' } },
  });
  const presets: Preset[] = values.preset === 'mobile' || values.preset === 'desktop' ? [values.preset] : ['mobile', 'desktop'];

  const portal = await startBenchPortal({ repo: values.repo === undefined ? REPO_ROOT : resolve(process.env.INIT_CWD ?? process.cwd(), values.repo) });
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
    const { url } = portal;
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
        if (values.save) await saveReport(resolve(values.save), `${page.name.replace(/ /g, '-')}-${preset}.json`, result);
        rows.push(row);
        console.log(`  ${row.page} (${preset}): performance ${row.scores[0]}, accessibility ${row.scores[1]}`);
      }
    }
    console.log('');
    printRows(rows);
  } finally {
    await browser.close();
    await portal.stop();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

await main();
