import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devCaptchaRoutes } from './captcha';
import { sandboxSmsRoutes } from './sms';

/** The developers' and browser tests' shortcuts; never registered in production. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.smsSandbox) await app.register(sandboxSmsRoutes, { inbox: app.smsSandbox });
  await app.register(devCaptchaRoutes, { captcha: app.captcha });
};
