import { ACCESS_TOKEN_HEADER, AUTH_COOKIE } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's auth token from the accessToken header or else the auth cookie; undefined when neither is set. */
    accessToken: string | undefined;
  }
}

const headerName = ACCESS_TOKEN_HEADER.toLowerCase();

function readAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers[headerName];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const fromCookie = request.cookies[AUTH_COOKIE];
  return fromCookie || undefined;
}

/** Needs @fastify/cookie registered first: its onRequest hook must have parsed the cookies. */
export function registerAccessToken(app: FastifyInstance): void {
  app.decorateRequest('accessToken', undefined);
  app.addHook('onRequest', async (request) => {
    request.accessToken = readAccessToken(request);
  });
}
