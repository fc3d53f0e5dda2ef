import type { EphemeralStore } from '../ephemeral/store';

const MAX_FAILURES = 5;
const LOCK_MS = 30 * 60_000;

const failuresKey = (mobile: string) => `password-failures:${mobile}`;
const lockKey = (mobile: string) => `password-lock:${mobile}`;

/**
 * Counts wrong passwords per mobile, whether or not an account has it, so a lock looks the same
 * for every number. Five in a row lock password login for thirty minutes; code login stays open.
 */
export function createPasswordGuard(store: EphemeralStore) {
  return {
    async isLocked(mobile: string): Promise<boolean> {
      return (await store.get(lockKey(mobile))) !== null;
    },

    /** Counts one wrong password; true when it was the one that locked the mobile. */
    async recordFailure(mobile: string): Promise<boolean> {
      const failures = await store.hit(failuresKey(mobile), LOCK_MS);
      if (failures < MAX_FAILURES) return false;
      await store.put(lockKey(mobile), '1', LOCK_MS);
      await store.delete(failuresKey(mobile));
      return true;
    },

    /** A right password: the run of failures starts again. */
    async recordSuccess(mobile: string): Promise<void> {
      await store.delete(failuresKey(mobile));
    },

    /** The owner proved the mobile and set a new password. */
    async unlock(mobile: string): Promise<void> {
      await store.delete(lockKey(mobile));
      await store.delete(failuresKey(mobile));
    },
  };
}

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
