import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { api } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { answerData } from '../lib/query-client';
import { liveKeys } from '../live/queries';
import { isRowEnded } from './rows';

/** The articles about a match its page shows. */
const MATCH_NEWS_SHOWN = 3;
/** How often a finished match's page asks for its report before it takes it that none will come. */
const MATCH_NEWS_ASKS = 4;

/** Whether every match of an answer is over: it will not change any more. */
const allEnded = (rows: readonly ListRow[] | undefined): boolean => rows?.every(isRowEnded) === true;

/**
 * The gateway serves collect under the football path for both sports: a match id is unique across
 * them, and `type` tells the sport.
 */
export const fetchCollected = () => callRoute(api, routes.live.collected, {});

/** POST /collect or /cancel-collect. */
export const sendCollect = (body: MatchCollect, collect: boolean) =>
  callRoute(api, collect ? routes.live.collect : routes.live.cancelCollect, { body });

const todayRoutes = { football: routes.live.footballToday, basketball: routes.live.basketballToday } as const;

/** Today's matches of a sport, finished ones included (the live list keeps those only for a few hours). */
export const fetchTodayRows = (sport: FeedSport) => callRoute(api, todayRoutes[sport], {});

/** The lottery lists' REST calls, which answer any issue's matches when given `issueNum`. */
const lotteryListRoutes = {
  'list:football:jczq': routes.live.footballJczq,
  'list:football:bjdc': routes.live.footballBjdc,
  'list:football:lottery': routes.live.footballLottery,
  'list:basketball:jclq': routes.live.basketballJclq,
} as const;

export type LotteryChannel = keyof typeof lotteryListRoutes;

export const scoreKeys = {
  all: ['scores'] as const,
  /** `day` (Beijing's, YYYY-MM-DD) is in the key so a new day asks again. */
  today: (sport: FeedSport, day: string) => [...scoreKeys.all, 'today', sport, day] as const,
  /** The ids of the signed-in user's collected matches, both sports. */
  collected: () => [...scoreKeys.all, 'collected'] as const,
  /** The dates of the fixtures window. */
  dates: () => [...scoreKeys.all, 'dates'] as const,
  /** Both sports' matches of one day. */
  schedule: (date: string) => [...scoreKeys.all, 'schedule', date] as const,
  /** The win/draw/loss model of today's football matches. */
  model: () => [...scoreKeys.all, 'model'] as const,
  /** The issues of a lottery with matches, and the one on sale. */
  issues: (code: FeedLotteryCode) => [...scoreKeys.all, 'issues', code] as const,
  /** One issue's matches of a lottery list. */
  issue: (channel: LotteryChannel, issueNum: string) => [...scoreKeys.all, 'issue', channel, issueNum] as const,
  /** The rooms streaming a match. */
  rooms: (sport: FeedSport, matchId: number) => [...scoreKeys.all, 'rooms', sport, matchId] as const,
  /** The news about a match: its report, once it is written. */
  news: (matchId: number) => [...scoreKeys.all, 'news', matchId] as const,
  /** A match's analysis (head-to-head, form, tables, next fixtures). */
  analysis: (sport: FeedSport, matchId: number) => [...scoreKeys.all, 'analysis', sport, matchId] as const,
};

const analysisRoutes = { football: routes.live.footballMatchAnalysis, basketball: routes.live.basketballMatchAnalysis } as const;

