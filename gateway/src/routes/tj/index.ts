import { envelopeSchema, expertInfoSchema, ok } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../accounts/authentication';
import { portraitOrDefault } from '../../accounts/portraits';

/** Experts (SPEC §7 "Experts"); so far the signed-in user's own expert card. */
export const tjRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tj/expert/info',
    { onRequest: app.requireUser, schema: { response: { 200: envelopeSchema(expertInfoSchema) } } },
    async (request) => {
      const { user } = signedInUser(request);
      if (user.isExpert !== 1) return ok(null);
      return ok({ userId: user.id, nickName: user.nickName, portrait: portraitOrDefault(user.portrait), level: user.level });
    },
  );
};
