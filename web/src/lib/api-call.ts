import type { RouteEntry } from '@portal/contracts';
import type { z } from 'zod';
import type { ApiClient, ApiResult, Query, RequestOptions } from './api';

/**
 * An entry the client can call: one that answers JSON, the envelope or (the captcha host's calls)
 * a body of its own.
 */
export type CallableRoute = RouteEntry & { readonly answer?: 'envelope' | 'body' };

type Part<E, Key extends 'params' | 'query' | 'body'> = E extends { readonly [K in Key]: infer S extends z.ZodType }
  ? undefined extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : Record<never, never> extends z.input<S>
      ? { [K in Key]?: z.input<S> }
      : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

/** What a call of `E` takes: its params, query and body, each as its schema accepts it. */
export type RouteInput<E extends RouteEntry> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** Options of a call other than what the entry decides. */
export type CallOptions = Pick<RequestOptions<unknown>, 'signal' | 'form' | 'keepalive' | 'background'>;

/** The entry's path with its `:param`s filled in, each encoded. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    if (params[name] === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/**
 * Calls a route-table entry with `client`; a successful answer's data is parsed by the entry's
 * response schema. An entry that answers a body of its own is a call to the captcha host: `foreign`.
 */
export function callRoute<const E extends CallableRoute>(
  client: ApiClient,
  entry: E,
  input: RouteInput<E>,
  options: CallOptions = {},
): Promise<ApiResult<z.output<E['response']>>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  const path = fillPath(entry.path, params);
  const request: RequestOptions<z.output<E['response']>> = {
    ...options,
    schema: entry.response as z.ZodType<z.output<E['response']>>,
    foreign: entry.answer === 'body',
  };
  switch (entry.method) {
    case 'GET':
      return client.get(path, query, request);
    case 'POST':
      return client.post(path, body, { ...request, query });
    case 'PUT':
      return client.put(path, body, { ...request, query });
    case 'DELETE':
      return client.delete(path, body, { ...request, query });
  }
}
