import {
  type GiverRank,
  INCOME_CSV_HEADER,
  RANK_SIZE,
  RANK_TYPE,
  type TransactionType,
  transactionTypeLabel,
  WALLET_CURRENCY_LABELS,
  type WalletCurrency,
  type WalletPage,
  type WalletRecord,
  type Withdrawal,
  type WithdrawalStatus,
} from '@portal/contracts';
import { and, count, desc, eq, gte, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/database';
import { giftEvents, ledgerEntries, redPackets, rooms, users, withdrawals } from '../db/schema';
import { createReferenceNames, type ReferenceNames, rowItem } from './row-items';
import { toWithdrawal } from './withdrawals';
import type { Clock } from '../clock';

type Paging = { page: number; pageSize: number };
type EntryRow = typeof ledgerEntries.$inferSelect;

const asCurrency = (value: string): WalletCurrency => (value === 'ticket' ? 'ticket' : 'balance');

function toRecord(row: EntryRow, names: ReferenceNames): WalletRecord {
  return {
    id: row.id,
    type: row.type as TransactionType,
    typeName: transactionTypeLabel(row.type) ?? '',
    currency: asCurrency(row.currency),
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    remark: row.remark,
    item: rowItem(row, names),
    createdAt: row.createdAt.toISOString(),
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BEIJING = 8 * HOUR;

/** Where a rank period starts, Beijing time: today, this week (from Monday) or this month. */
export function rankPeriodStart(rankType: number, now: number): Date {
  const local = new Date(now + BEIJING);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BEIJING;
  if (rankType === RANK_TYPE.WEEK) return new Date(dayStart - ((local.getUTCDay() + 6) % 7) * DAY);
  if (rankType === RANK_TYPE.MONTH) return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - BEIJING);
  return new Date(dayStart);
}

/**
 * What the wallet pages list: ledger rows (each naming what it was for), income rows, withdrawals,
 * the income export and the givers' ranks.
 */
export function createWalletRecords(db: Db, clock: Clock) {
  const references = createReferenceNames();
  references.register('red-packet', async (ids) => {
    const rows = await db.select({ id: redPackets.id, title: rooms.title }).from(redPackets).innerJoin(rooms, eq(rooms.id, redPackets.roomId)).where(inArray(redPackets.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.title]));
  });
  references.register('withdrawal', async (ids) => {
    const rows = await db.select().from(withdrawals).where(inArray(withdrawals.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.target === 'wallet' ? '' : `${row.bankName ?? ''} ${row.cardNumberMasked ?? ''}`.trim()]));
  });

  /** The rows as records, their references named. */
  async function recordsOf(rows: readonly EntryRow[]): Promise<WalletRecord[]> {
    const names = await references.of(rows.map((row) => row.remark));
    return rows.map((row) => toRecord(row, names));
  }

  async function entries(account: string, filters: SQL[], { page, pageSize }: Paging): Promise<WalletPage<WalletRecord>> {
    const where = and(eq(ledgerEntries.account, account), ...filters);
    const [total] = await db.select({ value: count() }).from(ledgerEntries).where(where);
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { list: await recordsOf(rows), total: total?.value ?? 0, page, pageSize };
  }

  async function givers(filters: SQL[]): Promise<GiverRank[]> {
    const total = sum(giftEvents.cost).mapWith(Number);
    const rows = await db
      .select({ userId: giftEvents.senderId, nickName: users.nickName, portrait: users.portrait, total })
      .from(giftEvents)
      .innerJoin(users, eq(users.id, giftEvents.senderId))
      .where(and(eq(giftEvents.currency, 'balance'), ...filters))
      .groupBy(giftEvents.senderId, users.nickName, users.portrait)
      .orderBy(desc(total), giftEvents.senderId)
      .limit(RANK_SIZE);
    return rows.map((row, index) => ({ rank: index + 1, userId: row.userId, nickName: row.nickName, portrait: row.portrait || null, total: row.total }));
  }

  return {
    /** Registers how a feature's references (a plan, a highlight) are named on the rows. */
    nameReferences: references.register,

    transactions: (userId: number, filter: Paging & { type?: number | undefined; currency?: WalletCurrency | undefined }) =>
      entries(
        `user:${userId}`,
        [
          ...(filter.type !== undefined ? [eq(ledgerEntries.type, filter.type)] : []),
          ...(filter.currency !== undefined ? [eq(ledgerEntries.currency, filter.currency)] : []),
        ],
        filter,
      ),

    income: (userId: number, paging: Paging) => entries(`income:${userId}`, [], paging),

    async withdrawals(userId: number, filter: Paging & { status?: WithdrawalStatus | undefined }): Promise<WalletPage<Withdrawal>> {
      const where = and(eq(withdrawals.userId, userId), ...(filter.status ? [eq(withdrawals.status, filter.status)] : []));
      const [total] = await db.select({ value: count() }).from(withdrawals).where(where);
      const rows = await db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { list: rows.map(toWithdrawal), total: total?.value ?? 0, page: filter.page, pageSize: filter.pageSize };
    },

    /** The income rows as CSV, UTF-8 with a BOM so spreadsheet programs read the Chinese right. */
    async incomeCsv(userId: number): Promise<string> {
      const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.account, `income:${userId}`)).orderBy(desc(ledgerEntries.id)).limit(10_000);
      const lines = [INCOME_CSV_HEADER.join(',')];
      for (const record of await recordsOf(rows)) {
        lines.push(
          [record.createdAt, record.typeName, WALLET_CURRENCY_LABELS[record.currency], record.amount, record.balanceAfter, record.item].map(csvCell).join(','),
        );
      }
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },

    /** The top givers (diamonds) to one anchor, all time. */
    giversTo: (anchorId: number) => givers([eq(giftEvents.anchorId, anchorId)]),

    /** The top givers site-wide in a period. */
    giversIn: (rankType: number) => givers([gte(giftEvents.createdAt, rankPeriodStart(rankType, clock.now()))]),

    /** Checks used by tests and the operator: a balance against the sum of its ledger rows. */
    ledgerSum: async (account: string, currency: WalletCurrency) => {
      const [row] = await db
        .select({ value: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.account, account), eq(ledgerEntries.currency, currency)));
      return Number(row?.value ?? 0);
    },
  };
}
export type WalletRecords = ReturnType<typeof createWalletRecords>;
