import { z } from 'zod';
import { flagSchema } from './auth';

/** Posts and comments a page shows unless asked otherwise. */
export const COMMUNITY_PAGE_SIZE = 20;
/** Pictures one post may carry. */
export const POST_MAX_PICTURES = 9;
/** The longest post text, in characters. */
export const POST_MAX_LENGTH = 2000;
/** The longest post title, in characters. */
export const POST_TITLE_MAX_LENGTH = 50;
/** The longest comment, in characters. */
export const COMMENT_MAX_LENGTH = 500;
/** Posts one user may publish per minute. */
export const POSTS_PER_MINUTE = 5;
/** Comments one user may write per minute. */
export const COMMENTS_PER_MINUTE = 10;
/** Reports by different users that hide a post until it is reviewed. */
export const REPORTS_TO_HIDE = 3;
/** The longest edge of a post picture's thumbnail, in pixels. */
export const THUMBNAIL_EDGE = 320;

/** What a collection holds: 1 a news article, 2 a post. */
export const COLLECT_TYPE = { NEWS: 1, POST: 2 } as const;
/** The kinds of the message centre: replies, likes, follows and system notices. */
export const MESSAGE_KIND = { REPLY: 1, LIKE: 2, FOLLOW: 3, SYSTEM: 4 } as const;
/** A {@link MESSAGE_KIND} value. */
export const messageKindSchema = z.literal([MESSAGE_KIND.REPLY, MESSAGE_KIND.LIKE, MESSAGE_KIND.FOLLOW, MESSAGE_KIND.SYSTEM]);
/** A {@link MESSAGE_KIND} value. */
export type MessageKind = z.infer<typeof messageKindSchema>;

/** The texts the community calls answer with. */
export const COMMUNITY_MESSAGES = {
  postNotFound: '帖子不存在或已被删除',
  commentNotFound: '评论不存在或已被删除',
  circleNotFound: '圈子不存在',
  notYourPost: '只能删除自己发布的帖子',
  postEmpty: '帖子内容不能为空',
  postTooLong: `帖子内容不能超过${POST_MAX_LENGTH}字`,
  titleTooLong: `帖子标题不能超过${POST_TITLE_MAX_LENGTH}字`,
  commentEmpty: '评论内容不能为空',
  commentTooLong: `评论内容不能超过${COMMENT_MAX_LENGTH}字`,
  tooManyPictures: `每条帖子最多${POST_MAX_PICTURES}张图片`,
  pictureNotYours: '图片不存在或不属于你',
  postingTooFast: '发帖太频繁，请稍后再试',
  commentingTooFast: '评论太频繁，请稍后再试',
  shieldTarget: '请选择要屏蔽的帖子或作者',
  shieldSelf: '不能屏蔽自己',
  feedbackEmpty: '反馈内容不能为空',
  pictureNotFound: '图片不存在',
  commentTarget: '请选择要评论的帖子或资讯',
  collectTarget: '收藏的内容不存在',
  reportOwnPost: '不能举报自己的帖子',
  notHidden: '该帖子未被举报下架',
  postRestored: '帖子已恢复显示',
  postRemoved: '帖子已删除',
} as const;

/** Who wrote a post or a comment, as lists show them. */
export const communityAuthorSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  isAnchor: flagSchema,
});
/** Who wrote a post or a comment. */
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

/** A circle and how many posts it holds. */
export const circleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  postCount: z.number().int().nonnegative(),
});
/** A circle. */
export type Circle = z.infer<typeof circleSchema>;

/** A stored picture: the image and its thumbnail. */
export const postPictureSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
/** A stored picture. */
export type PostPicture = z.infer<typeof postPictureSchema>;

/** A post with its pictures and counts; `liked` and `mine` are the caller's. */
export const postSchema = z.object({
  id: z.number().int(),
  circleId: z.number().int(),
  circleName: z.string(),
  title: z.string(),
  content: z.string(),
  pictures: z.array(postPictureSchema),
  author: communityAuthorSchema,
  likeCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  liked: z.boolean(),
  collected: z.boolean(),
  mine: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
/** A post. */
export type Post = z.infer<typeof postSchema>;

/** A page of a list: items, how many there are in all, the page (from 1) and its size. */
export const communityPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int() });

