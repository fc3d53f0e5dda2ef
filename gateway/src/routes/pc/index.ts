import { EXPERT_MESSAGES, ok, ResultCode, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';

/** The experts' pages (SPEC §7 "Experts", the /pc calls): lists, rankings, an expert's page, a match's plans. */
export const pcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plans } = app.experts;
  const viewer = { onRequest: app.identifyUser };

  serveRoute(app, routes.pc.recommends, { onRequest: app.requireUser }, async (request) => {
    const { user } = signedInUser(request);
    return ok(await plans.page({ kind: 'latest', expertId: user.id, status: request.body.status, page: request.body.page, pageSize: request.body.pageSize }, user.id));
  });

  serveRoute(app, routes.pc.more, viewer, async (request) => ok(await plans.page(request.body, request.user?.user.id)));

  serveRoute(app, routes.pc.experts, {}, async (request) => ok(await plans.ranking(request.body)));

  serveRoute(app, routes.pc.match, viewer, async (request) => {
    const { matchId } = request.body;
    const list = await plans.ofMatch(matchId, request.user?.user.id);
    const [match] = [...(await plans.matches(1, { matchId })), ...(await plans.matches(2, { matchId }))];
    return ok({ match: match ?? null, plans: list });
  });

  serveRoute(app, routes.pc.centerHead, {}, async (request) => {
    const [card] = await plans.cards([request.body.expertId]);
    if (card === undefined) throw new AppError(ResultCode.NOT_FOUND, EXPERT_MESSAGES.expertNotFound);
    return ok(card);
  });

  serveRoute(app, routes.pc.centerRecommends, viewer, async (request) => {
    const { expertId, status, page, pageSize } = request.body;
    return ok(await plans.page({ kind: status === 'settled' ? 'settled' : 'latest', expertId, status, page, pageSize }, request.user?.user.id));
  });
};
