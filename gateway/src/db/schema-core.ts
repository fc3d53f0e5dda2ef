import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull().unique(),
    nickName: text('nick_name').notNull().unique(),
    portrait: text('portrait').notNull().default(''),
    isAnchor: integer('is_anchor').notNull().default(0),
    isExpert: integer('is_expert').notNull().default(0),
    /** argon2id; null for an account made by code login that never set a password. */
    passwordHash: text('password_hash'),
    signature: text('signature').notNull().default(''),
    /** 0 not given, 1 male, 2 female. */
    gender: integer('gender').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [check('users_gender_known', sql`${table.gender} IN (0, 1, 2)`)],
);

/** A login: only the sha256 of its token is kept, so a leaked table opens no account. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    keep: boolean('keep').notNull().default(false),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** One row per user and currency; the wallet ledger will move these, never below zero. */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.currency] }),
    check('balances_currency_known', sql`${table.currency} IN ('balance', 'ticket')`),
    check('balances_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: integer('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('follows_once').on(table.userId, table.targetType, table.targetId),
    index('follows_target_idx').on(table.targetType, table.targetId),
  ],
);

/** Real-name verification, kept masked: the full name and ID number are checked and then dropped. */
export const realNames = pgTable('real_names', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realNameMasked: text('real_name_masked').notNull(),
  idNumberMasked: text('id_number_masked').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsColumns = pgTable('news_columns', {
  columnNo: text('column_no').primaryKey(),
  name: text('name').notNull(),
  type: integer('type').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const newsArticles = pgTable('news_articles', {
  id: serial('id').primaryKey(),
  columnNo: text('column_no')
    .notNull()
    .references(() => newsColumns.columnNo),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  content: text('content').notNull(),
  cover: text('cover').notNull().default(''),
  authorId: integer('author_id'),
  authorName: text('author_name').notNull(),
  views: integer('views').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** What a written article is of, e.g. `report:{matchId}`: the news desk writes each once. Null for an editor's article. */
  sourceKey: text('source_key').unique(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  placeCode: text('place_code').notNull(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  jumpType: integer('jump_type').notNull(),
  innerPageId: integer('inner_page_id'),
  targetId: text('target_id'),
  outerLink: text('outer_link'),
  sort: integer('sort').notNull().default(0),
});

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** How often each word was searched, and when last: the hot words rank by it. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    count: integer('count').notNull().default(0),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('search_words_last_idx').on(t.lastSearchedAt)],
);

export const liveNavs = pgTable('live_navs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    notice: text('notice').notNull().default(''),
    navId: integer('nav_id')
      .notNull()
      .references(() => liveNavs.id),
    matchId: integer('match_id'),
    /** 1 football, 2 basketball; set with matchId. */
    matchType: integer('match_type'),
    /** 1 opened by the anchor (/api/room/up), 0 closed. */
    isLive: integer('is_live').notNull().default(0),
    /** A stream is being received now; only the media server sets it. */
    onAir: boolean('on_air').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    unique('rooms_one_per_anchor').on(table.anchorId),
    check('rooms_is_live_flag', sql`${table.isLive} IN (0, 1)`),
    check('rooms_closed_never_on_air', sql`${table.isLive} = 1 OR NOT ${table.onAir}`),
    check('rooms_match_type', sql`${table.matchType} IS NULL OR ${table.matchType} IN (1, 2)`),
  ],
);

