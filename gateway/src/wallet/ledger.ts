import { createHash } from 'node:crypto';
import { ResultCode, type TransactionType, WALLET_MESSAGES, type WalletCurrency } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balances, ledgerEntries, walletAccounts, walletTransactions } from '../db/schema';
import { AppError } from '../http/errors';
import { ledgerOperations } from '../metrics/counters';

/** A ledger account: a user's own wallet, an anchor's income, or one of the platform's accounts. */
export type LedgerAccount = { kind: 'user'; userId: number } | { kind: 'income'; userId: number } | { kind: 'platform'; name: PlatformAccount };

/** Where money enters and leaves the wallets, and where it waits (red packets, pending withdrawals). */
export type PlatformAccount =
  | 'recharge'
  | 'manual-recharge'
  | 'grants'
  | 'prizes'
  | 'refunds'
  | 'plan-sales'
  | 'highlight-sales'
  | 'nobility-sales'
  | 'red-packets'
  | 'withdrawals-pending'
  | 'withdrawals-paid';

export const userAccount = (userId: number): LedgerAccount => ({ kind: 'user', userId });
export const incomeAccount = (userId: number): LedgerAccount => ({ kind: 'income', userId });
export const platformAccount = (name: PlatformAccount): LedgerAccount => ({ kind: 'platform', name });

export function accountKey(account: LedgerAccount): string {
  return account.kind === 'platform' ? `platform:${account.name}` : `${account.kind}:${account.userId}`;
}

/** One line of a transaction: `amount` is positive for a credit, negative for a debit. */
export type Posting = { account: LedgerAccount; currency: WalletCurrency; amount: number; type: TransactionType; remark?: string };

/** A database transaction as drizzle hands it to the callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type LedgerWork<R> = (context: {
  tx: Tx;
  transactionId: number;
  /** Applies postings that sum to zero per currency; a debit below zero refuses the whole transaction. */
  post(postings: Posting[]): Promise<void>;
}) => Promise<R>;

export type LedgerRequest<R> = {
  /** Whose request key this is; keys are unique per user. */
  userId: number;
  requestKey: string;
  /** What was asked, so the same key with another request is refused. */
  request: unknown;
  type: TransactionType;
  work: LedgerWork<R>;
  /** When it happened, for the service's clock or a history written afterwards; the database's clock when absent. */
  at?: Date;
};

export type LedgerOutcome<R> = { transactionId: number; result: R; replayed: boolean };

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;

function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const fingerprintOf = (request: unknown) => createHash('sha256').update(stableJson(request)).digest('hex');

function insufficient(account: LedgerAccount, currency: WalletCurrency): AppError {
  const message =
    account.kind === 'income'
      ? WALLET_MESSAGES.insufficientIncome
      : currency === 'ticket'
        ? WALLET_MESSAGES.insufficientTickets
        : WALLET_MESSAGES.insufficientDiamonds;
  return new AppError(ResultCode.INSUFFICIENT_FUNDS, message);
}

/** Moves one account by `delta`, never below zero unless it is a platform account; answers the balance after. */
async function move(tx: Tx, account: LedgerAccount, currency: WalletCurrency, delta: number): Promise<number> {
  if (account.kind === 'user') {
    if (delta < 0) {
      const [row] = await tx
        .update(balances)
        .set({ amount: sql`${balances.amount} + ${delta}` })
        .where(and(eq(balances.userId, account.userId), eq(balances.currency, currency), sql`${balances.amount} + ${delta} >= 0`))
        .returning({ amount: balances.amount });
      if (!row) throw insufficient(account, currency);
      return row.amount;
    }
    const [row] = await tx
      .insert(balances)
      .values({ userId: account.userId, currency, amount: delta })
      .onConflictDoUpdate({ target: [balances.userId, balances.currency], set: { amount: sql`${balances.amount} + ${delta}` } })
      .returning({ amount: balances.amount });
    return row!.amount;
  }
  const key = accountKey(account);
  if (delta < 0 && account.kind === 'income') {
    const [row] = await tx
      .update(walletAccounts)
      .set({ amount: sql`${walletAccounts.amount} + ${delta}` })
      .where(and(eq(walletAccounts.account, key), eq(walletAccounts.currency, currency), sql`${walletAccounts.amount} + ${delta} >= 0`))
      .returning({ amount: walletAccounts.amount });
    if (!row) throw insufficient(account, currency);
    return row.amount;
  }
  const [row] = await tx
    .insert(walletAccounts)
    .values({ account: key, currency, amount: delta })
    .onConflictDoUpdate({ target: [walletAccounts.account, walletAccounts.currency], set: { amount: sql`${walletAccounts.amount} + ${delta}` } })
    .returning({ amount: walletAccounts.amount });
  return row!.amount;
}

