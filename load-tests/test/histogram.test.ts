import { describe, expect, it } from 'vitest';
import { LatencyHistogram } from '../src/metrics/histogram';

describe('the latency histogram', () => {
  it('counts whole milliseconds, merges raw counts and reads percentiles from them, the rare long ones too', () => {
    const first = new LatencyHistogram();
    for (const ms of [3, 3.4, 7, -2, 900_000]) first.record(ms);
    const second = LatencyHistogram.from([
      [3, 2],
      [12, 1],
      [700_000, 1],
    ]);
    second.merge(first);

    expect(second.serialize()).toEqual([
      [0, 1],
      [3, 4],
      [7, 1],
      [12, 1],
      [700_000, 1],
      [900_000, 1],
    ]);
    expect(second.total).toBe(9);
    expect([second.min, second.max]).toEqual([0, 900_000]);
    expect(second.summary()).toEqual({ samples: 9, p50: 3, p90: 900_000, p99: 900_000, max: 900_000 });
    expect(second.percentile(0.8)).toBe(700_000);
    expect(new Map(second.serialize()).get(3)).toBe(4);
    expect(new LatencyHistogram().summary()).toEqual({ samples: 0, p50: null, p90: null, p99: null, max: null });
  });
});
