import { queryOptions } from '@tanstack/react-query';
import { ResultCode } from '@portal/contracts';
import { PageError } from '../components/ErrorPage';
import { EMPTY_NEWS_PAGE, fetchNewsArticle, searchNews } from './news-api';
import { loadNewsBoard } from './news-board';

export const newsKeys = {
  all: ['news'] as const,
  board: (column: string | undefined, page: number) => [...newsKeys.all, 'board', column ?? null, page] as const,
  article: (id: string) => [...newsKeys.all, 'article', id] as const,
  search: (word: string) => [...newsKeys.all, 'search', word] as const,
};

export const newsQueries = {
  board: (column: string | undefined, page: number) =>
    queryOptions({ queryKey: newsKeys.board(column, page), queryFn: () => loadNewsBoard(column, page) }),
  /** An article, or the page error for an id that names none. */
  article: (id: string) =>
    queryOptions({
      queryKey: newsKeys.article(id),
      queryFn: async () => {
        if (!/^[1-9]\d*$/.test(id)) throw new PageError(404);
        const result = await fetchNewsArticle(id);
        if (result.ok) return result.data;
        throw new PageError(result.code === ResultCode.NOT_FOUND ? 404 : 500);
      },
      retry: false,
    }),
  search: (word: string) =>
    queryOptions({
      queryKey: newsKeys.search(word),
      queryFn: async () => {
        if (word === '') return { news: EMPTY_NEWS_PAGE, failed: false };
        const result = await searchNews(word);
        return { news: result.ok ? result.data : EMPTY_NEWS_PAGE, failed: !result.ok };
      },
    }),
};
