import { fail, GENERIC_FAILURE_MESSAGE, invalidParametersMessage, PAYLOAD_TOO_LARGE_MESSAGE, ResultCode } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { markFailureLogged } from './request-log';

/** A failure the client is meant to see: its code and message go into the envelope as they are. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ResultCode,
    message: string,
  ) {
    super(message);
  }
}

const chinese = /[\u3400-\u9fff]/;

/** The HTTP status that carries an envelope code: the code itself when it is one, else 200. */
export function httpStatusFor(code: number): number {
  return Number.isInteger(code) && code >= 100 && code <= 599 ? code : 200;
}

export function sendFailure(reply: FastifyReply, code: number, message: string): FastifyReply {
  return reply.code(httpStatusFor(code)).send(fail(code, message));
}

type ValidationIssue = { instancePath: string; message?: string | undefined };

/**
 * Our own schemas carry the exact Chinese texts users must see (SPEC §5), so those pass through
 * untouched; any other issue is prefixed with the field it concerns.
 */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (first?.message && chinese.test(first.message)) return first.message;
  const described = issues.slice(0, 3).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return `${field || context || 'request'}: ${issue.message ?? 'invalid value'}`;
  });
  return invalidParametersMessage(described.join('; '));
}

type ClientError = Error & { statusCode: number };

/**
 * Fastify's own client errors (malformed JSON, wrong content type, body too large) and the
 * http-errors that static file serving raises for forbidden paths say nothing internal.
 */
function isClientError(error: unknown): error is ClientError {
  if (!(error instanceof Error)) return false;
  const { code, statusCode, expose } = error as Error & { code?: unknown; statusCode?: unknown; expose?: unknown };
  const fromFramework = (typeof code === 'string' && code.startsWith('FST_')) || expose === true;
  return fromFramework && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

const knownCodes = new Set<number>(Object.values(ResultCode));

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendFailure(reply, ResultCode.BAD_REQUEST, validationMessage(error.validation, error.validationContext));
  }
  if (error instanceof AppError) {
    return sendFailure(reply, error.code, error.message);
  }
  if (isClientError(error)) {
    if (error.statusCode === ResultCode.PAYLOAD_TOO_LARGE) return sendFailure(reply, ResultCode.PAYLOAD_TOO_LARGE, PAYLOAD_TOO_LARGE_MESSAGE);
    return sendFailure(reply, knownCodes.has(error.statusCode) ? error.statusCode : ResultCode.BAD_REQUEST, error.message);
  }
  request.log.error({ err: error }, 'unexpected error');
  markFailureLogged(request);
  return sendFailure(reply, ResultCode.INTERNAL, GENERIC_FAILURE_MESSAGE);
}
