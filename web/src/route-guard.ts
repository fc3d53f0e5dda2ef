import { redirect } from '@tanstack/react-router';
import { redirectForVisitor } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthSession } from './auth/session';

export interface RouterContext {
  auth: AuthSession;
  /** The one query cache: loaders fill it with `ensureQueryData`, components read it with queries. */
  queryClient: QueryClient;
}

/** For `beforeLoad` of layout routes: a visitor on a protected path goes to the root. */
export function guardVisitor({ context, location }: { context: RouterContext; location: { pathname: string } }) {
  const target = redirectForVisitor(location.pathname, context.auth.isSignedIn());
  if (target !== null) throw redirect({ to: target, replace: true });
}
