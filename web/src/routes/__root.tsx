import { HeadContent, Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { HOME_META } from '@portal/contracts';
import { FollowedAlerts } from '../alerts/FollowedAlerts';
import { LoginModalHost } from '../auth/LoginModal';
import { AuthProvider } from '../auth/use-auth';
import { ErrorPage } from '../components/ErrorPage';
import { LoadingBar } from '../components/LoadingBar';
import { GoLiveNotices } from '../live/GoLiveNotices';
import { PlanNotices } from '../experts/PlanNotices';
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
      <LoginModalHost />
      <GoLiveNotices />
      <FollowedAlerts />
      <PlanNotices />
    </AuthProvider>
  );
}

function UnknownPath() {
  return <Navigate to="/" replace />;
}