export const scoreQueries = {
  today: (sport: FeedSport, day: string) =>
    queryOptions({
      queryKey: scoreKeys.today(sport, day),
      queryFn: async () => (await answerData(fetchTodayRows(sport))).matches,
    }),
  collected: () =>
    queryOptions({
      queryKey: scoreKeys.collected(),
      queryFn: async () => (await answerData(fetchCollected())).matchIds,
      staleTime: Infinity,
    }),
  /** The 15 dates of the fixtures window, 7 days back to 7 ahead. */
  dates: () =>
    queryOptions({
      queryKey: scoreKeys.dates(),
      queryFn: async () => answerData(callRoute(api, routes.api.matchDates, {})),
      staleTime: 10 * 60_000,
    }),
  /** Both sports' matches kicking off on `date` (YYYY-MM-DD, Beijing). */
  schedule: (date: string) =>
    queryOptions({
      queryKey: scoreKeys.schedule(date),
      queryFn: async () => (await answerData(callRoute(api, routes.api.matchSchedule, { query: { date } }))).matches,
    }),
  /** Today's football matches with the model's and the opening odds' probabilities, and the model's record. */
  model: () =>
    queryOptions({
      queryKey: scoreKeys.model(),
      queryFn: async () => answerData(callRoute(api, routes.live.footballModel, {})),
      refetchInterval: 60_000,
    }),
  /** The issues of a lottery that hold matches, oldest first, and the one on sale now. */
  issues: (code: FeedLotteryCode) =>
    queryOptions({
      queryKey: scoreKeys.issues(code),
      queryFn: async () => answerData(callRoute(api, routes.live.issue, { query: { lotteryCode: code } })),
      staleTime: 10 * 60_000,
    }),
  /**
   * An issue's matches other than the one on sale, which the list's channel keeps live; asked again
   * each minute while one of them is not over, never once all are.
   */
  issue: (channel: LotteryChannel, issueNum: string) =>
    queryOptions({
      queryKey: scoreKeys.issue(channel, issueNum),
      queryFn: async () => (await answerData(callRoute(api, lotteryListRoutes[channel], { query: { issueNum } }))).matches,
      refetchInterval: (query) => (allEnded(query.state.data) ? false : 60_000),
      staleTime: (query) => (allEnded(query.state.data) ? Infinity : 0),
    }),
  /** The open rooms showing a match, on air first. */
  rooms: (sport: FeedSport, matchId: number) =>
    queryOptions({
      queryKey: scoreKeys.rooms(sport, matchId),
      queryFn: async () =>
        answerData(
          callRoute(api, routes.api.anchorByMatch, {
            query: { matchId, matchType: matchTypeOf(sport) },
          }),
        ),
      staleTime: 30_000,
    }),
  /**
   * The news about a finished match: its report, which the news desk writes as the match ends. Asked
   * again every half minute until it is out, at most {@link MATCH_NEWS_ASKS} times.
   */
  news: (matchId: number) =>
    queryOptions({
      queryKey: scoreKeys.news(matchId),
      queryFn: async () =>
        answerData(callRoute(api, routes.inform.newsList, { body: { matchId, platform: PLATFORM, pageParam: { pageNum: 1, pageSize: MATCH_NEWS_SHOWN } } })),
      // Most friendlies get no report: a few asks cover the moment the desk takes to write one.
      refetchInterval: (query) => ((query.state.data?.total ?? 0) > 0 || query.state.dataUpdateCount >= MATCH_NEWS_ASKS ? false : 30_000),
      staleTime: (query) => ((query.state.data?.total ?? 0) > 0 ? Infinity : 0),
    }),
  /** A match's analysis from the season results; read again when a table it shows changes. */
  analysis: (sport: FeedSport, matchId: number) =>
    queryOptions({
      queryKey: scoreKeys.analysis(sport, matchId),
      queryFn: async () => answerData(callRoute(api, analysisRoutes[sport], { params: { id: matchId } })),
    }),
  /** A collected match, whichever sport it is (a match id is unique across them). */
  collectedMatch: (matchId: number) =>
    queryOptions({
      queryKey: [...scoreKeys.all, 'collected-match', matchId] as const,
      queryFn: async () => {
        const football = await callRoute(api, routes.live.footballMatch, { query: { matchId } });
        if (football.ok) return football.data.match;
        return (await answerData(callRoute(api, routes.live.basketballMatch, { query: { matchId } }))).match;
      },
    }),
};

/** The days of a schedule's week strip: today and on, at most seven once there are eight or more (SPEC §9). */
export function weekFromToday<T extends { today: boolean }>(dates: readonly T[]): T[] {
  const today = dates.findIndex((date) => date.today);
  return trimWeekList(today < 0 ? [...dates] : dates.slice(today));
}

const collectedKey = scoreQueries.collected().queryKey;

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
  const queryClient = useQueryClient();
  const collected = useQuery({ ...scoreQueries.collected(), enabled: signedIn }).data;
  const userId = userInfo?.id;

  const toggle = useMutation({
    mutationFn: ({ matchId, matchType, collect }: { matchId: number; matchType: MatchType; collect: boolean }) => {
      if (userId === undefined) return Promise.reject(new Error('the user is not known yet'));
      return answerData(sendCollect({ matchId, type: matchType, userId }, collect), OPERATION_FAILED);
    },
    onMutate: async ({ matchId, collect }) => {
      await queryClient.cancelQueries({ queryKey: collectedKey });
      const before = queryClient.getQueryData(collectedKey);
      queryClient.setQueryData(collectedKey, (ids = []) =>
        collect ? [...ids.filter((id) => id !== matchId), matchId] : ids.filter((id) => id !== matchId),
      );
      return { before };
    },
    onError: (_, __, context) => queryClient.setQueryData(collectedKey, context?.before),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectedKey }),
        queryClient.invalidateQueries({ queryKey: liveKeys.follows() }),
        queryClient.invalidateQueries({ queryKey: liveKeys.allReservations() }),
      ]),
  });

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
