import { z } from 'zod';
import { commonQuerySchema } from '../envelope';

/** The HTTP methods the REST calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a call answers: `envelope` (the default) is `{code, message, data}` with `data` parsed by
 * `response`; `body` is JSON that `response` parses whole (the captcha host's own shape); `file` is
 * not JSON at all (an image, a video, a CSV file, an HTML page).
 */
export type RouteAnswer = 'envelope' | 'body' | 'file';

/**
 * One REST call: its method, the path as the gateway registers it (with `:param`s), the schemas of
 * what it takes and of what it answers.
 */
export type RouteEntry = {
  readonly method: HttpMethod;
  /** The Fastify path, e.g. `/inform/info/detail/:id`. */
  readonly path: string;
  /** The `:param`s of the path; present exactly when the path has some. */
  readonly params?: z.ZodType;
  /** The querystring, with `channelId` and `platform` for the calls that accept them. */
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The envelope's `data` on success, or the whole body when `answer` is `body`. */
  readonly response: z.ZodType;
  /** `envelope` unless said otherwise. */
  readonly answer?: RouteAnswer;
  readonly summary?: string;
  /** The longest text one field may carry, when longer than INPUT_TEXT_LIMITS allows (uploads). */
  readonly maxTextLength?: number;
  /** `false` for a call the SPEC names that the gateway does not serve yet. */
  readonly served?: false;
};

type PathHasParams<Path extends string> = Path extends `${string}:${string}` ? true : false;

/** An entry whose path has `:param`s must say how they parse. */
type WithParamsWhenNeeded<E extends { readonly path: string }> =
  PathHasParams<E['path']> extends true ? { readonly params: z.ZodType } : unknown;

/** One route-table entry, kept with its exact schema types. */
export function defineRoute<const E extends RouteEntry>(entry: E & WithParamsWhenNeeded<E>): E {
  return entry;
}

/** What a not-yet-served call's entry gives: its answer only where SPEC §7 shows one. */
type LaterEntry = Omit<RouteEntry, 'served' | 'response'> & { readonly response?: z.ZodType; readonly summary: string };

/** What the summary of a not-yet-served call adds. */
export const SERVED_LATER_NOTE = 'Not served yet; SPEC §7 shows no shape, so what it does not name is z.unknown().';

/**
 * A call SPEC §7 names that the gateway does not serve yet (`served: false`). Its answer is
 * `z.unknown()` unless given, and its summary ends with SERVED_LATER_NOTE.
 */
export function servedLater<const E extends LaterEntry>(
  entry: E & WithParamsWhenNeeded<E>,
): Omit<E, 'response'> & { readonly response: E['response'] extends z.ZodType ? E['response'] : z.ZodUnknown; readonly served: false } {
  return { response: z.unknown(), ...entry, summary: `${entry.summary} ${SERVED_LATER_NOTE}`, served: false } as never;
}

/** A group of entries by name, as ts-rest's `initContract().router` takes them. */
export function defineRoutes<const R extends Record<string, RouteEntry>>(routes: R): R {
  return routes;
}

/** A route table: areas of named entries. */
export type RouteTable = Record<string, Record<string, RouteEntry>>;

/** A table's entries as a list, each with its `area.name`. */
export function listRoutes(table: RouteTable): Array<RouteEntry & { name: string }> {
  return Object.entries(table).flatMap(([area, entries]) =>
    Object.entries(entries).map(([name, entry]) => ({ ...entry, name: `${area}.${name}` })),
  );
}

/** A GET querystring that also accepts the `channelId` and `platform` every client call adds. */
export function getQuery<Shape extends z.ZodRawShape>(shape: Shape) {
  return commonQuerySchema.extend(shape);
}

/** An integer query parameter; an empty value counts as absent so the default applies. */
export function queryInt(bounds: { min: number; max: number; fallback: number }) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(bounds.min).max(bounds.max).default(bounds.fallback),
  );
}

/** A positive id in a path, e.g. `/inform/info/detail/:id`. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The body of a `file` answer: bytes or text that no schema reads. */
export const fileBodySchema = z.custom<Uint8Array | string>(() => true);

/** A time the gateway holds as a `Date` and sends as an ISO 8601 string. */
export const isoDateSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
