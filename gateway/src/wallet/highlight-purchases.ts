import { highlightPurchaseKey, TransactionType } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { walletTransactions } from '../db/schema';
import { platformAccount, runLedgerTransaction, userAccount } from './ledger';

/** Who bought which paid highlight, and the purchase itself; media asks it before it shows or serves one. */
export type HighlightPurchases = {
  /** Of `highlightIds`, those `userId` bought. */
  bought(userId: number, highlightIds: readonly number[]): Promise<Set<number>>;
  /**
   * Debits `price` diamonds for highlight `highlightId` as paid content (type 4). The request key is
   * the highlight's, so a second purchase, even at a changed price, charges nothing.
   */
  buy(userId: number, highlight: { highlightId: number; price: number }): Promise<void>;
};

export function createHighlightPurchases(db: Db): HighlightPurchases {
  return {
    async bought(userId, highlightIds) {
      if (highlightIds.length === 0) return new Set();
      const keys = new Map(highlightIds.map((id) => [highlightPurchaseKey(id), id]));
      const rows = await db
        .select({ requestKey: walletTransactions.requestKey })
        .from(walletTransactions)
        .where(and(eq(walletTransactions.userId, userId), inArray(walletTransactions.requestKey, [...keys.keys()])));
      return new Set(rows.map((row) => keys.get(row.requestKey)).filter((id): id is number => id !== undefined));
    },

    async buy(userId, { highlightId, price }) {
      const remark = highlightPurchaseKey(highlightId);
      await runLedgerTransaction(db, {
        userId,
        requestKey: remark,
        request: { highlightId },
        type: TransactionType.PLAN_PURCHASE,
        async work({ post }) {
          await post([
            { account: userAccount(userId), currency: 'balance', amount: -price, type: TransactionType.PLAN_PURCHASE, remark },
            { account: platformAccount('highlight-sales'), currency: 'balance', amount: price, type: TransactionType.PLAN_PURCHASE, remark },
          ]);
          return null;
        },
      });
    },
  };
}
