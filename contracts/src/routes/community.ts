import { z } from 'zod';
import {
  addPictureRequestSchema,
  addPostRequestSchema,
  anchorPostListRequestSchema,
  circleSchema,
  COLLECT_TYPE,
  collectedItemSchema,
  commentPageSchema,
  commentRequestSchema,
  commentSchema,
  communityMessageSchema,
  communityPageSchema,
  feedbackRequestSchema,
  gradeSchema,
  likeResultSchema,
  messageKindSchema,
  postListRequestSchema,
  reportPostRequestSchema,
  postPageSchema,
  postPictureSchema,
  postSchema,
  shieldRequestSchema,
  unreadCountsSchema,
} from '../community';
import { feedSportSchema } from '../feed';
import { UPLOAD_MAX_ENCODED_IMAGE_LENGTH } from '../user';
import { defineRoute, fileBodySchema, getQuery, idParamsSchema, queryInt } from './define';

const pageQuery = {
  page: queryInt({ min: 1, max: 10_000, fallback: 1 }),
  pageSize: queryInt({ min: 1, max: 50, fallback: 20 }),
};
const positiveId = z.coerce.number().int().positive();
const collectTypeSchema = z.coerce.number().pipe(z.literal([COLLECT_TYPE.NEWS, COLLECT_TYPE.POST]));

/** A news article in the lists the extras answer (related, recommended). */
export const newsLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  views: z.number().int(),
  publishedAt: z.iso.datetime({ offset: true }),
});
/** A news article in a related or recommended list. */
export type NewsLink = z.infer<typeof newsLinkSchema>;

/** What an article's page shows besides the article: pictures, related articles, counts, the caller's collect. */
export const newsExtrasSchema = z.object({
  id: z.number().int(),
  pictures: z.array(z.string()),
  related: z.array(newsLinkSchema),
  commentCount: z.number().int().nonnegative(),
  collected: z.boolean(),
  /** The match the article is about (a report's), while the scores hold it: the page links to the match's. */
  match: z.object({ id: z.number().int().positive(), sport: feedSportSchema }).nullable(),
});
/** What an article's page shows besides the article. */
export type NewsExtras = z.infer<typeof newsExtrasSchema>;

/** A poster category of a place, with its posters. */
export const posterCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  posters: z.array(z.object({ id: z.number().int(), title: z.string(), image: z.string(), infoId: z.number().int() })),
});
/** A poster category. */
export type PosterCategory = z.infer<typeof posterCategorySchema>;

/** A drawn picture's file name: its id, `-thumb` for the thumbnail, `.png`. */
export const drawnPictureNameSchema = z.string().regex(/^[1-9]\d{0,8}(-thumb)?\.png$/);

