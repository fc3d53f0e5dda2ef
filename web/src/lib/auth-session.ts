import { AUTH_COOKIE } from '@portal/contracts';
import { readCookie } from './cookies';

/** Signed in means an `auth` cookie with a token in it; the accounts feature will verify it. */
export function isSignedIn(cookieString?: string): boolean {
  return Boolean(readCookie(AUTH_COOKIE, cookieString));
}
