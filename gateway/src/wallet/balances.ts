import type { Balances, IncomeBalances } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balances, walletAccounts } from '../db/schema';
import type { Tx } from './ledger';

/** A user's diamonds (balance) and tickets; a currency without a row holds nothing. */
export async function walletBalancesOf(db: Db | Tx, userId: number): Promise<Balances> {
  const rows = await db.select().from(balances).where(eq(balances.userId, userId));
  const amountOf = (currency: string) => rows.find((row) => row.currency === currency)?.amount ?? 0;
  return { balance: amountOf('balance'), ticket: amountOf('ticket') };
}

/** A user's anchor income by currency. */
export async function incomeBalancesOf(db: Db | Tx, userId: number): Promise<IncomeBalances> {
  const rows = await db.select().from(walletAccounts).where(inArray(walletAccounts.account, [`income:${userId}`]));
  const amountOf = (currency: string) => rows.find((row) => row.currency === currency)?.amount ?? 0;
  return { balance: amountOf('balance'), ticket: amountOf('ticket') };
}
