import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  matchTypeOf,
  OPERATION_FAILED,
  PLATFORM,
  routes,
  type FeedLotteryCode,
  type FeedSport,
  type ListRow,
  type MatchCollect,
  type MatchType,
  trimWeekList,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { CallFailure } from '../lib/query-client';
import { fetchRoute, invalidateRoutes, routeKey, routeQuery } from '../lib/route-query';
import { isRowEnded } from './rows';

/** The articles about a match its page shows. */
const MATCH_NEWS_SHOWN = 3;
/** How often a finished match's page asks for its report before it takes it that none will come. */
const MATCH_NEWS_ASKS = 4;

/** Whether every match of an answer is over: it will not change any more. */
const allEnded = (rows: readonly ListRow[] | undefined): boolean => rows?.every(isRowEnded) === true;

const todayRoutes = { football: routes.live.footballToday, basketball: routes.live.basketballToday } as const;

/** The lottery lists' REST calls, which answer any issue's matches when given `issueNum`. */
const lotteryListRoutes = {
  'list:football:jczq': routes.live.footballJczq,
  'list:football:bjdc': routes.live.footballBjdc,
  'list:football:lottery': routes.live.footballLottery,
  'list:basketball:jclq': routes.live.basketballJclq,
} as const;

export type LotteryChannel = keyof typeof lotteryListRoutes;

const analysisRoutes = { football: routes.live.footballMatchAnalysis, basketball: routes.live.basketballMatchAnalysis } as const;

/**
 * What a star changes besides the stars: the followed matches (/v/attention), the anchors
 * recommended beside them, and the reservations of the followed matches.
 */
const STAR_CHANGES = [
  routes.api.pageAttention,
  routes.api.attentionMatches,
  routes.api.userRecommend,
  routes.api.matchList,
  routes.api.reserveMatchByUser,
] as const;

export const scoreQueries = {
  /**
   * Today's matches of a sport, finished ones included (the live list keeps those only for a few
   * hours); `day` (Beijing's, YYYY-MM-DD) is in the key so a new day asks again.
   */
  today: (sport: FeedSport, day: string) => routeQuery(todayRoutes[sport], {}, { scope: [day], pick: (answer) => answer.matches }),
  /**
   * The ids of the signed-in user's collected matches, both sports: the gateway serves collect under
   * the football path for both, a match id being unique across them.
   */
  collected: () => routeQuery(routes.live.collected, {}, { pick: (answer) => answer.matchIds, staleTime: Infinity }),
  /** The 15 dates of the fixtures window, 7 days back to 7 ahead. */
  dates: () => routeQuery(routes.api.matchDates, {}, { staleTime: 10 * 60_000 }),
  /** Both sports' matches kicking off on `date` (YYYY-MM-DD, Beijing). */
  schedule: (date: string) => routeQuery(routes.api.matchSchedule, { query: { date } }, { pick: (answer) => answer.matches }),
  /** Today's football matches with the model's and the opening odds' probabilities, and the model's record. */
  model: () => routeQuery(routes.live.footballModel, {}, { refetchInterval: 60_000 }),
  /** The issues of a lottery that hold matches, oldest first, and the one on sale now. */
  issues: (code: FeedLotteryCode) => routeQuery(routes.live.issue, { query: { lotteryCode: code } }, { staleTime: 10 * 60_000 }),
  /**
   * An issue's matches other than the one on sale, which the list's channel keeps live; asked again
   * each minute while one of them is not over, never once all are.
   */
  issue: (channel: LotteryChannel, issueNum: string) =>
    routeQuery(
      lotteryListRoutes[channel],
      { query: { issueNum } },
      {
        pick: (answer) => answer.matches,
        refetchInterval: (query) => (allEnded(query.state.data) ? false : 60_000),
        staleTime: (query) => (allEnded(query.state.data) ? Infinity : 0),
      },
    ),
  /** The anchors who reserved a match for their rooms. */
  reservations: (sport: FeedSport, matchId: number) => routeQuery(routes.api.matchList, { query: { matchId, matchType: matchTypeOf(sport) } }),
  /** The open rooms showing a match, on air first. */
  rooms: (sport: FeedSport, matchId: number) =>
    routeQuery(routes.api.anchorByMatch, { query: { matchId, matchType: matchTypeOf(sport) } }, { staleTime: 30_000 }),
  /**
   * The news about a finished match: its report, which the news desk writes as the match ends. Asked
   * again every half minute until it is out, at most {@link MATCH_NEWS_ASKS} times.
   */
  news: (matchId: number) =>
    routeQuery(
      routes.inform.newsList,
      { body: { matchId, platform: PLATFORM, pageParam: { pageNum: 1, pageSize: MATCH_NEWS_SHOWN } } },
      {
        // Most friendlies get no report: a few asks cover the moment the desk takes to write one.
        refetchInterval: (query) => ((query.state.data?.total ?? 0) > 0 || query.state.dataUpdateCount >= MATCH_NEWS_ASKS ? false : 30_000),
        staleTime: (query) => ((query.state.data?.total ?? 0) > 0 ? Infinity : 0),
      },
    ),
  /** A match's analysis from the season results; read again when a table it shows changes. */
  analysis: (sport: FeedSport, matchId: number) => routeQuery(analysisRoutes[sport], { params: { id: matchId } }),
  /** A collected match, whichever sport it is (a match id is unique across them): football's answer, else basketball's. */
  collectedMatch: (matchId: number) =>
    queryOptions({
      queryKey: routeKey(routes.live.footballMatch, { query: { matchId } }, 'either sport'),
      queryFn: async () => {
        try {
          return (await fetchRoute(routes.live.footballMatch, { query: { matchId } })).match;
        } catch (failure) {
          if (failure instanceof CallFailure && failure.code === null) throw failure;
          return (await fetchRoute(routes.live.basketballMatch, { query: { matchId } })).match;
        }
      },
    }),
};

