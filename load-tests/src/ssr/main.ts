/**
 * `npm run ssr`: how fast the gateway renders a page on the server. A fresh portal (this checkout's
 * gateway and built web, demo data, a Saturday evening of the leagues); autocannon asks for a live
 * match's page with 50 connections for 20 s, once with the gateway's page cache off (every request
 * a render) and once with it on (PAGE_CACHE_MS, dropped when the match's channels change), asking
 * for the page as it is and, as browsers do, compressed. Prints the requests per second and the
 * latency percentiles of each.
 *
 *   npm run ssr                          all runs, /football/live/{a live match}
 *   npm run ssr -- --path /news          another page
 *   npm run ssr -- --seconds 10 --connections 20
 *   npm run ssr -- --repo ../before      the same runs on another checkout first (a baseline), its
 *                                        node_modules installed and its web and gateway built
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { liveFootballMatch, startBenchPortal } from '../run/portal';

type Run = { name: string; requests: number; non2xx: number; p50: number; p90: number; p99: number; max: number };

/** What a browser asks a page with. */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };

async function measure(name: string, url: string, connections: number, seconds: number, headers: Record<string, string>): Promise<Run> {
  // Warm the page and the code paths first, as a visitor before the measured ones would.
  for (let round = 0; round < 20; round += 1) await (await fetch(url, { headers })).arrayBuffer();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    requests: result.requests.average,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

function print(runs: Run[]): void {
  const header = ['run', 'req/s', 'non-2xx', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'];
  const lines = runs.map((run) => [run.name, run.requests.toFixed(0), String(run.non2xx), ...[run.p50, run.p90, run.p99, run.max].map((ms) => ms.toFixed(0))]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { path: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' }, repo: { type: 'string' } },
  });
  const seconds = Number(values.seconds ?? 20);
  const connections = Number(values.connections ?? 50);
  const baseline = values.repo === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), values.repo);
  const checkouts = [...(baseline === undefined ? [] : [{ label: ' (baseline)', repo: baseline }]), { label: '', repo: undefined }];
  const runs: Run[] = [];
  for (const { label, repo } of checkouts) {
    for (const [name, cacheMs, headerSets] of [
      ['render every request', '0', [{ accept: 'text/html' }]],
      ['page cache on', '5000', [{ accept: 'text/html' }, BROWSER_HEADERS]],
    ] as const) {
      const portal = await startBenchPortal({ ...(repo === undefined ? {} : { repo }), env: { PAGE_CACHE_MS: cacheMs, API_REQUESTS_PER_MINUTE: '0' } });
      try {
        const path = values.path ?? `/football/live/${await liveFootballMatch(portal.url)}`;
        for (const headers of headerSets) {
          const run = `${name}${'accept-encoding' in headers ? ', compressed' : ''}${label}`;
          console.log(`${run}: ${connections} connections for ${seconds} s on ${portal.url}${path}`);
          runs.push(await measure(run, `${portal.url}${path}`, connections, seconds, headers));
        }
      } finally {
        await portal.stop();
      }
    }
  }
  console.log('');
  print(runs);
}

await main();
