import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { rooms, users } from './schema-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The revision of each chat channel (`room:{id}`, `matchchat:{id}`): raised in the transaction of
 * every change to it, so it numbers the channel's patches alike on every gateway, and its row lock
 * puts concurrent messages of one channel in one order.
 */
export const chatChannels = pgTable('chat_channels', {
  channel: text('channel').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/** A stored chat message of a room or of a match chat. Deleted ones stay for the log, marked. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    matchId: bigint('match_id', { mode: 'number' }),
    /** text, gift, redPacket, noble or system. */
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    platform: integer('platform').notNull().default(1),
    /** The sender's noble tier in the room when sent: tier, name, badge, bubble. */
    noble: jsonb('noble'),
    gift: jsonb('gift'),
    redPacket: jsonb('red_packet'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('chat_messages_channel_id_idx').on(table.channel, table.id),
    index('chat_messages_room_created_idx').on(table.roomId, table.createdAt),
    check('chat_messages_kind', sql`${table.kind} in ('text', 'gift', 'redPacket', 'noble', 'system')`),
    check('chat_messages_one_target', sql`(${table.roomId} is null) <> (${table.matchId} is null)`),
  ],
);

/** What the anchor set for the room's chat: slow mode and the room's own word list. */
export const chatRoomSettings = pgTable('chat_room_settings', {
  roomId: integer('room_id')
    .primaryKey()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
  words: jsonb('words').$type<string[]>().notNull().default([]),
});

/** A ban of a user in a room: in force until `until` (null: for good) unless lifted. */
export const chatBans = pgTable(
  'chat_bans',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    bannedBy: integer('banned_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('chat_bans_room_user_idx').on(table.roomId, table.userId)],
);

/** A manager (房管) of a room, appointed by its anchor. */
export const chatManagers = pgTable(
  'chat_managers',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [unique('chat_managers_once').on(table.roomId, table.userId)],
);

/** Every moderation act: who did what to whom in which room, and when. */
export const chatModerationActs = pgTable(
  'chat_moderation_acts',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer('target_id').references(() => users.id, { onDelete: 'set null' }),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('chat_moderation_acts_room_idx').on(table.roomId, table.id)],
);

/** A viewer's report of a room or of a message in it, for operators. */
export const chatReports = pgTable('chat_reports', {
  id: serial('id').primaryKey(),
  roomId: integer('room_id')
    .notNull()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
  target: text('target').notNull(),
  reason: text('reason').notNull(),
  reporterId: integer('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** A horn: a site-wide announcement. */
export const horns = pgTable('horns', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  link: text('link'),
  createdAt: createdAt(),
});
