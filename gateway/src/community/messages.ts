import { FOLLOW_TARGET, MESSAGE_KIND, type CommunityMessage, type MessageKind, type UnreadCounts } from '@portal/contracts';
import { and, count, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { portraitOrDefault } from '../accounts/portraits';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { communityMessages, follows, messageReads, users } from '../db/schema';
import type { Page } from './posts';

/** Where unread counts go when they change: the user's sockets, or nowhere. */
export type UnreadPush = (userId: number, counts: UnreadCounts) => void;

type StoredKind = typeof MESSAGE_KIND.REPLY | typeof MESSAGE_KIND.LIKE | typeof MESSAGE_KIND.SYSTEM;

/**
 * The message centre: replies, likes and system notices are rows of their own; follows are read
 * from the follows table. Unread means newer than the user's read mark of that kind.
 */
export function createMessages(db: Db, clock: Clock, push: () => UnreadPush) {
  async function readMarks(userId: number): Promise<Map<number, Date>> {
    const rows = await db.select().from(messageReads).where(eq(messageReads.userId, userId));
    return new Map(rows.map((row) => [row.kind, row.readAt]));
  }

  const storedFor = (userId: number, kind: StoredKind): SQL =>
    and(eq(communityMessages.kind, kind), kind === MESSAGE_KIND.SYSTEM ? or(eq(communityMessages.userId, userId), isNull(communityMessages.userId)) : eq(communityMessages.userId, userId)) as SQL;
  const followersOf = (userId: number): SQL => and(eq(follows.targetType, FOLLOW_TARGET.USER), eq(follows.targetId, userId)) as SQL;

  async function unread(userId: number): Promise<UnreadCounts> {
    const marks = await readMarks(userId);
    const after = (kind: number, column: typeof communityMessages.createdAt | typeof follows.createdAt) => {
      const mark = marks.get(kind);
      return mark ? gt(column, mark) : undefined;
    };
    const stored = async (kind: StoredKind) => {
      const [row] = await db
        .select({ value: count() })
        .from(communityMessages)
        .where(and(storedFor(userId, kind), after(kind, communityMessages.createdAt)));
      return row?.value ?? 0;
    };
    const [reply, like, system, followRows] = await Promise.all([
      stored(MESSAGE_KIND.REPLY),
      stored(MESSAGE_KIND.LIKE),
      stored(MESSAGE_KIND.SYSTEM),
      db
        .select({ value: count() })
        .from(follows)
        .where(and(followersOf(userId), after(MESSAGE_KIND.FOLLOW, follows.createdAt))),
    ]);
    const follow = followRows[0]?.value ?? 0;
    return { reply, like, follow, system, total: reply + like + follow + system };
  }

  return {
    unread,

    /** Pushes the user's unread counts, after something counted elsewhere (a new follower) changed them. */
    async pushUnread(userId: number): Promise<void> {
      push()(userId, await unread(userId));
    },

    /** Stores a notice for `userId` and pushes their new unread counts; none for one's own actions. */
    async notify(notice: { userId: number; kind: StoredKind; actorId: number | null; postId?: number; commentId?: number; text: string }) {
      if (notice.actorId === notice.userId) return;
      await db.insert(communityMessages).values({ ...notice, createdAt: new Date(clock.now()) });
      push()(notice.userId, await unread(notice.userId));
    },

    async list(userId: number, kind: MessageKind, page: number, pageSize: number): Promise<Page<CommunityMessage>> {
      const mark = (await readMarks(userId)).get(kind);
      const isUnread = (at: Date) => mark === undefined || at > mark;
      if (kind === MESSAGE_KIND.FOLLOW) {
        const where = followersOf(userId);
        const [rows, totals] = await Promise.all([
          db
            .select({ id: follows.id, createdAt: follows.createdAt, actorId: users.id, nickName: users.nickName, portrait: users.portrait })
            .from(follows)
            .innerJoin(users, eq(users.id, follows.userId))
            .where(where)
            .orderBy(desc(follows.createdAt), desc(follows.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ value: count() }).from(follows).where(where),
        ]);
        return {
          list: rows.map((row) => ({
            id: `follow-${row.id}`,
            kind,
            actor: { id: row.actorId, nickName: row.nickName, portrait: portraitOrDefault(row.portrait) },
            postId: null,
            text: '关注了你',
            unread: isUnread(row.createdAt),
            createdAt: row.createdAt.toISOString(),
          })),
          total: totals[0]?.value ?? 0,
          page,
          pageSize,
        };
      }
      const where = storedFor(userId, kind);
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: communityMessages.id,
            postId: communityMessages.postId,
            text: communityMessages.text,
            createdAt: communityMessages.createdAt,
            actorId: users.id,
            nickName: users.nickName,
            portrait: users.portrait,
          })
          .from(communityMessages)
          .leftJoin(users, eq(users.id, communityMessages.actorId))
          .where(where)
          .orderBy(desc(communityMessages.createdAt), desc(communityMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(communityMessages).where(where),
      ]);
      return {
        list: rows.map((row) => ({
          id: `${kind}-${row.id}`,
          kind,
          actor:
            row.actorId === null ? null : { id: row.actorId, nickName: row.nickName ?? '', portrait: portraitOrDefault(row.portrait) },
          postId: row.postId,
          text: row.text,
          unread: isUnread(row.createdAt),
          createdAt: row.createdAt.toISOString(),
        })),
        total: totals[0]?.value ?? 0,
        page,
        pageSize,
      };
    },

    /** Marks every notice of a kind read and pushes the counts after. */
    async markRead(userId: number, kind: MessageKind): Promise<UnreadCounts> {
      const readAt = new Date(clock.now());
      await db
        .insert(messageReads)
        .values({ userId, kind, readAt })
        .onConflictDoUpdate({ target: [messageReads.userId, messageReads.kind], set: { readAt: sql`excluded.read_at` } });
      const counts = await unread(userId);
      push()(userId, counts);
      return counts;
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;
