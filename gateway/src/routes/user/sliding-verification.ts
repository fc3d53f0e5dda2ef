import {
  CAPTCHA_EXPIRED_MESSAGE,
  CAPTCHA_TOO_MANY_CHECKS_MESSAGE,
  CODE_REQUESTS_TOO_FREQUENT_MESSAGE,
  ok,
  OLD_SLIDER_FAILED_MESSAGE,
  OLD_SLIDER_PASSED_MESSAGE,
  ResultCode,
  routes,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from '../../captcha/service';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';

export type SlidingVerificationRoutesOptions = { captcha: CaptchaService };

/** The older slider (SPEC §4 "Older slider"): a challenge, and its check within 6 units, once per token. */
export const slidingVerificationRoutes: FastifyPluginAsyncZod<SlidingVerificationRoutesOptions> = async (app, { captcha }) => {
  serveRoute(app, routes.user.slidingVerification, {}, async (request) => {
    const challenge = await captcha.oldSliderChallenge({ address: request.ip });
    if (!challenge) throw new AppError(ResultCode.TOO_MANY_REQUESTS, CODE_REQUESTS_TOO_FREQUENT_MESSAGE);
    return ok(challenge);
  });

  serveRoute(app, routes.user.slidingVerificationCheck, {}, async (request) => {
    const verdict = await captcha.checkOldSlider(request.body.token, request.body.x, request.ip);
    if (verdict === 'limited') throw new AppError(ResultCode.TOO_MANY_REQUESTS, CAPTCHA_TOO_MANY_CHECKS_MESSAGE);
    if (verdict === 'expired') throw new AppError(ResultCode.BAD_REQUEST, CAPTCHA_EXPIRED_MESSAGE);
    if (verdict === 'failed') throw new AppError(ResultCode.BAD_REQUEST, OLD_SLIDER_FAILED_MESSAGE);
    return ok({ passed: true as const }, OLD_SLIDER_PASSED_MESSAGE);
  });
};
