import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { chatTwinCalls, targetOf } from './shared-calls';
import { serveRoute } from '../serve-route';

/** The /chat calls (SPEC §7). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.chat.service;
  const twins = chatTwinCalls(app);
  serveRoute(app, routes.chat.page, {}, twins.page);
  serveRoute(app, routes.chat.welcome, {}, twins.welcome);

  serveRoute(app, routes.chat.notice, {}, async (request) => ok({ notice: await chat.notice(targetOf(request.body)) }));

  serveRoute(app, routes.chat.msg, {}, twins.msg);

  serveRoute(app, routes.chat.getToken, { onRequest: app.requireUser }, async (request) =>
    ok(await chat.issueToken(signedInUser(request).user.id, request.query.group)),
  );
};
