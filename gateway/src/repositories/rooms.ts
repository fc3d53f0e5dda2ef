import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rooms, users } from '../db/schema';

export function createRoomRepository(db: Db) {
  return {
    /** Rooms on air now, with their anchor. */
    live(size: number) {
      return db
        .select({
          roomId: rooms.id,
          title: rooms.title,
          cover: rooms.cover,
          notice: rooms.notice,
          navId: rooms.navId,
          matchId: rooms.matchId,
          isLive: rooms.isLive,
          anchorId: rooms.anchorId,
          nickName: users.nickName,
          portrait: users.portrait,
        })
        .from(rooms)
        .innerJoin(users, eq(users.id, rooms.anchorId))
        .where(eq(rooms.isLive, 1))
        .orderBy(asc(rooms.id))
        .limit(size);
    },
  };
}

export type RoomRepository = ReturnType<typeof createRoomRepository>;
