import { ok, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveRoute } from '../serve-route';

/**
 * The operator's moderation of match chats (a match has no anchor or managers to moderate it);
 * mounted inside the audit routes' token guard.
 */
export const operatorChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.chat.service;

  serveRoute(app, routes.extra.operatorMatchChatDelete, {}, async (request) => {
    await chat.deleteMatchMessage(request.body.matchId, request.body.messageId);
    return ok(null);
  });

  serveRoute(app, routes.extra.operatorMatchChatBan, {}, async (request) => {
    const { matchId, userId, minutes, reason } = request.body;
    return ok(await chat.banInMatch(matchId, userId, minutes, reason));
  });
};
