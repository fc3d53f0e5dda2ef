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
