import { FOLLOW_TARGET } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { DemoMatch, DemoMatches } from './demo-matches';
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

/** How many days ago each room's ended sessions were. */
export const PAST_SESSION_DAYS = [1, 3, 6] as const;

/** Later matches the demo anchors reserved: the anchor (by seed order), the sport, and about when it kicks off. */
const laterReservations = [
  { anchor: 0, sport: 'football', inHours: 26 },
  { anchor: 2, sport: 'football', inHours: 50 },
  { anchor: 4, sport: 'football', inHours: 30 },
  { anchor: 5, sport: 'basketball', inHours: 8 },
] as const;

/** What the demo asks of the simulator's schedule for the reservations, in their order. */
export const DEMO_RESERVATION_WISHES = laterReservations.map(({ sport, inHours }) => ({ sport, inHours }));

/** The demo's reservations: the open rooms 1 and 2 show the matches being played, then the later ones. */
function demoReservations(matches: DemoMatches): { anchor: number; match: DemoMatch }[] {
  return [
    { anchor: 0, match: matches.football },
    { anchor: 1, match: matches.basketball },
    ...laterReservations.flatMap(({ anchor }, index) => {
      const match = matches.reserved[index];
      return match ? [{ anchor, match }] : [];
    }),
  ];
}

/**
 * The live rooms' demo data for the seeded anchors (ids in seed order): the open rooms show
 * matches and have a running session, every room has past sessions, some matches are reserved,
 * and the demo anchors follow each other.
 */
export async function seedRooms(db: Db, anchorIds: readonly number[], matches: DemoMatches, now = Date.now()): Promise<void> {
  const anchorAt = (index: number) => {
    const id = anchorIds[index];
    if (id === undefined) throw new Error(`demo rooms refer to missing anchor ${index}`);
    return id;
  };

  const reservations = demoReservations(matches);
  await db.insert(matchReservations).values(
    reservations.map(({ anchor, match }) => ({
      anchorId: anchorAt(anchor),
      matchId: match.matchId,
      matchType: match.matchType,
      leagueName: match.leagueName,
      homeName: match.homeName,
      awayName: match.awayName,
      matchTime: new Date(match.kickoffAt),
      createdAt: new Date(now - 2 * DAY),
    })),
  );

  const showing = new Map(reservations.slice(0, 2).map(({ anchor, match }) => [anchorAt(anchor), match]));
  const demoRooms = await db.select().from(rooms).orderBy(asc(rooms.id));
  // When each anchor's ended session of a day began, by `anchorId:daysAgo`.
  const pastStarts = new Map<string, number>();
  for (const [index, room] of demoRooms.entries()) {
    const match = showing.get(room.anchorId);
    if (match && room.isLive === 1) {
      await db.update(rooms).set({ matchId: match.matchId, matchType: match.matchType }).where(eq(rooms.id, room.id));
    }
    const past = PAST_SESSION_DAYS.map((daysAgo, n) => {
      const startedAt = now - daysAgo * DAY - (index + 2) * HOUR;
      pastStarts.set(`${room.anchorId}:${daysAgo}`, startedAt);
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

  // A follow on a day its anchor was on air came during the show.
  await db.insert(follows).values(
    demoFollows.map(({ fan, anchor, daysAgo }, index) => {
      const showStart = pastStarts.get(`${anchorAt(anchor)}:${daysAgo}`);
      return {
        userId: anchorAt(fan),
        targetType: FOLLOW_TARGET.USER,
        targetId: anchorAt(anchor),
        createdAt: new Date(showStart === undefined ? now - daysAgo * DAY - (index + 1) * 60_000 : showStart + ((index % 5) + 1) * 11 * 60_000),
      };
    }),
  );
}
