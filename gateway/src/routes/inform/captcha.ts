import { type CaptchaAnswer, captchaInvalidRequestMessage, GENERIC_FAILURE_MESSAGE, routes } from '@portal/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAPTCHA_MESSAGES, type CaptchaOutcome, type CaptchaService } from '../../captcha/service';
import { AppError, httpStatusFor, validationMessage } from '../../http/errors';
import { serveRoute } from '../serve-route';

/** Not codes of the SPEC; kept from the captcha host the page was written against. */
const INVALID_PARAMETERS = '0011';
const INVALID_REQUEST = '6206';
const SERVER_ERROR = '9999';

function answer(outcome: CaptchaOutcome): CaptchaAnswer {
  return {
    repCode: outcome.repCode,
    repMsg: CAPTCHA_MESSAGES[outcome.repCode],
    repData: outcome.repData,
    success: outcome.repCode === '0000',
  };
}

function failure(reply: FastifyReply, status: number, repCode: string, repMsg: string): FastifyReply {
  return reply.code(status).send({ repCode, repMsg, repData: null, success: false } satisfies CaptchaAnswer);
}

/** The page reads every captcha answer as the host's body, so errors must not come back as the portal envelope. */
function handleCaptchaError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return failure(reply, 400, INVALID_PARAMETERS, validationMessage(error.validation, error.validationContext));
  }
  // The input policy's refusals, in the host's shape.
  if (error instanceof AppError) return failure(reply, httpStatusFor(error.code), INVALID_PARAMETERS, error.message);
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return failure(reply, error.statusCode, INVALID_REQUEST, captchaInvalidRequestMessage(error.message));
  }
  request.log.error({ err: error }, 'captcha failed');
  return failure(reply, 500, SERVER_ERROR, GENERIC_FAILURE_MESSAGE);
}

export type CaptchaRoutesOptions = { captcha: CaptchaService };

/** The block-puzzle and click-word captcha (SPEC §7 "Captcha"): POST /inform/captcha/get and /check. */
export const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, { captcha }) => {
  app.setErrorHandler(handleCaptchaError);

  serveRoute(app, routes.inform.captchaGet, {}, async (request) => {
    const { captchaType, clientUid } = request.body;
    return answer(await captcha.challenge(captchaType, { address: request.ip, uid: clientUid }));
  });

  serveRoute(app, routes.inform.captchaCheck, {}, async (request) => answer(await captcha.check(request.body, request.ip)));
};
