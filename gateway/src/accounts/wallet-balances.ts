import type { Balances } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balances } from '../db/schema';

/** The two currencies of a user's wallet; a currency without a row holds nothing. */
export async function balancesOf(db: Db, userId: number): Promise<Balances> {
  const rows = await db.select().from(balances).where(eq(balances.userId, userId));
  const amountOf = (currency: string) => rows.find((row) => row.currency === currency)?.amount ?? 0;
  return { balance: amountOf('balance'), ticket: amountOf('ticket') };
}
