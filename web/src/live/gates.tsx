import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth';

/** Its children for a signed-in user; a visitor is asked to log in. */
export function SignedInOnly({ what, children }: { what: string; children: ReactNode }) {
  const { signedIn, openLogin } = useAuth();
  if (signedIn) return <>{children}</>;
  return (
    <section className="panel live-gate" data-testid="login-required">
      <p>登录后{what}</p>
      <button type="button" className="button" onClick={openLogin}>
        登录
      </button>
    </section>
  );
}

/** Its children for an anchor; anyone else is sent to the anchor application. */
export function AnchorOnly({ children }: { children: ReactNode }) {
  const { userInfo } = useAuth();
  return (
    <SignedInOnly what="管理你的直播间">
      {userInfo?.isAnchor === 1 ? (
        children
      ) : userInfo ? (
        <section className="panel live-gate" data-testid="anchor-required">
          <p>你还不是主播，申请通过后即可开播。</p>
          <Link to="/v/apply" className="button" data-testid="apply-link">
            申请成为主播
          </Link>
        </section>
      ) : (
        <p className="empty">加载中…</p>
      )}
    </SignedInOnly>
  );
}
