import type { MatchType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-core';
import { walletTransactions } from './schema-wallet';

/** Applications to become an expert, reviewed by an operator as anchor applications are (1 under review, 2 passed, 3 rejected). */
export const expertApplications = pgTable(
  'expert_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    matchType: integer('match_type').$type<MatchType>().notNull(),
    playTypes: jsonb('play_types').$type<number[]>().notNull(),
    introduction: text('introduction').notNull(),
    status: integer('status').notNull().default(1),
    reason: text('reason').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('expert_applications_user_idx').on(table.userId, table.submittedAt),
    uniqueIndex('expert_applications_one_pending').on(table.userId).where(sql`${table.status} = 1`),
    check('expert_applications_status', sql`${table.status} IN (1, 2, 3)`),
    check('expert_applications_match_type', sql`${table.matchType} IN (1, 2)`),
  ],
);

/** An expert's profile, made when an application passes (or by the demo seed). */
export const experts = pgTable(
  'experts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    matchType: integer('match_type').$type<MatchType>().notNull(),
    playTypes: jsonb('play_types').$type<number[]>().notNull(),
    introduction: text('introduction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('experts_match_type', sql`${table.matchType} IN (1, 2)`)],
);

/**
 * A published plan. Nothing edits it after publishing except its settlement (`result`,
 * `settled_at`), which happens once: from pending (0) to a result.
 */
export const expertPlans = pgTable(
  'expert_plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.userId),
    matchType: integer('match_type').$type<MatchType>().notNull(),
    playType: integer('play_type').notNull(),
    title: text('title').notNull(),
    analysis: text('analysis').notNull(),
    price: integer('price').notNull(),
    /** The first kick-off: buying stops then. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    result: integer('result').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('expert_plans_expert_idx').on(table.expertId, table.publishedAt),
    index('expert_plans_result_idx').on(table.result, table.closesAt),
    check('expert_plans_price', sql`${table.price} >= 0`),
    check('expert_plans_match_type', sql`${table.matchType} IN (1, 2)`),
    check('expert_plans_result', sql`${table.result} BETWEEN 0 AND 6`),
    check('expert_plans_settled', sql`(${table.result} = 0) = (${table.settledAt} IS NULL)`),
  ],
);

/** One match of a plan: the side picked, the line and price recorded at publishing, and the match's result for it. */
export const expertPlanLegs = pgTable(
  'expert_plan_legs',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => expertPlans.id),
    matchId: integer('match_id').notNull(),
    side: text('side').notNull(),
    line: doublePrecision('line'),
    odds: doublePrecision('odds').notNull(),
    /** The match as it was at publishing, for pages once the feed no longer holds it. */
    leagueName: text('league_name').notNull(),
    leagueColor: text('league_color').notNull(),
    homeId: integer('home_id').notNull(),
    homeName: text('home_name').notNull(),
    awayId: integer('away_id').notNull(),
    awayName: text('away_name').notNull(),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    /** The final score the leg settled on. */
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    result: integer('result').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.matchId] }),
    index('expert_plan_legs_match_idx').on(table.matchId, table.result),
    check('expert_plan_legs_side', sql`${table.side} IN ('home', 'draw', 'away', 'over', 'under')`),
  ],
);

/** Who bought which plan, with the ledger transactions of the purchase and of its refund. */
export const planPurchases = pgTable(
  'plan_purchases',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => expertPlans.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    price: integer('price').notNull(),
    expertShare: integer('expert_share').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => walletTransactions.id),
    refundTransactionId: integer('refund_transaction_id').references(() => walletTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.buyerId] }), index('plan_purchases_buyer_idx').on(table.buyerId, table.createdAt)],
);
