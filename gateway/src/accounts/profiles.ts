import { type AttentionPage, FOLLOW_TARGET, type FollowTarget, type PersonalSpace } from '@portal/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { experienceOf, followerCountOf, followingCountOf, levelFrom, qualified } from '../figures';
import { follows, users } from '../db/schema';
import { portraitOrDefault } from './portraits';

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** What others may see of a user: the public profile and the follows. */
export function createProfileRepository(db: Db) {
  return {
    async personalSpace(id: number): Promise<PersonalSpace | undefined> {
      const userId = qualified(users.id);
      const [row] = await db
        .select({ user: users, experience: experienceOf(userId), followers: followerCountOf(userId), following: followingCountOf(userId) })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      if (!row) return undefined;
      const { user } = row;
      return {
        id: user.id,
        nickName: user.nickName,
        portrait: portraitOrDefault(user.portrait),
        level: levelFrom(row.experience),
        isAnchor: asFlag(user.isAnchor),
        isExpert: asFlag(user.isExpert),
        signature: user.signature,
        followerCount: Number(row.followers),
        followingCount: Number(row.following),
      };
    },

    /** A user's level, as every page shows it. */
    async level(id: number): Promise<number> {
      const [row] = await db.select({ experience: experienceOf(qualified(users.id)) }).from(users).where(eq(users.id, id));
      return levelFrom(row?.experience ?? 0);
    },

    /** The follows of `userId`, newest first, of one target type or all. */
    async attention(userId: number, type: FollowTarget | undefined, page: number, pageSize: number): Promise<AttentionPage> {
      const conditions: SQL[] = [eq(follows.userId, userId)];
      if (type !== undefined) conditions.push(eq(follows.targetType, type));
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select({ follow: follows, user: users, experience: experienceOf(qualified(users.id)) })
          .from(follows)
          .leftJoin(users, and(eq(follows.targetType, FOLLOW_TARGET.USER), eq(users.id, follows.targetId)))
          .where(where)
          .orderBy(desc(follows.createdAt), desc(follows.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(follows).where(where),
      ]);
      return {
        list: rows.map(({ follow, user, experience }) => ({
          targetType: follow.targetType as FollowTarget,
          targetId: follow.targetId,
          followedAt: follow.createdAt.toISOString(),
          user: user
            ? {
                id: user.id,
                nickName: user.nickName,
                portrait: portraitOrDefault(user.portrait),
                level: levelFrom(experience),
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
