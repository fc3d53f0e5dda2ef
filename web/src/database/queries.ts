import { queryOptions } from '@tanstack/react-query';
import { routes, type FeedSport, type FeedStandingsView } from '@portal/contracts';
import { api } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { answerData } from '../lib/query-client';

export const databaseKeys = {
  all: ['database'] as const,
  home: (sport: FeedSport) => [...databaseKeys.all, 'home', sport] as const,
  ranks: (sport: FeedSport, before: number | undefined, seasonId?: number) =>
    [...databaseKeys.all, 'ranks', sport, before ?? 'now', seasonId ?? 'current'] as const,
  standings: (seasonId: number, view: FeedStandingsView) => [...databaseKeys.all, 'standings', seasonId, view] as const,
  fixtures: (seasonId: number) => [...databaseKeys.all, 'fixtures', seasonId] as const,
  match: (matchId: number) => [...databaseKeys.all, 'match', matchId] as const,
  players: (seasonId: number) => [...databaseKeys.all, 'players', seasonId] as const,
  team: (sport: FeedSport, id: number, seasonId: number | undefined) => [...databaseKeys.all, 'team', sport, id, seasonId] as const,
  player: (sport: FeedSport, id: number, seasonId: number | undefined) => [...databaseKeys.all, 'player', sport, id, seasonId] as const,
};

const teamRoutes = { football: routes.live.footballTeamStats, basketball: routes.live.basketballTeamStats } as const;
const playerRoutes = { football: routes.live.footballPlayerStats, basketball: routes.live.basketballPlayerStats } as const;

export const databaseQueries = {
  home: (sport: FeedSport) =>
    queryOptions({
      queryKey: databaseKeys.home(sport),
      queryFn: () => answerData(callRoute(api, routes.live.database, { query: { sport } })),
    }),
  /**
   * Each club's place in its league's table of the matches kicked off before `before` (a day's
   * start): a match kicked off before it may still end, so it is asked again after a minute at most.
   * With `seasonId`, in that season's table alone: a past season's, which no match changes any
   * more, so it is asked once.
   */
  /** The clubs' places as they stood at `before`, or now without it. */
  ranks: (sport: FeedSport, before: number | undefined, seasonId?: number) =>
    queryOptions({
      queryKey: databaseKeys.ranks(sport, before, seasonId),
      queryFn: () => answerData(callRoute(api, routes.live.dataRanks, { query: { sport, before, seasonId } })),
      staleTime: seasonId === undefined ? 60_000 : Infinity,
      refetchInterval: seasonId === undefined ? 60_000 : false,
    }),
  standings: (seasonId: number, view: FeedStandingsView) =>
    queryOptions({
      queryKey: databaseKeys.standings(seasonId, view),
      queryFn: () => answerData(callRoute(api, routes.live.seasonStandings, { params: { seasonId }, query: { view } })),
    }),
  fixtures: (seasonId: number) =>
    queryOptions({
      queryKey: databaseKeys.fixtures(seasonId),
      queryFn: () => answerData(callRoute(api, routes.live.seasonFixtures, { params: { seasonId } })),
    }),
  match: (matchId: number) =>
    queryOptions({
      queryKey: databaseKeys.match(matchId),
      queryFn: () => answerData(callRoute(api, routes.live.seasonMatch, { params: { id: matchId } })),
    }),
  players: (seasonId: number) =>
    queryOptions({
      queryKey: databaseKeys.players(seasonId),
      queryFn: () => answerData(callRoute(api, routes.live.seasonPlayers, { params: { seasonId } })),
    }),
  team: (sport: FeedSport, id: number, seasonId: number | undefined) =>
    queryOptions({
      queryKey: databaseKeys.team(sport, id, seasonId),
      queryFn: () => answerData(callRoute(api, teamRoutes[sport], { params: { id }, query: { seasonId } })),
    }),
  player: (sport: FeedSport, id: number, seasonId: number | undefined) =>
    queryOptions({
      queryKey: databaseKeys.player(sport, id, seasonId),
      queryFn: () => answerData(callRoute(api, playerRoutes[sport], { params: { id }, query: { seasonId } })),
    }),
};
