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
import { headOf, metaTags, pageHeadQuery } from '../page-head';
import { gatewayTime, RenderedAt } from '../realtime/server-time';
import type { RouterContext } from '../route-guard';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The head the gateway reads from the page's data (a match's teams, an article's headline).
  loader: async ({ context, location }) => {
    // The clocks of a page rendered on the server show the gateway's time of rendering in both renders.
    const renderedAt = import.meta.env.SSR ? await gatewayTime() : Date.now();
    const head = await context.queryClient.ensureQueryData(pageHeadQuery(location.pathname)).catch(() => null);
    return { head, origin: context.origin ?? '', renderedAt };
  },
  // A page whose head could not be read keeps its route's title; a path no route matches, or a page
  // whose loader found nothing, is titled as the not-found page.
  head: ({ match, loaderData }) =>
    loaderData?.head ? headOf(loaderData.head, loaderData.origin) : { meta: metaTags(match._notFound ? NOT_FOUND_META : HOME_META) },
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
