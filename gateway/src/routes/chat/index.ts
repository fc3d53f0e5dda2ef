import {
  chatNoticeRequestSchema,
  chatNoticeResponseSchema,
  chatTokenQuerySchema,
  chatTokenResponseSchema,
  ok,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { chatAnswer, chatTwinCalls, targetOf } from './shared-calls';

/** The /chat calls (SPEC §7). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.chat.service;
  const twins = chatTwinCalls(app);
  app.post('/chat/page', twins.page);
  app.post('/chat/welcome', twins.welcome);

  app.post('/chat/notice', { schema: { body: chatNoticeRequestSchema, response: chatAnswer(chatNoticeResponseSchema) } }, async (request) =>
    ok({ notice: await chat.notice(targetOf(request.body)) }),
  );

  app.post('/chat/msg', twins.msg);

  app.post(
    '/chat/getToken',
    { onRequest: app.requireUser, schema: { querystring: chatTokenQuerySchema, response: chatAnswer(chatTokenResponseSchema) } },
    async (request) => ok(await chat.issueToken(signedInUser(request).user.id, request.query.group)),
  );
};
