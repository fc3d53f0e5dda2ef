import { AUTH_COOKIE, KEEP_LOGIN_DAYS } from '@portal/contracts';
import type { FastifyReply } from 'fastify';

/**
 * The `auth` cookie: HttpOnly, so no script of a page can read it (the web learns whether it is
 * signed in from /user/center/info); SameSite=Lax; Secure wherever the site is served over HTTPS,
 * which is production. Only the gateway sets and clears it.
 */
export function setAuthCookie(reply: FastifyReply, token: string, { keep, secure }: { keep: boolean; secure: boolean }): void {
  reply.setCookie(AUTH_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: true,
    ...(keep ? { maxAge: KEEP_LOGIN_DAYS * 86_400 } : {}),
  });
}

export function clearAuthCookie(reply: FastifyReply, { secure }: { secure: boolean }): void {
  reply.clearCookie(AUTH_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true });
}
