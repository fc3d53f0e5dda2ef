import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createActor } from 'xstate';
import { PAGE_CHANNELS_HEADER, type PageHead } from '@portal/contracts';
import { authMachine } from './auth/auth.machine';
import { SignInPrompt } from './auth/SignInPrompt';
import type { AuthSession } from './auth/session';
import { setTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { DiscoveryPass } from './lib/render-pass';
import { channelSeedQuery, setChannelSource } from './realtime/channel-seed';
import { createServerChannelHub } from './realtime/server-channel-hub';
import { ChannelHubProvider } from './realtime/use-channel';
import type { ChannelHub } from './realtime/channel-hub';
import { pageHeadQuery } from './page-head';
import { createAppRouter, type AppRouter } from './router';

export { setChannelSource, setTransport };

/**
 * The session as a page's first render in the browser has it: not known yet. The actor is never
 * started (it would ask who is signed in, and the page would render a user the browser does not
 * know yet); a page that needs a signed-in user is not rendered on the server.
 */
function unknownSession(): AuthSession {
  return { actor: createActor(authMachine, { input: {} }), isSignedIn: () => false, settled: async () => false };
}

/** Renders that look for queries before the last one; a page whose data needs more rounds gets it in the browser. */
const DISCOVERY_ROUNDS = 3;
/** How long the server waits for the queries of one round before it renders with what it has. */
const ROUND_WAIT_MS = 1_500;

/** A query a component asked for that nobody fetched: it is enabled, and has neither data nor a call under way. */
function waiting(query: Query): boolean {
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((query: Query) => boolean);
    queryFn?: unknown;
  };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && queryFn !== skipToken && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * Renders the page until its components ask for no query that has not been answered: each round
 * fetches what the last one found (a list, then what its rows ask for), within ROUND_WAIT_MS.
 */
async function fetchWhatThePageAsks(router: AppRouter, queryClient: QueryClient, hub: ChannelHub): Promise<void> {
  for (let round = 0; round < DISCOVERY_ROUNDS; round++) {
    // A prerender waits for the page's lazy parts too, so that the last render has them all.
    const { prelude } = await prerenderToNodeStream(
      <DiscoveryPass value={true}>
        <ChannelHubProvider value={hub}>
          <RouterServer router={router} />
        </ChannelHubProvider>
      </DiscoveryPass>,
    );
    prelude.resume();
    const queries = queryClient.getQueryCache().findAll({ predicate: waiting });
    if (queries.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled(queries.map((query) => query.fetch())),
      new Promise((resolve) => (timer = setTimeout(resolve, ROUND_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }
}

/**
 * Leaves out of the page the queries that have no answer yet: the page is rendered without them,
 * and an answer that reached the browser before it hydrated would make its render differ from the
 * server's. The browser asks for them itself.
 */
function dropUnanswered(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' })) {
    void query.cancel({ silent: true });
    queryClient.getQueryCache().remove(query);
  }
}

/**
 * The page at `request`'s URL rendered on the server: its loaders ran against the gateway, and so
 * did the queries its components ask for; their answers are in the HTML for the browser's cache,
 * and the status is the page's own (404 for a path or an id that names nothing). `head` is the
 * page's head as the gateway already read it (GET /api/page/head), so the render does not ask again.
 */
export async function renderPage(request: Request, { head }: { head?: PageHead } = {}): Promise<Response> {
  let queryClient: QueryClient | undefined;
  const url = new URL(request.url);
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      queryClient = createQueryClient();
      if (head !== undefined) queryClient.setQueryData(pageHeadQuery(url.pathname).queryKey, head);
      return createAppRouter({
        context: {
          auth: unknownSession(),
          queryClient,
          origin: url.origin,
        },
      });
    },
  });
  const hub = createServerChannelHub();
  return handler(async ({ router, responseHeaders }) => {
    let channels: string[] = [];
    if (queryClient !== undefined) {
      await fetchWhatThePageAsks(router, queryClient, hub);
      dropUnanswered(queryClient);
      channels = queryClient.getQueryCache().findAll({ queryKey: channelSeedQuery('').queryKey.slice(0, 1) }).map((query) => String(query.queryKey[1]));
    }
    // The channels the page shows: a copy of it kept by the gateway is stale once one of them changes.
    responseHeaders.set(PAGE_CHANNELS_HEADER, channels.join(' '));
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <ChannelHubProvider value={hub}>
          <RouterServer router={router} />
        </ChannelHubProvider>
      ),
    });
  });
}

/**
 * The markup of the sign-in prompt for the page named `pageName`: what the server answers a visitor
 * with on a page that needs a signed-in user. It carries no data to hydrate; the browser renders
 * the app afresh over it.
 */
export function renderSignInPrompt(pageName: string): string {
  return renderToString(<SignInPrompt pageName={pageName} />);
}
