import { type Comment, type CommentThread, COMMUNITY_MESSAGES, MESSAGE_KIND, NEWS_NOT_FOUND_MESSAGE, ResultCode } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { commentLikes, comments, newsArticles, posts, users } from '../db/schema';
import { AppError } from '../http/errors';
import type { Messages } from './messages';
import { articleCommentCountOf, commentLikeCountOf, postCommentCountOf, qualified } from '../figures';
import { authorColumns, authorOf, type Page, postNotFound, type Viewer, visibleTo } from './posts';

const commentNotFound = () => new AppError(ResultCode.NOT_FOUND, COMMUNITY_MESSAGES.commentNotFound);
const replyTo = alias(users, 'reply_to');
/** The outer comment, named in full inside subqueries. */
const commentId = sql.raw('"comments"."id"');
const likeCountOf = commentLikeCountOf(commentId);

/** Where a comment goes: a post or a news article. */
export type CommentTarget = { postId: number } | { infoId: number };

/** Comments on posts and news articles, their replies and likes. */
export function createComments(db: Db, clock: Clock, messages: Messages) {
  const fields = (viewer: Viewer) => ({
    id: comments.id,
    postId: comments.postId,
    infoId: comments.infoId,
    parentId: comments.parentId,
    content: comments.content,
    createdAt: comments.createdAt,
    ...authorColumns(),
    replyToId: replyTo.id,
    replyToName: replyTo.nickName,
    likeCount: likeCountOf,
    liked:
      viewer === null
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${commentId} AND ${commentLikes.userId} = ${viewer})`,
  });
  const select = (viewer: Viewer, where: SQL | undefined) =>
    db.select(fields(viewer)).from(comments).innerJoin(users, eq(users.id, comments.authorId)).leftJoin(replyTo, eq(replyTo.id, comments.replyToUserId)).where(where);
  type Row = Awaited<ReturnType<typeof select>>[number];
  const toComment = (row: Row): Comment => ({
    id: row.id,
    postId: row.postId,
    infoId: row.infoId,
    parentId: row.parentId,
    author: authorOf(row),
    replyTo: row.replyToId === null ? null : { id: row.replyToId, nickName: row.replyToName ?? '' },
    content: row.content,
    likeCount: Number(row.likeCount),
    liked: Boolean(row.liked),
    createdAt: new Date(row.createdAt).toISOString(),
  });

  async function requireTarget(viewer: Viewer, target: CommentTarget): Promise<{ ownerId: number | null }> {
    if ('postId' in target) {
      const [post] = await db
        .select({ authorId: posts.authorId })
        .from(posts)
        .where(and(eq(posts.id, target.postId), visibleTo(viewer)));
      if (!post) throw postNotFound();
      return { ownerId: post.authorId };
    }
    const [article] = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, target.infoId));
    if (!article) throw new AppError(ResultCode.NOT_FOUND, NEWS_NOT_FOUND_MESSAGE);
    return { ownerId: null };
  }

  /** How many comments a target has, replies included: what its page and the lists of posts both say. */
  const commentCountOf = (target: CommentTarget) =>
    'postId' in target
      ? db.select({ value: postCommentCountOf(qualified(posts.id)) }).from(posts).where(eq(posts.id, target.postId))
      : db.select({ value: articleCommentCountOf(qualified(newsArticles.id)) }).from(newsArticles).where(eq(newsArticles.id, target.infoId));

  const targetColumn = (target: CommentTarget) => ('postId' in target ? eq(comments.postId, target.postId) : eq(comments.infoId, target.infoId));

  return {
    /**
     * Top-level comments, newest first, each with all its replies oldest first; `total` counts the
     * threads (the pages), `commentCount` every comment and reply (the 评论 count).
     */
    async threads(viewer: Viewer, target: CommentTarget, page: number, pageSize: number): Promise<Page<CommentThread> & { commentCount: number }> {
      await requireTarget(viewer, target);
      const where = and(targetColumn(target), isNull(comments.parentId));
      const [rows, totals, [all]] = await Promise.all([
        select(viewer, where)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(comments).where(where),
        commentCountOf(target),
      ]);
      const ids = rows.map((row) => row.id);
      const replies = ids.length === 0 ? [] : await select(viewer, inArray(comments.parentId, ids)).orderBy(asc(comments.createdAt), asc(comments.id));
      return {
        list: rows.map((row) => ({
          ...toComment(row),
          replies: replies.filter((reply) => reply.parentId === row.id).map(toComment),
        })),
        total: totals[0]?.value ?? 0,
        commentCount: Number(all?.value ?? 0),
        page,
        pageSize,
      };
    },

    /**
     * A comment on the target, or a reply to `parentId` (a comment of the same target; a reply to
     * a reply joins the same thread). Notifies the post's author and whoever was replied to.
     */
    async add(authorId: number, target: CommentTarget, parentId: number | undefined, content: string): Promise<Comment> {
      const { ownerId } = await requireTarget(authorId, target);
      let threadId: number | null = null;
      let replyToUserId: number | null = null;
      if (parentId !== undefined) {
        const [parent] = await db
          .select({ id: comments.id, parentId: comments.parentId, authorId: comments.authorId })
          .from(comments)
          .where(and(eq(comments.id, parentId), targetColumn(target)));
        if (!parent) throw commentNotFound();
        threadId = parent.parentId ?? parent.id;
        replyToUserId = parent.authorId;
      }
      const [row] = await db
        .insert(comments)
        .values({
          postId: 'postId' in target ? target.postId : null,
          infoId: 'infoId' in target ? target.infoId : null,
          parentId: threadId,
          authorId,
          replyToUserId,
          content,
          createdAt: new Date(clock.now()),
        })
        .returning({ id: comments.id });
      if (!row) throw new Error('comment not stored');
      const postId = 'postId' in target ? target.postId : undefined;
      const excerpt = content.length > 40 ? `${content.slice(0, 40)}…` : content;
      const told = new Set<number>();
      if (replyToUserId !== null) {
        told.add(replyToUserId);
        await messages.notify({ userId: replyToUserId, kind: MESSAGE_KIND.REPLY, actorId: authorId, postId, commentId: row.id, text: `回复了你：${excerpt}` });
      }
      if (ownerId !== null && !told.has(ownerId)) {
        await messages.notify({ userId: ownerId, kind: MESSAGE_KIND.REPLY, actorId: authorId, postId, commentId: row.id, text: `评论了你的帖子：${excerpt}` });
      }
      const [created] = await select(authorId, eq(comments.id, row.id));
      if (!created) throw commentNotFound();
      return toComment(created);
    },

    /** Toggles the user's like of a comment; a new like notifies its author. */
    async toggleLike(userId: number, id: number): Promise<{ liked: boolean; likeCount: number }> {
      const [comment] = await db
        .select({ authorId: comments.authorId, postId: comments.postId, content: comments.content })
        .from(comments)
        .where(eq(comments.id, id));
      if (!comment) throw commentNotFound();
      const inserted = await db.insert(commentLikes).values({ commentId: id, userId }).onConflictDoNothing().returning();
      const liked = inserted.length > 0;
      if (!liked) await db.delete(commentLikes).where(and(eq(commentLikes.commentId, id), eq(commentLikes.userId, userId)));
      const [total] = await db.select({ value: likeCountOf }).from(comments).where(eq(comments.id, id));
      if (liked) {
        const excerpt = comment.content.length > 20 ? `${comment.content.slice(0, 20)}…` : comment.content;
        await messages.notify({
          userId: comment.authorId,
          kind: MESSAGE_KIND.LIKE,
          actorId: userId,
          postId: comment.postId ?? undefined,
          commentId: id,
          text: `赞了你的评论：${excerpt}`,
        });
      }
      return { liked, likeCount: Number(total?.value ?? 0) };
    },
  };
}

export type Comments = ReturnType<typeof createComments>;
