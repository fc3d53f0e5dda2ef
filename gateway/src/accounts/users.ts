import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balances, users } from '../db/schema';
import { brokenUniqueConstraint } from '../db/unique-violation';

export type UserRecord = typeof users.$inferSelect;

export type ProfileChange = {
  nickName?: string | undefined;
  portrait?: string | undefined;
  signature?: string | undefined;
  gender?: number | undefined;
};

/** Why a write of a user row did not happen. */
export type UserConflict = 'mobile-taken' | 'nick-name-taken';

function conflictOf(error: unknown): UserConflict | undefined {
  const constraint = brokenUniqueConstraint(error);
  if (constraint === 'users_mobile_unique') return 'mobile-taken';
  if (constraint === 'users_nick_name_unique') return 'nick-name-taken';
  return undefined;
}

export const WALLET_CURRENCIES = ['balance', 'ticket'] as const;

/** Account rows: who a mobile belongs to, the password hash and the editable profile. */
export function createUserRepository(db: Db) {
  async function findById(id: number): Promise<UserRecord | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  return {
    findById,

    async findByMobile(mobile: string): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return user;
    },

    /** A new account with an empty wallet, in one transaction. */
    async create(fields: { mobile: string; nickName: string; passwordHash: string | null }): Promise<UserRecord | UserConflict> {
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx.insert(users).values(fields).returning();
          if (!user) throw new Error('insert returned no user');
          await tx.insert(balances).values(WALLET_CURRENCIES.map((currency) => ({ userId: user.id, currency, amount: 0 })));
          return user;
        });
      } catch (error) {
        const conflict = conflictOf(error);
        if (conflict) return conflict;
        throw error;
      }
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** Sets the first password of an account; false when it already has one. */
    async initPasswordHash(userId: number, passwordHash: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, userId), isNull(users.passwordHash)))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async updateProfile(userId: number, change: ProfileChange): Promise<UserRecord | UserConflict | undefined> {
      const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length === 0) return findById(userId);
      try {
        const [user] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
        return user;
      } catch (error) {
        const conflict = conflictOf(error);
        if (conflict) return conflict;
        throw error;
      }
    },

    async isNickNameTaken(nickName: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.nickName, nickName)).limit(1);
      return row !== undefined;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
