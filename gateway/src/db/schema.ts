import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  nickName: text('nick_name').notNull().unique(),
  portrait: text('portrait').notNull().default(''),
  level: integer('level'),
  isAnchor: integer('is_anchor').notNull().default(0),
  isExpert: integer('is_expert').notNull().default(0),
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
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

export const liveNavs = pgTable('live_navs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const rooms = pgTable('rooms', {
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
  isLive: integer('is_live').notNull().default(0),
  createdAt: createdAt(),
});
