import { type AttentionPage, FOLLOW_TARGET, type FollowTarget, type PersonalSpace } from '@portal/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { follows, users } from '../db/schema';
import { portraitOrDefault } from './portraits';

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** What others may see of a user: the public profile and the follows. */
export function createProfileRepository(db: Db) {
  return {
    async personalSpace(id: number): Promise<PersonalSpace | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!user) return undefined;
      const [[followers], [following]] = await Promise.all([
        db
          .select({ value: count() })
          .from(follows)
          .where(and(eq(follows.targetType, FOLLOW_TARGET.USER), eq(follows.targetId, id))),
        db
          .select({ value: count() })
          .from(follows)
          .where(and(eq(follows.userId, id), eq(follows.targetType, FOLLOW_TARGET.USER))),
      ]);
      return {
        id: user.id,
        nickName: user.nickName,
        portrait: portraitOrDefault(user.portrait),
        level: user.level,
        isAnchor: asFlag(user.isAnchor),
        isExpert: asFlag(user.isExpert),
        signature: user.signature,
        followerCount: followers?.value ?? 0,
        followingCount: following?.value ?? 0,
      };
    },

    /** The follows of `userId`, newest first, of one target type or all. */
    async attention(userId: number, type: FollowTarget | undefined, page: number, pageSize: number): Promise<AttentionPage> {
      const conditions: SQL[] = [eq(follows.userId, userId)];
      if (type !== undefined) conditions.push(eq(follows.targetType, type));
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select({ follow: follows, user: users })
          .from(follows)
          .leftJoin(users, and(eq(follows.targetType, FOLLOW_TARGET.USER), eq(users.id, follows.targetId)))
          .where(where)
          .orderBy(desc(follows.createdAt), desc(follows.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(follows).where(where),
      ]);
      return {
        list: rows.map(({ follow, user }) => ({
          targetType: follow.targetType as FollowTarget,
          targetId: follow.targetId,
          followedAt: follow.createdAt.toISOString(),
          user: user
            ? {
                id: user.id,
                nickName: user.nickName,
                portrait: portraitOrDefault(user.portrait),
                level: user.level,
                isAnchor: asFlag(user.isAnchor),
              }
            : null,
        })),
        total: totals[0]?.value ?? 0,
        page,
        pageSize,
      };
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
