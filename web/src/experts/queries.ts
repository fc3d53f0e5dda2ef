import type { QueryClient } from '@tanstack/react-query';
import {
  expertApplyRequestSchema,
  planPublishRequestSchema,
  routes,
  type ExpertApplication,
  type ExpertListRequest,
  type Plan,
  type PlanListRequest,
} from '@portal/contracts';
import { invalidateRoutes, routeMutation, routeQuery, type MutationEffects } from '../lib/route-query';

/** Which plans of an expert: all, still for sale, or settled. */
export type PlanStatus = 'all' | 'open' | 'settled';

const PAGE_SIZE = 20;

/** Every read of the experts: a purchase, a published plan or a settled one changes any of it. */
const EXPERT_READS = [
  routes.tj.homeRecommends,
  routes.tj.pcRecommends,
  routes.pc.experts,
  routes.pc.centerHead,
  routes.pc.centerRecommends,
  routes.pc.recommends,
  routes.tj.recommendDetail,
  routes.pc.match,
  routes.tj.matches,
  routes.tj.matchFilter,
  routes.tj.bought,
  routes.tj.expertApplyInfo,
] as const;

/** Everything of the experts read again. */
export function expertsChanged(client: QueryClient): Promise<unknown> {
  return invalidateRoutes(client, ...EXPERT_READS);
}

/** The `open` flag of the tipped-match calls: set only when asking for the matches still open for plans. */
const openFlag = (open: boolean) => (open ? 1 : undefined);

export const expertQueries = {
  home: () => routeQuery(routes.tj.homeRecommends, {}),
  plans: (request: PlanListRequest) => routeQuery(routes.tj.pcRecommends, { body: request }),
  experts: (request: ExpertListRequest) => routeQuery(routes.pc.experts, { body: request }),
  expertHead: (expertId: number) => routeQuery(routes.pc.centerHead, { body: { expertId } }, { retry: false }),
  expertPlans: (expertId: number, status: PlanStatus, page: number) =>
    routeQuery(routes.pc.centerRecommends, { body: { expertId, status, page, pageSize: PAGE_SIZE } }),
  myPlans: (status: PlanStatus, page: number) => routeQuery(routes.pc.recommends, { body: { status, page, pageSize: PAGE_SIZE } }),
  plan: (code: string) => routeQuery(routes.tj.recommendDetail, { params: { code } }, { retry: false }),
  matchPlans: (matchId: number) => routeQuery(routes.pc.match, { body: { matchId } }),
  /** The matches of a sport (only those open for plans when `open`), of one league when `leagueId` is given. */
  matches: (matchType: 1 | 2, open: boolean, leagueId?: number) =>
    routeQuery(routes.tj.matches, { query: { matchType, open: openFlag(open), leagueId } }),
  /** The leagues of those matches, with how many each has. */
  matchLeagues: (matchType: 1 | 2, open: boolean) => routeQuery(routes.tj.matchFilter, { query: { matchType, open: openFlag(open) } }),
  bought: (page: number) => routeQuery(routes.tj.bought, { query: { page, pageSize: PAGE_SIZE } }),
  application: () => routeQuery(routes.tj.expertApplyInfo, {}),
};

export const expertMutations = {
  /** Buys a plan: it is the viewer's to read at once, and every list that shows it is read again. */
  buy: (code: string, effects?: MutationEffects<Plan, void>) =>
    routeMutation(
      routes.tj.buy,
      {
        input: () => ({ body: { code } }),
        onSuccess: async (bought, _variables, _result, { client }) => {
          client.setQueryData(expertQueries.plan(code).queryKey, bought);
          await expertsChanged(client);
        },
      },
      effects,
    ),
  /** Publishes a plan from the form (parsed by its schema first). */
  publish: (effects?: MutationEffects<Plan, unknown>) =>
    routeMutation(
      routes.tj.recommend,
      {
        input: (request: unknown) => ({ body: planPublishRequestSchema.parse(request) }),
        onSuccess: (_plan, _request, _result, { client }) => expertsChanged(client),
      },
      effects,
    ),
  /** Applies to be an expert with the form (parsed by its schema first). */
  apply: (effects?: MutationEffects<ExpertApplication, unknown>) =>
    routeMutation(
      routes.tj.expertApply,
      {
        input: (form: unknown) => ({ body: expertApplyRequestSchema.parse(form) }),
        onSuccess: (application, _form, _result, { client }) => client.setQueryData(expertQueries.application().queryKey, application),
      },
      effects,
    ),
};
