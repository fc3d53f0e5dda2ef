import { COLLECT_TYPE, type CommunityAuthor, COMMUNITY_MESSAGES, FOLLOW_TARGET, type Post, type ReportedPost, REPORTS_TO_HIDE, ResultCode } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { portraitOrDefault } from '../accounts/portraits';
import type { Db } from '../db/database';
import { circles, collects, follows, postLikes, postPictures, postReports, posts, shields, users } from '../db/schema';
import { experienceOf, levelFrom, postCommentCountOf, postLikeCountOf, qualified } from '../figures';
import { AppError } from '../http/errors';

/** Who is looking: their id, or null for a visitor. */
export type Viewer = number | null;

export type PostQuery = {
  page: number;
  pageSize: number;
  circleId?: number | undefined;
  authorId?: number | undefined;
  anchorsOnly?: boolean;
  /** Only authors this user follows. */
  followedBy?: number | null | undefined;
  sort?: 'latest' | 'hot';
};

export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

// Subqueries name the outer post in full: without a join drizzle leaves columns unqualified, and
// inside the subquery an unqualified `id` would be the subquery's own table's.
const postId = sql.raw('"posts"."id"');
const postAuthorId = sql.raw('"posts"."author_id"');

const likeCountOf = postLikeCountOf(postId);
const commentCountOf = postCommentCountOf(postId);

/**
 * Not deleted, not hidden by reports (its author still sees it), and not shielded by the viewer
 * (the post itself, or its author).
 */
export function visibleTo(viewer: Viewer): SQL {
  const live = and(isNull(posts.deletedAt), viewer === null ? isNull(posts.hiddenAt) : sql`(${posts.hiddenAt} IS NULL OR ${postAuthorId} = ${viewer})`) as SQL;
  if (viewer === null) return live;
  return and(
    live,
    sql`NOT EXISTS (SELECT 1 FROM ${shields} WHERE ${shields.userId} = ${viewer} AND (${shields.postId} = ${postId} OR ${shields.authorId} = ${postAuthorId}))`,
  ) as SQL;
}

/** The author's columns of a query that joins `users`: their card's, and their experience for their level. */
export const authorColumns = () => ({
  authorId: users.id,
  nickName: users.nickName,
  portrait: users.portrait,
  experience: experienceOf(qualified(users.id)),
  isAnchor: users.isAnchor,
});

/** The author card of a row that selected {@link authorColumns}. */
export function authorOf(row: { authorId: number; nickName: string; portrait: string; experience: number; isAnchor: number }): CommunityAuthor {
  return { id: row.authorId, nickName: row.nickName, portrait: portraitOrDefault(row.portrait), level: levelFrom(row.experience), isAnchor: row.isAnchor === 1 ? 1 : 0 };
}

export const postNotFound = () => new AppError(ResultCode.NOT_FOUND, COMMUNITY_MESSAGES.postNotFound);

