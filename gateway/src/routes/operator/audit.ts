import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AUDIT_APPROVED_MESSAGE,
  AUDIT_REJECTED_MESSAGE,
  ok,
  OPERATOR_REFUSED_MESSAGE,
  OPERATOR_TOKEN_HEADER,
  ResultCode,
  routes,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';
import { operatorChatRoutes } from './chat';
import { operatorCommunityRoutes } from './community';
import { operatorExpertRoutes } from './expert';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The operator's review of applications, guarded by OPERATOR_TOKEN in the x-operator-token header.
 * Registered only when the token is configured.
 */
export const operatorAuditRoutes: FastifyPluginAsyncZod<{ operatorToken: string }> = async (app, { operatorToken }) => {
  const { audits } = app.rooms;
  const expected = digest(operatorToken);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const sent = request.headers[OPERATOR_TOKEN_HEADER];
    const token = Array.isArray(sent) ? sent[0] : sent;
    if (!token || !timingSafeEqual(digest(token), expected)) throw new AppError(ResultCode.FORBIDDEN, OPERATOR_REFUSED_MESSAGE);
  });

  serveRoute(app, routes.extra.operatorAuditList, {}, async (request) => ok(await audits.list(request.query.status)));

  serveRoute(app, routes.extra.operatorAuditReview, {}, async (request) => {
    const { userId, decision, reason } = request.body;
    const reviewed = await audits.review({ userId, decision, reason, reviewedBy: 'route' });
    return ok(reviewed, decision === 'approve' ? AUDIT_APPROVED_MESSAGE : AUDIT_REJECTED_MESSAGE);
  });

  await app.register(operatorExpertRoutes);
  await app.register(operatorCommunityRoutes);
  await app.register(operatorChatRoutes);
};
