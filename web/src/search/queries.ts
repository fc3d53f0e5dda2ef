import { queryOptions } from '@tanstack/react-query';
import { quietApi } from '../lib/api';
import { answerData } from '../lib/query-client';

interface HotSearchWord {
  word: string;
}

export const fetchHotWords = () => quietApi.get<HotSearchWord[]>('/inform/search/hot');

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
