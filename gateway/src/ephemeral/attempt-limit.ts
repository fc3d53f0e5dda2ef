import type { EphemeralStore } from './store';

/** How many wrong guesses a secret takes, and for how long a subject is locked after them. */
export type AttemptLimitOptions = {
  /** Names the counters in the store, e.g. `password`. */
  name: string;
  /** The failure that locks: the sixth when "more than five failures lock", the fifth when five do. */
  lockingFailure: number;
  lockMs: number;
};

/** What a wrong guess did: `wrong` with the failures left before the lock, or `locked`. */
export type FailureOutcome = { locked: false; failuresLeft: number } | { locked: true };

/** An attempt that was counted before its check. */
export type Attempt =
  | { allowed: false }
  | {
      allowed: true;
      /** The guess was right: the run of failures starts again. */
      succeeded(): Promise<void>;
      /** The guess was wrong: it was already counted; the lock comes when this is the locking failure. */
      failed(): Promise<FailureOutcome>;
    };

/**
 * Guesses at a secret (a password, a code) per subject, counted atomically before they are checked:
 * one increment-and-read in the ephemeral store (INCR on Redis), so of any number of guesses sent at
 * once no more than `lockingFailure` are ever checked. A lock lasts `lockMs`.
 */
export function createAttemptLimit(store: EphemeralStore, { name, lockingFailure, lockMs }: AttemptLimitOptions) {
  const counterKey = (subject: string) => `${name}-attempts:${subject}`;
  const lockKey = (subject: string) => `${name}-lock:${subject}`;

  return {
    async begin(subject: string): Promise<Attempt> {
      if ((await store.get(lockKey(subject))) !== null) return { allowed: false };
      const attempt = await store.hit(counterKey(subject), lockMs);
      if (attempt > lockingFailure) return { allowed: false };
      return {
        allowed: true,
        async succeeded() {
          await store.delete(counterKey(subject));
        },
        async failed() {
          if (attempt < lockingFailure) return { locked: false, failuresLeft: lockingFailure - attempt };
          await store.put(lockKey(subject), '1', lockMs);
          await store.delete(counterKey(subject));
          return { locked: true };
        },
      };
    },

    /** The owner proved who they are another way (an SMS code) and set a new secret. */
    async unlock(subject: string): Promise<void> {
      await store.delete(lockKey(subject));
      await store.delete(counterKey(subject));
    },
  };
}

export type AttemptLimit = ReturnType<typeof createAttemptLimit>;
