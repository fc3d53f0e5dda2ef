import { ACCESS_TOKEN_HEADER, AUTH_COOKIE, CROSS_SITE_REQUEST_MESSAGE, ResultCode } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { fromOwnSite } from './own-site';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's auth token from the accessToken header or else the auth cookie; undefined when neither is set. */
    accessToken: string | undefined;
    /** Where `accessToken` came from. */
    accessTokenFrom: 'header' | 'cookie' | undefined;
  }
}

const headerName = ACCESS_TOKEN_HEADER.toLowerCase();

/** Methods that change nothing; every other one is a write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readAccessToken(request: FastifyRequest): { token: string; from: 'header' | 'cookie' } | undefined {
  const header = request.headers[headerName];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return { token: fromHeader, from: 'header' };
  const fromCookie = request.cookies[AUTH_COOKIE];
  return fromCookie ? { token: fromCookie, from: 'cookie' } : undefined;
}

/**
 * Reads the token of every request. A write signed by the cookie alone must come from the site's own
 * pages (./own-site.ts), else it is refused with 403: the browser adds the cookie to whatever another
 * site makes it send, while the header only a caller holding the token can set.
 * Needs @fastify/cookie registered first: its onRequest hook must have parsed the cookies.
 */
export function registerAccessToken(app: FastifyInstance): void {
  app.decorateRequest('accessToken', undefined);
  app.decorateRequest('accessTokenFrom', undefined);
  app.addHook('onRequest', async (request) => {
    const found = readAccessToken(request);
    request.accessToken = found?.token;
    request.accessTokenFrom = found?.from;
    if (found?.from === 'cookie' && !READS.has(request.method) && !fromOwnSite(request)) {
      throw new AppError(ResultCode.FORBIDDEN, CROSS_SITE_REQUEST_MESSAGE);
    }
  });
}
