import { describe, expect, it } from 'vitest';
import { backoffDelay, hashSeed, seededRandom } from '../src';

describe('backoffDelay', () => {
  it('doubles from the base up to the ceiling, exactly without a random source', () => {
    const delays = [0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, { baseMs: 1_000, maxMs: 16_000 }));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000]);
  });

  it('treats a negative attempt as the first and never overflows on a huge one', () => {
    expect(backoffDelay(-1, { baseMs: 500, maxMs: 30_000 })).toBe(500);
    expect(backoffDelay(10_000, { baseMs: 500, maxMs: 30_000 })).toBe(30_000);
  });

  it('with a random source, lands in the upper half of the step', () => {
    expect(backoffDelay(2, { baseMs: 1_000, maxMs: 60_000, random: () => 0 })).toBe(2_000);
    expect(backoffDelay(2, { baseMs: 1_000, maxMs: 60_000, random: () => 0.999_999 })).toBe(4_000);
  });
});

describe('seededRandom', () => {
  it('draws the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const value of draw(7)) expect(value).toSatisfy((x: number) => x >= 0 && x < 1);
  });

  it('keeps the sequence the simulator and the captcha were built on (mulberry32)', () => {
    expect(seededRandom(1)()).toBeCloseTo(0.6270739405881613, 12);
  });

  it('mixes labels into a seed that depends on every label', () => {
    expect(hashSeed(42, 'match', 1)).toBe(hashSeed(42, 'match', 1));
    expect(hashSeed(42, 'match', 1)).not.toBe(hashSeed(42, 'match', 2));
  });
});
