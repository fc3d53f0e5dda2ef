import { TransactionType } from '@portal/contracts';
import type { Db } from '../../src/db/database';
import { incomeAccount, platformAccount, runLedgerTransaction } from '../../src/wallet/ledger';
import { key } from './support';

/** Anchor income for a user, booked through the ledger as a system grant into the income account. */
export async function createWalletTestIncome(db: Db, userId: number, amount: number) {
  await runLedgerTransaction(db, {
    userId,
    requestKey: key(),
    request: { amount },
    type: TransactionType.SYSTEM_GRANT,
    async work({ post }) {
      await post([
        { account: incomeAccount(userId), currency: 'balance', amount, type: TransactionType.SYSTEM_GRANT },
        { account: platformAccount('grants'), currency: 'balance', amount: -amount, type: TransactionType.SYSTEM_GRANT },
      ]);
      return null;
    },
  });
}
