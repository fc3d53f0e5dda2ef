import {
  banAddQuerySchema,
  barrageStyleListSchema,
  chatDeleteRequestSchema,
  chatHistoryRequestSchema,
  chatHistoryResponseSchema,
  chatInfoQuerySchema,
  chatInfoResponseSchema,
  chatNoticeRequestSchema,
  chatNoticeResponseSchema,
  chatSendRequestSchema,
  chatSendResponseSchema,
  chatTokenQuerySchema,
  chatTokenResponseSchema,
  chatWelcomeRequestSchema,
  chatWelcomeResponseSchema,
  envelopeSchema,
  hornInfoSchema,
  hornListQuerySchema,
  hornPageSchema,
  managerAddQuerySchema,
  moderationListQuerySchema,
  moderationLogPageSchema,
  moderationLogQuerySchema,
  moderationRemoveQuerySchema,
  moderationTypeQuerySchema,
  moderationVariant,
  ok,
  reportAddRequestSchema,
  reportAddResponseSchema,
  ResultCode,
  roomWordsQuerySchema,
  roomWordsRequestSchema,
  roomWordsResponseSchema,
  slowModeRequestSchema,
  type ModerationVariant,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, signedInUser, SIGN_IN_REQUIRED_MESSAGE } from '../accounts/authentication';
import type { SessionStore } from '../accounts/sessions';
import { AppError, validationMessage } from '../http/errors';
import { getQuery } from '../http/query';
import { BARRAGE_STYLES } from './barrage-styles';
import type { ChatTarget } from './chat-log';
import type { ChatService } from './chat-service';
import type { ChatRecords } from './records';
import type { Moderation } from './moderation';

export type ChatRoutesOptions = {
  chat: ChatService;
  moderation: Moderation;
  records: ChatRecords;
  sessions: SessionStore;
};

// Refusals in the chat range (21001-21099) travel with HTTP 200 and data null.
const answer = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data.nullable()) });
const nothing = answer(z.null());

const targetOf = (body: { roomId?: number | undefined; matchId?: number | undefined }): ChatTarget =>
  body.roomId !== undefined ? { roomId: body.roomId } : { matchId: body.matchId as number };

/** A query parsed by the schema of the variant the type flag chose; its failures read as validation errors. */
function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.infer<T> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }));
  throw new AppError(ResultCode.BAD_REQUEST, validationMessage(issues, 'querystring'));
}

/** SPEC §5: the type flag picks ban (1) or manager (anything else); without it, the path does. */
function variantOf(query: unknown, byPath: ModerationVariant): ModerationVariant {
  const { type } = parseQuery(moderationTypeQuerySchema, query);
  return type === undefined ? byPath : moderationVariant(type);
}

