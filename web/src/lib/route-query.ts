import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { LOAD_FAILED, MALFORMED_DATA_MESSAGE, ResultCode, type RouteEntry } from '@portal/contracts';
import type { z } from 'zod';
import { api, type ApiClient } from './api';
import { callRoute, type CallableRoute, type RouteInput } from './api-call';
import { CallFailure } from './query-client';

/** What a successful call of `E` answers, as its response schema parses it. */
export type RouteData<E extends RouteEntry> = z.output<E['response']>;

/**
 * The cache key of a call of `entry`: its method and path, then the input it was called with, then
 * what else its answer depends on (`scope`: the signed-in user, the day). Without `input`, the
 * prefix of every call of the entry; an input that names only some fields matches every call with
 * those fields (TanStack's filters match objects by their parts).
 */
export function routeKey(entry: RouteEntry, input?: object, ...scope: readonly unknown[]): QueryKey {
  return input === undefined ? [entry.method, entry.path] : [entry.method, entry.path, input, ...scope];
}

/** How a call's answer becomes what a query or mutation holds. */
export interface RouteAnswerSpec<E extends CallableRoute, TAnswer, TFallback = never> {
  /** The client that calls: `api` unless given (`quietApi`, which answers every error as a refusal). */
  client?: ApiClient;
  /** What the user sees when the gateway refuses without a message of its own; `LOAD_FAILED` unless given. */
  refused?: string;
  /** What the user sees when the call got no answer; `refused` unless given. */
  unreachable?: string;
  /** The part of the data kept (with the gateway's message, when the page shows it), or a refusal (throw a CallFailure) of data the page cannot use. */
  pick?: (data: RouteData<E>, message: string) => TAnswer | Promise<TAnswer>;
  /** What a refusal gives instead of an error, for a page with a "could not load" state of its own. */
  onRefusal?: (refusal: { code: number; message: string }) => TFallback;
  /** Hand the query's abort signal to the call, so that a query nobody needs any more stops it. */
  abortable?: boolean;
}

/**
 * Calls `entry` with `input` and answers its data (or what `pick` keeps of it). A refusal throws a
 * CallFailure with the gateway's message (`refused` without one), a call without an answer one with
 * `unreachable`, the error kept as its cause.
 */
export async function fetchRoute<const E extends CallableRoute, TAnswer = RouteData<E>, TFallback = never>(
  entry: E,
  input: RouteInput<E>,
  spec: RouteAnswerSpec<E, TAnswer, TFallback> = {},
  signal?: AbortSignal,
): Promise<TAnswer | TFallback> {
  const { client = api, refused = LOAD_FAILED, unreachable = refused, pick, onRefusal } = spec;
  let answer: Awaited<ReturnType<typeof callRoute<E>>>;
  try {
    answer = await callRoute(client, entry, input, signal ? { signal } : {});
  } catch (error) {
    throw new CallFailure(unreachable, null, { cause: error });
  }
  if (!answer.ok) {
    if (onRefusal) return onRefusal(answer);
    throw new CallFailure(answer.message || refused, answer.code);
  }
  return pick ? pick(answer.data, answer.message) : (answer.data as TAnswer);
}

/** The options of a query beyond its key and function: stale time, intervals, placeholders, retries. */
export type RouteQueryExtras<TAnswer> = Omit<UseQueryOptions<TAnswer, CallFailure, TAnswer, QueryKey>, 'queryKey' | 'queryFn'>;

/** What a route query takes besides its entry and input. */
export type RouteQuerySpec<E extends CallableRoute, TAnswer, TFallback = never> = RouteAnswerSpec<E, TAnswer, TFallback> &
  RouteQueryExtras<NoInfer<TAnswer | TFallback>> & {
    /** What else the answer depends on, after the input in the key. */
    scope?: readonly unknown[];
  };

/** The query of one call of `entry`, keyed by {@link routeKey} of the entry, the input and `scope`. */
export function routeQuery<const E extends CallableRoute, TAnswer = RouteData<E>, TFallback = never>(
  entry: E,
  input: RouteInput<E>,
  spec: RouteQuerySpec<E, TAnswer, TFallback> = {},
) {
  const { client, refused, unreachable, pick, onRefusal, abortable, scope = [], ...extras } = spec;
  const answerSpec: RouteAnswerSpec<E, TAnswer, TFallback> = { client, refused, unreachable, pick, onRefusal };
  return queryOptions<TAnswer | TFallback, CallFailure, TAnswer | TFallback, QueryKey>({
    queryKey: routeKey(entry, input, ...scope),
    queryFn: ({ signal }) => fetchRoute(entry, input, answerSpec, abortable ? signal : undefined),
    // The extras were typed without inferring from them (NoInfer); they are of the same data.
    ...(extras as RouteQueryExtras<TAnswer | TFallback>),
  });
}

/** The pages of a paged call: the input without its page (the key), the input of each page, and the page after the last one read. */
export interface RoutePages<E extends CallableRoute, TAnswer> {
  key: object;
  input: (page: number) => RouteInput<E>;
  next: (last: NoInfer<TAnswer>) => number | undefined;
}

