import type { ChatBanState } from '@portal/contracts';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { EphemeralStore } from '../ephemeral/store';
import { chatBans, chatManagers, chatRoomSettings, rooms } from '../db/schema';

/** What a room's chat checks a message against, as the database held it when it was read. */
export type RoomRules = {
  anchorId: number;
  slowModeSeconds: number;
  words: readonly string[];
  managers: ReadonlySet<number>;
  /** Bans not lifted, by user; one past its end no longer counts. */
  bans: ReadonlyMap<number, ChatBanState>;
};

/** How long a room's rules version is kept in the store; a room untouched that long starts again at 1. */
const VERSION_TTL_MS = 365 * 24 * 3_600_000;
const versionKey = (roomId: number) => `chat-rules:${roomId}`;

/**
 * Each room's chat rules in memory, read from the database once and again after a change. Every
 * change (a ban, a manager, the words, slow mode) raises the room's version in the ephemeral store
 * (Redis, shared by the gateways) before the act is answered; a message reads that one number and
 * no table, and rules read under an older version are read again. So a ban acknowledged before a
 * message counts for it on every gateway.
 */
export function createRoomRules(db: Db, clock: Clock, store: EphemeralStore) {
  const held = new Map<number, { version: string; rules: Promise<RoomRules | undefined> }>();

  const read = async (roomId: number): Promise<RoomRules | undefined> => {
    const [room] = await db
      .select({ anchorId: rooms.anchorId, slowModeSeconds: chatRoomSettings.slowModeSeconds, words: chatRoomSettings.words })
      .from(rooms)
      .leftJoin(chatRoomSettings, eq(chatRoomSettings.roomId, rooms.id))
      .where(eq(rooms.id, roomId));
    if (!room) return undefined;
    const managers = await db.select({ userId: chatManagers.userId }).from(chatManagers).where(eq(chatManagers.roomId, roomId));
    const bans = await db
      .select({ userId: chatBans.userId, until: chatBans.until, reason: chatBans.reason })
      .from(chatBans)
      .where(and(eq(chatBans.roomId, roomId), isNull(chatBans.liftedAt), or(isNull(chatBans.until), gt(chatBans.until, new Date(clock.now())))))
      .orderBy(chatBans.id);
    return {
      anchorId: room.anchorId,
      slowModeSeconds: room.slowModeSeconds ?? 0,
      words: room.words ?? [],
      managers: new Set(managers.map((row) => row.userId)),
      // The newest ban of a user is the one in force.
      bans: new Map(bans.map((row) => [row.userId, { until: row.until?.getTime() ?? null, reason: row.reason }])),
    };
  };

  return {
    /** The room's rules; undefined when there is no such room. */
    async of(roomId: number): Promise<RoomRules | undefined> {
      const version = (await store.get(versionKey(roomId))) ?? '0';
      const kept = held.get(roomId);
      if (kept !== undefined && kept.version === version) return kept.rules;
      // Read under the version seen first: a change during the read raises it, and the next message reads again.
      const rules = read(roomId);
      held.set(roomId, { version, rules });
      rules.then(
        (found) => {
          if (found === undefined && held.get(roomId)?.rules === rules) held.delete(roomId);
        },
        () => {
          if (held.get(roomId)?.rules === rules) held.delete(roomId);
        },
      );
      return rules;
    },

    /** The user's ban in force in the room now, if any. */
    banIn(rules: RoomRules, userId: number): ChatBanState | null {
      const ban = rules.bans.get(userId);
      if (ban === undefined || (ban.until !== null && ban.until <= clock.now())) return null;
      return ban;
    },

    /** The room's rules changed: every gateway reads them again for its next message there. */
    async changed(roomId: number): Promise<void> {
      await store.hit(versionKey(roomId), VERSION_TTL_MS);
      held.delete(roomId);
    },
  };
}

export type RoomRulesCache = ReturnType<typeof createRoomRules>;