function assertBalanced(postings: Posting[]): void {
  const sums = new Map<string, number>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) throw new Error(`posting amount ${posting.amount} is not a whole non-zero number`);
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0) + posting.amount);
  }
  for (const [currency, sum] of sums) if (sum !== 0) throw new Error(`postings in ${currency} sum to ${sum}, not 0`);
}

/**
 * Writes postings in one transaction. Accounts are moved in one fixed order (by key and currency)
 * so two transactions never wait on each other's rows in opposite orders.
 */
async function applyPostings(tx: Tx, transactionId: number, postings: Posting[], at: Date | undefined): Promise<void> {
  assertBalanced(postings);
  const ordered = postings
    .map((posting) => ({ posting, key: `${accountKey(posting.account)}|${posting.currency}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { posting } of ordered) {
    const balanceAfter = await move(tx, posting.account, posting.currency, posting.amount);
    await tx.insert(ledgerEntries).values({
      transactionId,
      account: accountKey(posting.account),
      currency: posting.currency,
      type: posting.type,
      amount: posting.amount,
      balanceAfter,
      remark: posting.remark ?? '',
      createdAt: at,
    });
  }
}

/**
 * Runs `work` once per (user, request key) in one database transaction: the same key again answers
 * the first result, the same key with another request is refused, and a serialization failure or
 * deadlock is retried from the start.
 */
export async function runLedgerTransaction<R>(db: Db, request: LedgerRequest<R>): Promise<LedgerOutcome<R>> {
  const fingerprint = fingerprintOf({ type: request.type, request: request.request });
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await db.transaction(async (tx): Promise<LedgerOutcome<R>> => {
        const [created] = await tx
          .insert(walletTransactions)
          .values({ userId: request.userId, requestKey: request.requestKey, fingerprint, type: request.type, createdAt: request.at })
          .onConflictDoNothing()
          .returning({ id: walletTransactions.id });
        if (!created) {
          const [first] = await tx
            .select()
            .from(walletTransactions)
            .where(and(eq(walletTransactions.userId, request.userId), eq(walletTransactions.requestKey, request.requestKey)));
          if (!first) throw Object.assign(new Error('request key row vanished'), { code: '40001' });
          if (first.fingerprint !== fingerprint) throw new AppError(ResultCode.REQUEST_KEY_REUSED, WALLET_MESSAGES.requestKeyReused);
          return { transactionId: first.id, result: first.result as R, replayed: true };
        }
        const result = await request.work({
          tx,
          transactionId: created.id,
          post: (postings) => applyPostings(tx, created.id, postings, request.at),
        });
        await tx
          .update(walletTransactions)
          .set({ result: (result ?? null) as unknown })
          .where(eq(walletTransactions.id, created.id));
        return { transactionId: created.id, result, replayed: false };
      });
      if (!outcome.replayed) ledgerOperations.inc({ type: String(request.type) });
      return outcome;
    } catch (error) {
      const state = sqlStateOf(error);
      if (!state || !RETRYABLE.has(state) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
