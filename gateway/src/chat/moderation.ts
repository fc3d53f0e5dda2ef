import type { Clock } from '../clock';
import { aliasedTable, and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  ALREADY_MANAGER_MESSAGE,
  ANCHOR_NOT_MANAGER_MESSAGE,
  ANCHOR_ONLY_MESSAGE,
  banLogDetail,
  CANNOT_BAN_ANCHOR_MESSAGE,
  CANNOT_BAN_MANAGER_MESSAGE,
  CANNOT_TARGET_SELF_MESSAGE,
  MODERATION_ENTRY_NOT_FOUND_MESSAGE,
  NOBLE_PROTECTED_MESSAGE,
  NOT_MODERATOR_MESSAGE,
  ResultCode,
  ROOM_NOT_FOUND_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type BanAddQuery,
  type BanEntry,
  type ChatBanState,
  type ChatRole,
  type ManagerEntry,
  type ModeratedUser,
  type ModerationAct,
  type ModerationAction,
  type ModerationChange,
} from '@portal/contracts';
import type { Db } from '../db/database';
import { chatBans, chatManagers, chatModerationActs, rooms, users } from '../db/schema';
import { AppError } from '../http/errors';
import type { NobilityLookup } from '../nobility/reader';

/** Where moderation changes go: every open moderator console of the room. */
export interface ModerationFeed {
  /** Settles once the change counts everywhere it must (the chat's rules) before the act is answered. */
  changed(change: ModerationChange): void | Promise<void>;
  /** The user no longer moderates the room: their consoles stop receiving its changes. */
  revoked(roomId: number, userId: number): void;
}

export const silentModerationFeed: ModerationFeed = { changed() {}, revoked() {} };

const notAllowed = (message: string) => new AppError(ResultCode.MODERATION_NOT_ALLOWED, message);
const roomNotFound = () => new AppError(ResultCode.NOT_FOUND, ROOM_NOT_FOUND_MESSAGE);

const userColumns = { id: users.id, nickName: users.nickName, portrait: users.portrait };
const asModerated = (row: { id: number; nickName: string; portrait: string }): ModeratedUser => ({
  id: row.id,
  nickName: row.nickName,
  portrait: row.portrait === '' ? null : row.portrait,
});

type Page<T> = { list: T[]; total: number };

/** A settled read's value, or its error thrown where the value is needed. */
const valueOf = <T>(read: PromiseSettledResult<T>): T => {
  if (read.status === 'rejected') throw read.reason;
  return read.value;
};

/**
 * Bans, managers and the log of a room's moderation. The anchor may do everything; a manager may
 * ban and unban, but not touch the anchor, other managers, or (through the nobility seam) a noble
 * whose tier protects them; nobody else may do anything. Every act is logged and sent to the consoles.
 */
