import { ok, ResultCode, routes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from '../../captcha/service';
import { AppError } from '../../http/errors';
import { serveRoute } from '../../http/serve-route';
import { captchaClientKey } from '../inform/captcha';

export type SlidingVerificationRoutesOptions = { captcha: CaptchaService };

/** The older slider (SPEC §4 "Older slider"): a challenge, and its check within 6 units, once per token. */
export const slidingVerificationRoutes: FastifyPluginAsyncZod<SlidingVerificationRoutesOptions> = async (app, { captcha }) => {
  serveRoute(app, routes.user.slidingVerification, {}, async (request) => {
    const challenge = await captcha.oldSliderChallenge(captchaClientKey(request.ip, undefined));
    if (!challenge) throw new AppError(ResultCode.TOO_MANY_REQUESTS, '获取验证码过于频繁，请稍后再试');
    return ok(challenge);
  });

  serveRoute(app, routes.user.slidingVerificationCheck, {}, async (request) => {
    const verdict = await captcha.checkOldSlider(request.body.token, request.body.x, request.ip);
    if (verdict === 'limited') throw new AppError(ResultCode.TOO_MANY_REQUESTS, '验证过于频繁，请稍后再试');
    if (verdict === 'expired') throw new AppError(ResultCode.BAD_REQUEST, '验证码已失效，请重新获取');
    if (verdict === 'failed') throw new AppError(ResultCode.BAD_REQUEST, '验证失败：请正确拼合图像');
    return ok({ passed: true as const }, '验证成功');
  });
};
