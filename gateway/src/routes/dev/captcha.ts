import { envelopeSchema, ok, ResultCode } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFailure } from '../../http/errors';
import { getQuery } from '../../http/query';
import type { CaptchaRoutesOptions } from '../inform/captcha';

const storedAnswerResponse = z.object({
  captchaType: z.enum(['blockPuzzle', 'clickWord', 'oldSlider']),
  point: z.object({ x: z.number(), y: z.number() }).optional(),
  points: z.array(z.object({ x: z.number(), y: z.number() })).optional(),
  x: z.number().optional(),
});

/**
 * GET /dev/captcha/answer?token: what a live challenge expects, so browser tests and demos can pass
 * it. Never registered in production.
 */
export const devCaptchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, { captcha }) => {
  app.get(
    '/dev/captcha/answer',
    {
      schema: {
        querystring: getQuery({ token: z.string().min(1).max(64) }),
        response: { 200: envelopeSchema(storedAnswerResponse) },
      },
    },
    async (request, reply) => {
      const stored = await captcha.answerOf(request.query.token);
      if (!stored) return sendFailure(reply, ResultCode.NOT_FOUND, '验证码不存在或已失效');
      return ok(stored);
    },
  );
};
