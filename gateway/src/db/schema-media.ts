import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { rooms } from './schema-core';

/** Each room's secret publishing key; a new one replaces the old, which then stops working. */
export const streamKeys = pgTable('stream_keys', {
  roomId: integer('room_id')
    .primaryKey()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A recorded live session: the FLV file `video` (a name under the recordings folder or the shipped
 * demo media) with its media info. `endedAt` is null while the session is still on air.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    anchorId: integer('anchor_id').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    video: text('video').notNull().unique(),
    mimeType: text('mime_type').notNull().default('video/x-flv'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationMs: integer('duration_ms').notNull().default(0),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
  },
  (table) => [index('recordings_room_started').on(table.roomId, table.startedAt)],
);

/** A highlight video; a paid one costs `price` diamonds (bought through the wallet). */
export const highlights = pgTable(
  'highlights',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    matchType: integer('match_type').notNull(),
    paid: boolean('paid').notNull().default(false),
    price: integer('price').notNull().default(0),
    video: text('video').notNull(),
    mimeType: text('mime_type').notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('highlights_match_type', sql`${table.matchType} in (1, 2)`),
    check('highlights_price', sql`${table.price} >= 0`),
  ],
);
