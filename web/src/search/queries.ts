import { matchTypeOf, routes, type FeedSport } from '@portal/contracts';
import { quietApi } from '../lib/api';
import { routeQuery } from '../lib/route-query';

export const searchQueries = {
  /** The hot words under the search box, on the quiet client. */
  hotWords: () =>
    routeQuery(routes.inform.hotSearch, {}, { client: quietApi, pick: (hot) => hot.map((entry) => entry.word).filter(Boolean) }),
};

/** What a word finds in the data base and the scores, and the rooms and anchors it names. */
export const searchResultQueries = {
  data: (word: string) =>
    routeQuery(
      routes.live.dataSearch,
      { query: { word } },
      {
        enabled: word !== '',
        // A word typed again (the header box reopened, the results page after the suggestions) is not asked again at once.
        staleTime: 30_000,
      },
    ),
  rooms: (word: string) => routeQuery(routes.api.searchList, { query: { word } }, { enabled: word !== '' }),
  /** The open rooms showing a match. */
  matchRooms: (matchId: number, sport: FeedSport) =>
    routeQuery(routes.api.anchorByMatch, { query: { matchId, matchType: matchTypeOf(sport) } }),
};
