/** Latencies below this many ms are counted in an array by index, the rare ones above in a map. */
const DENSE_LIMIT = 600_000;

/**
 * Latencies in whole milliseconds, counted per millisecond. Source timestamps are whole
 * milliseconds, so a sample is exactly one of these buckets: merging two histograms is merging
 * their raw samples, and percentiles are read from the merged counts, never averaged.
 */
export class LatencyHistogram {
  /** The count of each whole millisecond, by index: a fan records a sample for every patch it gets. */
  private dense: number[] = [];
  private beyond = new Map<number, number>();
  total = 0;
  max = 0;
  min = Number.POSITIVE_INFINITY;

  record(ms: number): void {
    this.add(ms < 0 ? 0 : Math.round(ms), 1);
  }

  merge(other: LatencyHistogram | SerializedHistogram): void {
    for (const [value, count] of other instanceof LatencyHistogram ? other.serialize() : other) this.add(value, count);
  }

  private add(value: number, count: number): void {
    const { dense } = this;
    if (value < DENSE_LIMIT) {
      while (dense.length <= value) dense.push(0);
      dense[value] = dense[value]! + count;
    } else this.beyond.set(value, (this.beyond.get(value) ?? 0) + count);
    this.total += count;
    if (value > this.max) this.max = value;
    if (value < this.min) this.min = value;
  }

  /** The smallest value at or below which `q` (0..1) of the samples lie. */
  percentile(q: number): number | null {
    if (this.total === 0) return null;
    const rank = Math.max(1, Math.ceil(q * this.total));
    let seen = 0;
    for (const [value, count] of this.serialize()) {
      seen += count;
      if (seen >= rank) return value;
    }
    return this.max;
  }

  summary(): LatencySummary {
    return {
      samples: this.total,
      p50: this.percentile(0.5),
      p90: this.percentile(0.9),
      p99: this.percentile(0.99),
      max: this.total === 0 ? null : this.max,
    };
  }

  /** The counts by millisecond, in order. */
  serialize(): SerializedHistogram {
    const pairs: SerializedHistogram = [];
    this.dense.forEach((count, value) => {
      if (count > 0) pairs.push([value, count]);
    });
    return pairs.concat([...this.beyond].sort((a, b) => a[0] - b[0]));
  }

  static from(serialized: SerializedHistogram): LatencyHistogram {
    const histogram = new LatencyHistogram();
    histogram.merge(serialized);
    return histogram;
  }
}

/** `[milliseconds, count]` pairs, as they travel between processes. */
export type SerializedHistogram = [number, number][];

export type LatencySummary = {
  samples: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
};
