/**
 * Short-lived values shared by every gateway process: dynamic password keys, captcha tokens,
 * SMS codes, rate-limit counters and locks. `take` is atomic, so a value handed out once can
 * be consumed once, even by two requests racing on two processes.
 */
export interface EphemeralStore {
  /** Stores `value` under `key` for `ttlMs`, replacing what was there. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores `value` only when `key` holds nothing; true when it was stored. */
  putIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** The value under `key`, or null when absent or expired. */
  get(key: string): Promise<string | null>;
  /** Reads and deletes `key` in one step: of two concurrent takes, one gets the value. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Counts one hit in a fixed window that starts with the first hit; returns the count so far. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Milliseconds before `key` expires, or 0 when it is absent. */
  remainingMs(key: string): Promise<number>;
  /** Resolves when the store answers; rejects with EphemeralStoreUnavailableError when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The shared store could not be reached (Redis is down or restarting): the call did not happen.
 * A feature that cannot go on without it refuses with its own words for a moment's outage.
 */
export class EphemeralStoreUnavailableError extends Error {
  override name = 'EphemeralStoreUnavailableError';

  constructor(cause: unknown) {
    super(`the ephemeral store is unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
