import { LOGIN_MODE, ok, PASSWORD_RETRIEVED_MESSAGE, routes, SIGNED_OUT_MESSAGE } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Accounts } from '../../accounts';
import type { LoginResult } from '../../accounts/account-service';
import { clearAuthCookie, setAuthCookie } from '../../accounts/auth-cookie';
import { serveRoute } from '../serve-route';

export type LoginRoutesOptions = { accounts: Accounts };

function clientOf(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'] ?? '', ip: request.ip };
}

/** Getting in and out: dynamic keys, login, registration, logout and the forgotten password. */
export const loginRoutes: FastifyPluginAsyncZod<LoginRoutesOptions> = async (app, { accounts }) => {
  const { service, sessions, dynamicKeys, secureCookies } = accounts;

  const signedIn = (reply: FastifyReply, result: LoginResult) => {
    setAuthCookie(reply, result.token, { keep: result.keep, secure: secureCookies });
    return ok({ token: result.token });
  };

  serveRoute(app, routes.user.dynamicKey, {}, async (request) => ok(await dynamicKeys.issue(request.ip)));

  serveRoute(app, routes.user.login, {}, async (request, reply) => {
    const { body } = request;
    const result =
      body.mode === LOGIN_MODE.CODE
        ? await service.loginWithCode(body, clientOf(request))
        : await service.loginWithPassword(body, clientOf(request));
    return signedIn(reply, result);
  });

  serveRoute(app, routes.user.register, {}, async (request, reply) =>
    signedIn(reply, await service.register(request.body, clientOf(request))),
  );

  serveRoute(app, routes.user.logout, {}, async (request, reply) => {
    const current = request.accessToken ? await sessions.resolve(request.accessToken) : null;
    if (current) await sessions.revoke(current.sessionId);
    clearAuthCookie(reply, { secure: secureCookies });
    return ok(null, SIGNED_OUT_MESSAGE);
  });

  serveRoute(app, routes.user.retrievePassword, {}, async (request, reply) => {
    await service.retrievePassword(request.body, request.ip);
    clearAuthCookie(reply, { secure: secureCookies });
    return ok(null, PASSWORD_RETRIEVED_MESSAGE);
  });
};