export function createModeration(options: {
  db: Db;
  clock: Clock;
  nobility: NobilityLookup;
  feed: () => ModerationFeed;
}) {
  const { db, clock, nobility } = options;

  const anchorOf = async (roomId: number): Promise<number | undefined> => {
    const [room] = await db.select({ anchorId: rooms.anchorId }).from(rooms).where(eq(rooms.id, roomId));
    return room?.anchorId;
  };

  const isManager = async (roomId: number, userId: number): Promise<boolean> => {
    const [row] = await db
      .select({ id: chatManagers.id })
      .from(chatManagers)
      .where(and(eq(chatManagers.roomId, roomId), eq(chatManagers.userId, userId)));
    return row !== undefined;
  };

  /**
   * Who `userId` is in the room, and who its anchor is; undefined when the room does not exist. The
   * two reads go together: on the embedded database each query waits behind the chat's writes.
   */
  const standingIn = async (roomId: number, userId: number | null): Promise<{ role: ChatRole; anchorId: number } | undefined> => {
    const [anchorId, manages] = await Promise.all([anchorOf(roomId), userId === null ? false : isManager(roomId, userId)]);
    if (anchorId === undefined) return undefined;
    const role = userId === null ? 'visitor' : anchorId === userId ? 'anchor' : manages ? 'manager' : 'viewer';
    return { role, anchorId };
  };

  /** Who `userId` is in the room; undefined when the room does not exist. */
  const roleIn = async (roomId: number, userId: number | null): Promise<ChatRole | undefined> => (await standingIn(roomId, userId))?.role;

  /** The actor's role and the room's anchor, refusing anyone who is not the anchor or a manager. */
  const moderatorStanding = async (roomId: number, actorId: number): Promise<{ role: 'anchor' | 'manager'; anchorId: number }> => {
    const standing = await standingIn(roomId, actorId);
    if (standing === undefined) throw roomNotFound();
    const { role, anchorId } = standing;
    if (role !== 'anchor' && role !== 'manager') throw notAllowed(NOT_MODERATOR_MESSAGE);
    return { role, anchorId };
  };

  /** The actor's role, refusing anyone who is not the anchor or a manager. */
  const moderatorRole = async (roomId: number, actorId: number): Promise<'anchor' | 'manager'> => (await moderatorStanding(roomId, actorId)).role;

  const userByNickName = async (nickName: string): Promise<ModeratedUser> => {
    const [row] = await db.select(userColumns).from(users).where(eq(users.nickName, nickName));
    if (!row) throw new AppError(ResultCode.NOT_FOUND, USER_NOT_FOUND_MESSAGE);
    return asModerated(row);
  };

  const userById = async (id: number): Promise<ModeratedUser> => {
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
    if (!row) throw new AppError(ResultCode.NOT_FOUND, USER_NOT_FOUND_MESSAGE);
    return asModerated(row);
  };

  const inForce = (now: number) => and(isNull(chatBans.liftedAt), or(isNull(chatBans.until), gt(chatBans.until, new Date(now))));

  const record = async (
    executor: Pick<Db, 'insert'>,
    act: { roomId: number; action: ModerationAction; actor: ModeratedUser; target: ModeratedUser | null; detail: string; at: number },
  ): Promise<ModerationAct> => {
    const [row] = await executor
      .insert(chatModerationActs)
      .values({
        roomId: act.roomId,
        action: act.action,
        actorId: act.actor.id,
        targetId: act.target?.id ?? null,
        detail: act.detail,
        createdAt: new Date(act.at),
      })
      .returning({ id: chatModerationActs.id });
    if (!row) throw new Error('moderation act not logged');
    return { id: row.id, roomId: act.roomId, action: act.action, actor: act.actor, target: act.target, detail: act.detail, createdAt: act.at };
  };

  const bannedBy = aliasedTable(users, 'banned_by_user');
  const actor = aliasedTable(users, 'actor_user');
  const targetUser = aliasedTable(users, 'target_user');
  const banColumns = {
    id: chatBans.id,
    roomId: chatBans.roomId,
    until: chatBans.until,
    reason: chatBans.reason,
    createdAt: chatBans.createdAt,
    userId: users.id,
    nickName: users.nickName,
    portrait: users.portrait,
    byId: bannedBy.id,
    byNickName: bannedBy.nickName,
    byPortrait: bannedBy.portrait,
  };
  const toBan = (row: {
    id: number;
    roomId: number;
    until: Date | null;
    reason: string;
    createdAt: Date;
    userId: number;
    nickName: string;
    portrait: string;
    byId: number;
    byNickName: string;
    byPortrait: string;
  }): BanEntry => ({
    id: row.id,
    roomId: row.roomId,
    user: asModerated({ id: row.userId, nickName: row.nickName, portrait: row.portrait }),
    until: row.until?.getTime() ?? null,
    reason: row.reason,
    bannedBy: asModerated({ id: row.byId, nickName: row.byNickName, portrait: row.byPortrait }),
    createdAt: row.createdAt.getTime(),
  });

  const nickNameFilter = (nickName: string | undefined) =>
    nickName ? sql`position(lower(${nickName}) in lower(${users.nickName})) > 0` : undefined;

  return {
    roleIn,
    moderatorRole,
    isManager,
    anchorOf,

    /** The user's ban in force in the room, if any. */
    async banOf(roomId: number, userId: number): Promise<ChatBanState | null> {
      const [row] = await db
        .select({ until: chatBans.until, reason: chatBans.reason })
        .from(chatBans)
        .where(and(eq(chatBans.roomId, roomId), eq(chatBans.userId, userId), inForce(clock.now())))
        .orderBy(desc(chatBans.id))
        .limit(1);
      return row ? { until: row.until?.getTime() ?? null, reason: row.reason } : null;
    },

    /** GET /api/forbid/add: bans the user for the chosen duration, replacing a ban they already had there. */
    async ban(actorId: number, query: BanAddQuery): Promise<BanEntry> {
      // A ban is made while the room's chat is busy, and on the embedded database every query waits
      // behind the chat's writes: the reads the checks need go together (in two steps, the second
      // needing the target), and the checks then refuse in the same order as one read at a time.
      const [standingRead, targetRead, actorRead] = await Promise.allSettled([
        moderatorStanding(query.roomId, actorId),
        userByNickName(query.nickName),
        userById(actorId),
      ]);
      const { role, anchorId } = valueOf(standingRead);
      const target = valueOf(targetRead);
      if (target.id === actorId) throw notAllowed(CANNOT_TARGET_SELF_MESSAGE);
      if (target.id === anchorId) throw notAllowed(CANNOT_BAN_ANCHOR_MESSAGE);
      if (role === 'manager') {
        const [targetManages, tier] = await Promise.allSettled([isManager(query.roomId, target.id), nobility.tierOf(target.id, query.roomId)]);
        if (valueOf(targetManages)) throw notAllowed(CANNOT_BAN_MANAGER_MESSAGE);
        if (valueOf(tier)?.banProtected) throw notAllowed(NOBLE_PROTECTED_MESSAGE);
      }
      const actor = valueOf(actorRead);
      const now = clock.now();
      const until = query.duration === 0 ? null : now + query.duration * 60_000;
      const { ban, act } = await db.transaction(async (tx) => {
        await tx
          .update(chatBans)
          .set({ liftedAt: new Date(now), liftedBy: actorId })
          .where(and(eq(chatBans.roomId, query.roomId), eq(chatBans.userId, target.id), isNull(chatBans.liftedAt)));
        const [row] = await tx
          .insert(chatBans)
          .values({
            roomId: query.roomId,
            userId: target.id,
            until: until === null ? null : new Date(until),
            reason: query.reason,
            bannedBy: actorId,
            createdAt: new Date(now),
          })
          .returning({ id: chatBans.id });
        if (!row) throw new Error('ban not stored');
        const detail = banLogDetail(query.duration, query.reason);
        const act = await record(tx, { roomId: query.roomId, action: 'ban', actor, target, detail, at: now });
        const ban: BanEntry = { id: row.id, roomId: query.roomId, user: target, until, reason: query.reason, bannedBy: actor, createdAt: now };
        return { ban, act };
      });
      await options.feed().changed({ change: 'banAdded', roomId: query.roomId, ban, act });
      return ban;
    },

    /** GET /api/forbid/remove: lifts a ban. */
    async unban(actorId: number, banId: number): Promise<void> {
      const [ban] = await db
        .select({ roomId: chatBans.roomId, userId: chatBans.userId })
        .from(chatBans)
        .where(and(eq(chatBans.id, banId), isNull(chatBans.liftedAt)));
      if (!ban) throw new AppError(ResultCode.NOT_FOUND, MODERATION_ENTRY_NOT_FOUND_MESSAGE);
      const role = await moderatorRole(ban.roomId, actorId);
      if (role === 'manager' && (await isManager(ban.roomId, ban.userId))) throw notAllowed(CANNOT_BAN_MANAGER_MESSAGE);
      const [actor, target] = await Promise.all([userById(actorId), userById(ban.userId)]);
      const now = clock.now();
      const act = await db.transaction(async (tx) => {
        const lifted = await tx
          .update(chatBans)
          .set({ liftedAt: new Date(now), liftedBy: actorId })
          .where(and(eq(chatBans.id, banId), isNull(chatBans.liftedAt)))
          .returning({ id: chatBans.id });
        if (lifted.length === 0) throw new AppError(ResultCode.NOT_FOUND, MODERATION_ENTRY_NOT_FOUND_MESSAGE);
        return record(tx, { roomId: ban.roomId, action: 'unban', actor, target, detail: '', at: now });
      });
      await options.feed().changed({ change: 'banRemoved', roomId: ban.roomId, banId, act });
    },

    /** GET /api/forbid/list: the bans in force, newest first, moderators only. */
    async bans(actorId: number, query: { roomId: number; page: number; pageSize: number; nickName?: string | undefined }): Promise<Page<BanEntry>> {
      await moderatorRole(query.roomId, actorId);
      const where = and(eq(chatBans.roomId, query.roomId), inForce(clock.now()), nickNameFilter(query.nickName));
      const [rows, [total]] = await Promise.all([
        db
          .select(banColumns)
          .from(chatBans)
          .innerJoin(users, eq(users.id, chatBans.userId))
          .innerJoin(bannedBy, eq(bannedBy.id, chatBans.bannedBy))
          .where(where)
          .orderBy(desc(chatBans.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(chatBans).innerJoin(users, eq(users.id, chatBans.userId)).where(where),
      ]);
      return { list: rows.map(toBan), total: total?.value ?? 0 };
    },

    /** GET /api/manager/add: the anchor appoints a manager. */
    async appoint(actorId: number, query: { roomId: number; nickName: string }): Promise<ManagerEntry> {
      const role = await moderatorRole(query.roomId, actorId);
      if (role !== 'anchor') throw notAllowed(ANCHOR_ONLY_MESSAGE);
      const target = await userByNickName(query.nickName);
      if (target.id === actorId) throw notAllowed(ANCHOR_NOT_MANAGER_MESSAGE);
      const actor = await userById(actorId);
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatManagers)
          .values({ roomId: query.roomId, userId: target.id, createdBy: actorId, createdAt: new Date(now) })
          .onConflictDoNothing()
          .returning({ id: chatManagers.id });
        if (!row) return undefined;
        const act = await record(tx, { roomId: query.roomId, action: 'managerAdd', actor, target, detail: '', at: now });
        const manager: ManagerEntry = { id: row.id, roomId: query.roomId, user: target, createdAt: now };
        return { manager, act };
      });
      if (result === undefined) throw new AppError(ResultCode.CONFLICT, ALREADY_MANAGER_MESSAGE);
      await options.feed().changed({ change: 'managerAdded', roomId: query.roomId, ...result });
      return result.manager;
    },

    /** GET /api/manager/remove: the anchor dismisses a manager. */
    async dismiss(actorId: number, managerId: number): Promise<void> {
      const [manager] = await db
        .select({ roomId: chatManagers.roomId, userId: chatManagers.userId })
        .from(chatManagers)
        .where(eq(chatManagers.id, managerId));
      if (!manager) throw new AppError(ResultCode.NOT_FOUND, MODERATION_ENTRY_NOT_FOUND_MESSAGE);
      const role = await moderatorRole(manager.roomId, actorId);
      if (role !== 'anchor') throw notAllowed(ANCHOR_ONLY_MESSAGE);
      const [actor, target] = await Promise.all([userById(actorId), userById(manager.userId)]);
      const now = clock.now();
      const act = await db.transaction(async (tx) => {
        const removed = await tx.delete(chatManagers).where(eq(chatManagers.id, managerId)).returning({ id: chatManagers.id });
        if (removed.length === 0) throw new AppError(ResultCode.NOT_FOUND, MODERATION_ENTRY_NOT_FOUND_MESSAGE);
        return record(tx, { roomId: manager.roomId, action: 'managerRemove', actor, target, detail: '', at: now });
      });
      await options.feed().changed({ change: 'managerRemoved', roomId: manager.roomId, managerId, act });
      options.feed().revoked(manager.roomId, manager.userId);
    },

    /** GET /api/manager/list: the managers, newest first, moderators only. */
    async managers(actorId: number, query: { roomId: number; page: number; pageSize: number; nickName?: string | undefined }): Promise<Page<ManagerEntry>> {
      await moderatorRole(query.roomId, actorId);
      const where = and(eq(chatManagers.roomId, query.roomId), nickNameFilter(query.nickName));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: chatManagers.id, roomId: chatManagers.roomId, createdAt: chatManagers.createdAt, user: userColumns })
          .from(chatManagers)
          .innerJoin(users, eq(users.id, chatManagers.userId))
          .where(where)
          .orderBy(desc(chatManagers.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(chatManagers).innerJoin(users, eq(users.id, chatManagers.userId)).where(where),
      ]);
      return {
        list: rows.map((row) => ({ id: row.id, roomId: row.roomId, user: asModerated(row.user), createdAt: row.createdAt.getTime() })),
        total: total?.value ?? 0,
      };
    },

    /** Logs an act that is not a ban or a manager change (a deleted message, a setting) and tells the consoles. */
    async logged(
      roomId: number,
      actorId: number,
      action: ModerationAction,
      detail: string,
      target: { userId: number } | null,
      change: (act: ModerationAct) => ModerationChange,
    ): Promise<ModerationAct> {
      const [actor, targetUser] = await Promise.all([userById(actorId), target === null ? null : userById(target.userId)]);
      const act = await record(db, { roomId, action, actor, target: targetUser, detail, at: clock.now() });
      await options.feed().changed(change(act));
      return act;
    },

    /** GET /api/chat/modLog: the room's moderation log, newest first, moderators only. */
    async acts(actorId: number, query: { roomId: number; page: number; pageSize: number }): Promise<Page<ModerationAct>> {
      await moderatorRole(query.roomId, actorId);
      // Spelled out: drizzle infers no row type for a select joining two aliases of one table.
      const rows: {
        id: number;
        roomId: number;
        action: string;
        detail: string;
        createdAt: Date;
        actorId: number;
        actorNickName: string;
        actorPortrait: string;
        targetId: number | null;
        targetNickName: string | null;
        targetPortrait: string | null;
      }[] = await db
          .select({
            id: chatModerationActs.id,
            roomId: chatModerationActs.roomId,
            action: chatModerationActs.action,
            detail: chatModerationActs.detail,
            createdAt: chatModerationActs.createdAt,
            actorId: actor.id,
            actorNickName: actor.nickName,
            actorPortrait: actor.portrait,
            targetId: targetUser.id,
            targetNickName: targetUser.nickName,
            targetPortrait: targetUser.portrait,
          })
          .from(chatModerationActs)
          .innerJoin(actor, eq(actor.id, chatModerationActs.actorId))
          .leftJoin(targetUser, eq(targetUser.id, chatModerationActs.targetId))
          .where(eq(chatModerationActs.roomId, query.roomId))
          .orderBy(desc(chatModerationActs.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ value: count() }).from(chatModerationActs).where(eq(chatModerationActs.roomId, query.roomId));
      return {
        list: rows.map((row) => ({
          id: row.id,
          roomId: row.roomId,
          action: row.action as ModerationAction,
          actor: asModerated({ id: row.actorId, nickName: row.actorNickName, portrait: row.actorPortrait }),
          target:
            row.targetId === null ? null : asModerated({ id: row.targetId, nickName: row.targetNickName ?? '', portrait: row.targetPortrait ?? '' }),
          detail: row.detail,
          createdAt: row.createdAt.getTime(),
        })),
        total: total?.value ?? 0,
      };
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
