export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  random?: () => number;
}

/**
 * Delay before retry number `attempt` (0 for the first): doubling from `baseMs` up to `maxMs`,
 * with half of it random so that many gateways that lost the upstream together do not return together.
 */
export function backoffDelay(attempt: number, { baseMs, maxMs, random = Math.random }: BackoffOptions): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
