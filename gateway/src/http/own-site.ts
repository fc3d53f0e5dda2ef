import type { FastifyRequest } from 'fastify';

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request was sent by a page of the site itself: the browser's Sec-Fetch-Site says
 * same-origin, or, from a browser that sends no such header, the Origin (else the Referer) is on
 * the host the request was sent to. A request that proves neither is not taken as the site's own.
 */
export function fromOwnSite(request: FastifyRequest): boolean {
  const fetchSite = firstOf(request.headers['sec-fetch-site']);
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const page = firstOf(request.headers.origin) ?? firstOf(request.headers.referer);
  return page !== undefined && hostOf(page) === request.host;
}
