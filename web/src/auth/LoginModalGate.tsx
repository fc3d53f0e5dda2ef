import { lazy, Suspense, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useAuthSession } from './use-auth';

// The modal, its captchas and the password encryption load the first time a visitor asks to sign in.
const LoginModalHost = lazy(() => import('./LoginModal').then((module) => ({ default: module.LoginModalHost })));

/** Mounts the login modal once it has been opened, and keeps it (and its state) from then on. */
export function LoginModalGate() {
  const auth = useAuthSession();
  const open = useSelector(auth.actor, (snapshot) => snapshot.context.loginModalOpen);
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LoginModalHost />
    </Suspense>
  );
}
