import { PASSWORD_LOCK_MINUTES, PASSWORD_LOCKING_FAILURE } from '@portal/contracts';
import { createAttemptLimit } from '../ephemeral/attempt-limit';
import type { EphemeralStore } from '../ephemeral/store';

/**
 * Counts password guesses per mobile, whether or not an account has it, so a lock looks the same
 * for every number. More than five wrong in a row lock password login for thirty minutes (SPEC §8:
 * 超过五次将被锁定); code login stays open. Guesses are counted before they are checked.
 */
export function createPasswordGuard(store: EphemeralStore) {
  return createAttemptLimit(store, { name: 'password', lockingFailure: PASSWORD_LOCKING_FAILURE, lockMs: PASSWORD_LOCK_MINUTES * 60_000 });
}

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
