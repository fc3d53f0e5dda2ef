import { routes, type FeedSport } from '@portal/contracts';
import { routeQuery } from '../lib/route-query';

const detailRoutes = { football: routes.live.footballOddsDetail, basketball: routes.live.basketballOddsDetail } as const;

export const oddsQueries = {
  /** Every market's moves up to now; the odds channel brings the moves after (a page coming back asks again). */
  history: (sport: FeedSport, matchId: number) =>
    routeQuery(routes.live.oddsHistory, { params: { sport, matchId } }, { pick: (answer) => answer.tracks }),
  /** The day's matches with the markets of `companies` (in ascending order, so one choice is one key). */
  detail: (sport: FeedSport, companies: readonly number[]) =>
    routeQuery(detailRoutes[sport], { query: { companies: companies.join(',') } }),
};
