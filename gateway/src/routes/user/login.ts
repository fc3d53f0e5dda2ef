import {
  dynamicKeySchema,
  envelopeSchema,
  LOGIN_MODE,
  loginRequestSchema,
  loginResponseSchema,
  ok,
  registerRequestSchema,
  retrievePasswordRequestSchema,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Accounts } from '../../accounts';
import { answerOrCodedFailure } from '../../http/answer';
import type { LoginResult } from '../../accounts/account-service';
import { clearAuthCookie, setAuthCookie } from '../../accounts/auth-cookie';
import { getQuery } from '../../http/query';

export type LoginRoutesOptions = { accounts: Accounts };

const loginAnswer = { 200: answerOrCodedFailure(loginResponseSchema) };

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

  app.get(
    '/user/key/getDynamicKey',
    { schema: { querystring: getQuery({}), response: { 200: envelopeSchema(dynamicKeySchema) } } },
    async (request) => ok(await dynamicKeys.issue(request.ip)),
  );

  app.post('/user/login', { schema: { body: loginRequestSchema, response: loginAnswer } }, async (request, reply) => {
    const { body } = request;
    const result =
      body.mode === LOGIN_MODE.CODE
        ? await service.loginWithCode(body, clientOf(request))
        : await service.loginWithPassword(body, clientOf(request));
    return signedIn(reply, result);
  });

  app.post('/user/register', { schema: { body: registerRequestSchema, response: loginAnswer } }, async (request, reply) =>
    signedIn(reply, await service.register(request.body, clientOf(request))),
  );

  app.post('/user/logout', { schema: { response: { 200: envelopeSchema(z.null()) } } }, async (request, reply) => {
    const current = request.accessToken ? await sessions.resolve(request.accessToken) : null;
    if (current) await sessions.revoke(current.sessionId);
    clearAuthCookie(reply, { secure: secureCookies });
    return ok(null, '已退出登录');
  });

  app.post(
    '/user/center/retrievePassword',
    { schema: { body: retrievePasswordRequestSchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request, reply) => {
      await service.retrievePassword(request.body);
      clearAuthCookie(reply, { secure: secureCookies });
      return ok(null, '密码已重置，请重新登录');
    },
  );
};
