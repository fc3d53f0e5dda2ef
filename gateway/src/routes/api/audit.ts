import { auditInfoSchema, auditSubmitRequestSchema, ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { getQuery } from '../../http/query';
import { answers, type LiveRoomRoutesOptions } from './live-room-context';

/** Applying to become an anchor: /api/audit/submit and /api/audit/info. */
export const auditRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { audits }) => {
  app.post(
    '/api/audit/submit',
    { preHandler: app.requireUser, schema: { body: auditSubmitRequestSchema, response: answers(auditInfoSchema) } },
    async (request) => ok(await audits.submit(signedInUser(request).user, request.body), '申请已提交，请等待审核'),
  );

  app.get(
    '/api/audit/info',
    { preHandler: app.requireUser, schema: { querystring: getQuery({}), response: answers(auditInfoSchema) } },
    async (request) => ok(await audits.info(signedInUser(request).user)),
  );
};
