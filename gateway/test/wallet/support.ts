import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { rooms } from '../../src/db/schema';
import { adjustWallet } from '../../src/wallet';
import { rowsOf } from '../db/database-under-test';
import { sql } from 'drizzle-orm';

export const key = () => `k-${randomUUID()}`;

/** Diamonds (or tickets) for a user, through the ledger as an operator's manual top-up. */
export async function fund(db: Db, userId: number, amount: number, currency: 'balance' | 'ticket' = 'balance') {
  await adjustWallet(db, { userId, type: 14, currency, amount, remark: 'test', requestKey: key() });
}

/** The first demo room and its anchor. */
export async function demoRoom(db: Db): Promise<{ roomId: number; anchorId: number }> {
  const [room] = await db.select({ roomId: rooms.id, anchorId: rooms.anchorId }).from(rooms).orderBy(asc(rooms.id)).limit(1);
  if (!room) throw new Error('no demo room');
  return room;
}

/**
 * The ledger's invariants: every balance equals the sum of its ledger rows, every transaction sums
 * to zero per currency, and all accounts together hold zero per currency (money is conserved).
 * Answers the problems found; empty when the books balance.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const userMismatch = await rowsOf<{ user_id: number; currency: string; amount: string; sum: string }>(
    db,
    sql`SELECT b.user_id, b.currency, b.amount, coalesce(l.sum, 0) AS sum FROM balances b
        LEFT JOIN (SELECT account, currency, sum(amount) AS sum FROM ledger_entries GROUP BY account, currency) l
        ON l.account = 'user:' || b.user_id AND l.currency = b.currency
        WHERE b.amount <> coalesce(l.sum, 0)`,
  );
  for (const row of userMismatch) problems.push(`user ${row.user_id} ${row.currency}: balance ${row.amount} but ledger ${row.sum}`);
  const accountMismatch = await rowsOf<{ account: string; currency: string; amount: string; sum: string }>(
    db,
    sql`SELECT a.account, a.currency, a.amount, coalesce(l.sum, 0) AS sum FROM wallet_accounts a
        LEFT JOIN (SELECT account, currency, sum(amount) AS sum FROM ledger_entries GROUP BY account, currency) l
        ON l.account = a.account AND l.currency = a.currency
        WHERE a.amount <> coalesce(l.sum, 0)`,
  );
  for (const row of accountMismatch) problems.push(`${row.account} ${row.currency}: balance ${row.amount} but ledger ${row.sum}`);
  const orphans = await rowsOf<{ account: string }>(
    db,
    sql`SELECT DISTINCT l.account FROM ledger_entries l WHERE l.account LIKE 'user:%'
        AND NOT EXISTS (SELECT 1 FROM balances b WHERE 'user:' || b.user_id = l.account AND b.currency = l.currency)`,
  );
  for (const row of orphans) problems.push(`${row.account} has ledger rows but no balance`);
  const unbalanced = await rowsOf<{ transaction_id: number; currency: string; sum: string }>(
    db,
    sql`SELECT transaction_id, currency, sum(amount) AS sum FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount) <> 0`,
  );
  for (const row of unbalanced) problems.push(`transaction ${row.transaction_id} sums to ${row.sum} ${row.currency}`);
  const totals = await rowsOf<{ currency: string; total: string }>(
    db,
    sql`SELECT currency, sum(amount) AS total FROM (SELECT currency, amount FROM balances UNION ALL SELECT currency, amount FROM wallet_accounts) t
        GROUP BY currency HAVING sum(amount) <> 0`,
  );
  for (const row of totals) problems.push(`${row.currency} is not conserved: accounts total ${row.total}`);
  const negative = await rowsOf<{ user_id: number }>(db, sql`SELECT user_id FROM balances WHERE amount < 0`);
  for (const row of negative) problems.push(`user ${row.user_id} below zero`);
  return problems;
}
