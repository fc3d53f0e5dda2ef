import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../src/report/build';
import { reportFolder, runLoad } from './run-load';

// Each profile's smoke run has a file of its own, so that the two cores run them side by side.
const out = reportFolder();

describe('npm run load -- --profile smoke', () => {
  it('delivers every patch once to every fan of the gateway and of every baseline, and writes the report', async () => {
    const { code, output } = await runLoad(['--profile', 'smoke', '--probe-fans', '20', '--out', out]);
    expect(code, output).toBe(0);
    for (const file of ['report.json', 'report.html', 'summary.txt']) expect(existsSync(path.join(out, file))).toBe(true);

    const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
    expect(Object.keys(report.phases).sort()).toEqual(['floor', 'floor-batched', 'gateway', 'naive']);
    for (const phase of Object.values(report.phases)) {
      if (phase === undefined) continue;
      expect(phase.connected, `${phase.target} connected`).toBe(phase.fans);
      expect(phase.events.sent, `${phase.target} events`).toBeGreaterThan(0);
      expect(phase.delivery.expected, `${phase.target} expected`).toBeGreaterThan(0);
      expect(phase.delivery.lost, `${phase.target} lost`).toBe(0);
      expect(phase.delivery.duplicated, `${phase.target} duplicated`).toBe(0);
      expect(phase.delivery.delivered, `${phase.target} delivered`).toBe(phase.delivery.expected);
    }
    const gateway = report.phases.gateway;
    expect(gateway?.latency.match?.samples).toBeGreaterThan(0);
    expect(gateway?.latency.list?.samples).toBeGreaterThan(0);
    // The targets are judged for every fan, and apart for the probe fans (what one browser sees).
    expect(gateway?.probe?.latency.list?.samples).toBeGreaterThan(0);
    const judged = new Map(report.targets.map((target) => [target.name, target.measured]));
    for (const name of ['p99 latency, list channel', 'p99 latency, list channel, probe fans']) {
      expect(judged.get(name), name).toMatch(/^\d+ ms$/);
    }
    expect(readFileSync(path.join(out, 'report.html'), 'utf8')).toContain('<svg');
  });
});
