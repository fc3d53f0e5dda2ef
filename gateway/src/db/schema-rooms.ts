import type { MatchType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { rooms, users } from './schema-core';

/** One opening of a room, from /api/room/up to /api/room/down; endedAt is null while it runs. */
export const roomSessions = pgTable(
  'room_sessions',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    navId: integer('nav_id').notNull(),
    matchId: integer('match_id'),
    matchType: integer('match_type'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('room_sessions_room_started_idx').on(table.roomId, table.startedAt),
    uniqueIndex('room_sessions_one_running').on(table.roomId).where(sql`${table.endedAt} IS NULL`),
  ],
);

/** A match an anchor means to stream; names and kick-off as known when it was reserved. */
export const matchReservations = pgTable(
  'match_reservations',
  {
    id: serial('id').primaryKey(),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    /** 1 football, 2 basketball (the check below holds it to those). */
    matchType: integer('match_type').$type<MatchType>().notNull(),
    leagueName: text('league_name').notNull().default(''),
    homeName: text('home_name').notNull().default(''),
    awayName: text('away_name').notNull().default(''),
    matchTime: timestamp('match_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('match_reservations_once').on(table.anchorId, table.matchId, table.matchType),
    index('match_reservations_match_idx').on(table.matchId, table.matchType),
    check('match_reservations_type', sql`${table.matchType} IN (1, 2)`),
  ],
);

/**
 * Applications to become an anchor (/v/apply). status 1 under review, 2 passed, 3 rejected; a user
 * has at most one under review at a time.
 */
export const anchorApplications = pgTable(
  'anchor_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realName: text('real_name').notNull(),
    contact: text('contact').notNull(),
    socialAccount: text('social_account'),
    introduction: text('introduction').notNull(),
    navId: integer('nav_id').notNull(),
    status: integer('status').notNull().default(1),
    reason: text('reason').notNull().default(''),
    /** Who reviewed it: `command` or `route`, with the operator's note. */
    reviewedBy: text('reviewed_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('anchor_applications_user_idx').on(table.userId, table.submittedAt),
    uniqueIndex('anchor_applications_one_pending').on(table.userId).where(sql`${table.status} = 1`),
    check('anchor_applications_status', sql`${table.status} IN (1, 2, 3)`),
  ],
);
