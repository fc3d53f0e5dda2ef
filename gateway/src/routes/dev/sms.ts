import { envelopeSchema, ok, phoneSchema, ResultCode } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxInbox } from '../../accounts/sms-sender';
import { sendFailure } from '../../http/errors';

export type SandboxSmsRoutesOptions = { inbox: SandboxInbox };

const sandboxLatestSchema = z.object({ code: z.string().nullable(), text: z.string(), sentAt: z.number().int() });

/**
 * GET /dev/sms/latest?mobile: the last code the sandbox "sent" to a mobile, so a developer or a
 * test can log in without a phone. Registered only outside production.
 */
export const sandboxSmsRoutes: FastifyPluginAsyncZod<SandboxSmsRoutesOptions> = async (app, { inbox }) => {
  app.get(
    '/dev/sms/latest',
    { schema: { querystring: z.object({ mobile: phoneSchema }), response: { 200: envelopeSchema(sandboxLatestSchema) } } },
    async (request, reply) => {
      const message = await inbox.latest(request.query.mobile);
      if (!message) return sendFailure(reply, ResultCode.NOT_FOUND, '没有发往该手机号的短信');
      return ok({ code: /\d{6}/.exec(message.text)?.[0] ?? null, text: message.text, sentAt: message.sentAt });
    },
  );
};
