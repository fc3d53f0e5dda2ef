import { DEFAULT_PAGE_SIZE, PLATFORM, routes, type NewsListRequestInput, type NewsPage } from '@portal/contracts';
import { quietApi } from '../lib/api';
import { callRoute } from '../lib/api-call';

export type { NewsArticle, NewsColumn, NewsItem, NewsPage } from '@portal/contracts';

export const EMPTY_NEWS_PAGE: NewsPage = { list: [], total: 0, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

export function fetchNewsColumns() {
  return callRoute(quietApi, routes.inform.newsColumns, { query: { type: 1 } });
}

export function fetchNewsPage(columnNo: string, pageNum: number, pageSize = DEFAULT_PAGE_SIZE) {
  const body: NewsListRequestInput = { columnNo, platform: PLATFORM, pageParam: { pageNum, pageSize } };
  return callRoute(quietApi, routes.inform.newsByColumn, { body });
}

export function fetchNewsArticle(id: string) {
  return callRoute(quietApi, routes.inform.newsDetail, { params: { id } });
}

export function searchNews(keyword: string, pageNum = 1) {
  return callRoute(quietApi, routes.inform.newsList, {
    body: { keyword, platform: PLATFORM, pageParam: { pageNum, pageSize: DEFAULT_PAGE_SIZE } },
  });
}

/** Pages of `pageSize` needed for `total` entries; at least one, so page 1 always exists. */
export function pageCount(total: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
