import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SweepTarget } from '../src/run/sweep';
import { reportFolder, runLoad } from './run-load';

const out = reportFolder();

describe('npm run load -- --profile sweep', () => {
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
