import { routes, type FeedSport, type FeedStandingsView } from '@portal/contracts';
import { routeQuery } from '../lib/route-query';

const teamRoutes = { football: routes.live.footballTeamStats, basketball: routes.live.basketballTeamStats } as const;
const playerRoutes = { football: routes.live.footballPlayerStats, basketball: routes.live.basketballPlayerStats } as const;

export const databaseQueries = {
  home: (sport: FeedSport) => routeQuery(routes.live.database, { query: { sport } }),
  /**
   * Each club's place in its league's table of the matches kicked off before `before` (a day's
   * start), or now without it: a match kicked off before it may still end, so it is asked again
   * after a minute at most. With `seasonId`, in that season's table alone: a past season's, which no
   * match changes any more, so it is asked once.
   */
  ranks: (sport: FeedSport, before: number | undefined, seasonId?: number) =>
    routeQuery(
      routes.live.dataRanks,
      { query: { sport, before, seasonId } },
      { staleTime: seasonId === undefined ? 60_000 : Infinity, refetchInterval: seasonId === undefined ? 60_000 : false },
    ),
  standings: (seasonId: number, view: FeedStandingsView) => routeQuery(routes.live.seasonStandings, { params: { seasonId }, query: { view } }),
  fixtures: (seasonId: number) => routeQuery(routes.live.seasonFixtures, { params: { seasonId } }),
  match: (matchId: number) => routeQuery(routes.live.seasonMatch, { params: { id: matchId } }),
  players: (seasonId: number) => routeQuery(routes.live.seasonPlayers, { params: { seasonId } }),
  team: (sport: FeedSport, id: number, seasonId: number | undefined) => routeQuery(teamRoutes[sport], { params: { id }, query: { seasonId } }),
  player: (sport: FeedSport, id: number, seasonId: number | undefined) => routeQuery(playerRoutes[sport], { params: { id }, query: { seasonId } }),
};
