import { queryOptions } from '@tanstack/react-query';
import { routes, type FeedSport } from '@portal/contracts';
import { api } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { answerData } from '../lib/query-client';

const detailRoutes = { football: routes.live.footballOddsDetail, basketball: routes.live.basketballOddsDetail } as const;

export const oddsKeys = {
  all: ['odds'] as const,
  history: (sport: FeedSport, matchId: number) => [...oddsKeys.all, 'history', sport, matchId] as const,
  /** `companies` in ascending order, so one choice is one key. */
  detail: (sport: FeedSport, companies: readonly number[]) => [...oddsKeys.all, 'detail', sport, companies.join(',')] as const,
};

export const oddsQueries = {
  /** Every market's moves up to now; the odds channel brings the moves after (a page coming back asks again). */
  history: (sport: FeedSport, matchId: number) =>
    queryOptions({
      queryKey: oddsKeys.history(sport, matchId),
      queryFn: async () => (await answerData(callRoute(api, routes.live.oddsHistory, { params: { sport, matchId } }))).tracks,
    }),
  /** The day's matches with the markets of `companies`. */
  detail: (sport: FeedSport, companies: readonly number[]) =>
    queryOptions({
      queryKey: oddsKeys.detail(sport, companies),
      queryFn: async () => answerData(callRoute(api, detailRoutes[sport], { query: { companies: companies.join(',') } })),
    }),
};
