import { createHash, timingSafeEqual } from 'node:crypto';
import { AUDIT_STATUS, auditApplicationSchema, auditInfoSchema, auditReviewRequestSchema, ok, OPERATOR_TOKEN_HEADER, ResultCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { answers } from '../api/live-room-context';

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
    if (!token || !timingSafeEqual(digest(token), expected)) throw new AppError(ResultCode.FORBIDDEN, '无权进行运营操作');
  });

  app.get(
    '/operator/audit/list',
    {
      schema: {
        querystring: z.object({
          status: z.coerce.number().pipe(z.literal([AUDIT_STATUS.REVIEWING, AUDIT_STATUS.PASSED, AUDIT_STATUS.REJECTED])).optional(),
        }),
        response: answers(z.array(auditApplicationSchema)),
      },
    },
    async (request) => ok(await audits.list(request.query.status)),
  );

  app.post(
    '/operator/audit/review',
    { schema: { body: auditReviewRequestSchema, response: answers(auditInfoSchema) } },
    async (request) => {
      const { userId, decision, reason } = request.body;
      const reviewed = await audits.review({ userId, decision, reason, reviewedBy: 'route' });
      return ok(reviewed, decision === 'approve' ? '已通过' : '已驳回');
    },
  );
};
