import { queryOptions } from '@tanstack/react-query';
import type { ExpertListRequest, PlanListRequest } from '@portal/contracts';
import { answerData } from '../lib/query-client';
import type { ExpertApi, PlanStatus } from './expert-api';

export const expertKeys = {
  /** Everything of the experts: a purchase or a settled plan changes any of it. */
  all: ['experts'] as const,
  home: () => [...expertKeys.all, 'home'] as const,
  plans: (request: PlanListRequest) => [...expertKeys.all, 'plans', request] as const,
  experts: (request: ExpertListRequest) => [...expertKeys.all, 'experts', request] as const,
  expertHead: (expertId: number) => [...expertKeys.all, 'expert', expertId] as const,
  expertPlans: (expertId: number, status: PlanStatus, page: number) => [...expertKeys.all, 'expert-plans', expertId, status, page] as const,
  myPlans: (status: PlanStatus, page: number) => [...expertKeys.all, 'my-plans', status, page] as const,
  plan: (code: string) => [...expertKeys.all, 'plan', code] as const,
  matchPlans: (matchId: number) => [...expertKeys.all, 'match', matchId] as const,
  matches: (matchType: 1 | 2, open: boolean, leagueId?: number) => [...expertKeys.all, 'matches', matchType, open, leagueId ?? 0] as const,
  matchLeagues: (matchType: 1 | 2, open: boolean) => [...expertKeys.all, 'match-leagues', matchType, open] as const,
  bought: (page: number) => [...expertKeys.all, 'bought', page] as const,
  application: () => [...expertKeys.all, 'application'] as const,
};

export const expertQueries = {
  home: (expertApi: ExpertApi) => queryOptions({ queryKey: expertKeys.home(), queryFn: () => answerData(expertApi.home()) }),
  plans: (expertApi: ExpertApi, request: PlanListRequest) =>
    queryOptions({ queryKey: expertKeys.plans(request), queryFn: () => answerData(expertApi.plans(request)) }),
  experts: (expertApi: ExpertApi, request: ExpertListRequest) =>
    queryOptions({ queryKey: expertKeys.experts(request), queryFn: () => answerData(expertApi.experts(request)) }),
  expertHead: (expertApi: ExpertApi, expertId: number) =>
    queryOptions({ queryKey: expertKeys.expertHead(expertId), queryFn: () => answerData(expertApi.expertHead(expertId)), retry: false }),
  expertPlans: (expertApi: ExpertApi, expertId: number, status: PlanStatus, page: number) =>
    queryOptions({ queryKey: expertKeys.expertPlans(expertId, status, page), queryFn: () => answerData(expertApi.expertPlans(expertId, status, page)) }),
  myPlans: (expertApi: ExpertApi, status: PlanStatus, page: number) =>
    queryOptions({ queryKey: expertKeys.myPlans(status, page), queryFn: () => answerData(expertApi.myPlans(status, page)) }),
  plan: (expertApi: ExpertApi, code: string) =>
    queryOptions({ queryKey: expertKeys.plan(code), queryFn: () => answerData(expertApi.plan(code)), retry: false }),
  matchPlans: (expertApi: ExpertApi, matchId: number) =>
    queryOptions({ queryKey: expertKeys.matchPlans(matchId), queryFn: () => answerData(expertApi.matchPlans(matchId)) }),
  matches: (expertApi: ExpertApi, matchType: 1 | 2, open: boolean, leagueId?: number) =>
    queryOptions({ queryKey: expertKeys.matches(matchType, open, leagueId), queryFn: () => answerData(expertApi.matches(matchType, open, leagueId)) }),
  matchLeagues: (expertApi: ExpertApi, matchType: 1 | 2, open: boolean) =>
    queryOptions({ queryKey: expertKeys.matchLeagues(matchType, open), queryFn: () => answerData(expertApi.matchLeagues(matchType, open)) }),
  bought: (expertApi: ExpertApi, page: number) =>
    queryOptions({ queryKey: expertKeys.bought(page), queryFn: () => answerData(expertApi.bought(page)) }),
  application: (expertApi: ExpertApi) =>
    queryOptions({ queryKey: expertKeys.application(), queryFn: () => answerData(expertApi.application()) }),
};
