import { type Grade, levelOf } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { experienceOf, likesReceivedOf, postCountOf, userCommentCountOf } from '../figures';

/** A user's grade (/v/grade): their experience from what they did, counted as every page counts it, and the level it reaches. */
export async function gradeOf(db: Db, userId: number): Promise<Grade> {
  const id = sql`${userId}`;
  const [row] = await db
    .select({ posts: postCountOf(id), comments: userCommentCountOf(id), likes: likesReceivedOf(id), experience: experienceOf(id) })
    .from(users)
    .where(eq(users.id, userId));
  const experience = Number(row?.experience ?? 0);
  return { experience, ...levelOf(experience), posts: Number(row?.posts ?? 0), comments: Number(row?.comments ?? 0), likesReceived: Number(row?.likes ?? 0) };
}
