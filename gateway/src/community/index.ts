import {
  type AddPostRequestInput,
  COLLECT_TYPE,
  COMMENTS_PER_MINUTE,
  COMMUNITY_MESSAGES,
  type CollectedItem,
  MESSAGE_KIND,
  NEWS_NOT_FOUND_MESSAGE,
  POSTS_PER_MINUTE,
  ResultCode,
} from '@portal/contracts';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FileStorage } from '../accounts/file-storage';
import { maskWords, PLATFORM_WORDS } from '../chat/words';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { circles, collects, drawnPictures, feedback, newsArticles, postPictures, posts } from '../db/schema';
import type { EphemeralStore } from '../ephemeral/store';
import { AppError } from '../http/errors';
import { type CommentTarget, createComments } from './comments';
import { createDrawnPictures, drawnPictureUrl } from './drawing';
import { gradeOf } from './grade';
import { createMessages, type UnreadPush } from './messages';
import { createPostPictures } from './pictures';
import { createPosts, type Page, postNotFound } from './posts';

export type CommunityOptions = {
  db: Db;
  clock: Clock;
  fileStorage: FileStorage;
  store: EphemeralStore;
  /** Where changed unread counts go; read at each change, so sockets attached later count. */
  push: () => UnreadPush;
  /** Words masked in posts and comments; by default the chat's platform words. */
  words?: readonly string[];
};

const MINUTE = 60_000;

