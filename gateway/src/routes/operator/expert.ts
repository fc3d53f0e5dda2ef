import { EXPERT_MESSAGES, ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveRoute } from '../serve-route';

/** The operator's review of expert applications; mounted inside the audit routes' token guard. */
export const operatorExpertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { desk } = app.experts;

  serveRoute(app, routes.extra.operatorExpertList, {}, async (request) => ok(await desk.list(request.query.status)));

  serveRoute(app, routes.extra.operatorExpertReview, {}, async (request) => {
    const { userId, decision, reason } = request.body;
    const reviewed = await desk.review({ userId, decision, reason, reviewedBy: 'route' });
    return ok(reviewed, decision === 'approve' ? EXPERT_MESSAGES.approved : EXPERT_MESSAGES.rejected);
  });
};
