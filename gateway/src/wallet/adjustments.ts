import { TransactionType, type WalletCurrency } from '@portal/contracts';
import type { Db } from '../db/database';
import { type PlatformAccount, platformAccount, runLedgerTransaction, userAccount } from './ledger';

/** The operator and system movements of one user's wallet against a platform account. */
export type Adjustment = {
  userId: number;
  type:
    | typeof TransactionType.MANUAL_RECHARGE
    | typeof TransactionType.SYSTEM_GRANT
    | typeof TransactionType.SYSTEM_DEDUCTION
    | typeof TransactionType.PRIZE_PAYOUT
    | typeof TransactionType.REFUND;
  currency: WalletCurrency;
  amount: number;
  remark: string;
  requestKey: string;
};

const counterpart: Record<Adjustment['type'], PlatformAccount> = {
  [TransactionType.MANUAL_RECHARGE]: 'manual-recharge',
  [TransactionType.SYSTEM_GRANT]: 'grants',
  [TransactionType.SYSTEM_DEDUCTION]: 'grants',
  [TransactionType.PRIZE_PAYOUT]: 'prizes',
  [TransactionType.REFUND]: 'refunds',
};

/**
 * Manual top-up (14), system grant (7), prize payout (5) and refund (6) credit the user; a system
 * deduction (8) debits, never below zero. The request key is the caller's (operator or feature);
 * `at` dates a history written afterwards (the demo's).
 */
export async function adjustWallet(db: Db, adjustment: Adjustment, at?: Date) {
  const { userId, type, currency, amount, remark, requestKey } = adjustment;
  const sign = type === TransactionType.SYSTEM_DEDUCTION ? -1 : 1;
  const outcome = await runLedgerTransaction(db, {
    userId,
    requestKey,
    request: { type, currency, amount },
    type,
    at,
    async work({ transactionId, post }) {
      await post([
        { account: userAccount(userId), currency, amount: sign * amount, type, remark },
        { account: platformAccount(counterpart[type]), currency, amount: -sign * amount, type, remark },
      ]);
      return { transactionId };
    },
  });
  return outcome;
}