/** The community: circles, posts, pictures, comments, likes, shields, collections, feedback, messages. */
export function createCommunity(options: CommunityOptions) {
  const { db, clock, store } = options;
  const words = options.words ?? PLATFORM_WORDS;
  const mask = (text: string) => maskWords(text, words);
  const postsRepo = createPosts(db);
  const pictures = createPostPictures(db, options.fileStorage);
  const drawn = createDrawnPictures(db);
  const messages = createMessages(db, clock, options.push);
  const commentsRepo = createComments(db, clock, messages);

  const limit = async (key: string, perMinute: number, message: string) => {
    if ((await store.hit(key, MINUTE)) > perMinute) throw new AppError(ResultCode.TOO_MANY_REQUESTS, message);
  };

  return {
    posts: postsRepo,
    pictures,
    drawn,
    messages,
    comments: commentsRepo,
    /** Toggles the user's like of a post; a new like tells the author. */
    async likePost(userId: number, postId: number) {
      const { liked, likeCount, authorId } = await postsRepo.toggleLike(userId, postId);
      if (liked) await messages.notify({ userId: authorId, kind: MESSAGE_KIND.LIKE, actorId: userId, postId, text: '赞了你的帖子' });
      return { liked, likeCount };
    },

    async circles() {
      const rows = await db
        .select({
          id: circles.id,
          name: circles.name,
          description: circles.description,
          // Written out: without a join drizzle leaves columns unqualified, and `id` would be the post's.
          postCount: sql<number>`(SELECT count(*)::int FROM posts p WHERE p.circle_id = circles.id AND p.deleted_at IS NULL)`,
        })
        .from(circles)
        .orderBy(asc(circles.sort), asc(circles.id));
      const icons = await db
        .select({ circleId: sql<number>`(${drawnPictures.spec}->>'circleId')::int`, pictureId: drawnPictures.id })
        .from(drawnPictures)
        .where(sql`${drawnPictures.spec}->>'kind' = 'circle'`);
      const iconOf = new Map(icons.map((row) => [Number(row.circleId), row.pictureId]));
      return rows.map((row) => {
        const picture = iconOf.get(row.id);
        return { ...row, icon: picture === undefined ? '' : drawnPictureUrl(picture, true), postCount: Number(row.postCount) };
      });
    },

    /** Publishes a post: rate-limited per user, words masked, the caller's pictures attached. */
    async publish(userId: number, request: Required<AddPostRequestInput>) {
      if (!(await postsRepo.circleExists(request.circleId))) throw new AppError(ResultCode.NOT_FOUND, COMMUNITY_MESSAGES.circleNotFound);
      await limit(`community:post:${userId}`, POSTS_PER_MINUTE, COMMUNITY_MESSAGES.postingTooFast);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({ circleId: request.circleId, authorId: userId, title: mask(request.title), content: mask(request.content), createdAt: new Date(clock.now()) })
          .returning({ id: posts.id });
        if (!row) throw new Error('post not stored');
        await pictures.attach(tx, userId, row.id, request.pictureIds);
        return row.id;
      });
      return postsRepo.detail(userId, id);
    },

    /** Comments or replies: exactly one target, rate-limited per user, words masked. */
    async comment(userId: number, request: { postId?: number | undefined; infoId?: number | undefined; parentId?: number | undefined; content: string }) {
      const { postId, infoId } = request;
      if ((postId === undefined) === (infoId === undefined)) throw new AppError(ResultCode.BAD_REQUEST, COMMUNITY_MESSAGES.commentTarget);
      const target: CommentTarget = postId !== undefined ? { postId } : { infoId: infoId as number };
      await limit(`community:comment:${userId}`, COMMENTS_PER_MINUTE, COMMUNITY_MESSAGES.commentingTooFast);
      return commentsRepo.add(userId, target, request.parentId, mask(request.content));
    },

    async feedback(userId: number, content: string, contact: string) {
      const [row] = await db.insert(feedback).values({ userId, content, contact }).returning({ id: feedback.id });
      if (!row) throw new Error('feedback not stored');
      return { id: row.id };
    },

    /** Collects (true) or uncollects an article or a post; answers whether it is collected after. */
    async collect(userId: number, type: number, targetId: number, on: boolean) {
      if (on) {
        const exists =
          type === COLLECT_TYPE.NEWS
            ? (await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, targetId))).length > 0
            : (await db.select({ id: posts.id }).from(posts).where(and(eq(posts.id, targetId), isNull(posts.deletedAt)))).length > 0;
        if (!exists) {
          throw type === COLLECT_TYPE.NEWS ? new AppError(ResultCode.NOT_FOUND, NEWS_NOT_FOUND_MESSAGE) : postNotFound();
        }
        await db.insert(collects).values({ userId, type, targetId, createdAt: new Date(clock.now()) }).onConflictDoNothing();
      } else {
        await db.delete(collects).where(and(eq(collects.userId, userId), eq(collects.type, type), eq(collects.targetId, targetId)));
      }
      return { collected: on };
    },

    async collected(userId: number, type: number | undefined, page: number, pageSize: number): Promise<Page<CollectedItem>> {
      const where = and(eq(collects.userId, userId), type === undefined ? undefined : eq(collects.type, type));
      const [rows, totals] = await Promise.all([
        db
          .select({
            type: collects.type,
            targetId: collects.targetId,
            createdAt: collects.createdAt,
            newsTitle: newsArticles.title,
            newsCover: newsArticles.cover,
            postTitle: posts.title,
            postContent: posts.content,
            postCover: sql<string | null>`(SELECT ${postPictures.thumbUrl} FROM ${postPictures} WHERE ${postPictures.postId} = ${posts.id} ORDER BY ${postPictures.sort} LIMIT 1)`,
          })
          .from(collects)
          .leftJoin(newsArticles, and(eq(collects.type, COLLECT_TYPE.NEWS), eq(newsArticles.id, collects.targetId)))
          .leftJoin(posts, and(eq(collects.type, COLLECT_TYPE.POST), eq(posts.id, collects.targetId)))
          .where(where)
          .orderBy(desc(collects.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(collects).where(where),
      ]);
      return {
        list: rows.map((row) => ({
          type: row.type === COLLECT_TYPE.NEWS ? COLLECT_TYPE.NEWS : COLLECT_TYPE.POST,
          targetId: row.targetId,
          title: row.type === COLLECT_TYPE.NEWS ? (row.newsTitle ?? '') : row.postTitle || (row.postContent ?? '').slice(0, 40),
          cover: (row.type === COLLECT_TYPE.NEWS ? row.newsCover : row.postCover) ?? '',
          collectedAt: row.createdAt.toISOString(),
        })),
        total: totals[0]?.value ?? 0,
        page,
        pageSize,
      };
    },

    grade: (userId: number) => gradeOf(db, userId),
  };
}

export type Community = ReturnType<typeof createCommunity>;