/** A page of posts. */
export const postPageSchema = communityPageSchema(postSchema);
/** A page of posts. */
export type PostPage = z.infer<typeof postPageSchema>;

const pageField = z.number().int().positive().default(1);
const pageSizeField = z.number().int().min(1).max(50).default(COMMUNITY_PAGE_SIZE);

/** The body of POST /inform/post/list/general: a circle's (or every circle's) posts, newest or hottest first. */
export const postListRequestSchema = z.object({
  page: pageField,
  pageSize: pageSizeField,
  circleId: z.number().int().positive().optional(),
  authorId: z.number().int().positive().optional(),
  sort: z.enum(['latest', 'hot']).default('latest'),
});
/** A post list request as a client writes it. */
export type PostListRequestInput = z.input<typeof postListRequestSchema>;

/** The body of POST /inform/post/list/anchor: anchors' posts, one anchor's, or those of the anchors the caller follows. */
export const anchorPostListRequestSchema = z.object({
  page: pageField,
  pageSize: pageSizeField,
  anchorId: z.number().int().positive().optional(),
  /** Only the anchors the signed-in caller follows (their dynamics feed); a visitor gets none. */
  followed: z.boolean().default(false),
});

/** The body of POST /inform/post/addPic/base64: one image, bare base64 or a data URL; its kind and size are checked on arrival. */
export const addPictureRequestSchema = z.object({ image: z.string().min(1) });

/** The body of POST /inform/post/addSave. */
export const addPostRequestSchema = z.object({
  circleId: z.number().int().positive(),
  title: z.string().trim().max(POST_TITLE_MAX_LENGTH, { error: COMMUNITY_MESSAGES.titleTooLong }).default(''),
  content: z
    .string()
    .trim()
    .min(1, { error: COMMUNITY_MESSAGES.postEmpty })
    .max(POST_MAX_LENGTH, { error: COMMUNITY_MESSAGES.postTooLong }),
  pictureIds: z.array(z.number().int().positive()).max(POST_MAX_PICTURES, { error: COMMUNITY_MESSAGES.tooManyPictures }).default([]),
});
/** A post as the writer sends it. */
export type AddPostRequestInput = z.input<typeof addPostRequestSchema>;

/** The body of POST /inform/post/shield: a post or an author to hide from oneself. */
export const shieldRequestSchema = z.object({
  postId: z.number().int().positive().optional(),
  authorId: z.number().int().positive().optional(),
});

/** The body of POST /inform/post/report. */
export const reportPostRequestSchema = z.object({
  postId: z.number().int().positive(),
  reason: z.string().trim().max(200).default(''),
});

/** A post that reports took down, as the operator reviews it: the post, who wrote it, and the reports. */
export const reportedPostSchema = z.object({
  postId: z.number().int(),
  authorId: z.number().int(),
  authorNickName: z.string(),
  title: z.string(),
  content: z.string(),
  hiddenAt: z.number().int(),
  reports: z.array(z.object({ userId: z.number().int(), reason: z.string(), createdAt: z.number().int() })),
});
/** A post that reports took down. */
export type ReportedPost = z.infer<typeof reportedPostSchema>;

/** The operator's decision on a post reports took down: show it again (the reports are set aside) or remove it. */
export const reportedPostReviewSchema = z.object({ postId: z.number().int().positive(), decision: z.enum(['restore', 'remove']) });
/** The operator's decision on a post reports took down. */
export type ReportedPostReview = z.infer<typeof reportedPostReviewSchema>;

/** A like toggled: whether the caller now likes it, and the count after. */
export const likeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().int().nonnegative() });
/** A like toggled. */
export type LikeResult = z.infer<typeof likeResultSchema>;

/** A comment or a reply; `replyTo` is whom a reply answers. */
export const commentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int().nullable(),
  infoId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  author: communityAuthorSchema,
  replyTo: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  content: z.string(),
  likeCount: z.number().int().nonnegative(),
  liked: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
/** A comment or a reply. */
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its replies, oldest reply first. */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
/** A top-level comment with its replies. */
export type CommentThread = z.infer<typeof commentThreadSchema>;

/**
 * A page of top-level comments, newest first: `total` counts the threads, `commentCount` every
 * comment and reply of the post or article, the count its page shows beside the post's own.
 */
