import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/use-auth';

// A visitor is told none of them: their code loads once someone signs in.
const AccountNoticeList = lazy(() => import('./AccountNoticeList'));

/** The notices of a signed-in user's follows and purchases, on every page. */
export function AccountNotices() {
  const { signedIn } = useAuth();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <AccountNoticeList />
    </Suspense>
  );
}
