import fp from 'fastify-plugin';
import { type CaptchaService, createCaptchaService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

/** The captcha; its passes live in the shared store, where the SMS call spends them. */
export const captchaPlugin = fp(
  async (app) => {
    app.decorate('captcha', createCaptchaService(app.ephemeral));
  },
  { name: 'captcha', dependencies: ['ephemeral'] },
);
