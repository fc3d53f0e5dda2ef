import {
  type chatHistoryRequestSchema,
  type chatSendRequestSchema,
  type chatWelcomeRequestSchema,
  ok,
  ResultCode,
  SIGN_IN_REQUIRED_MESSAGE,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { optionalUser } from '../../accounts/authentication';
import type { ChatTarget } from '../../chat/chat-log';
import { AppError } from '../../http/errors';

export const targetOf = (body: { roomId?: number | undefined; matchId?: number | undefined }): ChatTarget =>
  body.roomId !== undefined ? { roomId: body.roomId } : { matchId: body.matchId as number };

/** The signed-in viewer's id, or null for a visitor. */
export const viewerOf = async (app: FastifyInstance, request: FastifyRequest) =>
  (await optionalUser(request, app.accounts.sessions))?.user.id ?? null;

/**
 * The calls served under both /api/chat and /chat (history, welcome, send): one handler each,
 * served by both areas. Refusals in the chat range (21001-21099) travel with HTTP 200 and data null.
 */
export function chatTwinCalls(app: FastifyInstance) {
  const { service: chat, records } = app.chat;
  return {
    page: async (request: FastifyRequest<{ Body: z.output<typeof chatHistoryRequestSchema> }>) => {
      const { pageSize, before } = request.body;
      return ok(await records.chatHistory(targetOf(request.body), pageSize, before));
    },
    welcome: async (request: FastifyRequest<{ Body: z.output<typeof chatWelcomeRequestSchema> }>) =>
      ok(await chat.welcome(await viewerOf(app, request), targetOf(request.body))),
    msg: async (request: FastifyRequest<{ Body: z.output<typeof chatSendRequestSchema> }>) => {
      const target = targetOf(request.body);
      let userId = await viewerOf(app, request);
      if (userId === null && request.body.token) userId = await chat.userOfToken(request.body.token, target);
      if (userId === null) throw new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
      return ok(await chat.send(userId, target, request.body.content));
    },
  };
}