/** The community calls of SPEC §7 and the news extras, as /inform serves them. */
export const communityRoutes = {
  circleList: defineRoute({ method: 'GET', path: '/inform/circle/list', query: getQuery({}), response: z.array(circleSchema), summary: "The community's circles." }),
  postListGeneral: defineRoute({
    method: 'POST',
    path: '/inform/post/list/general',
    body: postListRequestSchema,
    response: postPageSchema,
    summary: 'Posts of a circle or of all circles, newest or hottest first; what the caller shielded is left out.',
  }),
  postListAnchor: defineRoute({
    method: 'POST',
    path: '/inform/post/list/anchor',
    body: anchorPostListRequestSchema,
    response: postPageSchema,
    summary: "Anchors' posts, or one anchor's (its dynamics).",
  }),
  postListAnchorMine: defineRoute({
    method: 'GET',
    path: '/inform/post/list/anchor/my',
    query: getQuery(pageQuery),
    response: postPageSchema,
    summary: "The signed-in user's own posts.",
  }),
  postAnchorDelete: defineRoute({
    method: 'GET',
    path: '/inform/post/anchor/delete',
    query: getQuery({ postId: positiveId }),
    response: z.null(),
    summary: 'Deletes a post of the signed-in user.',
  }),
  postDetail: defineRoute({ method: 'GET', path: '/inform/post/detail/:id', params: idParamsSchema, query: getQuery({}), response: postSchema, summary: 'A post.' }),
  postLike: defineRoute({
    method: 'GET',
    path: '/inform/post/like/:id',
    params: idParamsSchema,
    query: getQuery({}),
    response: likeResultSchema,
    summary: 'Likes a post, or takes the like back.',
  }),
  postAddPic: defineRoute({
    method: 'POST',
    path: '/inform/post/addPic/base64',
    body: addPictureRequestSchema,
    // A base64 picture is long text: room above the 2 MB the gateway checks, whose message a user over it should see.
    maxTextLength: 2 * UPLOAD_MAX_ENCODED_IMAGE_LENGTH,
    response: postPictureSchema,
    summary: "Uploads a post's picture; it is stored with a thumbnail until a post takes it.",
  }),
  postAddSave: defineRoute({ method: 'POST', path: '/inform/post/addSave', body: addPostRequestSchema, response: postSchema, summary: 'Publishes a post.' }),
  postShield: defineRoute({
    method: 'POST',
    path: '/inform/post/shield',
    body: shieldRequestSchema,
    response: z.null(),
    summary: 'Hides a post or an author from the caller.',
  }),
  postReport: defineRoute({
    method: 'POST',
    path: '/inform/post/report',
    body: reportPostRequestSchema,
    response: z.object({ hidden: z.boolean() }),
    summary: 'Reports a post; after REPORTS_TO_HIDE reports by different users it is hidden (but from its author) pending review.',
  }),
  commentsByPost: defineRoute({
    method: 'GET',
    path: '/inform/comment/list/byPost',
    query: getQuery({ postId: positiveId, ...pageQuery }),
    response: commentPageSchema,
    summary: "A post's comments with their replies.",
  }),
  commentReply: defineRoute({
    method: 'POST',
    path: '/inform/comment/reply',
    body: commentRequestSchema,
    response: commentSchema,
    summary: 'Comments on a post or a news article, or replies to a comment.',
  }),
  commentLike: defineRoute({
    method: 'GET',
    path: '/inform/comment/like/:id',
    params: idParamsSchema,
    query: getQuery({}),
    response: likeResultSchema,
    summary: 'Likes a comment, or takes the like back.',
  }),
  feedbackAdd: defineRoute({
    method: 'POST',
    path: '/inform/feedback/add',
    body: feedbackRequestSchema,
    response: z.object({ id: z.number().int() }),
    summary: 'Sends feedback.',
  }),
  myCollects: defineRoute({
    method: 'GET',
    path: '/inform/info/my/collect',
    query: getQuery({ type: collectTypeSchema.optional(), ...pageQuery }),
    response: communityPageSchema(collectedItemSchema),
    summary: 'What the signed-in user collected, newest first.',
  }),
  newsRecDetail: defineRoute({
    method: 'GET',
    path: '/inform/info/rec-detail',
    query: getQuery({ id: positiveId }),
    response: newsExtrasSchema,
    summary: "An article's pictures, related articles, comment count and whether the caller collected it.",
  }),
  newsCollect: defineRoute({
    method: 'GET',
    path: '/inform/info/collect',
    query: getQuery({ collectId: positiveId, flag: z.coerce.number().pipe(z.literal([0, 1])), type: collectTypeSchema }),
    response: z.object({ collected: z.boolean() }),
    summary: 'Collects (flag 1) or uncollects (flag 0) an article (type 1) or a post (type 2).',
  }),
  newsRecommend: defineRoute({
    method: 'POST',
    path: '/inform/info/recommend',
    body: z.object({ size: z.number().int().min(1).max(30).default(6), excludeId: z.number().int().positive().optional() }),
    response: z.array(newsLinkSchema),
    summary: 'The most read articles of the last days.',
  }),
  newsComments: defineRoute({
    method: 'GET',
    path: '/inform/info/comment/list/byPost',
    query: getQuery({ infoId: positiveId, ...pageQuery }),
    response: commentPageSchema,
    summary: "An article's comments with their replies.",
  }),
  posterCategories: defineRoute({
    method: 'GET',
    path: '/inform/poster/v2/cate/list',
    query: getQuery({ placeCode: z.string().min(1) }),
    response: z.array(posterCategorySchema),
    summary: 'The poster categories of a place: one per league, its newest match cards.',
  }),
  drawnPicture: defineRoute({
    method: 'GET',
    path: '/inform/picture/:name',
    params: z.object({ name: drawnPictureNameSchema }),
    response: fileBodySchema,
    answer: 'file',
    summary: 'A picture the portal draws (score cards, circle icons), or its thumbnail.',
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/inform/message/list',
    query: getQuery({ kind: z.coerce.number().pipe(messageKindSchema), ...pageQuery }),
    response: communityPageSchema(communityMessageSchema),
    summary: "The signed-in user's notices of a kind, newest first.",
  }),
  unreadMessages: defineRoute({
    method: 'GET',
    path: '/inform/message/unread',
    query: getQuery({}),
    response: unreadCountsSchema,
    summary: "The signed-in user's unread notices by kind.",
  }),
  readMessages: defineRoute({
    method: 'POST',
    path: '/inform/message/read',
    body: z.object({ kind: messageKindSchema }),
    response: unreadCountsSchema,
    summary: 'Marks the notices of a kind read.',
  }),
  grade: defineRoute({
    method: 'GET',
    path: '/inform/grade/my',
    query: getQuery({}),
    response: gradeSchema,
    summary: "The signed-in user's experience and level.",
  }),
};
