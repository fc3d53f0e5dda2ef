import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../src/report/build';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(path.join(tmpdir(), 'portal-load-smoke-'));

function runLoad(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run load -- --profile smoke', () => {
  it('delivers every patch once to every fan of the gateway and of both baselines, and writes the report', async () => {
    const { code, output } = await runLoad(['--profile', 'smoke', '--out', out]);
    expect(code, output).toBe(0);
    for (const file of ['report.json', 'report.html', 'summary.txt']) expect(existsSync(path.join(out, file))).toBe(true);

    const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
    expect(Object.keys(report.phases).sort()).toEqual(['floor', 'gateway', 'naive']);
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
    expect(readFileSync(path.join(out, 'report.html'), 'utf8')).toContain('<svg');
  });

  it('refuses chat-storm with the reason, since the gateway has no room channels yet', async () => {
    const { code, output } = await runLoad(['--profile', 'chat-storm']);
    expect(code).toBe(3);
    expect(output).toContain('未知频道');
  });
});
