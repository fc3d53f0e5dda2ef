import {
  ATTENTION_TYPE,
  type AttentionAnchor,
  type AttentionMatch,
  FOLLOW_TARGET,
  type FollowTarget,
  MATCH_FOLLOW_TARGET,
  MatchType,
  matchTypeOfFollowTarget,
  OPERATE_TYPE,
  type OperAttentionQuery,
  type OperAttentionResponse,
} from '@portal/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { portraitOrDefault } from '../accounts/portraits';
import type { Db } from '../db/database';
import { follows, rooms, users } from '../db/schema';
import { experienceOf, levelFrom, qualified } from '../figures';
import { followerCountOf } from './cards';
import { refuse } from './refusals';
import type { MatchFactsLookup } from './seams';

const MATCH_TARGETS = Object.values(MATCH_FOLLOW_TARGET);

/**
 * Follows of anchors (their rooms) and of matches, in the `follows` table; a match starred on the
 * score pages is the same row (realtime/scores/match-collects.ts). `followed`, when given, is told of each
 * new follower of an anchor (the message centre's follow notices).
 */
export function createFollowBook(db: Db, matchFacts: MatchFactsLookup | undefined, followed?: (anchorId: number) => Promise<void>) {
  /** How many follow the target: an anchor's as every card counts it, a match's of its own target type. */
  const followerCount = async (targetType: number, targetId: number) => {
    const [row] =
      targetType === FOLLOW_TARGET.USER
        ? await db.select({ value: followerCountOf(users.id) }).from(users).where(eq(users.id, targetId))
        : await db
            .select({ value: count() })
            .from(follows)
            .where(and(eq(follows.targetType, targetType), eq(follows.targetId, targetId)));
    return Number(row?.value ?? 0);
  };

  const liveRoomsShowing = async (matchId: number, matchType: number) => {
    const [row] = await db
      .select({ value: count() })
      .from(rooms)
      .where(and(eq(rooms.isLive, 1), eq(rooms.matchId, matchId), eq(rooms.matchType, matchType)));
    return row?.value ?? 0;
  };

  const toAttentionMatch = async (follow: { targetType: number; targetId: number; createdAt: Date }): Promise<AttentionMatch> => {
    const matchType = matchTypeOfFollowTarget(follow.targetType as FollowTarget);
    const facts = matchFacts?.(follow.targetId, matchType);
    return {
      matchId: follow.targetId,
      matchType,
      leagueName: facts?.leagueName ?? '',
      homeName: facts?.homeName ?? '',
      awayName: facts?.awayName ?? '',
      matchTime: facts?.matchTime?.toISOString() ?? null,
      followedAt: follow.createdAt.toISOString(),
      liveRoomCount: await liveRoomsShowing(follow.targetId, matchType),
    };
  };

  const matchesOf = (userId: number) => and(eq(follows.userId, userId), inArray(follows.targetType, MATCH_TARGETS));

  return {
    /** GET /api/attention/operAttention: follow or unfollow an anchor or a match; repeating either changes nothing. */
    async operate(userId: number, query: OperAttentionQuery): Promise<OperAttentionResponse> {
      let targetType: number = FOLLOW_TARGET.USER;
      if (query.type === ATTENTION_TYPE.ANCHOR) {
        if (query.targetId === userId) throw refuse.followSelf();
        const [anchor] = await db.select({ isAnchor: users.isAnchor }).from(users).where(eq(users.id, query.targetId)).limit(1);
        if (anchor?.isAnchor !== 1) throw refuse.anchorNotFound();
      } else {
        targetType = MATCH_FOLLOW_TARGET[query.matchType ?? MatchType.FOOTBALL];
      }
      const target = and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, query.targetId));
      if (query.operateType === OPERATE_TYPE.ADD) {
        const added = await db.insert(follows).values({ userId, targetType, targetId: query.targetId }).onConflictDoNothing().returning({ id: follows.id });
        if (added.length > 0 && targetType === FOLLOW_TARGET.USER) await followed?.(query.targetId);
      } else {
        await db.delete(follows).where(target);
      }
      return { followed: query.operateType === OPERATE_TYPE.ADD, followerCount: await followerCount(targetType, query.targetId) };
    },

    /** GET /api/attention/getAttentionMatchByUser: every match the user follows, newest follow first. */
    async matches(userId: number): Promise<AttentionMatch[]> {
      const rows = await db.select().from(follows).where(matchesOf(userId)).orderBy(desc(follows.createdAt), desc(follows.id));
      return Promise.all(rows.map(toAttentionMatch));
    },

    /** A page of the user's followed matches. */
    async matchPage(userId: number, page: number, pageSize: number): Promise<{ list: AttentionMatch[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(follows)
          .where(matchesOf(userId))
          .orderBy(desc(follows.createdAt), desc(follows.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(follows).where(matchesOf(userId)),
      ]);
      return { list: await Promise.all(rows.map(toAttentionMatch)), total: total?.value ?? 0 };
    },

    /** A page of the anchors the user follows, open rooms first, then the latest follow. */
    async anchorPage(userId: number, page: number, pageSize: number): Promise<{ list: AttentionAnchor[]; total: number }> {
      const where = and(eq(follows.userId, userId), eq(follows.targetType, FOLLOW_TARGET.USER));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            anchorId: users.id,
            nickName: users.nickName,
            portrait: users.portrait,
            experience: experienceOf(qualified(users.id)),
            roomId: rooms.id,
            title: rooms.title,
            cover: rooms.cover,
            isLive: rooms.isLive,
            onAir: rooms.onAir,
            followerCount: followerCountOf(users.id),
            followedAt: follows.createdAt,
          })
          .from(follows)
          .innerJoin(users, eq(users.id, follows.targetId))
          .leftJoin(rooms, eq(rooms.anchorId, users.id))
          .where(where)
          .orderBy(desc(sql`coalesce(${rooms.isLive}, 0)`), desc(follows.createdAt), desc(follows.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(follows).where(where),
      ]);
      return {
        list: rows.map((row) => {
          const isLive = row.isLive === 1 ? 1 : 0;
          return {
            anchorId: row.anchorId,
            nickName: row.nickName,
            portrait: portraitOrDefault(row.portrait),
            level: levelFrom(row.experience),
            roomId: row.roomId,
            title: row.title ?? '',
            cover: row.cover ?? '',
            isLive,
            onAir: isLive === 1 && row.onAir === true,
            followerCount: Number(row.followerCount),
            followedAt: row.followedAt.toISOString(),
          };
        }),
        total: total?.value ?? 0,
      };
    },
  };
}

export type FollowBook = ReturnType<typeof createFollowBook>;
