import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { HOME_META, NOT_FOUND_META } from '@portal/contracts';
import { LoginModalGate } from '../auth/LoginModalGate';
import { AuthProvider } from '../auth/use-auth';
import { AccountNotices } from '../components/AccountNotices';
import { ErrorPage } from '../components/ErrorPage';
import { LoadingBar } from '../components/LoadingBar';
import { UnknownPathPage } from '../components/NotFoundPage';
import { metaTags } from '../page-head';
import type { RouterContext } from '../route-guard';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A path no route matches, or a page whose loader found nothing, is titled as the not-found page.
  head: ({ match }) => ({ meta: metaTags(match._notFound ? NOT_FOUND_META : HOME_META) }),
  component: RootComponent,
  errorComponent: ErrorPage,
  notFoundComponent: UnknownPathPage,
});

function RootComponent() {
  const { auth } = Route.useRouteContext();
  return (
    <AuthProvider session={auth}>
      <HeadContent />
      <LoadingBar />
      <Outlet />
      <LoginModalGate />
      <AccountNotices />
    </AuthProvider>
  );
}
