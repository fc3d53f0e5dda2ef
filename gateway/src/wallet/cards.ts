import { createHmac } from 'node:crypto';
import { type BankCard, MAX_BOUND_CARDS, ResultCode, WALLET_MESSAGES } from '@portal/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bankCards } from '../db/schema';
import { AppError } from '../http/errors';
import { brokenUniqueConstraint } from '../db/unique-violation';

/** 6222 **** **** 1234: the bank's prefix and the last four digits only. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

/** 张三 → *三, 欧阳娜娜 → ***娜. */
export function maskHolderName(name: string): string {
  const characters = [...name];
  return `${'*'.repeat(Math.max(1, characters.length - 1))}${characters.at(-1) ?? ''}`;
}

type CardRow = typeof bankCards.$inferSelect;
const toCard = (row: CardRow): BankCard => ({
  id: row.id,
  bankName: row.bankName,
  cardNumberMasked: row.cardNumberMasked,
  holderNameMasked: row.holderNameMasked,
  createdAt: row.createdAt.toISOString(),
});

/** Bound bank cards. The full number is never stored: only its masked form and a keyed hash. */
export function createBankCards(db: Db, secret: string) {
  const fingerprintOf = (digits: string) => createHmac('sha256', secret).update(`card:${digits}`).digest('hex');

  return {
    async bind(userId: number, request: { holderName: string; bankName: string; cardNumber: string }): Promise<BankCard> {
      const [bound] = await db.select({ value: count() }).from(bankCards).where(eq(bankCards.userId, userId));
      if ((bound?.value ?? 0) >= MAX_BOUND_CARDS) throw new AppError(ResultCode.BAD_REQUEST, WALLET_MESSAGES.cardLimit);
      try {
        const [row] = await db
          .insert(bankCards)
          .values({
            userId,
            bankName: request.bankName,
            cardNumberMasked: maskCardNumber(request.cardNumber),
            holderNameMasked: maskHolderName(request.holderName),
            fingerprint: fingerprintOf(request.cardNumber),
          })
          .returning();
        return toCard(row!);
      } catch (error) {
        if (brokenUniqueConstraint(error) !== undefined) throw new AppError(ResultCode.CONFLICT, WALLET_MESSAGES.cardAlreadyBound);
        throw error;
      }
    },

    async unbind(userId: number, cardId: number): Promise<void> {
      const removed = await db.delete(bankCards).where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId))).returning({ id: bankCards.id });
      if (removed.length === 0) throw new AppError(ResultCode.NOT_FOUND, WALLET_MESSAGES.cardNotFound);
    },

    async list(userId: number): Promise<BankCard[]> {
      return (await db.select().from(bankCards).where(eq(bankCards.userId, userId)).orderBy(asc(bankCards.id))).map(toCard);
    },

    async ofUser(userId: number, cardId: number): Promise<CardRow> {
      const [row] = await db.select().from(bankCards).where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId)));
      if (!row) throw new AppError(ResultCode.NOT_FOUND, WALLET_MESSAGES.cardNotFound);
      return row;
    },
  };
}
export type BankCards = ReturnType<typeof createBankCards>;
