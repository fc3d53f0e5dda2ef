import {
  NICK_NAME_AVAILABLE_MESSAGE,
  NICK_NAME_UNAVAILABLE_MESSAGE,
  ok,
  ResultCode,
  routes,
  SIGN_IN_REQUIRED_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Accounts } from '../../accounts';
import { optionalUser } from '../../accounts/authentication';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';

export type ProfileRoutesOptions = { accounts: Accounts };

/** What anyone may look up: nickname availability, public profiles and follows. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { accounts }) => {
  const { users, profiles, sessions } = accounts;

  serveRoute(app, routes.user.checkNickName, {}, async (request) => {
    const available = !(await users.isNickNameTaken(request.query.nickName));
    return ok({ available }, available ? NICK_NAME_AVAILABLE_MESSAGE : NICK_NAME_UNAVAILABLE_MESSAGE);
  });

  serveRoute(app, routes.user.personalSpace, {}, async (request) => {
    const space = await profiles.personalSpace(request.query.id);
    if (!space) throw new AppError(ResultCode.NOT_FOUND, USER_NOT_FOUND_MESSAGE);
    return ok(space);
  });

  serveRoute(app, routes.user.attention, {}, async (request) => {
    const { userId, type, page, pageSize } = request.query;
    // Without a userId the list is the caller's own.
    const ownerId = userId ?? (await optionalUser(request, sessions))?.user.id;
    if (ownerId === undefined) throw new AppError(ResultCode.UNAUTHORIZED, SIGN_IN_REQUIRED_MESSAGE);
    return ok(await profiles.attention(ownerId, type, page, pageSize));
  });
};
