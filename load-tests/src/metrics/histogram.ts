/**
 * Latencies in whole milliseconds, counted per millisecond. Source timestamps are whole
 * milliseconds, so a sample is exactly one of these buckets: merging two histograms is merging
 * their raw samples, and percentiles are read from the merged counts, never averaged.
 */
export class LatencyHistogram {
  counts: Map<number, number> = new Map();
  total = 0;
  max = 0;
  min = Number.POSITIVE_INFINITY;

  record(ms: number): void {
    const value = ms < 0 ? 0 : Math.round(ms);
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    this.total += 1;
    if (value > this.max) this.max = value;
    if (value < this.min) this.min = value;
  }

  merge(other: LatencyHistogram | SerializedHistogram): void {
    const pairs = other instanceof LatencyHistogram ? other.counts.entries() : other;
    for (const [value, count] of pairs) {
      this.counts.set(value, (this.counts.get(value) ?? 0) + count);
      this.total += count;
      if (value > this.max) this.max = value;
      if (value < this.min) this.min = value;
    }
  }

  /** The smallest value at or below which `q` (0..1) of the samples lie. */
  percentile(q: number): number | null {
    if (this.total === 0) return null;
    const rank = Math.max(1, Math.ceil(q * this.total));
    let seen = 0;
    for (const value of [...this.counts.keys()].sort((a, b) => a - b)) {
      seen += this.counts.get(value) ?? 0;
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

  serialize(): SerializedHistogram {
    return [...this.counts.entries()];
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
