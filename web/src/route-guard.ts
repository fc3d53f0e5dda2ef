import { redirect } from '@tanstack/react-router';
import { redirectForVisitor } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthSession } from './auth/session';

export interface RouterContext {
  auth: AuthSession;
  /** The one query cache: loaders fill it with `ensureQueryData`, components read it with queries. */
  queryClient: QueryClient;
  /** The site's origin (`https://host`): the browser's, or on the server the request's; for absolute links in the head. */
  origin?: string;
}

/**
 * For `beforeLoad` of layout routes: a visitor on a protected path goes to the root. On such a path
 * the page waits for the gateway's answer about the session (the auth cookie is HttpOnly); any other
 * path renders at once.
 */
export async function guardVisitor({ context, location }: { context: RouterContext; location: { pathname: string } }) {
  if (redirectForVisitor(location.pathname, false) === null) return;
  const target = redirectForVisitor(location.pathname, await context.auth.settled());
  if (target !== null) throw redirect({ to: target, replace: true });
}
