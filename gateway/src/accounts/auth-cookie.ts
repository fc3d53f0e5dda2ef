import { AUTH_COOKIE, KEEP_LOGIN_DAYS } from '@portal/contracts';
import type { FastifyReply } from 'fastify';

/**
 * The `auth` cookie. Not httpOnly: the web reads it to send the accessToken header (SPEC §7).
 * Secure wherever the site is served over HTTPS, which is production.
 */
export function setAuthCookie(reply: FastifyReply, token: string, { keep, secure }: { keep: boolean; secure: boolean }): void {
  reply.setCookie(AUTH_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    ...(keep ? { maxAge: KEEP_LOGIN_DAYS * 86_400 } : {}),
  });
}

export function clearAuthCookie(reply: FastifyReply, { secure }: { secure: boolean }): void {
  reply.clearCookie(AUTH_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: false });
}
