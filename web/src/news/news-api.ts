import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PLATFORM, type NewsListRequestInput } from '@portal/contracts';
import { quietApi, type ApiResult } from '../lib/api';
import { listOf } from '../list-of';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const newsColumnSchema = z.object({
  columnNo: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
});
export type NewsColumn = z.infer<typeof newsColumnSchema>;

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: text,
  cover: text,
  authorName: text,
  views: z.number().nullish().transform((value) => value ?? 0),
  publishedAt: z.union([z.string(), z.number()]).nullish(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsArticleSchema = newsItemSchema.extend({ content: text });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsPageSchema = z.object({
  list: listOf(newsItemSchema),
  total: z.number().int().nonnegative(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

export const EMPTY_NEWS_PAGE: NewsPage = { list: [], total: 0 };

export function fetchNewsColumns(): Promise<ApiResult<NewsColumn[]>> {
  return quietApi.get('/inform/column/getColumnByType', { type: 1 }, { schema: listOf(newsColumnSchema) });
}

export function fetchNewsPage(columnNo: string, pageNum: number, pageSize = DEFAULT_PAGE_SIZE) {
  const body: NewsListRequestInput = { columnNo, platform: PLATFORM, pageParam: { pageNum, pageSize } };
  return quietApi.post('/inform/info/listCategory', body, { schema: newsPageSchema });
}

export function fetchNewsArticle(id: string) {
  return quietApi.get(`/inform/info/detail/${id}`, undefined, { schema: newsArticleSchema });
}

export function searchNews(keyword: string, pageNum = 1) {
  return quietApi.post(
    '/inform/info/list',
    { keyword, platform: PLATFORM, pageParam: { pageNum, pageSize: DEFAULT_PAGE_SIZE } },
    { schema: newsPageSchema },
  );
}

/** Pages of `pageSize` needed for `total` entries; at least one, so page 1 always exists. */
export function pageCount(total: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
