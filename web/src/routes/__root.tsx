import { HeadContent, Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { HOME_META } from '@portal/contracts';
import { LoginModalGate } from '../auth/LoginModalGate';
import { AuthProvider } from '../auth/use-auth';
import { AccountNotices } from '../components/AccountNotices';
import { ErrorPage } from '../components/ErrorPage';
import { LoadingBar } from '../components/LoadingBar';
import { metaTags } from '../page-head';
import type { RouterContext } from '../route-guard';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: metaTags(HOME_META) }),
  component: RootComponent,
  errorComponent: ErrorPage,
  notFoundComponent: UnknownPath,
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

function UnknownPath() {
  return <Navigate to="/" replace />;
}
