import { FOLLOW_TARGET } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { follows, matchReservations, rooms, roomSessions } from '../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Which demo anchors (by seed order) follow which, and how many days ago: uneven, so the ranks differ. */
const demoFollows: Array<{ fan: number; anchor: number; daysAgo: number }> = [
  { fan: 1, anchor: 0, daysAgo: 0 },
  { fan: 2, anchor: 0, daysAgo: 0 },
  { fan: 3, anchor: 0, daysAgo: 2 },
  { fan: 4, anchor: 0, daysAgo: 12 },
  { fan: 5, anchor: 0, daysAgo: 20 },
  { fan: 0, anchor: 1, daysAgo: 0 },
  { fan: 2, anchor: 1, daysAgo: 1 },
  { fan: 3, anchor: 1, daysAgo: 3 },
  { fan: 4, anchor: 1, daysAgo: 5 },
  { fan: 0, anchor: 2, daysAgo: 1 },
  { fan: 1, anchor: 2, daysAgo: 9 },
  { fan: 5, anchor: 2, daysAgo: 15 },
  { fan: 0, anchor: 3, daysAgo: 4 },
  { fan: 2, anchor: 3, daysAgo: 25 },
  { fan: 1, anchor: 4, daysAgo: 6 },
];

/** Matches the demo anchors reserved, in hours from now; the first two are what the open rooms 1 and 2 show. */
const demoReservations = [
  { anchor: 0, matchId: 3001, matchType: 1, leagueName: '英超', homeName: '曼城', awayName: '热刺', inHours: -1 },
  { anchor: 1, matchId: 5001, matchType: 2, leagueName: 'NBA', homeName: '湖人', awayName: '勇士', inHours: -0.5 },
  { anchor: 0, matchId: 3002, matchType: 1, leagueName: '欧冠', homeName: '皇马', awayName: '拜仁', inHours: 26 },
  { anchor: 2, matchId: 3003, matchType: 1, leagueName: '西甲', homeName: '巴萨', awayName: '马竞', inHours: 50 },
  { anchor: 4, matchId: 3004, matchType: 1, leagueName: '中超', homeName: '上海海港', awayName: '山东泰山', inHours: 30 },
  { anchor: 5, matchId: 5002, matchType: 2, leagueName: 'CBA', homeName: '广东', awayName: '辽宁', inHours: 8 },
];

/**
 * The live rooms' demo data for the seeded anchors (ids in seed order): the demo anchors follow
 * each other, the open rooms show matches and have a running session, every room has past
 * sessions, and some matches are reserved.
 */
export async function seedRooms(db: Db, anchorIds: readonly number[], now = Date.now()): Promise<void> {
  const anchorAt = (index: number) => {
    const id = anchorIds[index];
    if (id === undefined) throw new Error(`demo rooms refer to missing anchor ${index}`);
    return id;
  };

  await db.insert(follows).values(
    demoFollows.map(({ fan, anchor, daysAgo }, index) => ({
      userId: anchorAt(fan),
      targetType: FOLLOW_TARGET.USER,
      targetId: anchorAt(anchor),
      createdAt: new Date(now - daysAgo * DAY - (index + 1) * 60_000),
    })),
  );

  await db.insert(matchReservations).values(
    demoReservations.map(({ anchor, inHours, ...match }) => ({
      anchorId: anchorAt(anchor),
      ...match,
      matchTime: new Date(now + inHours * HOUR),
      createdAt: new Date(now - 2 * DAY),
    })),
  );

  const showing = new Map(demoReservations.slice(0, 2).map((match) => [anchorAt(match.anchor), match]));
  const demoRooms = await db.select().from(rooms).orderBy(asc(rooms.id));
  for (const [index, room] of demoRooms.entries()) {
    const match = showing.get(room.anchorId);
    if (match && room.isLive === 1) {
      await db.update(rooms).set({ matchId: match.matchId, matchType: match.matchType }).where(eq(rooms.id, room.id));
    }
    const past = [1, 3, 6].map((daysAgo, n) => {
      const startedAt = now - daysAgo * DAY - (index + 2) * HOUR;
      return {
        roomId: room.id,
        anchorId: room.anchorId,
        title: n === 0 ? room.title : `${room.title}（第${3 - n}场回顾）`,
        navId: room.navId,
        startedAt: new Date(startedAt),
        endedAt: new Date(startedAt + (90 + index * 10) * 60_000),
      };
    });
    const running =
      room.isLive === 1
        ? [
            {
              roomId: room.id,
              anchorId: room.anchorId,
              title: room.title,
              navId: room.navId,
              matchId: match?.matchId ?? null,
              matchType: match?.matchType ?? null,
              startedAt: new Date(now - (index + 1) * 20 * 60_000),
              endedAt: null,
            },
          ]
        : [];
    await db.insert(roomSessions).values([...past, ...running]);
  }
}
