import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { newsArticles, users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The user a row belongs to; the row goes with the user. */
const userRef = () => integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });
/** The post a row belongs to; the row goes with the post. */
const postRef = () => integer('post_id').notNull().references((): AnyPgColumn => posts.id, { onDelete: 'cascade' });

/** A circle of the community: a league's fans, or the general talk. */
export const circles = pgTable('circles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** The circle's colour on its drawn icon, 0-359. */
  hue: integer('hue').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/** A post; deletedAt is set when its author deletes it, hiddenAt when reports took it down pending review. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [index('posts_circle_created_idx').on(table.circleId, table.createdAt), index('posts_author_idx').on(table.authorId, table.createdAt)],
);

/** A picture uploaded for a post: the stored image and its thumbnail; postId is null until the post is published. */
export const postPictures = pgTable(
  'post_pictures',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('post_pictures_post_idx').on(table.postId)],
);

/** One like of a post by a user; a post's like count is the count of its rows. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: postRef(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/**
 * A comment on a post or on a news article (exactly one of postId, infoId); parentId is the
 * top-level comment a reply belongs to, replyToUserId whom it answers.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    infoId: integer('info_id').references(() => newsArticles.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyToUserId: integer('reply_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('comments_post_idx').on(table.postId, table.createdAt),
    index('comments_info_idx').on(table.infoId, table.createdAt),
    index('comments_parent_idx').on(table.parentId),
    // A user's comments count towards their experience (figures.ts).
    index('comments_author_idx').on(table.authorId),
    check('comments_one_target', sql`(${table.postId} IS NULL) <> (${table.infoId} IS NULL)`),
  ],
);

/** One like of a comment by a user. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

/** A user's report of a post; enough of them hide the post pending review. */
export const postReports = pgTable(
  'post_reports',
  {
    postId: postRef(),
    userId: userRef(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** A post or an author a user hid from themselves. */
export const shields = pgTable(
  'shields',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('shields_once').on(table.userId, table.postId, table.authorId).nullsNotDistinct(),
    check('shields_one_target', sql`(${table.postId} IS NULL) <> (${table.authorId} IS NULL)`),
  ],
);

/** Something a user collected: type 1 a news article, 2 a post. */
export const collects = pgTable(
  'collects',
  {
    userId: userRef(),
    type: integer('type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type, table.targetId] }), check('collects_type', sql`${table.type} IN (1, 2)`)],
);

/** Feedback a user sent. */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  contact: text('contact').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * A notice for a user's message centre: kind 1 a reply or comment, 2 a like, 4 a system notice
 * (follows, kind 3, are read from the follows themselves). userId null: a notice to everyone.
 */
export const communityMessages = pgTable(
  'community_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: integer('kind').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('community_messages_user_idx').on(table.userId, table.kind, table.createdAt), check('community_messages_kind', sql`${table.kind} IN (1, 2, 4)`)],
);

/** Up to when a user has read each kind of message. */
export const messageReads = pgTable(
  'message_reads',
  {
    userId: userRef(),
    kind: integer('kind').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** A picture the portal draws itself (score cards, circle icons): what to draw, not the pixels. */
export const drawnPictures = pgTable('drawn_pictures', {
  id: serial('id').primaryKey(),
  spec: jsonb('spec').notNull(),
});

/** What ties a news article to the matches and teams it is about: its pictures, teams and league. */
export const newsArticleLinks = pgTable(
  'news_article_links',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    teamIds: jsonb('team_ids').$type<number[]>().notNull().default([]),
    leagueName: text('league_name').notNull().default(''),
    matchId: integer('match_id'),
  },
  (table) => [index('news_article_links_league_idx').on(table.leagueName)],
);
