import { describe, expect, it } from 'vitest';
import { connectStages } from '../src/run/stages';

describe('connecting in stages', () => {
  it('gives every fan of every share once, in its order, one probe fan a stage', () => {
    const bulk = Array.from({ length: 1000 }, (_, index) => `bulk-${index}`);
    const other = Array.from({ length: 997 }, (_, index) => `other-${index}`);
    const probes = Array.from({ length: 50 }, (_, index) => `probe-${index}`);
    const stages = connectStages([bulk, other, probes], probes.length);

    expect(stages).toHaveLength(50);
    expect(stages.flatMap((stage) => stage[0])).toEqual(bulk);
    expect(stages.flatMap((stage) => stage[1])).toEqual(other);
    expect(stages.map((stage) => stage[2])).toEqual(probes.map((probe) => [probe]));
    // Each stage holds about a fiftieth of the bulk, so the probe fans stand spread through the crowd.
    for (const stage of stages) expect(stage[0]).toHaveLength(20);
    for (const stage of stages) expect(stage[1]?.length).toBeGreaterThanOrEqual(19);
  });

  it('connects everyone at once when there is one stage (no probe fans)', () => {
    expect(connectStages([['a', 'b'], ['c']], 1)).toEqual([[['a', 'b'], ['c']]]);
    expect(connectStages([['a']], 0)).toEqual([[['a']]]);
  });
});
