import { type AnchorCard, FOLLOW_TARGET, type RoomCard } from '@portal/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { portraitOrDefault } from '../accounts/portraits';
import type { Db } from '../db/database';
import { experienceOf, followerCountOf as userFollowerCountOf, levelFrom, qualified } from '../figures';
import { follows, liveNavs, rooms, users } from '../db/schema';

/** How many follow an anchor, as a column of a query over `users` or `rooms` (counted as everywhere, see figures). */
export const followerCountOf = (anchorId: typeof users.id | typeof rooms.anchorId): SQL<number> => userFollowerCountOf(qualified(anchorId));

/** The anchor's experience, as a column of a query over `users`: their level is {@link levelFrom} of it. */
const anchorExperience = experienceOf(qualified(users.id));

/** Whether `viewerId` follows the anchor, as a column; false for a visitor. */
export const followedBy = (viewerId: number | undefined, anchorId: SQL | typeof users.id | typeof rooms.anchorId) =>
  viewerId === undefined
    ? sql<boolean>`false`
    : sql<boolean>`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.userId} = ${viewerId} AND ${follows.targetType} = ${FOLLOW_TARGET.USER} AND ${follows.targetId} = ${anchorId})`;

const roomCardColumns = {
  roomId: rooms.id,
  anchorId: rooms.anchorId,
  nickName: users.nickName,
  portrait: users.portrait,
  experience: anchorExperience,
  title: rooms.title,
  cover: rooms.cover,
  navId: rooms.navId,
  navName: liveNavs.name,
  matchId: rooms.matchId,
  matchType: rooms.matchType,
  isLive: rooms.isLive,
  onAir: rooms.onAir,
  notice: rooms.notice,
  followerCount: followerCountOf(rooms.anchorId),
};

/** Rooms with their anchor and nav, ready for filters and ordering. */
export function selectRoomCards(db: Db) {
  return db
    .select(roomCardColumns)
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .innerJoin(liveNavs, eq(liveNavs.id, rooms.navId));
}

/** The ids of the rooms {@link selectRoomCards} lists (every room with its anchor and nav), lowest first. */
export async function listedRoomIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: rooms.id })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .innerJoin(liveNavs, eq(liveNavs.id, rooms.navId))
    .orderBy(rooms.id);
  return rows.map(({ id }) => id);
}

/** Rooms with their anchor, for counting under the same filters as {@link selectRoomCards}. */
export function countRoomCards(db: Db, where: SQL | undefined) {
  return db
    .select({ value: sql<number>`count(*)::int` })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(where);
}

type RoomCardRow = Awaited<ReturnType<ReturnType<typeof selectRoomCards>['execute']>>[number];

/** A row as a card, with how many watch the room now: a closed room is never shown live or on air. */
export function toRoomCard(row: RoomCardRow, viewerCount: number): RoomCard {
  const isLive = row.isLive === 1 ? 1 : 0;
  return {
    roomId: row.roomId,
    anchorId: row.anchorId,
    nickName: row.nickName,
    portrait: portraitOrDefault(row.portrait),
    level: levelFrom(row.experience),
    title: row.title,
    cover: row.cover,
    navId: row.navId,
    navName: row.navName,
    matchId: row.matchId,
    matchType: row.matchType,
    isLive,
    onAir: isLive === 1 && row.onAir,
    followerCount: Number(row.followerCount),
    viewerCount,
  };
}

/** Open rooms first, then on air, then the most followed. */
export const roomCardOrder = [
  sql`${rooms.isLive} DESC`,
  sql`${rooms.onAir} DESC`,
  sql`${followerCountOf(rooms.anchorId)} DESC`,
  sql`${rooms.id} ASC`,
];

/** `word` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A room's title or its anchor's nickname contains `word`. */
export function roomMatchesWord(word: string): SQL {
  const pattern = containing(word);
  return sql`(${rooms.title} ILIKE ${pattern} OR ${users.nickName} ILIKE ${pattern})`;
}

const anchorCardColumns = (viewerId: number | undefined) => ({
  id: users.id,
  nickName: users.nickName,
  portrait: users.portrait,
  experience: anchorExperience,
  isAnchor: users.isAnchor,
  signature: users.signature,
  followerCount: followerCountOf(users.id),
  roomId: rooms.id,
  isLive: rooms.isLive,
  onAir: rooms.onAir,
  followed: followedBy(viewerId, users.id),
});

/** Users with their room (if any), as anchor cards seen by `viewerId`. */
export function selectAnchorCards(db: Db, viewerId: number | undefined) {
  return db.select(anchorCardColumns(viewerId)).from(users).leftJoin(rooms, eq(rooms.anchorId, users.id));
}

type AnchorCardRow = Awaited<ReturnType<ReturnType<typeof selectAnchorCards>['execute']>>[number];

export function toAnchorCard(row: AnchorCardRow): AnchorCard {
  return {
    id: row.id,
    nickName: row.nickName,
    portrait: portraitOrDefault(row.portrait),
    level: levelFrom(row.experience),
    isAnchor: row.isAnchor === 1 ? 1 : 0,
    signature: row.signature,
    followerCount: Number(row.followerCount),
    roomId: row.roomId,
    isLive: row.isLive === 1 ? 1 : 0,
    onAir: row.isLive === 1 && row.onAir === true,
    followed: Boolean(row.followed),
  };
}

/** The anchor card of one user, or undefined when there is no such user. */
export async function anchorCardOf(db: Db, userId: number, viewerId: number | undefined): Promise<AnchorCard | undefined> {
  const [row] = await selectAnchorCards(db, viewerId).where(eq(users.id, userId)).limit(1);
  return row ? toAnchorCard(row) : undefined;
}
