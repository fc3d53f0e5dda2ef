import { use } from 'react';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import { HOME_META, NOT_FOUND_META } from '@portal/contracts';
import { LoginModalGate } from '../auth/LoginModalGate';
import { AuthProvider } from '../auth/use-auth';
import { AccountNotices } from '../components/AccountNotices';
import { ErrorPage } from '../components/ErrorPage';
import { LoadingBar } from '../components/LoadingBar';
import { UnknownPathPage } from '../components/NotFoundPage';
import { DiscoveryPass } from '../lib/render-pass';
import { metaTags, pageHeadQuery } from '../page-head';
import { gatewayTime, RenderedAt } from '../realtime/server-time';
import type { RouterContext } from '../route-guard';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The head the gateway reads from the page's data (a match's teams, an article's headline), read
  // before every page (`beforeLoad` runs on each navigation) for the page's own `head` (pageHead).
  beforeLoad: async ({ context, location }) => {
    await context.queryClient.ensureQueryData(pageHeadQuery(location.pathname)).catch(() => null);
  },
  // The clocks of a page rendered on the server show the gateway's time of rendering in both renders.
  loader: async () => ({ renderedAt: import.meta.env.SSR ? await gatewayTime() : Date.now() }),
  // A path no route matches, or a page whose loader found nothing, is titled as the not-found page.
  head: ({ match }) => ({
    meta: match._notFound ? [...metaTags(NOT_FOUND_META), { name: 'robots', content: 'noindex' }] : metaTags(HOME_META),
  }),
  component: RootComponent,
  errorComponent: ErrorPage,
  notFoundComponent: UnknownPathPage,
});

function RootComponent() {
  const { auth } = Route.useRouteContext();
  const renderedAt = Route.useLoaderData()?.renderedAt ?? null;
  return (
    <RenderedAt value={renderedAt}>
      <AuthProvider session={auth}>
        <HeadContent />
        <LoadingBar />
        <Outlet />
        <LoginModalGate />
        <AccountNotices />
        {use(DiscoveryPass) ? null : <Scripts />}
      </AuthProvider>
    </RenderedAt>
  );
}
