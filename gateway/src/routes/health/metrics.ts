import { METRICS_TOKEN_UNSET_MESSAGE, METRICS_TOKEN_WRONG_MESSAGE, ResultCode, routes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics for Prometheus: with METRICS_TOKEN, only with that bearer token; without it, open
 * outside production and refused in production.
 */
export async function metricsRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  serveRoute(app, routes.extra.metrics, {}, async (request, reply) => {
    const token = config.metricsToken;
    if (token === undefined && config.nodeEnv === 'production') throw new AppError(ResultCode.FORBIDDEN, METRICS_TOKEN_UNSET_MESSAGE);
    if (token !== undefined) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) throw new AppError(ResultCode.UNAUTHORIZED, METRICS_TOKEN_WRONG_MESSAGE);
    }
    return reply.type(app.metrics.contentType).send(await app.metrics.text());
  });
}
