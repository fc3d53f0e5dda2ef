import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { portraitOrDefault } from '../../accounts/portraits';
import { serveRoute } from '../serve-route';

/** Experts (SPEC §7 "Experts"); so far the signed-in user's own expert card. */
export const tjRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, routes.tj.expertInfo, { onRequest: app.requireUser }, async (request) => {
    const { user } = signedInUser(request);
    if (user.isExpert !== 1) return ok(null);
    return ok({ userId: user.id, nickName: user.nickName, portrait: portraitOrDefault(user.portrait), level: user.level });
  });
};
