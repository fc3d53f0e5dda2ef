import {
  type HistoryListQuery,
  type HistoryPage,
  type MatchType,
  ROOM_TYPE,
  type RoomAudience,
  type RoomCard,
  type RoomDetail,
  type RoomPage,
  type RoomPageQuery,
  type RoomSettingRequest,
  type RoomUpRequest,
} from '@portal/contracts';
import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { UserRecord } from '../accounts/users';
import { beijingMidnight, DAY } from '../beijing-time';
import type { Db } from '../db/database';
import { rooms, roomSessions } from '../db/schema';
import { anchorCardOf, countRoomCards, listedRoomIds, roomCardOrder, roomMatchesWord, selectRoomCards, toRoomCard } from './cards';
import { refuse } from './refusals';
import { openedAtOf, runningSessionOf } from '../db/running-show';
import { NO_SESSION_STATS, sessionStats } from './session-stats';
import type { GoLiveNotifier, RoomChannelPublisher } from '../chat/seams';
import type { RoomAudienceLookup } from '../chat/room-audience';
import { goLiveMatchOf, type ReservationBook } from './reservations';
import type { PlayAddressLookup } from './seams';

export type RoomServiceDependencies = {
  /** Re-reads the room on its socket channel after a change; nothing by default. */
  roomChannel?: RoomChannelPublisher | undefined;
  /** Tells followers a room opened; nobody by default. */
  goLive?: GoLiveNotifier | undefined;
  /** The anchors' reservations, for the reserved match a room opens for; none by default. */
  reservations?: Pick<ReservationBook, 'openingFor'> | undefined;
  /** The stream's play addresses, shown while the room is on air; none by default. */
  playAddresses?: PlayAddressLookup | undefined;
  /** How many watch a room now; nobody by default. */
  audience?: RoomAudienceLookup | undefined;
  clock?: Clock | undefined;
  /** Where failures of the optional seams are reported; they never fail the call that caused them. */
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
};



/** The open rooms the hot list is chosen from, by the directory's order, before the viewers rank them. */
const HOT_ROOM_CANDIDATES = 500;

/**
 * Rooms: the directory, the room page, an anchor opening and closing their room, its settings and
 * past sessions, and the calls the media server and chat make about a room.
 */
