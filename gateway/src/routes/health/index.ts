import { routes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../serve-route';

export { metricsRoutes } from './metrics';

/** GET /healthz (the process lives) and GET /readyz (it can serve: 200, else 503 with the failed checks). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, routes.extra.healthz, {}, async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round((Date.now() - app.health.startedAt) / 1000),
  }));
  serveRoute(app, routes.extra.readyz, {}, async (_request, reply) => {
    const readiness = await app.health.readiness();
    return readiness.ready ? readiness : reply.code(503).send(readiness);
  });
}
