import { EXPERT_MESSAGES, MIN_STREAK, ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { serveRoute } from '../serve-route';

/** Experts (SPEC §7 "Experts"): the expert card, applying, publishing, buying, and the plan lists. */
export const tjRoutes: FastifyPluginAsyncZod = async (app) => {
  const { desk, plans, settler } = app.experts;
  const viewer = { onRequest: app.identifyUser };
  const viewerId = (request: { user: { user: { id: number } } | null }) => request.user?.user.id;

  serveRoute(app, routes.tj.expertInfo, { onRequest: app.requireUser }, async (request) => {
    const { user } = signedInUser(request);
    if (!(await desk.ensureProfile(user))) return ok(null);
    const [card] = await plans.cards([user.id]);
    return ok(card ?? null);
  });

  serveRoute(app, routes.tj.expertApply, { onRequest: app.requireUser }, async (request) =>
    ok(await desk.apply(signedInUser(request).user, request.body), EXPERT_MESSAGES.applicationSubmitted),
  );

  serveRoute(app, routes.tj.expertApplyInfo, { onRequest: app.requireUser }, async (request) => ok(await desk.info(signedInUser(request).user)));

  serveRoute(app, routes.tj.recommend, { onRequest: app.requireUser }, async (request) => {
    const { user } = signedInUser(request);
    const expertId = user.id;
    await desk.ensureProfile(user);
    const planId = await plans.publish(expertId, request.body);
    settler.watch(request.body.legs.map((leg) => leg.matchId));
    return ok(await plans.byId(planId, expertId), EXPERT_MESSAGES.published);
  });

  serveRoute(app, routes.tj.buy, { onRequest: app.requireUser }, async (request) => {
    const buyerId = signedInUser(request).user.id;
    const planId = await plans.buy(buyerId, request.body.code);
    return ok(await plans.byId(planId, buyerId), EXPERT_MESSAGES.bought);
  });

  serveRoute(app, routes.tj.bought, { onRequest: app.requireUser }, async (request) =>
    ok(await plans.boughtBy(signedInUser(request).user.id, request.query.page, request.query.pageSize)),
  );

  serveRoute(app, routes.tj.homeRecommends, viewer, async (request) => {
    const id = viewerId(request);
    const [hot, free, settled, byHitRate, byStreak] = await Promise.all([
      plans.page({ kind: 'hot', open: true, page: 1, pageSize: 8 }, id),
      plans.page({ kind: 'free', open: true, page: 1, pageSize: 8 }, id),
      plans.page({ kind: 'settled', page: 1, pageSize: 8 }, id),
      plans.ranking({ sort: 'hitRate', page: 1, pageSize: 10 }),
      plans.ranking({ sort: 'streak', page: 1, pageSize: 10 }),
    ]);
    const onStreak = byStreak.list.filter((expert) => expert.record.streak >= MIN_STREAK);
    return ok({ hot: hot.list, free: free.list, settled: settled.list, byHitRate: byHitRate.list, byStreak: onStreak });
  });

  serveRoute(app, routes.tj.pcRecommends, viewer, async (request) => ok(await plans.page(request.body, viewerId(request))));

  serveRoute(app, routes.tj.recommendDetail, viewer, async (request) => ok(await plans.byCode(request.params.code, viewerId(request))));

  serveRoute(app, routes.tj.matches, {}, async (request) => {
    const { matchType, open, leagueId } = request.query;
    return ok(await plans.matches(matchType, { open: open === 1, leagueId }));
  });

  serveRoute(app, routes.tj.matchFilter, {}, async (request) => {
    const matches = await plans.matches(request.query.matchType, { open: request.query.open === 1 });
    const leagues = new Map<number, { id: number; name: string; color: string; count: number }>();
    for (const match of matches) {
      const league = leagues.get(match.leagueId) ?? { id: match.leagueId, name: match.leagueName, color: match.leagueColor, count: 0 };
      league.count += 1;
      leagues.set(match.leagueId, league);
    }
    return ok({ leagues: [...leagues.values()].sort((a, b) => b.count - a.count || a.id - b.id) });
  });
};
