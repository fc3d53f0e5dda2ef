import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { PREFETCH_INTENT_DELAY_MS } from '@portal/contracts';
import { ErrorPage } from './components/ErrorPage';
import { NotFoundPage } from './components/NotFoundPage';
import type { RouterContext } from './route-guard';
import { routeTree } from './routeTree.gen';

export interface AppRouterOptions {
  context: RouterContext;
  history?: RouterHistory;
  /** Prefetch a link's page when the user shows the intent to follow it (hover, touch, focus). */
  prefetch?: boolean;
}

export function createAppRouter({ context, history, prefetch = false }: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context,
    history,
    defaultPreload: prefetch ? 'intent' : false,
    defaultPreloadDelay: PREFETCH_INTENT_DELAY_MS,
    defaultErrorComponent: ErrorPage,
    // A path no route matches, and a loader's notFound(), show the root's not-found page (in the
    // default layout); a route's own boundary, were one to catch it, shows the same page.
    notFoundMode: 'root',
    defaultNotFoundComponent: () => <NotFoundPage />,
    scrollRestoration: true,
    // Loaders always run; the query cache decides whether they fetch.
    defaultPreloadStaleTime: 0,
    Wrap: ({ children }) => <QueryClientProvider client={context.queryClient}>{children}</QueryClientProvider>,
  });
  // A page rendered on the server carries the answers its loaders fetched; the browser's cache starts
  // with them instead of asking again.
  // A query still on its way when the page is sent is left to the browser to ask: its call is cut off
  // as the render ends, and would reach the browser as an error.
  setupRouterSsrQueryIntegration({
    router,
    queryClient: context.queryClient,
    wrapQueryClient: false,
    handleRedirects: false,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status !== 'pending' },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
