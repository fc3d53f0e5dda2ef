import {
  CAPTCHA_REQUIRED_MESSAGE,
  ok,
  ResultCode,
  routes,
  SMS_CODE_NOT_VALID_MESSAGE,
  SMS_CODE_VALID_MESSAGE,
  SMS_SENT_MESSAGE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaGate } from '../../accounts/captcha-gate';
import type { SmsCodes } from '../../accounts/sms-codes';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';

export type SmsRoutesOptions = { smsCodes: SmsCodes; captchaGate: CaptchaGate };

/** Longer than any pass value the captcha hands out; a longer one is not worth a lookup. */
const MAX_VERIFICATION_LENGTH = 4096;

/** Sending and checking SMS codes (SPEC §7: /inform/send/sms, /inform/verifyCode). */
export const smsRoutes: FastifyPluginAsyncZod<SmsRoutesOptions> = async (app, { smsCodes, captchaGate }) => {
  serveRoute(app, routes.inform.sendSms, {}, async (request) => {
    const { captchaVerification, mobile } = request.body;
    const passed =
      captchaVerification.length <= MAX_VERIFICATION_LENGTH && (await captchaGate.consumeVerification(captchaVerification, { mobile }));
    if (!passed) throw new AppError(ResultCode.BAD_REQUEST, CAPTCHA_REQUIRED_MESSAGE);
    return ok(await smsCodes.send(mobile, request.ip), SMS_SENT_MESSAGE);
  });

  serveRoute(app, routes.inform.verifyCode, {}, async (request) => {
    const valid = await smsCodes.peek(request.query.mobile, request.query.verifyCode, request.ip);
    return ok({ valid }, valid ? SMS_CODE_VALID_MESSAGE : SMS_CODE_NOT_VALID_MESSAGE);
  });
};
