import { createContext, useContext } from 'react';
import {
  routes,
  type ExpertApplication,
  type ExpertApplyRequest,
  type ExpertCard,
  type ExpertListRequest,
  type ExpertPage,
  type MatchPlans,
  type Plan,
  type PlanListRequest,
  type PlanPage,
  type PlanPublishRequest,
  type TippedLeagues,
  type TippedMatch,
  type YouliaoHome,
} from '@portal/contracts';
import { api, type ApiClient, type ApiResult } from '../lib/api';
import { callRoute } from '../lib/api-call';

/** Which plans of an expert: all, still for sale, or settled. */
export type PlanStatus = 'all' | 'open' | 'settled';

/** Every expert call of SPEC §7 the web makes, on one API client. */
export interface ExpertApi {
  home(): Promise<ApiResult<YouliaoHome>>;
  plans(request: PlanListRequest): Promise<ApiResult<PlanPage>>;
  experts(request: ExpertListRequest): Promise<ApiResult<ExpertPage>>;
  expertHead(expertId: number): Promise<ApiResult<ExpertCard>>;
  expertPlans(expertId: number, status: PlanStatus, page: number): Promise<ApiResult<PlanPage>>;
  myPlans(status: PlanStatus, page: number): Promise<ApiResult<PlanPage>>;
  plan(code: string): Promise<ApiResult<Plan>>;
  matchPlans(matchId: number): Promise<ApiResult<MatchPlans>>;
  /** The matches of a sport (only those open for plans when `open`), of one league when `leagueId` is given. */
  matches(matchType: 1 | 2, open: boolean, leagueId?: number): Promise<ApiResult<TippedMatch[]>>;
  /** The leagues of those matches, with how many each has. */
  matchLeagues(matchType: 1 | 2, open: boolean): Promise<ApiResult<TippedLeagues>>;
  bought(page: number): Promise<ApiResult<PlanPage>>;
  buy(code: string): Promise<ApiResult<Plan>>;
  publish(request: PlanPublishRequest): Promise<ApiResult<Plan>>;
  apply(request: ExpertApplyRequest): Promise<ApiResult<ExpertApplication>>;
  application(): Promise<ApiResult<ExpertApplication>>;
}

const PAGE_SIZE = 20;

export function createExpertApi(client: ApiClient = api): ExpertApi {
  return {
    home: () => callRoute(client, routes.tj.homeRecommends, {}),
    plans: (request) => callRoute(client, routes.tj.pcRecommends, { body: request }),
    experts: (request) => callRoute(client, routes.pc.experts, { body: request }),
    expertHead: (expertId) => callRoute(client, routes.pc.centerHead, { body: { expertId } }),
    expertPlans: (expertId, status, page) => callRoute(client, routes.pc.centerRecommends, { body: { expertId, status, page, pageSize: PAGE_SIZE } }),
    myPlans: (status, page) => callRoute(client, routes.pc.recommends, { body: { status, page, pageSize: PAGE_SIZE } }),
    plan: (code) => callRoute(client, routes.tj.recommendDetail, { params: { code } }),
    matchPlans: (matchId) => callRoute(client, routes.pc.match, { body: { matchId } }),
    matches: (matchType, open, leagueId) => callRoute(client, routes.tj.matches, { query: { matchType, open: open ? 1 : undefined, leagueId } }),
    matchLeagues: (matchType, open) => callRoute(client, routes.tj.matchFilter, { query: { matchType, open: open ? 1 : undefined } }),
    bought: (page) => callRoute(client, routes.tj.bought, { query: { page, pageSize: PAGE_SIZE } }),
    buy: (code) => callRoute(client, routes.tj.buy, { body: { code } }),
    publish: (request) => callRoute(client, routes.tj.recommend, { body: request }),
    apply: (request) => callRoute(client, routes.tj.expertApply, { body: request }),
    application: () => callRoute(client, routes.tj.expertApplyInfo, {}),
  };
}

const ExpertApiContext = createContext<ExpertApi>(createExpertApi());

/** Replaces the expert calls below it (tests). */
export const ExpertApiProvider = ExpertApiContext.Provider;

export function useExpertApi(): ExpertApi {
  return useContext(ExpertApiContext);
}