export const commentPageSchema = communityPageSchema(commentThreadSchema).extend({ commentCount: z.number().int().nonnegative() });
/** A page of comments. */
export type CommentPage = z.infer<typeof commentPageSchema>;

/** The body of POST /inform/comment/reply: on a post or a news article, or a reply to a comment. */
export const commentRequestSchema = z.object({
  postId: z.number().int().positive().optional(),
  infoId: z.number().int().positive().optional(),
  parentId: z.number().int().positive().optional(),
  content: z
    .string()
    .trim()
    .min(1, { error: COMMUNITY_MESSAGES.commentEmpty })
    .max(COMMENT_MAX_LENGTH, { error: COMMUNITY_MESSAGES.commentTooLong }),
});
/** A comment as the writer sends it. */
export type CommentRequestInput = z.input<typeof commentRequestSchema>;

/** The body of POST /inform/feedback/add. */
export const feedbackRequestSchema = z.object({
  content: z.string().trim().min(1, { error: COMMUNITY_MESSAGES.feedbackEmpty }).max(500),
  contact: z.string().trim().max(64).default(''),
});

/** Something collected, as /v/collection lists it. */
export const collectedItemSchema = z.object({
  type: z.literal([COLLECT_TYPE.NEWS, COLLECT_TYPE.POST]),
  targetId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  collectedAt: z.iso.datetime({ offset: true }),
});
/** Something collected. */
export type CollectedItem = z.infer<typeof collectedItemSchema>;

/** A notice of the message centre. */
export const communityMessageSchema = z.object({
  id: z.string(),
  kind: messageKindSchema,
  actor: z.object({ id: z.number().int(), nickName: z.string(), portrait: z.string() }).nullable(),
  postId: z.number().int().nullable(),
  text: z.string(),
  unread: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
/** A notice of the message centre. */
export type CommunityMessage = z.infer<typeof communityMessageSchema>;

/** Unread notices by kind, and in all; also pushed as `message.unread` on the user's sockets. */
export const unreadCountsSchema = z.object({
  reply: z.number().int().nonnegative(),
  like: z.number().int().nonnegative(),
  follow: z.number().int().nonnegative(),
  system: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
/** Unread notices by kind. */
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** A level of the grade ladder and the experience it starts at. */
export const GRADE_LEVELS: readonly { level: number; experience: number; title: string }[] = [
  { level: 1, experience: 0, title: '新人球迷' },
  { level: 2, experience: 30, title: '入门球迷' },
  { level: 3, experience: 100, title: '铁杆球迷' },
  { level: 4, experience: 250, title: '资深球迷' },
  { level: 5, experience: 500, title: '看台名宿' },
  { level: 6, experience: 1000, title: '社区达人' },
  { level: 7, experience: 2000, title: '球坛名嘴' },
  { level: 8, experience: 4000, title: '传奇球迷' },
];
/** Experience each action earns. */
export const EXPERIENCE_POINTS = { POST: 10, COMMENT: 3, LIKE_RECEIVED: 1 } as const;
/** Experience each action earns, as /v/grade explains it. */
export const EXPERIENCE_RULES: readonly { action: string; points: number }[] = [
  { action: '发布一条帖子', points: EXPERIENCE_POINTS.POST },
  { action: '发表一条评论或回复', points: EXPERIENCE_POINTS.COMMENT },
  { action: '帖子获得一个赞', points: EXPERIENCE_POINTS.LIKE_RECEIVED },
];

/** A user's experience and level on the grade ladder. */
export const gradeSchema = z.object({
  experience: z.number().int().nonnegative(),
  level: z.number().int().positive(),
  title: z.string(),
  nextLevelAt: z.number().int().nullable(),
  posts: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  likesReceived: z.number().int().nonnegative(),
});
/** A user's grade. */
export type Grade = z.infer<typeof gradeSchema>;

/** The level a given experience reaches, and the experience of the next. */
export function levelOf(experience: number): { level: number; title: string; nextLevelAt: number | null } {
  let reached = GRADE_LEVELS[0] ?? { level: 1, experience: 0, title: '' };
  let next: number | null = null;
  for (const step of GRADE_LEVELS) {
    if (experience >= step.experience) reached = step;
    else if (next === null) next = step.experience;
  }
  return { level: reached.level, title: reached.title, nextLevelAt: next };
}
