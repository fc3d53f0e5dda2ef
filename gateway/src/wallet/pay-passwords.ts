import { PAY_PASSWORD_LOCK_MINUTES, PAY_PASSWORD_LOCKING_FAILURE, ResultCode, VERIFY_CODE_LENGTH_ERROR, WALLET_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../accounts/password-hasher';
import type { SmsCodes } from '../accounts/sms-codes';
import type { Db } from '../db/database';
import { createAttemptLimit } from '../ephemeral/attempt-limit';
import type { EphemeralStore } from '../ephemeral/store';
import { payPasswords } from '../db/schema';
import { AppError } from '../http/errors';

const refused = (message: string) => new AppError(ResultCode.PAY_PASSWORD_REFUSED, message);

/**
 * Six-digit pay passwords, kept as argon2id like login passwords; a forgotten one is reset by an SMS
 * code. A million of them is few, so guesses are counted before they are checked: five wrong in a
 * row (withdrawing or changing it) lock it for thirty minutes, or until a reset.
 */
export function createPayPasswords(db: Db, hasher: PasswordHasher, smsCodes: Pick<SmsCodes, 'consume'>, store: EphemeralStore) {
  const guesses = createAttemptLimit(store, {
    name: 'pay-password',
    lockingFailure: PAY_PASSWORD_LOCKING_FAILURE,
    lockMs: PAY_PASSWORD_LOCK_MINUTES * 60_000,
  });

  /** Checks a guess at the stored hash under the limit; refuses with `wrongMessage` or the lock. */
  async function guess(userId: number, hash: string, payPassword: string | undefined, wrongMessage: string): Promise<void> {
    const attempt = await guesses.begin(String(userId));
    if (!attempt.allowed) throw refused(WALLET_MESSAGES.payPasswordLocked);
    if (payPassword !== undefined && (await hasher.verify(hash, payPassword))) return attempt.succeeded();
    if ((await attempt.failed()).locked) throw refused(WALLET_MESSAGES.payPasswordLocked);
    throw refused(wrongMessage);
  }

  async function stored(userId: number): Promise<string | undefined> {
    const [row] = await db.select({ hash: payPasswords.hash }).from(payPasswords).where(eq(payPasswords.userId, userId));
    return row?.hash;
  }

  async function save(userId: number, payPassword: string): Promise<void> {
    const hash = await hasher.hash(payPassword);
    await db
      .insert(payPasswords)
      .values({ userId, hash })
      .onConflictDoUpdate({ target: payPasswords.userId, set: { hash, updatedAt: new Date() } });
  }

  return {
    isSet: async (userId: number) => (await stored(userId)) !== undefined,

    /** Refuses unless `payPassword` is the user's pay password. */
    async check(userId: number, payPassword: string): Promise<void> {
      const hash = await stored(userId);
      if (!hash) throw refused(WALLET_MESSAGES.payPasswordNotSet);
      await guess(userId, hash, payPassword, WALLET_MESSAGES.payPasswordWrong);
    },

    /** Sets the first pay password, or changes it given the current one. */
    async change(userId: number, request: { oldPayPassword?: string | undefined; payPassword: string }): Promise<void> {
      const hash = await stored(userId);
      if (hash) await guess(userId, hash, request.oldPayPassword, WALLET_MESSAGES.payPasswordOldWrong);
      await save(userId, request.payPassword);
    },

    /** Resets a forgotten pay password with a code sent to the user's own mobile. */
    async reset(userId: number, mobile: string, code: { verifyCode: string; requester: string }, payPassword: string): Promise<void> {
      if (!(await smsCodes.consume(mobile, code.verifyCode, code.requester))) throw new AppError(ResultCode.BAD_REQUEST, VERIFY_CODE_LENGTH_ERROR);
      await save(userId, payPassword);
      await guesses.unlock(String(userId));
    },
  };
}
export type PayPasswords = ReturnType<typeof createPayPasswords>;
