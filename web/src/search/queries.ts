import { queryOptions } from '@tanstack/react-query';
import { matchTypeOf, routes, type FeedSport } from '@portal/contracts';
import { api, quietApi } from '../lib/api';
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

/** What a word finds in the data base and the scores, and the rooms and anchors it names. */
export const searchResultQueries = {
  data: (word: string) =>
    queryOptions({
      queryKey: [...searchKeys.all, 'data', word] as const,
      queryFn: () => answerData(callRoute(api, routes.live.dataSearch, { query: { word } })),
      enabled: word !== '',
      // A word typed again (the header box reopened, the results page after the suggestions) is not asked again at once.
      staleTime: 30_000,
    }),
  rooms: (word: string) =>
    queryOptions({
      queryKey: [...searchKeys.all, 'rooms', word] as const,
      queryFn: () => answerData(callRoute(api, routes.api.searchList, { query: { word } })),
      enabled: word !== '',
    }),
  /** The open rooms showing a match. */
  matchRooms: (matchId: number, sport: FeedSport) =>
    queryOptions({
      queryKey: [...searchKeys.all, 'match-rooms', matchId] as const,
      queryFn: () =>
        answerData(
          callRoute(api, routes.api.anchorByMatch, { query: { matchId, matchType: matchTypeOf(sport) } }),
        ),
    }),
};
