import { invalidParametersMessage, ResultCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin as the public reaches it: the configured one, else the request's protocol and
 * host, which Fastify reads from X-Forwarded-Proto and X-Forwarded-Host only when the proxy that
 * sent them is trusted (TRUST_PROXY). A Host that is no host name is refused.
 */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  if (configured !== undefined) return configured;
  const { host, protocol } = request;
  if (!HOST_PATTERN.test(host)) throw new AppError(ResultCode.BAD_REQUEST, invalidParametersMessage('host: not a host name'));
  return `${protocol}://${host.toLowerCase()}`;
}
