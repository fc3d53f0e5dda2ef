import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../src/report/build';
import type { SweepTarget } from '../src/run/sweep';

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

  it('runs a short chat storm: every viewer gets every message once, every moderator console sees the ban and the manager change', async () => {
    const chatOut = path.join(out, 'chat-storm');
    const { code, output } = await runLoad(['--profile', 'chat-storm', '--clients', '100', '--rate', '10', '--duration', '3', '--out', chatOut]);
    expect(code, output).toBe(0);

    const report = JSON.parse(readFileSync(path.join(chatOut, 'report.json'), 'utf8')) as Report;
    expect(Object.keys(report.phases)).toEqual(['gateway']);
    const gateway = report.phases.gateway;
    const chat = gateway?.chat;
    if (gateway === undefined || chat === undefined) throw new Error(`no chat figures:\n${output}`);
    expect(gateway.connected).toBe(100);
    expect(chat.senders).toBe(50);
    expect(chat.messages.sent).toBeGreaterThan(0);
    expect(chat.messages.accepted, JSON.stringify(chat.messages.refused)).toBe(chat.messages.sent);
    expect(chat.messages.channelAdvanced).toBe(chat.messages.accepted);
    expect(gateway.delivery.expected).toBe(100 * chat.messages.accepted);
    expect(gateway.delivery.delivered).toBe(gateway.delivery.expected);
    expect(gateway.delivery.lost).toBe(0);
    expect(gateway.delivery.duplicated).toBe(0);
    expect(gateway.latency.room?.samples).toBe(gateway.delivery.delivered);

    expect(chat.moderatorConsoles).toBe(6);
    expect(chat.moderation.map((act) => [act.act, act.answer.slice(0, 3), act.seen])).toEqual([
      ['ban', '200', 6],
      ['managerAdd', '200', 6],
    ]);
    expect(chat.newManagerConsole).toBe('{"ok":true}');
  });

  it('sweeps: a step per load for each target, each judged against the targets, and the largest held', async () => {
    const sweepOut = path.join(out, 'sweep');
    const { code, output } = await runLoad(['--profile', 'sweep', '--steps', '40,80', '--duration', '2', '--baselines', 'none', '--out', sweepOut]);
    expect(code, output).toBe(0);
    const { results } = JSON.parse(readFileSync(path.join(sweepOut, 'sweep.json'), 'utf8')) as { results: SweepTarget[] };
    expect(results.map((result) => result.target)).toEqual(['gateway']);
    for (const { target, steps, largestHeld } of results) {
      expect(steps.length, target).toBeGreaterThan(0);
      for (const step of steps) {
        expect([step.lost, step.duplicated, step.connectFailures], `${target} at ${step.clients}`).toEqual([0, 0, 0]);
        expect(step.held).toBe(step.reason === null);
      }
      const held = steps.filter((step) => step.held).map((step) => step.clients);
      expect(largestHeld).toBe(held.length === 0 ? null : Math.max(...held));
      // A step that missed ends the target's sweep.
      expect(steps.slice(0, -1).every((step) => step.held)).toBe(true);
    }
    expect(readFileSync(path.join(sweepOut, 'summary.txt'), 'utf8')).toContain('gateway: largest load held');
  });
});
