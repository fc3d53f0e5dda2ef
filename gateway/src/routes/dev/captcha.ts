import { DEV_CAPTCHA_NOT_FOUND_MESSAGE, ok, ResultCode, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFailure } from '../../http/errors';
import type { CaptchaRoutesOptions } from '../inform/captcha';
import { serveRoute } from '../serve-route';

/**
 * GET /dev/captcha/answer?token: what a live challenge expects, so browser tests and demos can pass
 * it. Never registered in production.
 */
export const devCaptchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, { captcha }) => {
  serveRoute(app, routes.extra.devCaptchaAnswer, {}, async (request, reply) => {
    const stored = await captcha.answerOf(request.query.token);
    if (!stored) return sendFailure(reply, ResultCode.NOT_FOUND, DEV_CAPTCHA_NOT_FOUND_MESSAGE);
    return ok(stored);
  });
};
