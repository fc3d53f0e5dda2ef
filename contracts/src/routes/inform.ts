import { z } from 'zod';
import { smsRequestSchema, smsSentSchema, verifyCodeCheckQuerySchema, verifyCodeCheckSchema } from '../auth';
import { bannerSchema } from '../banner';
import { captchaCheckRequestSchema, captchaGetRequestSchema, captchaResponseSchema } from '../captcha';
import { newsListRequestSchema } from '../news';
import { hotSearchItemSchema } from '../search';
import { communityRoutes } from './community';
import { defineRoute, defineRoutes, getQuery, isoDateSchema, queryInt } from './define';

/** A banner or advert as the lists answer it: the jump fields and what the carousel draws. */
export const placedBannerSchema = bannerSchema.extend({
  id: z.number().int(),
  placeCode: z.string(),
  title: z.string(),
  image: z.string(),
  sort: z.number().int(),
});
/** A banner or advert of a place. */
export type PlacedBanner = z.infer<typeof placedBannerSchema>;

/** A news column. */
export const newsColumnSchema = z.object({ columnNo: z.string(), name: z.string(), type: z.number().int(), sort: z.number().int() });
/** A news column. */
export type NewsColumn = z.infer<typeof newsColumnSchema>;

/** An article in a news list, without its content. */
export const newsItemSchema = z.object({
  id: z.number().int(),
  columnNo: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  views: z.number().int(),
  publishedAt: isoDateSchema,
});
/** An article in a news list. */
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A whole article; reading it counts a view. */
export const newsArticleSchema = newsItemSchema.extend({ content: z.string() });
/** A whole article. */
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** A page of a news list, newest first. */
export const newsPageSchema = z.object({
  list: z.array(newsItemSchema),
  total: z.number().int().nonnegative(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
/** A page of a news list. */
export type NewsPage = z.infer<typeof newsPageSchema>;

/** An article of the news carousel. */
export const newsCarouselItemSchema = z.object({ id: z.number().int(), title: z.string(), cover: z.string() });

const badArticleId = { error: '资讯编号必须是正整数' };

/** The captcha host's own body, with the `success` flag it always carried. */
export const captchaAnswerSchema = captchaResponseSchema.extend({ success: z.boolean() });
/** The captcha host's own body. */
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;

const clientUidSchema = z.string().min(1).max(64);

/** The body of POST /inform/captcha/get; the page always sends clientUid and ts, other callers did not. */
export const captchaGetBodySchema = captchaGetRequestSchema.extend({
  clientUid: clientUidSchema.optional(),
  ts: z.number().int().optional(),
});

/** The body of POST /inform/captcha/check. */
export const captchaCheckBodySchema = captchaCheckRequestSchema.extend({
  pointJson: z.string().min(1).max(2048),
  token: z.string().min(1).max(64),
  clientUid: clientUidSchema.optional(),
});

/** Content, SMS and captcha: the /inform calls (SPEC §7 "News", "Adverts and posters", "Captcha"). */
export const informRoutes = defineRoutes({
  newsColumns: defineRoute({
    method: 'GET',
    path: '/inform/column/getColumnByType',
    query: getQuery({ type: z.coerce.number().int() }),
    response: z.array(newsColumnSchema),
  }),
  newsByColumn: defineRoute({ method: 'POST', path: '/inform/info/listCategory', body: newsListRequestSchema, response: newsPageSchema }),
  newsList: defineRoute({
    method: 'POST',
    path: '/inform/info/list',
    body: newsListRequestSchema.partial({ columnNo: true }),
    response: newsPageSchema,
    summary: 'News by keyword, author or match, in any column.',
  }),
  newsCarousel: defineRoute({
    method: 'GET',
    path: '/inform/info/banner',
    query: getQuery({ limit: queryInt({ min: 1, max: 20, fallback: 5 }) }),
    response: z.array(newsCarouselItemSchema),
  }),
  newsDetail: defineRoute({
    method: 'GET',
    path: '/inform/info/detail/:id',
    params: z.object({ id: z.coerce.number(badArticleId).int(badArticleId).positive(badArticleId) }),
    query: getQuery({}),
    response: newsArticleSchema,
  }),
  adverts: defineRoute({
    method: 'GET',
    path: '/inform/advert/v2/adv',
    query: getQuery({ placeCode: z.string().min(1) }),
    response: z.array(placedBannerSchema),
  }),
  hotSearch: defineRoute({ method: 'GET', path: '/inform/search/hot', query: getQuery({}), response: z.array(hotSearchItemSchema) }),
  sendSms: defineRoute({ method: 'POST', path: '/inform/send/sms', body: smsRequestSchema, response: smsSentSchema }),
  verifyCode: defineRoute({
    method: 'GET',
    path: '/inform/verifyCode',
    query: getQuery(verifyCodeCheckQuerySchema.shape),
    response: verifyCodeCheckSchema,
  }),
  captchaGet: defineRoute({
    method: 'POST',
    path: '/inform/captcha/get',
    body: captchaGetBodySchema,
    response: captchaAnswerSchema,
    answer: 'body',
  }),
  captchaCheck: defineRoute({
    method: 'POST',
    path: '/inform/captcha/check',
    body: captchaCheckBodySchema,
    response: captchaAnswerSchema,
    answer: 'body',
  }),
  ...communityRoutes,
});
