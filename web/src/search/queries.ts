import { queryOptions } from '@tanstack/react-query';
import { routes } from '@portal/contracts';
import { quietApi } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { answerData } from '../lib/query-client';

export const fetchHotWords = () => callRoute(quietApi, routes.inform.hotSearch, {});

export const searchKeys = {
  all: ['search'] as const,
  hotWords: () => [...searchKeys.all, 'hot-words'] as const,
};

export const searchQueries = {
  hotWords: () =>
    queryOptions({
      queryKey: searchKeys.hotWords(),
      queryFn: async () => (await answerData(fetchHotWords())).map((hot) => hot.word).filter(Boolean),
    }),
};
