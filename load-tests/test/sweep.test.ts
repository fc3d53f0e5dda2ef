import { describe, expect, it } from 'vitest';
import { judgeStep } from '../src/run/sweep';

const step = (overrides: { match?: number; list?: number; lost?: number; duplicated?: number; connectFailures?: number }) => ({
  fans: 1000,
  connectFailures: overrides.connectFailures ?? 0,
  latency: {
    match: { p50: 1, p90: 2, p99: overrides.match ?? 20, max: 30, samples: 10 },
    ...(overrides.list === undefined ? {} : { list: { p50: 1, p90: 2, p99: overrides.list, max: 300, samples: 10 } }),
  },
  delivery: {
    fans: 1000, subscriptions: 2000, expected: 10, delivered: 10, caughtUp: 0, viaSnapshot: 0, lost: overrides.lost ?? 0,
    duplicated: overrides.duplicated ?? 0, incomplete: 0, reconnects: 0, reconnectFailures: 0, unexpectedCloses: 0, deliveredPct: 100,
  },
});

describe('a sweep step', () => {
  it('holds at match p99 <= 50 ms and list p99 <= 250 ms with nothing lost, duplicated or unconnected', () => {
    expect(judgeStep(step({ match: 50, list: 250 }))).toBeNull();
    expect(judgeStep(step({ match: 51, list: 100 }))).toBe('match p99 51 ms > 50');
    expect(judgeStep(step({ match: 10, list: 251 }))).toBe('list p99 251 ms > 250');
    expect(judgeStep(step({ lost: 1 }))).toBe('1 lost');
    expect(judgeStep(step({ duplicated: 2 }))).toBe('2 duplicated');
    expect(judgeStep(step({ connectFailures: 3 }))).toBe('3 of 1000 fans did not connect');
  });
});