/** Chat, horns, moderation and reports of the live-room API (SPEC §7) and the /chat calls. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat, moderation, records, sessions }) => {
  const viewerOf = async (request: FastifyRequest) => (await optionalUser(request, sessions))?.user.id ?? null;

  for (const url of ['/api/chat/page', '/chat/page']) {
    app.post(url, { schema: { body: chatHistoryRequestSchema, response: answer(chatHistoryResponseSchema) } }, async (request) => {
      const { pageSize, before } = request.body;
      return ok(await records.chatHistory(targetOf(request.body), pageSize, before));
    });
  }

  for (const url of ['/api/chat/welcome', '/chat/welcome']) {
    app.post(url, { schema: { body: chatWelcomeRequestSchema, response: answer(chatWelcomeResponseSchema) } }, async (request) =>
      ok(await chat.welcome(await viewerOf(request), targetOf(request.body))),
    );
  }

  app.post('/chat/notice', { schema: { body: chatNoticeRequestSchema, response: answer(chatNoticeResponseSchema) } }, async (request) =>
    ok({ notice: await chat.notice(targetOf(request.body)) }),
  );

  for (const url of ['/api/chat/msg', '/chat/msg']) {
    app.post(url, { schema: { body: chatSendRequestSchema, response: answer(chatSendResponseSchema) } }, async (request) => {
      const target = targetOf(request.body);
      let userId = await viewerOf(request);
      if (userId === null && request.body.token) userId = await chat.userOfToken(request.body.token, target);
      if (userId === null) throw new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
      return ok(await chat.send(userId, target, request.body.content));
    });
  }

  app.post(
    '/chat/getToken',
    { onRequest: app.requireUser, schema: { querystring: chatTokenQuerySchema, response: answer(chatTokenResponseSchema) } },
    async (request) => ok(await chat.issueToken(signedInUser(request).user.id, request.query.group)),
  );

  app.get(
    '/api/chat/info',
    { schema: { querystring: getQuery(chatInfoQuerySchema.shape), response: answer(chatInfoResponseSchema) } },
    async (request) => ok(await chat.info(await viewerOf(request), request.query.roomId)),
  );

  app.get('/api/chat/barrage/all', { schema: { querystring: getQuery({}), response: answer(barrageStyleListSchema) } }, async () =>
    ok([...BARRAGE_STYLES]),
  );

  app.get('/api/horn/list', { schema: { querystring: getQuery(hornListQuerySchema.shape), response: answer(hornPageSchema) } }, async (request) =>
    ok(await records.horns(request.query.page, request.query.pageSize)),
  );

  app.get('/api/horn/info', { schema: { querystring: getQuery({}), response: answer(hornInfoSchema) } }, async () =>
    ok(await records.newestHorn()),
  );

  // The ban and manager calls change state through GET, so only the accessToken header signs them in.
  const addAs = async (request: FastifyRequest, byPath: ModerationVariant) => {
    const actorId = signedInUser(request).user.id;
    if (variantOf(request.query, byPath) === 'ban') return ok(await moderation.ban(actorId, parseQuery(banAddQuerySchema, request.query)));
    return ok(await moderation.appoint(actorId, parseQuery(managerAddQuerySchema, request.query)));
  };
  const listAs = async (request: FastifyRequest, byPath: ModerationVariant) => {
    const actorId = signedInUser(request).user.id;
    const query = parseQuery(moderationListQuerySchema, request.query);
    return ok(variantOf(request.query, byPath) === 'ban' ? await moderation.bans(actorId, query) : await moderation.managers(actorId, query));
  };
  const removeAs = async (request: FastifyRequest, byPath: ModerationVariant) => {
    const actorId = signedInUser(request).user.id;
    const { id } = parseQuery(moderationRemoveQuerySchema, request.query);
    if (variantOf(request.query, byPath) === 'ban') await moderation.unban(actorId, id);
    else await moderation.dismiss(actorId, id);
    return ok(null);
  };
  for (const [prefix, byPath] of [
    ['/api/forbid', 'ban'],
    ['/api/manager', 'manager'],
  ] as const) {
    app.get(`${prefix}/add`, { onRequest: app.requireUserFromHeader }, (request) => addAs(request, byPath));
    app.get(`${prefix}/list`, { onRequest: app.requireUser }, (request) => listAs(request, byPath));
    app.get(`${prefix}/remove`, { onRequest: app.requireUserFromHeader }, (request) => removeAs(request, byPath));
  }

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
    { onRequest: app.requireUser, schema: { querystring: getQuery(roomWordsQuerySchema.shape), response: answer(roomWordsResponseSchema) } },
    async (request) => ok({ words: await chat.words(signedInUser(request).user.id, request.query.roomId) }),
  );

  app.post(
    '/api/chat/words',
    { onRequest: app.requireUser, schema: { body: roomWordsRequestSchema, response: answer(roomWordsResponseSchema) } },
    async (request) => ok({ words: await chat.setWords(signedInUser(request).user.id, request.body.roomId, request.body.words) }),
  );

  app.get(
    '/api/chat/modLog',
    { onRequest: app.requireUser, schema: { querystring: getQuery(moderationLogQuerySchema.shape), response: answer(moderationLogPageSchema) } },
    async (request) => ok(await moderation.acts(signedInUser(request).user.id, request.query)),
  );

  app.post(
    '/api/report/add',
    { onRequest: app.requireUser, schema: { body: reportAddRequestSchema, response: answer(reportAddResponseSchema) } },
    async (request) => ok(await records.report(signedInUser(request).user.id, request.body)),
  );
};
