import type { Envelope, RouteEntry } from '@portal/contracts';
import { envelopeSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';

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

/** The 200 answer an entry declares; a `file` entry's is not JSON and has none. */
function answerSchema(entry: RouteEntry): z.ZodType | undefined {
  if (entry.answer === 'file') return undefined;
  if (entry.answer === 'body') return entry.response;
  return z.union([envelopeSchema(entry.response), envelopeSchema(z.null())]);
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
    schema: {
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      ...(response ? { response: { 200: response } } : {}),
    },
    handler: handler as RouteOptions['handler'],
  });
}
