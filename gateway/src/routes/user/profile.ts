import {
  attentionPageSchema,
  envelopeSchema,
  followTargetSchema,
  nickNameAvailabilitySchema,
  nickNameSchema,
  ok,
  personalSpaceSchema,
  ResultCode,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Accounts } from '../../accounts';
import { optionalUser, SIGN_IN_REQUIRED_MESSAGE } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { getQuery, queryInt } from '../../http/query';

export type ProfileRoutesOptions = { accounts: Accounts };

const badUserId = { error: '用户编号必须是正整数' };
const userIdSchema = z.coerce.number(badUserId).int(badUserId).positive(badUserId).max(2_147_483_647, badUserId);

/** What anyone may look up: nickname availability, public profiles and follows. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { accounts }) => {
  const { users, profiles, sessions } = accounts;

  app.get(
    '/user/check/nick-name',
    {
      schema: {
        querystring: getQuery({ nickName: nickNameSchema }),
        response: { 200: envelopeSchema(nickNameAvailabilitySchema) },
      },
    },
    async (request) => {
      const available = !(await users.isNickNameTaken(request.query.nickName));
      return ok({ available }, available ? '昵称可用' : '昵称已被占用');
    },
  );

  app.get(
    '/user/info/personal-space',
    { schema: { querystring: getQuery({ id: userIdSchema }), response: { 200: envelopeSchema(personalSpaceSchema) } } },
    async (request) => {
      const space = await profiles.personalSpace(request.query.id);
      if (!space) throw new AppError(ResultCode.NOT_FOUND, '用户不存在');
      return ok(space);
    },
  );

  app.get(
    '/user/info/attention',
    {
      schema: {
        querystring: getQuery({
          userId: userIdSchema.optional(),
          type: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().pipe(followTargetSchema).optional()),
          page: queryInt({ min: 1, max: 10_000, fallback: 1 }),
          pageSize: queryInt({ min: 1, max: 100, fallback: 30 }),
        }),
        response: { 200: envelopeSchema(attentionPageSchema) },
      },
    },
    async (request) => {
      const { userId, type, page, pageSize } = request.query;
      // Without a userId the list is the caller's own.
      const ownerId = userId ?? (await optionalUser(request, sessions))?.user.id;
      if (ownerId === undefined) throw new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
      return ok(await profiles.attention(ownerId, type, page, pageSize));
    },
  );
};
