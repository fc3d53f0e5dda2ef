/** How retries space out: doubling from `baseMs`, never above `maxMs`. */
export type Backoff = {
  baseMs: number;
  maxMs: number;
  /**
   * With a random source, each delay falls anywhere in the upper half of its step, so that many
   * clients that failed together do not come back together; without one, delays are exact.
   */
  random?: () => number;
};

/** The wait before retry number `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number, { baseMs, maxMs, random }: Backoff): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(0, attempt), 30));
  return random ? Math.round(step / 2 + random() * (step / 2)) : step;
}
