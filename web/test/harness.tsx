import { expect, onTestFinished, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, type AnyRouter } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { routes, type RouteEntry, type UserInfo } from '@portal/contracts';
import { authMachine } from '../src/auth/auth.machine';
import { createAuthSession, type AuthSession } from '../src/auth/session';
import { AuthProvider } from '../src/auth/use-auth';
import { createChannelHub } from '../src/realtime/channel-hub';
import type { ChannelSocket } from '../src/realtime/socket';
import { ChannelHubProvider } from '../src/realtime/use-channel';
import { centerInfoOf, visitorSession } from './user-fixtures';

type Parsed<E, Part extends 'params' | 'query' | 'body'> = E extends { readonly [K in Part]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** A request the web made to an entry of the route table, its parts parsed by the entry's schemas as the gateway parses them. */
export interface GatewayCall<E extends RouteEntry = RouteEntry> {
  entry: E;
  url: URL;
  init: RequestInit | undefined;
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** The body as sent (parsed JSON), before the entry's schema read it. */
  sent: unknown;
}

/** What a fake entry answers: the data of a success envelope (as the domain or the wire has it), or a whole Response. */
export type GatewayAnswer<E extends RouteEntry> = z.output<E['response']> | z.input<E['response']> | Response;

/** An entry's fake: a fixed answer, or one computed from the call. */
export type GatewayHandler<E extends RouteEntry> = GatewayAnswer<E> | ((call: GatewayCall<E>) => GatewayAnswer<E> | Promise<GatewayAnswer<E>>);

/** The JSON envelope the gateway answers with. */
export function envelope(data: unknown, code = 200, message = 'success', status = 200): Response {
  return new Response(JSON.stringify({ code, message, data }), { status, headers: { 'content-type': 'application/json' } });
}

/** The gateway refusing a call with `message` (and a code other than 200). */
export function refuse(message: string, code = 21001): Response {
  return envelope(null, code, message);
}

/** A call that gets no answer: the browser's fetch fails. */
export function offline(): never {
  throw new TypeError('Failed to fetch');
}

/** Parts of a call a handler answers: the values the parsed params, query or body must have. */
export type When<E extends RouteEntry = RouteEntry> = {
  params?: Partial<Parsed<E, 'params'>>;
  query?: Partial<Parsed<E, 'query'>>;
  body?: Partial<Parsed<E, 'body'>>;
};

/** Whether `value` has every part of `pattern` (objects by their keys, the rest as equal). */
function partOf(value: unknown, pattern: unknown): boolean {
  if (typeof pattern !== 'object' || pattern === null) return Object.is(value, pattern);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(pattern).every(([key, part]) => partOf((value as Record<string, unknown>)[key], part));
}

interface Matcher {
  entry: RouteEntry;
  pattern: RegExp;
  names: string[];
}

// Literal paths before those with `:param`s, so /tj/recommend/bought is not /tj/recommend/:code.
const matchers: Matcher[] = Object.values(routes)
  .flatMap((area) => Object.values(area) as RouteEntry[])
  .map((entry) => {
    const names: string[] = [];
    const source = entry.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { entry, pattern: new RegExp(`^${source}$`), names };
  })
  .sort((a, b) => a.names.length - b.names.length);

function matchEntry(method: string, pathname: string): { entry: RouteEntry; params: Record<string, string> } | undefined {
  for (const { entry, pattern, names } of matchers) {
    if (entry.method !== method) continue;
    const found = pattern.exec(pathname);
    if (found) return { entry, params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')])) };
  }
  return undefined;
}

function sentBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  return body;
}

/** Parses one part of a request by the entry's schema; a mismatch is what the gateway would refuse. */
function parsePart(schema: z.ZodType | undefined, value: unknown, part: string, problems: string[]): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  problems.push(`${part}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`);
  return undefined;
}

/**
 * A stand-in for the gateway at the web's one fetch (`lib/api.ts` calls the global fetch): each
 * request is matched to its route-table entry by method and path, parsed by the entry's schemas,
 * recorded, and answered by the entry's handler (a 404 envelope without one). A request the entry's
 * schemas refuse fails the test: the real gateway would have refused it.
 */
