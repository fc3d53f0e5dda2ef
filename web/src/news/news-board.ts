import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, type NewsColumn, type NewsPage } from '@portal/contracts';
import { PageError } from '../components/ErrorPage';

export type { NewsArticle, NewsColumn, NewsItem, NewsPage } from '@portal/contracts';

export const EMPTY_NEWS_PAGE: NewsPage = { list: [], total: 0, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/** Pages of `pageSize` needed for `total` entries; at least one, so page 1 always exists. */
export function pageCount(total: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export const newsSearchSchema = z.object({
  column: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
});

export interface NewsBoard {
  columns: NewsColumn[];
  columnNo: string | undefined;
  page: number;
  news: NewsPage;
  failed: boolean;
}

/** The page number of /news/pages/{page}: 1 when absent; anything but a positive integer is a missing page. */
export function parseNewsPage(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const page = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(page) || page < 1) throw new PageError(404);
  return page;
}
