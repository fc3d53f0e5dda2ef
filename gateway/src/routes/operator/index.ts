import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorAuditRoutes } from './audit';
import { walletOperatorRoutes } from './wallet';

/** The operator's calls, guarded by OPERATOR_TOKEN; registered only when it is set. */
export const operatorRoutes: FastifyPluginAsyncZod<{ operatorToken: string }> = async (app, options) => {
  await app.register(operatorAuditRoutes, options);
  await app.register(walletOperatorRoutes, options);
};
