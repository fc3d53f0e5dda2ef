import { ResultCode, VERIFY_CODE_LENGTH_ERROR, WALLET_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../accounts/password-hasher';
import type { SmsCodes } from '../accounts/sms-codes';
import type { Db } from '../db/database';
import { payPasswords } from '../db/schema';
import { AppError } from '../http/errors';

const refused = (message: string) => new AppError(ResultCode.PAY_PASSWORD_REFUSED, message);

/** Six-digit pay passwords, kept as argon2id like login passwords; a forgotten one is reset by an SMS code. */
export function createPayPasswords(db: Db, hasher: PasswordHasher, smsCodes: Pick<SmsCodes, 'consume'>) {
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
      if (!(await hasher.verify(hash, payPassword))) throw refused(WALLET_MESSAGES.payPasswordWrong);
    },

    /** Sets the first pay password, or changes it given the current one. */
    async change(userId: number, request: { oldPayPassword?: string | undefined; payPassword: string }): Promise<void> {
      const hash = await stored(userId);
      if (hash && !(request.oldPayPassword && (await hasher.verify(hash, request.oldPayPassword)))) {
        throw refused(WALLET_MESSAGES.payPasswordOldWrong);
      }
      await save(userId, request.payPassword);
    },

    /** Resets a forgotten pay password with a code sent to the user's own mobile. */
    async reset(userId: number, mobile: string, verifyCode: string, payPassword: string): Promise<void> {
      if (!(await smsCodes.consume(mobile, verifyCode))) throw new AppError(ResultCode.BAD_REQUEST, VERIFY_CODE_LENGTH_ERROR);
      await save(userId, payPassword);
    },
  };
}
export type PayPasswords = ReturnType<typeof createPayPasswords>;
