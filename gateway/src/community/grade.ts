import { EXPERIENCE_POINTS, type Grade, levelOf } from '@portal/contracts';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { comments, postLikes, posts, users } from '../db/schema';

/** Experience from what the user did: posts, comments, and likes their posts received. */
export async function gradeOf(db: Db, userId: number): Promise<Grade> {
  const [[postRow], [commentRow], [likeRow]] = await Promise.all([
    db.select({ value: count() }).from(posts).where(and(eq(posts.authorId, userId), isNull(posts.deletedAt))),
    db.select({ value: count() }).from(comments).where(eq(comments.authorId, userId)),
    db
      .select({ value: count() })
      .from(postLikes)
      .innerJoin(posts, eq(posts.id, postLikes.postId))
      .where(and(eq(posts.authorId, userId), isNull(posts.deletedAt))),
  ]);
  const postCount = postRow?.value ?? 0;
  const commentCount = commentRow?.value ?? 0;
  const likes = likeRow?.value ?? 0;
  const experience = postCount * EXPERIENCE_POINTS.POST + commentCount * EXPERIENCE_POINTS.COMMENT + likes * EXPERIENCE_POINTS.LIKE_RECEIVED;
  return { experience, ...levelOf(experience), posts: postCount, comments: commentCount, likesReceived: likes };
}

/**
 * Raises the user's level (the LV of the user popover and the cards) to what their experience
 * reached; a level is never lowered, so levels granted otherwise stay.
 */
export async function raiseLevel(db: Db, userId: number): Promise<void> {
  const { level } = await gradeOf(db, userId);
  await db
    .update(users)
    .set({ level })
    .where(and(eq(users.id, userId), or(isNull(users.level), lt(users.level, level))));
}