/** Posts: lists, detail, publishing, deleting, likes and shields. */
export function createPosts(db: Db) {
  const fields = (viewer: Viewer) => ({
    id: posts.id,
    circleId: posts.circleId,
    circleName: circles.name,
    title: posts.title,
    content: posts.content,
    createdAt: posts.createdAt,
    ...authorColumns(),
    likeCount: likeCountOf,
    commentCount: commentCountOf,
    liked:
      viewer === null
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM ${postLikes} WHERE ${postLikes.postId} = ${postId} AND ${postLikes.userId} = ${viewer})`,
    collected:
      viewer === null
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM ${collects} WHERE ${collects.type} = ${COLLECT_TYPE.POST} AND ${collects.targetId} = ${postId} AND ${collects.userId} = ${viewer})`,
  });

  type Row = Awaited<ReturnType<typeof selectRows>>[number];
  const selectRows = (viewer: Viewer, where: SQL | undefined) =>
    db.select(fields(viewer)).from(posts).innerJoin(users, eq(users.id, posts.authorId)).innerJoin(circles, eq(circles.id, posts.circleId)).where(where);

  async function withPictures(rows: Row[], viewer: Viewer): Promise<Post[]> {
    const ids = rows.map((row) => row.id);
    const pictures =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(postPictures)
            .where(inArray(postPictures.postId, ids))
            .orderBy(asc(postPictures.sort), asc(postPictures.id));
    return rows.map((row) => ({
      id: row.id,
      circleId: row.circleId,
      circleName: row.circleName,
      title: row.title,
      content: row.content,
      pictures: pictures
        .filter((picture) => picture.postId === row.id)
        .map(({ id, url, thumbUrl, width, height }) => ({ id, url, thumbUrl, width, height })),
      author: authorOf(row),
      likeCount: Number(row.likeCount),
      commentCount: Number(row.commentCount),
      liked: Boolean(row.liked),
      collected: Boolean(row.collected),
      mine: viewer === row.authorId,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }

  return {
    async list(viewer: Viewer, query: PostQuery): Promise<Page<Post>> {
      const conditions: SQL[] = [visibleTo(viewer)];
      if (query.circleId !== undefined) conditions.push(eq(posts.circleId, query.circleId));
      if (query.authorId !== undefined) conditions.push(eq(posts.authorId, query.authorId));
      if (query.anchorsOnly) conditions.push(eq(users.isAnchor, 1));
      if (query.followedBy !== undefined) {
        conditions.push(
          query.followedBy === null
            ? sql`false`
            : sql`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.userId} = ${query.followedBy} AND ${follows.targetType} = ${FOLLOW_TARGET.USER} AND ${follows.targetId} = ${postAuthorId})`,
        );
      }
      const where = and(...conditions);
      const order =
        query.sort === 'hot'
          ? [desc(sql`${likeCountOf} + 2 * ${commentCountOf}`), desc(posts.createdAt), desc(posts.id)]
          : [desc(posts.createdAt), desc(posts.id)];
      const [rows, totals] = await Promise.all([
        selectRows(viewer, where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(posts).innerJoin(users, eq(users.id, posts.authorId)).where(where),
      ]);
      return { list: await withPictures(rows, viewer), total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** A post the viewer may see, or a 404. */
    async detail(viewer: Viewer, id: number): Promise<Post> {
      const rows = await selectRows(viewer, and(eq(posts.id, id), visibleTo(viewer)));
      const [post] = await withPictures(rows, viewer);
      if (!post) throw postNotFound();
      return post;
    },

    async circleExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: circles.id }).from(circles).where(eq(circles.id, id));
      return row !== undefined;
    },

    /** Deletes the author's own post; anyone else's is refused. */
    async delete(userId: number, id: number): Promise<void> {
      const [post] = await db
        .select({ authorId: posts.authorId })
        .from(posts)
        .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
      if (!post) throw postNotFound();
      if (post.authorId !== userId) throw new AppError(ResultCode.FORBIDDEN, COMMUNITY_MESSAGES.notYourPost);
      await db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, id));
    },

    /** Toggles the user's like; answers the state after and the count of like rows. */
    async toggleLike(userId: number, id: number): Promise<{ liked: boolean; likeCount: number; authorId: number }> {
      const [post] = await db
        .select({ authorId: posts.authorId })
        .from(posts)
        .where(and(eq(posts.id, id), visibleTo(userId)));
      if (!post) throw postNotFound();
      const inserted = await db.insert(postLikes).values({ postId: id, userId }).onConflictDoNothing().returning();
      const liked = inserted.length > 0;
      if (!liked) await db.delete(postLikes).where(and(eq(postLikes.postId, id), eq(postLikes.userId, userId)));
      const [total] = await db.select({ value: likeCountOf }).from(posts).where(eq(posts.id, id));
      return { liked, likeCount: Number(total?.value ?? 0), authorId: post.authorId };
    },

    /** Records the user's report once; hides the post when REPORTS_TO_HIDE users reported it. */
    async report(userId: number, postId: number, reason: string): Promise<{ hidden: boolean }> {
      const [post] = await db
        .select({ authorId: posts.authorId })
        .from(posts)
        .where(and(eq(posts.id, postId), visibleTo(userId)));
      if (!post) throw postNotFound();
      if (post.authorId === userId) throw new AppError(ResultCode.BAD_REQUEST, COMMUNITY_MESSAGES.reportOwnPost);
      await db.insert(postReports).values({ postId, userId, reason }).onConflictDoNothing();
      const [reports] = await db.select({ value: count() }).from(postReports).where(eq(postReports.postId, postId));
      if ((reports?.value ?? 0) < REPORTS_TO_HIDE) return { hidden: false };
      await db.update(posts).set({ hiddenAt: new Date() }).where(and(eq(posts.id, postId), isNull(posts.hiddenAt)));
      return { hidden: true };
    },

    /** The posts reports took down and nobody reviewed yet, oldest first, with their reports. */
    async reported(): Promise<ReportedPost[]> {
      const hidden = await db
        .select({ postId: posts.id, authorId: posts.authorId, authorNickName: users.nickName, title: posts.title, content: posts.content, hiddenAt: posts.hiddenAt })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(and(isNull(posts.deletedAt), sql`${posts.hiddenAt} IS NOT NULL`))
        .orderBy(asc(posts.hiddenAt), asc(posts.id));
      if (hidden.length === 0) return [];
      const reports = await db
        .select()
        .from(postReports)
        .where(inArray(postReports.postId, hidden.map((post) => post.postId)))
        .orderBy(asc(postReports.createdAt));
      return hidden.map((post) => ({
        ...post,
        hiddenAt: post.hiddenAt?.getTime() ?? 0,
        reports: reports
          .filter((report) => report.postId === post.postId)
          .map((report) => ({ userId: report.userId, reason: report.reason, createdAt: report.createdAt.getTime() })),
      }));
    },

    /**
     * The operator's decision on a post reports took down: `restore` shows it again and sets its
     * reports aside (new reports count afresh), `remove` deletes it for everyone.
     */
    async review(postId: number, decision: 'restore' | 'remove'): Promise<void> {
      const [post] = await db
        .select({ hiddenAt: posts.hiddenAt })
        .from(posts)
        .where(and(eq(posts.id, postId), isNull(posts.deletedAt)));
      if (!post) throw postNotFound();
      if (post.hiddenAt === null) throw new AppError(ResultCode.BAD_REQUEST, COMMUNITY_MESSAGES.notHidden);
      await db.transaction(async (tx) => {
        if (decision === 'remove') {
          await tx.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, postId));
          return;
        }
        await tx.delete(postReports).where(eq(postReports.postId, postId));
        await tx.update(posts).set({ hiddenAt: null }).where(eq(posts.id, postId));
      });
    },

    /** Hides a post or an author from the user only. */
    async shield(userId: number, target: { postId?: number | undefined; authorId?: number | undefined }): Promise<void> {
      const { postId, authorId } = target;
      if ((postId === undefined) === (authorId === undefined)) throw new AppError(ResultCode.BAD_REQUEST, COMMUNITY_MESSAGES.shieldTarget);
      if (authorId === userId) throw new AppError(ResultCode.BAD_REQUEST, COMMUNITY_MESSAGES.shieldSelf);
      if (postId !== undefined) {
        const [post] = await db
          .select({ authorId: posts.authorId })
          .from(posts)
          .where(and(eq(posts.id, postId), isNull(posts.deletedAt)));
        if (!post) throw postNotFound();
        if (post.authorId === userId) throw new AppError(ResultCode.BAD_REQUEST, COMMUNITY_MESSAGES.shieldSelf);
        await db.insert(shields).values({ userId, postId }).onConflictDoNothing();
      } else {
        const [author] = await db.select({ id: users.id }).from(users).where(eq(users.id, authorId as number));
        if (!author) throw new AppError(ResultCode.NOT_FOUND, COMMUNITY_MESSAGES.shieldTarget);
        await db.insert(shields).values({ userId, authorId: author.id }).onConflictDoNothing();
      }
    },
  };
}

export type Posts = ReturnType<typeof createPosts>;
