import { AUDIT_SUBMITTED_MESSAGE, ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { type LiveRoomRoutesOptions } from './live-room-context';
import { serveRoute } from '../serve-route';

/** Applying to become an anchor: /api/audit/submit and /api/audit/info. */
export const auditRoutes: FastifyPluginAsyncZod<LiveRoomRoutesOptions> = async (app, { audits }) => {
  serveRoute(app, routes.api.auditSubmit, { preHandler: app.requireUser }, async (request) =>
    ok(await audits.submit(signedInUser(request).user, request.body), AUDIT_SUBMITTED_MESSAGE),
  );

  serveRoute(app, routes.api.auditInfo, { preHandler: app.requireUser }, async (request) =>
    ok(await audits.info(signedInUser(request).user)),
  );
};