/** The infinite query of a paged call of `entry`, from page 1, keyed by {@link routeKey} of the entry and `pages.key`. */
export function routeInfiniteQuery<const E extends CallableRoute, TAnswer = RouteData<E>>(
  entry: E,
  pages: RoutePages<E, TAnswer>,
  spec: RouteAnswerSpec<E, TAnswer> = {},
) {
  return infiniteQueryOptions<TAnswer, CallFailure, InfiniteData<TAnswer, number>, QueryKey, number>({
    queryKey: routeKey(entry, pages.key),
    queryFn: ({ pageParam }) => fetchRoute(entry, pages.input(pageParam), spec),
    initialPageParam: 1,
    getNextPageParam: pages.next,
  });
}

/**
 * What a component adds to a mutation of a feature: what the page shows of it (a message, a closed
 * form, a navigation). Each starts just before the feature's own callback of the same name (what the
 * mutation changes in the cache), so the page reacts at once and the cache work still runs in full;
 * the mutation waits for both.
 */
export interface MutationEffects<TData, TVariables> {
  onMutate?: (variables: TVariables) => unknown;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: CallFailure, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: CallFailure | null, variables: TVariables) => unknown;
}

type Options<TData, TVariables, TOnMutateResult> = UseMutationOptions<TData, CallFailure, TVariables, TOnMutateResult>;

/** `options` with each of `effects` started just before the callback of the same name. */
export function withEffects<TData, TVariables, TOnMutateResult>(
  options: Options<TData, TVariables, TOnMutateResult>,
  effects: MutationEffects<TData, TVariables> = {},
): Options<TData, TVariables, TOnMutateResult> {
  const { onMutate, onSuccess, onError, onSettled } = options;
  const merged = { ...options };
  if (effects.onMutate) {
    const first = effects.onMutate;
    merged.onMutate = async (variables, context) => {
      const shown = first(variables);
      const result = await onMutate?.(variables, context);
      await shown;
      return result as TOnMutateResult;
    };
  }
  if (effects.onSuccess) {
    const first = effects.onSuccess;
    merged.onSuccess = async (data, variables, result, context) => {
      const shown = first(data, variables);
      await onSuccess?.(data, variables, result, context);
      await shown;
    };
  }
  if (effects.onError) {
    const first = effects.onError;
    merged.onError = async (error, variables, result, context) => {
      const shown = first(error, variables);
      await onError?.(error, variables, result, context);
      await shown;
    };
  }
  if (effects.onSettled) {
    const first = effects.onSettled;
    merged.onSettled = async (data, error, variables, result, context) => {
      const shown = first(data, error, variables);
      await onSettled?.(data, error, variables, result, context);
      await shown;
    };
  }
  return merged;
}

/** What a route mutation takes besides its entry: how its variables become the call's input. */
export type RouteMutationSpec<E extends CallableRoute, TVariables, TData, TOnMutateResult> = Omit<
  RouteAnswerSpec<E, TData>,
  'onRefusal' | 'abortable'
> &
  Omit<Options<TData, TVariables, TOnMutateResult>, 'mutationFn' | 'mutationKey'> & {
    /** The call's input for the variables `mutate` is given. */
    input: (variables: TVariables) => RouteInput<E> | Promise<RouteInput<E>>;
  };

/**
 * The mutation of a call of `entry`, keyed by {@link routeKey} of the entry: the feature's own
 * callbacks (what it changes in the cache) in `spec`, the page's in `effects`. A refusal is a
 * CallFailure with the gateway's message, as {@link fetchRoute} throws it.
 */
export function routeMutation<const E extends CallableRoute, TVariables = void, TData = RouteData<E>, TOnMutateResult = unknown>(
  entry: E,
  spec: RouteMutationSpec<E, TVariables, TData, TOnMutateResult>,
  effects: MutationEffects<TData, TVariables> = {},
) {
  const { client, refused, unreachable, pick, input, ...callbacks } = spec;
  const answerSpec: RouteAnswerSpec<E, TData> = { client, refused, unreachable, pick };
  return mutationOptions<TData, CallFailure, TVariables, TOnMutateResult>({
    ...withEffects(callbacks, effects),
    mutationKey: routeKey(entry),
    mutationFn: async (variables) => fetchRoute(entry, await input(variables), answerSpec),
  });
}

/** Marks every cached answer of `entries` stale, refetching those on screen. */
export function invalidateRoutes(client: QueryClient, ...entries: RouteEntry[]): Promise<unknown> {
  return Promise.all(entries.map((entry) => client.invalidateQueries({ queryKey: routeKey(entry) })));
}

/**
 * For `pick`: the data of an entry that answers one of several shapes (a list whose `type` flag
 * picks bans or managers, anchors or matches) as the shape asked for; another is a malformed answer.
 */
export function narrowedTo<T>(schema: z.ZodType<T>): (data: unknown) => T {
  return (data) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new CallFailure(MALFORMED_DATA_MESSAGE, ResultCode.INTERNAL);
    return parsed.data;
  };
}