export class FakeGateway {
  /** The stubbed global fetch. */
  readonly fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => this.answer(input, init));
  /** Requests to paths the route table does not have. */
  readonly strays: URL[] = [];
  /** Requests an entry's schemas refused. */
  readonly refused: string[] = [];
  private readonly handlers = new Map<RouteEntry, Array<{ when: When | undefined; handler: GatewayHandler<RouteEntry> }>>();
  private readonly fallbacks = new Map<RouteEntry, GatewayHandler<RouteEntry>>();
  private readonly recorded: GatewayCall[] = [];
  private readonly pending = new Set<Promise<unknown>>();

  /**
   * Answers calls of `entry` with `handler` from now on, in place of any earlier one; with `when`,
   * only the calls whose parsed parts have those values (the season a test serves, not any season).
   */
  on<const E extends RouteEntry>(entry: E, handler: GatewayHandler<E>, when?: When<E>): this {
    const list = this.handlers.get(entry) ?? [];
    this.handlers.set(entry, [{ when: when as When | undefined, handler: handler as GatewayHandler<RouteEntry> }, ...list]);
    return this;
  }

  /** Answers calls of `entry` with `handler` unless the test gave a handler of its own (the harness's defaults). */
  fallback<const E extends RouteEntry>(entry: E, handler: GatewayHandler<E>): this {
    this.fallbacks.set(entry, handler as GatewayHandler<RouteEntry>);
    return this;
  }

  /** The calls made of `entry`, oldest first, whether or not it has a handler. */
  calls<const E extends RouteEntry>(entry: E): GatewayCall<E>[] {
    return this.recorded.filter((call) => call.entry === entry) as GatewayCall<E>[];
  }

  /** The addresses of the calls made of `entry`, oldest first. */
  urls(entry: RouteEntry): URL[] {
    return this.calls(entry).map((call) => call.url);
  }

  /** Every call made, oldest first. */
  get all(): readonly GatewayCall[] {
    return this.recorded;
  }

  /** Waits until every request made so far has its answer. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private answer(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const answered = this.respond(input, init);
    this.pending.add(answered);
    void answered.finally(() => this.pending.delete(answered)).catch(() => undefined);
    return answered;
  }

  private async respond(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const matched = matchEntry(method, url.pathname);
    if (!matched) {
      this.strays.push(url);
      return envelope(null, 404, '未找到');
    }
    const { entry } = matched;
    const sent = sentBody(init);
    const problems: string[] = [];
    const call: GatewayCall = {
      entry,
      url,
      init,
      params: parsePart(entry.params, matched.params, 'params', problems),
      query: parsePart(entry.query, Object.fromEntries(url.searchParams), 'query', problems),
      body: parsePart(entry.body, sent, 'body', problems),
      sent,
    } as GatewayCall;
    this.recorded.push(call);
    if (problems.length > 0) {
      const message = `${method} ${url.pathname} refused by its entry: ${problems.join(' | ')}`;
      this.refused.push(message);
      return envelope(null, 400, message, 400);
    }
    const handler = this.handlers.get(entry)?.find(({ when }) => when === undefined || partOf(call, when))?.handler ?? this.fallbacks.get(entry);
    if (handler === undefined) return envelope(null, 404, '未找到');
    const answer: unknown = typeof handler === 'function' ? await handler(call) : handler;
    // A fixed Response answers every call: each gets a copy, the body of one being read once.
    if (answer instanceof Response) return handler === answer ? answer.clone() : answer;
    if (entry.answer === 'body') return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    if (entry.answer === 'file') return new Response(String(answer), { status: 200 });
    return envelope(answer);
  }
}

/** A fresh cache per test; a failed call fails at once instead of being retried. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

let installed: FakeGateway | undefined;

/**
 * Puts a fresh fake gateway in place of the global fetch for the running test; every request the
 * test's pages make goes to it. The test fails if the web sent a request its entry refuses.
 */
export function fakeGateway(): FakeGateway {
  const gateway = new FakeGateway();
  vi.stubGlobal('fetch', gateway.fetch);
  installed = gateway;
  onTestFinished(() => {
    if (installed === gateway) installed = undefined;
    expect(gateway.refused, 'requests the route table refuses').toEqual([]);
  });
  return gateway;
}

/** A socket that never connects: channels stay on what the pages fetched. */
export const idleSocket: ChannelSocket = { connected: false, on: () => undefined, off: () => undefined, emit: () => undefined };

export interface RenderOptions {
  /** Signed in as `user` (the gateway answers their user info unless the test answers it); a visitor without. */
  user?: UserInfo | null;
  /** An auth session of the test's own, in place of the one `user` gives. */
  session?: AuthSession;
  /** The channels' socket; one that never connects unless given. */
  socket?: ChannelSocket;
  /** Where the router starts; `/` unless given. */
  path?: string;
  /** Paths the router also knows (each renders only the node), for links and navigations the test follows. */
  paths?: readonly string[];
  /** The one path the node renders at; every path unless given. */
  at?: string;
  /** The test's own providers around the router (a captcha host, a moderation socket, a player library). */
  wrap?: (children: ReactNode) => ReactNode;
  queryClient?: QueryClient;
}

export interface Rendered {
  auth: AuthSession;
  router: AnyRouter;
  queryClient: QueryClient;
  gateway: FakeGateway;
}

/**
 * Renders `node` as a page of the app: in a memory router, under an auth session, a fresh query
 * cache and a channel hub whose channels end as soon as nothing holds them (none outlives its test),
 * with the fake gateway answering every call (the running test's, or a fresh one).
 */
export async function renderPage(node: ReactNode, options: RenderOptions = {}): Promise<Rendered> {
  const { user = null, socket = idleSocket, path = '/', paths = [], at, wrap = (children) => children } = options;
  const gateway = installed ?? fakeGateway();
  if (user) gateway.fallback(routes.user.centerInfo, centerInfoOf(user));
  gateway.fallback(routes.pay.balances, { balance: 0, ticket: 0 });
  const auth =
    options.session ??
    (user ? createAuthSession({ pathname: new URL(path, 'http://localhost').pathname }, authMachine.provide({ actions: { reloadPage: () => {} } })) : visitorSession());
  const queryClient = options.queryClient ?? createTestQueryClient();
  const hub = createChannelHub(socket, { lingerMs: 0 });

  const root = createRootRoute({
    component: () => (
      <>
        {at === undefined && node}
        <Outlet />
      </>
    ),
  });
  const known = new Set(['/', ...paths, ...(at === undefined ? [] : [at])]);
  const pages = [...known].map((page) =>
    createRoute({ getParentRoute: () => root, path: page, component: page === at ? () => <>{node}</> : undefined }),
  );
  const router = createRouter({ routeTree: root.addChildren(pages), history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider session={auth}>
          <ChannelHubProvider value={hub}>{wrap(<RouterProvider router={router} />)}</ChannelHubProvider>
        </AuthProvider>
      </QueryClientProvider>,
    );
  });
  if (user && !options.session) await waitFor(() => expect(auth.actor.getSnapshot().hasTag('signedIn')).toBe(true));
  return { auth, router, queryClient, gateway };
}
