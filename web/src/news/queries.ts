import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, PLATFORM, ResultCode, routes, type NewsListRequestInput } from '@portal/contracts';
import { PageError } from '../components/ErrorPage';
import { quietApi } from '../lib/api';
import { callRoute, type RouteInput } from '../lib/api-call';
import { fetchRoute, routeKey } from '../lib/route-query';
import { EMPTY_NEWS_PAGE, pageCount, type NewsBoard, type NewsPage } from './news-board';

/** The news calls, on the quiet client: every failure is an answer the pages show as such. */
export const newsCalls = {
  columns: () => callRoute(quietApi, routes.inform.newsColumns, { query: { type: 1 } }),
  page: (columnNo: string, pageNum: number, pageSize = DEFAULT_PAGE_SIZE) => {
    const body: NewsListRequestInput = { columnNo, platform: PLATFORM, pageParam: { pageNum, pageSize } };
    return callRoute(quietApi, routes.inform.newsByColumn, { body });
  },
};

/** A column's page of the news board; the first column when `column` names none of them. */
async function loadNewsBoard(column: string | undefined, page: number): Promise<NewsBoard> {
  const columnsResult = await newsCalls.columns();
  const columns = columnsResult.ok ? columnsResult.data : [];
  const known = columns.length === 0 || columns.some((entry) => entry.columnNo === column);
  const columnNo = column !== undefined && known ? column : columns[0]?.columnNo;
  if (columnNo === undefined) return { columns, columnNo, page, news: EMPTY_NEWS_PAGE, failed: !columnsResult.ok };
  const result = await newsCalls.page(columnNo, page);
  // A page past the last is a missing page, not "第 9 / 8 页" over an empty list.
  if (result.ok && page > pageCount(result.data.total)) throw new PageError(404);
  return { columns, columnNo, page, news: result.ok ? result.data : EMPTY_NEWS_PAGE, failed: !result.ok };
}

/** The body of a news search for `keyword`. */
const searchBody = (keyword: string): RouteInput<typeof routes.inform.newsList>['body'] => ({ keyword, platform: PLATFORM, pageParam: { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE } });

/** What a news search shows: the news found, and whether the search failed. */
export interface NewsSearch {
  news: NewsPage;
  failed: boolean;
}

export const newsQueries = {
  /** The columns and a column's page: two calls, kept as one board. */
  board: (column: string | undefined, page: number) =>
    queryOptions({ queryKey: routeKey(routes.inform.newsByColumn, { column: column ?? null, page }, 'board'), queryFn: () => loadNewsBoard(column, page) }),
  /** An article; the router's not-found for an id that names none, the page error when it could not be read. */
  article: (id: string) =>
    queryOptions({
      queryKey: routeKey(routes.inform.newsDetail, { params: { id } }),
      queryFn: () => {
        if (!/^[1-9]\d*$/.test(id)) throw notFound();
        return fetchRoute(
          routes.inform.newsDetail,
          { params: { id } },
          {
            client: quietApi,
            onRefusal: ({ code }) => {
              throw code === ResultCode.NOT_FOUND ? notFound() : new PageError(500);
            },
          },
        );
      },
      retry: false,
    }),
  /** The news a word finds; none for no word, and a failed search says so. */
  search: (word: string) =>
    queryOptions({
      queryKey: routeKey(routes.inform.newsList, { body: searchBody(word) }),
      queryFn: async (): Promise<NewsSearch> => {
        if (word === '') return { news: EMPTY_NEWS_PAGE, failed: false };
        return fetchRoute(
          routes.inform.newsList,
          { body: searchBody(word) },
          { client: quietApi, pick: (news) => ({ news, failed: false }), onRefusal: () => ({ news: EMPTY_NEWS_PAGE, failed: true }) },
        );
      },
    }),
};
