import type { ZodType } from 'zod';
import {
  CHANNEL_ID,
  HTTP_QUIET_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  PLATFORM,
  MALFORMED_DATA_MESSAGE,
  ResultCode,
  cleanQuery,
} from '@portal/contracts';
import { loadingBar, type LoadingBar } from './loading-bar';

export type ApiResult<T> =
  | { ok: true; code: 200; message: string; data: T }
  | { ok: false; code: number; message: string; data: null };

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface RequestOptions<T> {
  /** Validates `data` of a successful answer; a mismatch becomes a failed result. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Send the body form-encoded instead of as JSON. */
  form?: boolean;
  /** Query of a POST, PUT or DELETE; a GET takes its query as an argument. */
  query?: Query;
  /** Let the request outlive the page, e.g. a logout the user may close the tab on. */
  keepalive?: boolean;
  /**
   * The call goes to another host than the gateway (the captcha host): its answer is not the
   * envelope, so `schema` validates the whole body; cookies do not go with it.
   */
  foreign?: boolean;
  /** The page asks on its own, not for something the user waits on: the loading bar does not count it. */
  background?: boolean;
}

export type RequestOutcome = 'ok' | 'error' | 'cancel';

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs: number;
  /** Answer every error with a failed result instead of throwing it. */
  silent?: boolean;
  fetchImpl?: typeof fetch;
  onRequestStart?: () => void;
  onRequestEnd?: (outcome: RequestOutcome) => void;
}

export interface ApiClient {
  get<T = unknown>(path: string, query?: Query, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<ApiResult<T>>;
}

export type ApiErrorKind = 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status of the answer; 0 when none arrived. */
  readonly status: number;

  constructor(kind: ApiErrorKind, status: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.status = status;
  }
}


/** True for a request its caller aborted, as opposed to one that failed or timed out. */
export function isCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function cancelled(reason: unknown): unknown {
  return isCancel(reason) ? reason : new DOMException('Request cancelled', 'AbortError');
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Transport = typeof fetch;

let transport: Transport = (input, init) => fetch(input, init);

/**
 * Where the clients send their calls: the network in a browser; on the server that renders the
 * pages, the gateway's own handler (a path without an origin means nothing to a server's fetch).
 */
export function setTransport(next: Transport): void {
  transport = next;
}

export function createApiClient({
  baseUrl = '',
  timeoutMs,
  silent = false,
  fetchImpl = (input, init) => transport(input, init),
  onRequestStart,
  onRequestEnd,
}: ApiClientOptions): ApiClient {
  async function request<T>(
    method: Method,
    path: string,
    query: Query | undefined,
    body: unknown,
    options: RequestOptions<T> = {},
  ): Promise<ApiResult<T>> {
    const counted = !options.background;
    if (counted) onRequestStart?.();
    let outcome: RequestOutcome = 'ok';
    try {
      const { response, text } = await send(method, path, query, body, options);
      if (!response.ok) outcome = 'error';
      const call = `${method} ${path}`;
      return options.foreign ? interpretForeign(response, text, options.schema) : interpret(response, text, options.schema, call);
    } catch (error) {
      outcome = isCancel(error) ? 'cancel' : 'error';
      if (silent) return { ok: false, code: -1, message: '', data: null };
      throw error;
    } finally {
      if (counted) onRequestEnd?.(outcome);
    }
  }

  async function send(
    method: Method,
    path: string,
    query: Query | undefined,
    body: unknown,
    { signal, form = false, keepalive, foreign = false }: RequestOptions<unknown>,
  ): Promise<{ response: Response; text: string }> {
    const url = buildUrl(baseUrl, path, query, method === 'GET');
    const encoded = encodeBody(body, form);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (encoded.contentType) headers['content-type'] = encoded.contentType;

    if (signal?.aborted) throw cancelled(signal.reason);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });

    const failure = (error: unknown): unknown => {
      if (timedOut) return new ApiError('timeout', 0, `${method} ${path} timed out after ${timeoutMs} ms`);
      if (signal?.aborted) return cancelled(signal.reason);
      return new ApiError('network', 0, `${method} ${path} failed`, { cause: error });
    };

    try {
      const response = await fetchImpl(url, {
        method,
        headers,
        body: encoded.body,
        credentials: foreign ? 'same-origin' : 'include',
        signal: controller.signal,
        ...(keepalive ? { keepalive } : {}),
      });
      return { response, text: await response.text() };
    } catch (error) {
      throw failure(error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    get: (path, query, options) => request('GET', path, query, undefined, options),
    post: (path, body, options) => request('POST', path, options?.query, body, options),
    put: (path, body, options) => request('PUT', path, options?.query, body, options),
    delete: (path, body, options) => request('DELETE', path, options?.query, body, options),
  };
}

function interpret<T>(
  response: Response,
  text: string,
  schema: ZodType<T> | undefined,
  call: string,
): ApiResult<T> {
  const envelope = parseEnvelope(text);
  if (!response.ok) {
    if (envelope && envelope.code !== ResultCode.OK) return failed(envelope.code, envelope.message);
    throw new ApiError('http', response.status, `HTTP ${response.status} ${response.statusText}`.trim());
  }
  if (!envelope) return failed(ResultCode.INTERNAL, MALFORMED_DATA_MESSAGE);
  if (envelope.code !== ResultCode.OK) return failed(envelope.code, envelope.message);
  if (!schema) return { ok: true, code: ResultCode.OK, message: envelope.message, data: envelope.data as T };
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) {
    // The user only sees the generic message; the contract drift itself belongs in the console.
    console.warn(`${call}: answer does not match its schema`, parsed.error.issues);
    return failed(ResultCode.INTERNAL, MALFORMED_DATA_MESSAGE);
  }
  return { ok: true, code: ResultCode.OK, message: envelope.message, data: parsed.data };
}