/** What a star sends: the match, its sport, and whether it is starred (collect) or not (cancel-collect). */
export interface StarOrder {
  matchId: number;
  matchType: MatchType;
  collect: boolean;
}

export const scoreMutations = {
  /**
   * Stars (collects) or unstars a match for `userId`: the star set at once and put back on failure.
   * A star is the follow of the match that /v/attention's 比赛 tab, the goal alerts and the go-live
   * notices read, so the followed lists are read again after it.
   */
  star: (userId: number | undefined) => {
    const collectedKey = scoreQueries.collected().queryKey;
    return mutationOptions<unknown, CallFailure, StarOrder, { before: number[] | undefined }>({
        mutationKey: routeKey(routes.live.collect),
        mutationFn: ({ matchId, matchType, collect }) => {
          if (userId === undefined) return Promise.reject(new Error('the user is not known yet'));
          const body: MatchCollect = { matchId, type: matchType, userId };
          return fetchRoute(collect ? routes.live.collect : routes.live.cancelCollect, { body }, { refused: OPERATION_FAILED });
        },
        onMutate: async ({ matchId, collect }, { client }) => {
          await client.cancelQueries({ queryKey: collectedKey });
          const before = client.getQueryData(collectedKey);
          client.setQueryData(collectedKey, (ids = []) =>
            collect ? [...ids.filter((id) => id !== matchId), matchId] : ids.filter((id) => id !== matchId),
          );
          return { before };
        },
        onError: (_error, _order, context, { client }) => client.setQueryData(collectedKey, context?.before),
        onSettled: (_answer, _error, _order, _context, { client }) =>
          Promise.all([client.invalidateQueries({ queryKey: collectedKey }), invalidateRoutes(client, ...STAR_CHANGES)]),
    });
  },
};

/** The days of a schedule's week strip: today and on, at most seven once there are eight or more (SPEC §9). */
export function weekFromToday<T extends { today: boolean }>(dates: readonly T[]): T[] {
  const today = dates.findIndex((date) => date.today);
  return trimWeekList(today < 0 ? [...dates] : dates.slice(today));
}

export interface MatchStars {
  isStarred(matchId: number): boolean;
  toggleStar(matchId: number, matchType: MatchType): void;
}

/**
 * The stars of matches (☆, following a match): collect and cancel-collect, the star set at once and
 * put back on failure. A star is the follow of the match that /v/attention's 比赛 tab, the goal
 * alerts and the go-live notices read, so the followed lists are read again after it.
 */
export function useMatchStars(): MatchStars {
  const { signedIn, userInfo } = useAuth();
  const collected = useQuery({ ...scoreQueries.collected(), enabled: signedIn }).data;
  const toggle = useMutation(scoreMutations.star(userInfo?.id));

  const isStarred = useCallback((matchId: number) => collected?.includes(matchId) ?? false, [collected]);
  const { mutate } = toggle;
  const toggleStar = useCallback(
    (matchId: number, matchType: MatchType) => mutate({ matchId, matchType, collect: !(collected?.includes(matchId) ?? false) }),
    [mutate, collected],
  );
  return { isStarred, toggleStar };
}

export interface CollectControls {
  isCollected(matchId: number): boolean;
  toggleCollect(matchId: number): void;
}

/** The stars of a score page of one sport. */
export function useCollect(sport: FeedSport): CollectControls {
  const { isStarred, toggleStar } = useMatchStars();
  const matchType = matchTypeOf(sport);
  const toggleCollect = useCallback((matchId: number) => toggleStar(matchId, matchType), [toggleStar, matchType]);
  return { isCollected: isStarred, toggleCollect };
}
