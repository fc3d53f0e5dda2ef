import { EXPERIENCE_POINTS, FOLLOW_TARGET, levelOf } from '@portal/contracts';
import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { commentLikes, comments, follows, postLikes, posts } from './db/schema';

// The figures the portal shows of users, posts and comments: each counted from its rows here, as a
// column any query can select, so a list, a page and a toggle's answer never count one differently.
// A subquery names its tables by aliases of its own and the outer row in full: drizzle leaves the
// columns of a one-table query unqualified, and an unqualified `id` inside would be the subquery's.

/** A column named in full (`"table"."column"`), as a subquery must name the outer row's. */
export const qualified = (column: Column): SQL => sql.raw(`"${getTableName(column.table as PgTable)}"."${column.name}"`);

const from = (table: PgTable, as: string) => sql.raw(`"${getTableName(table)}" "${as}"`);
const of = (as: string, column: Column) => sql.raw(`"${as}"."${column.name}"`);

/** How many live posts (not deleted) a user wrote. */
export const postCountOf = (userId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${from(posts, 'fig_posts')} WHERE ${of('fig_posts', posts.authorId)} = ${userId} AND ${of('fig_posts', posts.deletedAt)} IS NULL)`;

/** How many comments and replies a user wrote, on posts and news alike. */
export const userCommentCountOf = (userId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${from(comments, 'fig_comments')} WHERE ${of('fig_comments', comments.authorId)} = ${userId})`;

/** How many likes a user's live posts received. */
export const likesReceivedOf = (userId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${from(postLikes, 'fig_likes')} INNER JOIN ${from(posts, 'fig_liked')} ON ${of('fig_liked', posts.id)} = ${of('fig_likes', postLikes.postId)} WHERE ${of('fig_liked', posts.authorId)} = ${userId} AND ${of('fig_liked', posts.deletedAt)} IS NULL)`;

/** A user's experience: what their posts, comments and the likes their posts received earn (EXPERIENCE_POINTS). */
export const experienceOf = (userId: SQL): SQL<number> =>
  sql<number>`(${EXPERIENCE_POINTS.POST} * ${postCountOf(userId)} + ${EXPERIENCE_POINTS.COMMENT} * ${userCommentCountOf(userId)} + ${EXPERIENCE_POINTS.LIKE_RECEIVED} * ${likesReceivedOf(userId)})`;

/** The level an experience selected by {@link experienceOf} reaches on the grade ladder: the LV every page shows. */
export const levelFrom = (experience: number | string): number => levelOf(Number(experience)).level;

/** How many follow a user (an anchor). */
export const followerCountOf = (userId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${from(follows, 'fig_followers')} WHERE ${of('fig_followers', follows.targetType)} = ${FOLLOW_TARGET.USER} AND ${of('fig_followers', follows.targetId)} = ${userId})`;

/** How many users (anchors) a user follows. */
export const followingCountOf = (userId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${from(follows, 'fig_following')} WHERE ${of('fig_following', follows.userId)} = ${userId} AND ${of('fig_following', follows.targetType)} = ${FOLLOW_TARGET.USER})`;

/** How many like a post. */
export const postLikeCountOf = (postId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${from(postLikes, 'fig_post_likes')} WHERE ${of('fig_post_likes', postLikes.postId)} = ${postId})`;

/** How many comments a post has, replies included: the 评论 count of the feed and of the post's page. */
export const postCommentCountOf = (postId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${from(comments, 'fig_post_comments')} WHERE ${of('fig_post_comments', comments.postId)} = ${postId})`;

/** How many comments a news article has, replies included. */
export const articleCommentCountOf = (articleId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${from(comments, 'fig_info_comments')} WHERE ${of('fig_info_comments', comments.infoId)} = ${articleId})`;

/** How many like a comment. */
export const commentLikeCountOf = (commentId: SQL): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM ${from(commentLikes, 'fig_comment_likes')} WHERE ${of('fig_comment_likes', commentLikes.commentId)} = ${commentId})`;
