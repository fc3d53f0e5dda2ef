import { DIAMONDS_PER_YUAN, ResultCode, TransactionType, WALLET_MESSAGES, type Withdrawal, type WithdrawalStatus, type WithdrawTarget } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { withdrawals } from '../db/schema';
import { AppError } from '../http/errors';
import type { BankCards } from './cards';
import { incomeAccount, platformAccount, runLedgerTransaction, userAccount } from './ledger';
import type { PayPasswords } from './pay-passwords';
import type { Clock } from '../clock';

type WithdrawalRow = typeof withdrawals.$inferSelect;

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    payout: row.payout,
    target: row.target === 'wallet' ? 'wallet' : 'card',
    status: row.status as WithdrawalStatus,
    cardNumberMasked: row.cardNumberMasked,
    bankName: row.bankName,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export type WithdrawalsOptions = { db: Db; clock: Clock; cards: BankCards; payPasswords: PayPasswords };

/**
 * Withdrawals of anchor income. To a card (type 3): the amount is held in escrow while pending, then
 * an operator pays it out or rejects it, which refunds it (type 6). To the user's own diamonds (type 13): at once.
 */
export function createWithdrawals({ db, clock, cards, payPasswords }: WithdrawalsOptions) {
  const held = platformAccount('withdrawals-pending');

  async function settle(withdrawalId: number, outcome: 'paid' | 'rejected', reason: string): Promise<Withdrawal> {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    if (!row) throw new AppError(ResultCode.NOT_FOUND, WALLET_MESSAGES.withdrawalNotFound);
    if (row.status !== 'pending') throw new AppError(ResultCode.CONFLICT, WALLET_MESSAGES.withdrawalSettled);
    const result = await runLedgerTransaction(db, {
      userId: row.userId,
      requestKey: `withdrawal-settle:${withdrawalId}`,
      request: { withdrawalId },
      type: TransactionType.WITHDRAWAL,
      async work({ tx, post }) {
        const [settled] = await tx
          .update(withdrawals)
          .set({ status: outcome, reason: outcome === 'rejected' ? reason : '', settledAt: new Date(clock.now()) })
          .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'pending')))
          .returning();
        if (!settled) throw new AppError(ResultCode.CONFLICT, WALLET_MESSAGES.withdrawalSettled);
        const remark = `withdrawal:${withdrawalId}`;
        if (outcome === 'paid') {
          await post([
            { account: held, currency: 'balance', amount: -settled.amount, type: TransactionType.WITHDRAWAL, remark },
            { account: platformAccount('withdrawals-paid'), currency: 'balance', amount: settled.amount, type: TransactionType.WITHDRAWAL, remark },
          ]);
        } else {
          await post([
            { account: held, currency: 'balance', amount: -settled.amount, type: TransactionType.REFUND, remark },
            { account: incomeAccount(settled.userId), currency: 'balance', amount: settled.amount, type: TransactionType.REFUND, remark },
          ]);
        }
        return toWithdrawal(settled);
      },
    });
    if (result.replayed) throw new AppError(ResultCode.CONFLICT, WALLET_MESSAGES.withdrawalSettled);
    return result.result;
  }

  return {
    async request(
      userId: number,
      request: { amount: number; payPassword: string; target: WithdrawTarget; cardId?: number | undefined; requestKey: string },
    ): Promise<Withdrawal> {
      const { amount, target, requestKey } = request;
      await payPasswords.check(userId, request.payPassword);
      const card = target === 'card' ? await cards.ofUser(userId, request.cardId ?? 0) : undefined;
      const type = target === 'card' ? TransactionType.WITHDRAWAL : TransactionType.WITHDRAW_TO_WALLET;
      const outcome = await runLedgerTransaction(db, {
        userId,
        requestKey,
        request: { amount, target, cardId: card?.id },
        type,
        async work({ tx, post }) {
          const [row] = await tx
            .insert(withdrawals)
            .values({
              userId,
              amount,
              payout: Math.round((amount * 100) / DIAMONDS_PER_YUAN),
              target,
              status: target === 'card' ? 'pending' : 'paid',
              cardNumberMasked: card?.cardNumberMasked ?? null,
              bankName: card?.bankName ?? null,
              createdAt: new Date(clock.now()),
              settledAt: target === 'card' ? null : new Date(clock.now()),
            })
            .returning();
          const remark = `withdrawal:${row!.id}`;
          await post([
            { account: incomeAccount(userId), currency: 'balance', amount: -amount, type, remark },
            target === 'card'
              ? { account: held, currency: 'balance', amount, type, remark }
              : { account: userAccount(userId), currency: 'balance', amount, type, remark },
          ]);
          return toWithdrawal(row!);
        },
      });
      return outcome.result;
    },

    pay: (withdrawalId: number) => settle(withdrawalId, 'paid', ''),
    reject: (withdrawalId: number, reason: string) => settle(withdrawalId, 'rejected', reason),

    async pending(): Promise<Array<Withdrawal & { userId: number }>> {
      const rows = await db.select().from(withdrawals).where(eq(withdrawals.status, 'pending'));
      return rows.map((row) => ({ ...toWithdrawal(row), userId: row.userId }));
    },
  };
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