function interpretForeign<T>(response: Response, text: string, schema: ZodType<T> | undefined): ApiResult<T> {
  const body = parseJson(text);
  const parsed = schema ? schema.safeParse(body) : { success: true as const, data: body as T };
  if (parsed.success) return { ok: true, code: ResultCode.OK, message: '', data: parsed.data };
  if (!response.ok) throw new ApiError('http', response.status, `HTTP ${response.status} ${response.statusText}`.trim());
  return failed(ResultCode.INTERNAL, MALFORMED_DATA_MESSAGE);
}

function failed(code: number, message: string): ApiResult<never> {
  return { ok: false, code, message, data: null };
}

function parseEnvelope(text: string): { code: number; message: string; data: unknown } | undefined {
  const body = parseJson(text);
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, message, data } = body as Record<string, unknown>;
  if (typeof code !== 'number') return undefined;
  return { code, message: typeof message === 'string' ? message : '', data };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function buildUrl(baseUrl: string, path: string, query: Query | undefined, withCommonQuery: boolean): string {
  const params = new URLSearchParams();
  if (withCommonQuery) {
    params.set('channelId', String(CHANNEL_ID));
    params.set('platform', String(PLATFORM));
  }
  for (const [key, value] of Object.entries(cleanQuery(query ?? {}))) params.set(key, String(value));
  const search = params.toString();
  if (!search) return baseUrl + path;
  return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function encodeBody(body: unknown, form: boolean): { body?: BodyInit; contentType?: string } {
  if (body === undefined || body === null) return {};
  if (body instanceof URLSearchParams || body instanceof FormData || body instanceof Blob) return { body };
  if (!form) return { body: JSON.stringify(body), contentType: 'application/json' };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const entry of values) {
      if (entry === null || entry === undefined) continue;
      params.append(key, typeof entry === 'object' ? JSON.stringify(entry) : String(entry));
    }
  }
  return { body: params, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
}

export interface MediaStreamRequest {
  headers: Headers;
  signal: AbortSignal;
  /** Send the cookies to another origin too; same-origin only otherwise. */
  withCredentials?: boolean;
}

/**
 * Streams media bytes (the player's live FLV): a GET whose body the caller reads as it arrives. No
 * envelope, no timeout (a live stream runs for hours) and no loading bar; `signal` ends it.
 */
export function fetchMediaStream(url: string, { headers, signal, withCredentials = false }: MediaStreamRequest): Promise<Response> {
  return fetch(url, { headers, signal, credentials: withCredentials ? 'include' : 'same-origin' });
}

/** Drives a loading bar from a client's requests: a cancel is not a failure. */
export function reportTo(bar: LoadingBar): Pick<ApiClientOptions, 'onRequestStart' | 'onRequestEnd'> {
  return {
    onRequestStart: () => bar.start(),
    onRequestEnd: (outcome) => (outcome === 'error' ? bar.fail() : bar.finish()),
  };
}

/** The main client: 20 s, errors thrown. */
export const api = createApiClient({ timeoutMs: HTTP_TIMEOUT_MS, ...reportTo(loadingBar) });

/** The second client: 40 s, every error answered as `{ ok: false, code: -1 }`. */
export const quietApi = createApiClient({ timeoutMs: HTTP_QUIET_TIMEOUT_MS, silent: true, ...reportTo(loadingBar) });
