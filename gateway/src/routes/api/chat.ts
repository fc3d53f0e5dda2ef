import {
  barrageStyleListSchema,
  chatDeleteRequestSchema,
  chatInfoQuerySchema,
  chatInfoResponseSchema,
  hornInfoSchema,
  hornListQuerySchema,
  hornPageSchema,
  moderationLogPageSchema,
  moderationLogQuerySchema,
  ok,
  reportAddRequestSchema,
  reportAddResponseSchema,
  roomWordsQuerySchema,
  roomWordsRequestSchema,
  roomWordsResponseSchema,
  slowModeRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../accounts/authentication';
import { getQuery } from '../../http/query';
import { chatAnswer, chatTwinCalls, viewerOf } from '../chat/shared-calls';
import { BARRAGE_STYLES } from './barrage-styles';

const nothing = chatAnswer(z.null());

/** Chat, horns and reports of the live-room API (SPEC §7). */
export const apiChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service: chat, moderation, records } = app.chat;
  const twins = chatTwinCalls(app);
  app.post('/api/chat/page', twins.page);
  app.post('/api/chat/welcome', twins.welcome);
  app.post('/api/chat/msg', twins.msg);

  app.get(
    '/api/chat/info',
    { schema: { querystring: getQuery(chatInfoQuerySchema.shape), response: chatAnswer(chatInfoResponseSchema) } },
    async (request) => ok(await chat.info(await viewerOf(app, request), request.query.roomId)),
  );

  app.get('/api/chat/barrage/all', { schema: { querystring: getQuery({}), response: chatAnswer(barrageStyleListSchema) } }, async () =>
    ok([...BARRAGE_STYLES]),
  );

  app.get('/api/horn/list', { schema: { querystring: getQuery(hornListQuerySchema.shape), response: chatAnswer(hornPageSchema) } }, async (request) =>
    ok(await records.horns(request.query.page, request.query.pageSize)),
  );

  app.get('/api/horn/info', { schema: { querystring: getQuery({}), response: chatAnswer(hornInfoSchema) } }, async () =>
    ok(await records.newestHorn()),
  );

  app.post('/api/chat/delete', { onRequest: app.requireUser, schema: { body: chatDeleteRequestSchema, response: nothing } }, async (request) => {
    await chat.deleteMessage(signedInUser(request).user.id, request.body.roomId, request.body.messageId);
    return ok(null);
  });

  app.post('/api/chat/slowMode', { onRequest: app.requireUser, schema: { body: slowModeRequestSchema, response: nothing } }, async (request) => {
    await chat.setSlowMode(signedInUser(request).user.id, request.body.roomId, request.body.seconds);
    return ok(null);
  });

  app.get(
    '/api/chat/words',
    { onRequest: app.requireUser, schema: { querystring: getQuery(roomWordsQuerySchema.shape), response: chatAnswer(roomWordsResponseSchema) } },
    async (request) => ok({ words: await chat.words(signedInUser(request).user.id, request.query.roomId) }),
  );

  app.post(
    '/api/chat/words',
    { onRequest: app.requireUser, schema: { body: roomWordsRequestSchema, response: chatAnswer(roomWordsResponseSchema) } },
    async (request) => ok({ words: await chat.setWords(signedInUser(request).user.id, request.body.roomId, request.body.words) }),
  );

  app.get(
    '/api/chat/modLog',
    { onRequest: app.requireUser, schema: { querystring: getQuery(moderationLogQuerySchema.shape), response: chatAnswer(moderationLogPageSchema) } },
    async (request) => ok(await moderation.acts(signedInUser(request).user.id, request.query)),
  );

  app.post(
    '/api/report/add',
    { onRequest: app.requireUser, schema: { body: reportAddRequestSchema, response: chatAnswer(reportAddResponseSchema) } },
    async (request) => ok(await records.report(signedInUser(request).user.id, request.body)),
  );
};
