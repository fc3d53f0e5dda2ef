import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
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
  /** An article; the router's not-found for an id that names none, the page error when it could not be read. */
  article: (id: string) =>
    queryOptions({
      queryKey: newsKeys.article(id),
      queryFn: async () => {
        if (!/^[1-9]\d*$/.test(id)) throw notFound();
        const result = await fetchNewsArticle(id);
        if (result.ok) return result.data;
        if (result.code === ResultCode.NOT_FOUND) throw notFound();
        throw new PageError(500);
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
