import { DEV_SMS_NOT_FOUND_MESSAGE, ok, ResultCode, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SandboxInbox } from '../../accounts/sms-sender';
import { sendFailure } from '../../http/errors';
import { serveRoute } from '../serve-route';

export type SandboxSmsRoutesOptions = { inbox: SandboxInbox };

/**
 * GET /dev/sms/latest?mobile: the last code the sandbox "sent" to a mobile, so a developer or a
 * test can log in without a phone. Registered only outside production.
 */
export const sandboxSmsRoutes: FastifyPluginAsyncZod<SandboxSmsRoutesOptions> = async (app, { inbox }) => {
  serveRoute(app, routes.extra.devSmsLatest, {}, async (request, reply) => {
    const message = await inbox.latest(request.query.mobile);
    if (!message) return sendFailure(reply, ResultCode.NOT_FOUND, DEV_SMS_NOT_FOUND_MESSAGE);
    return ok({ code: /\d{6}/.exec(message.text)?.[0] ?? null, text: message.text, sentAt: message.sentAt });
  });
};
