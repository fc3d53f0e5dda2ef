/** A small seeded generator (mulberry32): the same seed gives the same match day in every phase. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Index picker with a Zipf skew: rank 0 is the hottest. `exponent` near 1 gives a few hot items
 * holding most of the weight and a long tail.
 */
export function zipfPicker(size: number, exponent: number, random: () => number): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= size; rank += 1) {
    sum += 1 / rank ** exponent;
    cumulative.push(sum);
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}
