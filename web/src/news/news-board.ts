import { z } from 'zod';
import { PageError } from '../components/ErrorPage';
import { EMPTY_NEWS_PAGE, fetchNewsColumns, fetchNewsPage, pageCount, type NewsColumn, type NewsPage } from './news-api';

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

export async function loadNewsBoard(column: string | undefined, page: number): Promise<NewsBoard> {
  const columnsResult = await fetchNewsColumns();
  const columns = columnsResult.ok ? columnsResult.data : [];
  const known = columns.length === 0 || columns.some((entry) => entry.columnNo === column);
  const columnNo = column !== undefined && known ? column : columns[0]?.columnNo;
  if (columnNo === undefined) return { columns, columnNo, page, news: EMPTY_NEWS_PAGE, failed: !columnsResult.ok };
  const result = await fetchNewsPage(columnNo, page);
  // A page past the last is a missing page, not "第 9 / 8 页" over an empty list.
  if (result.ok && page > pageCount(result.data.total)) throw new PageError(404);
  return { columns, columnNo, page, news: result.ok ? result.data : EMPTY_NEWS_PAGE, failed: !result.ok };
}
