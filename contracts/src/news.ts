import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PLATFORM } from './constants';

/** A news id that names no article, or one taken down. */
export const NEWS_NOT_FOUND_MESSAGE = '资讯不存在或已被删除';

/** Paging of the news calls: page number from 1, page size 30 unless given. */
export const newsPageParamSchema = z.object({
  pageNum: z.number().int().positive(),
  pageSize: z.number().int().positive().default(DEFAULT_PAGE_SIZE),
});
/** Paging of the news calls. */
export type NewsPageParam = z.infer<typeof newsPageParamSchema>;

/** Longest news search keyword. */
export const NEWS_KEYWORD_MAX_LENGTH = 50;
/** Error of a keyword over {@link NEWS_KEYWORD_MAX_LENGTH}. */
export const NEWS_KEYWORD_TOO_LONG_ERROR = `搜索关键词不能超过${NEWS_KEYWORD_MAX_LENGTH}个字`;

/**
 * The body of POST /inform/info/listCategory (by column) and /inform/info/list (by keyword or
 * author). The platform is always 1.
 */
export const newsListRequestSchema = z.object({
  columnNo: z.string().min(1),
  platform: z.literal(PLATFORM).default(PLATFORM),
  pageParam: newsPageParamSchema,
  keyword: z.string().min(1).max(NEWS_KEYWORD_MAX_LENGTH, { error: NEWS_KEYWORD_TOO_LONG_ERROR }).optional(),
  authorId: z.number().int().positive().optional(),
  /** Only the articles about this match: its report. */
  matchId: z.number().int().positive().optional(),
});
/** A news list request after parsing, defaults filled in. */
export type NewsListRequest = z.infer<typeof newsListRequestSchema>;
/** A news list request as a client writes it. */
export type NewsListRequestInput = z.input<typeof newsListRequestSchema>;