export function createRoomService(db: Db, dependencies: RoomServiceDependencies = {}) {
  const clock = dependencies.clock ?? Date;
  const now = () => new Date(clock.now());

  const quietly = async (what: string, roomId: number, call: () => Promise<void>) => {
    try {
      await call();
    } catch (error) {
      dependencies.log?.warn({ err: error, roomId }, `room seam failed: ${what}`);
    }
  };
  const announceChange = (roomId: number) =>
    dependencies.roomChannel ? quietly('roomChanged', roomId, () => dependencies.roomChannel!.roomChanged(roomId)) : Promise.resolve();

  const toCard = (row: Parameters<typeof toRoomCard>[0]) => toRoomCard(row, dependencies.audience?.(row.roomId) ?? 0);

  const roomRow = async (roomId: number) => {
    const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId)).limit(1);
    return room;
  };
  const roomOfAnchor = async (anchorId: number) => {
    const [room] = await db.select().from(rooms).where(eq(rooms.anchorId, anchorId)).limit(1);
    return room;
  };

  /** The room `roomId` (or the anchor's own room when absent), refused unless `actor` is its anchor. */
  const ownRoom = async (actor: UserRecord, roomId: number | undefined) => {
    if (actor.isAnchor !== 1) throw refuse.notAnAnchor();
    if (roomId === undefined) {
      const room = await roomOfAnchor(actor.id);
      if (!room) throw refuse.noRoomYet();
      return room;
    }
    const room = await roomRow(roomId);
    if (!room) throw refuse.roomNotFound();
    if (room.anchorId !== actor.id) throw refuse.notOwnRoom();
    return room;
  };

  const card = async (roomId: number): Promise<(RoomCard & { notice: string }) | undefined> => {
    const [row] = await selectRoomCards(db).where(eq(rooms.id, roomId)).limit(1);
    return row ? { ...toCard(row), notice: row.notice } : undefined;
  };

  async function detail(roomId: number, viewerId: number | undefined): Promise<RoomDetail> {
    const room = await card(roomId);
    if (!room) throw refuse.roomNotFound();
    const [anchor, [running]] = await Promise.all([
      anchorCardOf(db, room.anchorId, viewerId),
      db
        .select({ startedAt: roomSessions.startedAt })
        .from(roomSessions)
        .where(runningSessionOf(roomId))
        .limit(1),
    ]);
    if (!anchor) throw refuse.roomNotFound();
    const playAddresses = room.onAir ? dependencies.playAddresses?.(roomId) : undefined;
    return {
      ...room,
      anchor,
      followed: anchor.followed,
      openedAt: openedAtOf(room.isLive, running?.startedAt),
      ...(playAddresses ? { playAddresses } : {}),
    };
  }

  return {
    /** Whether the room exists and its anchor has opened it: only then may a stream be published to it. */
    async canPublish(roomId: number): Promise<boolean> {
      const room = await roomRow(roomId);
      return room?.isLive === 1;
    },

    /** Marks a stream as being received or not; a closed room never goes on air. */
    async setOnAir(roomId: number, onAir: boolean): Promise<void> {
      const changed = await db
        .update(rooms)
        .set({ onAir })
        .where(and(eq(rooms.id, roomId), sql`${rooms.onAir} <> ${onAir}`, onAir ? eq(rooms.isLive, 1) : undefined))
        .returning({ id: rooms.id });
      if (changed.length > 0) await announceChange(roomId);
    },

    /** The anchor's user id of a room, or undefined when there is no such room. */
    async anchorOf(roomId: number): Promise<number | undefined> {
      return (await roomRow(roomId))?.anchorId;
    },

    /** GET /api/room/page: open rooms (every room with roomType 2), filtered by nav, room and word. */
    async page(query: RoomPageQuery): Promise<RoomPage> {
      const conditions: SQL[] = [];
      if (query.roomType !== ROOM_TYPE.ALL) conditions.push(eq(rooms.isLive, 1));
      if (query.navId !== undefined) conditions.push(eq(rooms.navId, query.navId));
      if (query.roomId !== undefined) conditions.push(eq(rooms.id, query.roomId));
      const word = query.word?.trim();
      if (word) conditions.push(roomMatchesWord(word));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        selectRoomCards(db)
          .where(where)
          .orderBy(...roomCardOrder)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        countRoomCards(db, where),
      ]);
      return { list: rows.map(toCard), total: total?.value ?? 0 };
    },

    /** GET /api/room/hotAppRoom: open rooms, on air first, then the most watched, then the most followed. */
    async hot(size: number): Promise<RoomCard[]> {
      const rows = await selectRoomCards(db)
        .where(eq(rooms.isLive, 1))
        .orderBy(...roomCardOrder)
        .limit(HOT_ROOM_CANDIDATES);
      const cards = rows.map(toCard);
      // Stable: rooms alike on air and watched keep the directory's order.
      cards.sort((a, b) => Number(b.onAir) - Number(a.onAir) || b.viewerCount - a.viewerCount);
      return cards.slice(0, size);
    },

    /** Rooms matching a word, open ones only unless `everyRoom`; at most `size`. */
    async search(word: string, everyRoom: boolean, size: number): Promise<RoomCard[]> {
      const rows = await selectRoomCards(db)
        .where(and(roomMatchesWord(word), everyRoom ? undefined : eq(rooms.isLive, 1)))
        .orderBy(...roomCardOrder)
        .limit(size);
      return rows.map(toCard);
    },

    /** GET /api/match/pcAnchorByMatch: open rooms showing a match. */
    async showingMatch(matchId: number, matchType: number): Promise<RoomCard[]> {
      const rows = await selectRoomCards(db)
        .where(and(eq(rooms.isLive, 1), eq(rooms.matchId, matchId), eq(rooms.matchType, matchType)))
        .orderBy(...roomCardOrder);
      return rows.map(toCard);
    },

    detail,

    /** GET /api/room/audience: how many have the room's page open now. */
    async audience(roomId: number): Promise<RoomAudience> {
      if (!(await roomRow(roomId))) throw refuse.roomNotFound();
      return { roomId, viewerCount: dependencies.audience?.(roomId) ?? 0 };
    },

    /** The room of /api/room/info without a roomId: the signed-in anchor's own. */
    async ownDetail(actor: UserRecord): Promise<RoomDetail> {
      const room = await ownRoom(actor, undefined);
      return detail(room.id, actor.id);
    },

    /**
     * POST /api/room/up: the anchor opens their room (made now if they have none) with a title,
     * nav, and optionally notice, cover and match. Opening an open room updates it and keeps its
     * session running.
     */
    async open(actor: UserRecord, request: RoomUpRequest): Promise<RoomDetail> {
      if (actor.isAnchor !== 1) throw refuse.notAnAnchor();
      const settings = {
        title: request.title,
        navId: request.navId,
        matchId: request.matchId ?? null,
        matchType: request.matchType ?? null,
        ...(request.notice !== undefined ? { notice: request.notice } : {}),
        ...(request.cover !== undefined ? { cover: request.cover } : {}),
      };
      const { roomId, wasLive } = await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(rooms).where(eq(rooms.anchorId, actor.id)).for('update').limit(1);
        let room = existing;
        if (room) {
          await tx.update(rooms).set({ ...settings, isLive: 1 }).where(eq(rooms.id, room.id));
        } else {
          [room] = await tx
            .insert(rooms)
            .values({ anchorId: actor.id, ...settings, isLive: 1 })
            .returning();
          if (!room) throw new Error('insert returned no room');
        }
        const sessionFields = { title: settings.title, navId: settings.navId, matchId: settings.matchId, matchType: settings.matchType };
        const running = await tx
          .update(roomSessions)
          .set(sessionFields)
          .where(and(eq(roomSessions.roomId, room.id), isNull(roomSessions.endedAt)))
          .returning({ id: roomSessions.id });
        if (running.length === 0) {
          await tx.insert(roomSessions).values({ roomId: room.id, anchorId: actor.id, ...sessionFields, startedAt: now() });
        }
        return { roomId: room.id, wasLive: existing?.isLive === 1 };
      });
      await announceChange(roomId);
      if (!wasLive && dependencies.goLive) {
        const goLive = dependencies.goLive;
        await quietly('roomOpened', roomId, async () => {
          const roomMatch = settings.matchId !== null && settings.matchType !== null ? { matchId: settings.matchId, matchType: settings.matchType } : null;
          const reserved = (await dependencies.reservations?.openingFor(actor.id, roomMatch)) ?? null;
          await goLive.roomOpened({
            roomId,
            anchorId: actor.id,
            title: request.title,
            nickName: actor.nickName,
            ...(reserved === null ? {} : { match: goLiveMatchOf(reserved) }),
          });
        });
      }
      return detail(roomId, actor.id);
    },

    /** GET /api/room/down: the anchor closes their room; it goes off air and its session ends. Closing a closed room changes nothing. */
    async close(actor: UserRecord, roomId: number): Promise<RoomDetail> {
      const room = await ownRoom(actor, roomId);
      const changed = await db.transaction(async (tx) => {
        const closed = await tx
          .update(rooms)
          .set({ isLive: 0, onAir: false })
          .where(and(eq(rooms.id, room.id), eq(rooms.isLive, 1)))
          .returning({ id: rooms.id });
        await tx
          .update(roomSessions)
          .set({ endedAt: now() })
          .where(and(eq(roomSessions.roomId, room.id), isNull(roomSessions.endedAt)));
        return closed.length > 0;
      });
      if (changed) await announceChange(room.id);
      return detail(room.id, actor.id);
    },

    /** POST /api/room/setting: the anchor changes their room's title, notice, cover or nav. */
    async update(actor: UserRecord, request: RoomSettingRequest): Promise<RoomDetail> {
      const room = await ownRoom(actor, request.roomId);
      const change = Object.fromEntries(Object.entries(request).filter(([key, value]) => value !== undefined && key !== 'roomId'));
      await db.update(rooms).set(change).where(eq(rooms.id, room.id));
      await announceChange(room.id);
      return detail(room.id, actor.id);
    },

    /** GET /api/history/list: the anchor's own sessions, newest first, by Beijing start day. */
    async history(actor: UserRecord, query: HistoryListQuery): Promise<HistoryPage> {
      const room = await ownRoom(actor, query.roomId);
      const conditions: SQL[] = [eq(roomSessions.roomId, room.id)];
      if (query.startDate) conditions.push(gte(roomSessions.startedAt, beijingMidnight(query.startDate)));
      if (query.endDate) conditions.push(lt(roomSessions.startedAt, new Date(beijingMidnight(query.endDate).getTime() + DAY)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(roomSessions)
          .where(where)
          .orderBy(desc(roomSessions.startedAt), desc(roomSessions.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(roomSessions).where(where),
      ]);
      const at = clock.now();
      const stats = await sessionStats(
        db,
        rows.map((session) => session.id),
        new Date(at),
      );
      return {
        list: rows.map((session) => ({
          id: session.id,
          roomId: session.roomId,
          title: session.title,
          navId: session.navId,
          matchId: session.matchId,
          matchType: session.matchType,
          startedAt: session.startedAt.toISOString(),
          endedAt: session.endedAt?.toISOString() ?? null,
          durationSeconds: Math.max(0, Math.floor(((session.endedAt?.getTime() ?? at) - session.startedAt.getTime()) / 1000)),
          stats: stats.get(session.id) ?? NO_SESSION_STATS,
        })),
        total: total?.value ?? 0,
      };
    },

    /** The ids of every room the directory lists with roomType 2, open or closed, lowest first: the room pages there are. */
    listedRoomIds(): Promise<number[]> {
      return listedRoomIds(db);
    },

    /** The ids of the first `limit` open rooms, lowest first. */
    async openRoomIds(limit: number): Promise<number[]> {
      const open = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.isLive, 1)).orderBy(rooms.id).limit(limit);
      return open.map(({ id }) => id);
    },

    /** The open rooms with the match each streams (null without one). */
    async openRoomMatches(): Promise<{ roomId: number; matchId: number | null; matchType: number | null }[]> {
      return db
        .select({ roomId: rooms.id, matchId: rooms.matchId, matchType: rooms.matchType })
        .from(rooms)
        .where(eq(rooms.isLive, 1))
        .orderBy(rooms.id);
    },

    /** Sets the match a room streams, as its anchor does on 开播设置, and tells the room channel. */
    async showMatch(roomId: number, matchId: number, matchType: MatchType): Promise<void> {
      await db.update(rooms).set({ matchId, matchType }).where(eq(rooms.id, roomId));
      await announceChange(roomId);
    },

    /** The anchor's room id, or undefined before they have one. */
    async roomIdOf(anchorId: number): Promise<number | undefined> {
      return (await roomOfAnchor(anchorId))?.id;
    },
  };
}

export type RoomService = ReturnType<typeof createRoomService>;
