import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The ledger's accounts other than a user's own wallet (that is `balances`): an anchor's income
 * (`income:<userId>`) and the platform's accounts (`platform:<name>`). Platform accounts are where
 * money enters and leaves, so they may go negative; income never does.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.currency] }),
    check('wallet_accounts_currency_known', sql`${table.currency} IN ('balance', 'ticket')`),
    check('wallet_accounts_kind_known', sql`${table.account} ~ '^(income:[0-9]+|platform:[a-z-]+)$'`),
    check('wallet_accounts_income_not_negative', sql`${table.account} LIKE 'platform:%' OR ${table.amount} >= 0`),
  ],
);

/** One change of money, made once per user and request key; `result` is what the first request answered. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    requestKey: text('request_key').notNull(),
    /** sha256 of the request, so the same key with another request is told apart. */
    fingerprint: text('fingerprint').notNull(),
    type: integer('type').notNull(),
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (table) => [unique('wallet_transactions_key_once').on(table.userId, table.requestKey)],
);

/** Double-entry rows: per transaction and currency they sum to zero. `account` is `user:<id>`, `income:<id>` or `platform:<name>`. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => walletTransactions.id),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    /** A SPEC §3 transaction type code. */
    type: integer('type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.account, table.id),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_type_known', sql`${table.type} BETWEEN 1 AND 15`),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

/** A top-up waiting for, or confirmed by, the payment provider. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** In fen. */
    price: bigint('price', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    /** The client's key for this top-up, so a retried request makes no second order. */
    requestKey: text('request_key').notNull(),
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('recharge_orders_key_once').on(table.userId, table.requestKey),
    check('recharge_orders_status_known', sql`${table.status} IN ('pending', 'paid')`),
  ],
);

/** Notifications a provider sent, by their id: a replayed one is seen here and credits nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  receivedAt: createdAt(),
});

export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    cardNumberMasked: text('card_number_masked').notNull(),
    holderNameMasked: text('holder_name_masked').notNull(),
    /** A keyed hash of the full number, to refuse binding one card twice; the number itself is not kept. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('bank_cards_once').on(table.userId, table.fingerprint)],
);

/** argon2id of a user's six-digit pay password. */
export const payPasswords = pgTable('pay_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    target: text('target').notNull(),
    status: text('status').notNull(),
    cardNumberMasked: text('card_number_masked'),
    bankName: text('bank_name'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_user_idx').on(table.userId),
    check('withdrawals_status_known', sql`${table.status} IN ('pending', 'paid', 'rejected')`),
    check('withdrawals_target_known', sql`${table.target} IN ('card', 'wallet')`),
  ],
);

export const gifts = pgTable('gifts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull().default('balance'),
  sort: integer('sort').notNull().default(0),
});

/** Every gift sent, for the room ranks. */
export const giftEvents = pgTable(
  'gift_events',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => walletTransactions.id),
    roomId: integer('room_id').notNull(),
    anchorId: integer('anchor_id').notNull(),
    senderId: integer('sender_id').notNull(),
    giftId: integer('gift_id').notNull(),
    count: integer('count').notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('gift_events_anchor_idx').on(table.anchorId), index('gift_events_created_idx').on(table.createdAt)],
);

export const nobilityTiers = pgTable('nobility_tiers', {
  id: serial('id').primaryKey(),
  tier: integer('tier').notNull().unique(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  durationDays: integer('duration_days').notNull(),
  badge: text('badge').notNull(),
  bubble: text('bubble').notNull(),
  entryNotice: boolean('entry_notice').notNull().default(false),
  banProtected: boolean('ban_protected').notNull().default(false),
});

/** A tier a user bought, until `expiresAt`; the `active` one is shown in rooms. */
export const nobilities = pgTable(
  'nobilities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => nobilityTiers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tierId] })],
);

export const redPackets = pgTable(
  'red_packets',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    count: integer('count').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The random split, drawn when sent; the n-th grab takes the n-th share. */
    shares: jsonb('shares').$type<number[]>().notNull(),
    grabbedCount: integer('grabbed_count').notNull().default(0),
    grabbedAmount: bigint('grabbed_amount', { mode: 'number' }).notNull().default(0),
    returnedAmount: bigint('returned_amount', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('red_packets_room_idx').on(table.roomId, table.status),
    check('red_packets_grabs_within_count', sql`${table.grabbedCount} BETWEEN 0 AND ${table.count}`),
    check('red_packets_money_within_total', sql`${table.grabbedAmount} + ${table.returnedAmount} <= ${table.total}`),
    check('red_packets_status_known', sql`${table.status} IN ('open', 'finished', 'expired')`),
  ],
);

export const redPacketGrabs = pgTable(
  'red_packet_grabs',
  {
    packetId: integer('packet_id')
      .notNull()
      .references(() => redPackets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.packetId, table.userId] })],
);
