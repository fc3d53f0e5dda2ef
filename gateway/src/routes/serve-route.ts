import type { Envelope, RouteEntry } from '@portal/contracts';
import { envelopeSchema, INPUT_TEXT_LIMITS, inputViolation, ResultCode } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/errors';

type Parsed<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The request of an entry's handler: params, query and body as the entry's schemas parse them. */
export type EntryRequest<E extends RouteEntry> = FastifyRequest<{
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
}>;

/**
 * What an entry's handler answers: the envelope of `response` (or a failure with data null, for the
 * codes that travel with HTTP 200), the bare body for a `body` entry, or a reply it sent itself.
 */
export type EntryAnswer<E extends RouteEntry> =
  | FastifyReply
  | (E['answer'] extends 'file'
      ? unknown
      : E['answer'] extends 'body'
        ? z.output<E['response']>
        : Envelope<z.output<E['response']>> | Envelope<null>);

/** Route options besides those the entry decides (method, url, schema). */
export type ServeOptions = Omit<RouteOptions, 'method' | 'url' | 'schema' | 'handler'>;

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The 200 answer an entry declares; a `file` entry's is not JSON and has none. The API reference shows the same. */
export function answerSchema(entry: RouteEntry): z.ZodType | undefined {
  if (entry.answer === 'file') return undefined;
  if (entry.answer === 'body') return entry.response;
  return z.union([envelopeSchema(entry.response), envelopeSchema(z.null())]);
}

/**
 * Holds the request to the contracts' input policy before the entry's schemas read it: no control
 * characters, text within its limit, numbers in decimal. Answers 400 with the first breach.
 */
function screenInput(entry: RouteEntry) {
  const urlPolicy = { part: 'url', maxTextLength: INPUT_TEXT_LIMITS.url } as const;
  const bodyPolicy = { part: 'body', maxTextLength: entry.maxTextLength ?? INPUT_TEXT_LIMITS.body } as const;
  return async (request: FastifyRequest) => {
    const breach =
      inputViolation(request.params, entry.params, urlPolicy) ??
      inputViolation(request.query, entry.query, urlPolicy) ??
      inputViolation(request.body, entry.body, bodyPolicy);
    if (breach) throw new AppError(ResultCode.BAD_REQUEST, breach);
  };
}

/**
 * Registers the handler of a route-table entry: its method and path, its params, query and body
 * validated by the entry's schemas, and its answer serialized through the entry's response schema.
 */
export function serveRoute<const E extends RouteEntry>(
  app: FastifyInstance,
  entry: E,
  options: ServeOptions,
  handler: (request: EntryRequest<E>, reply: FastifyReply) => Promise<EntryAnswer<E>>,
): void {
  const response = answerSchema(entry);
  app.route({
    ...options,
    method: entry.method,
    url: entry.path,
    preValidation: [...toArray(options.preValidation), screenInput(entry)],
    schema: {
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      ...(response ? { response: { 200: response } } : {}),
    },
    handler: handler as RouteOptions['handler'],
  });
}
