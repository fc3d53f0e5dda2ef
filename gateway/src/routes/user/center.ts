import {
  NICK_NAME_CHANGED_MESSAGE,
  NICK_NAME_TAKEN_MESSAGE,
  ok,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_SET_MESSAGE,
  PORTRAIT_CHANGED_MESSAGE,
  PORTRAIT_ERROR,
  PROFILE_UPDATED_MESSAGE,
  REAL_NAME_ALREADY_VERIFIED_MESSAGE,
  REAL_NAME_VERIFIED_MESSAGE,
  ResultCode,
  routes,
  USER_NOT_FOUND_MESSAGE,
  type UserCenterInfo,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Accounts } from '../../accounts';
import { signedInUser } from '../../accounts/authentication';
import { maskMobile } from '../../accounts/masking';
import { DEFAULT_PORTRAIT_URL, portraitOrDefault } from '../../accounts/portraits';
import type { ProfileChange, UserRecord } from '../../accounts/users';
import { AppError } from '../../http/errors';
import { serveRoute } from '../serve-route';

export type CenterRoutesOptions = { accounts: Accounts };

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const asGender = (value: number): 0 | 1 | 2 => (value === 1 || value === 2 ? value : 0);

/** The signed-in user's own account: info, profile edits, passwords and real name. */
export const centerRoutes: FastifyPluginAsyncZod<CenterRoutesOptions> = async (app, { accounts }) => {
  const { users, realNames, fileStorage, service, profiles } = accounts;

  async function infoOf(user: UserRecord): Promise<UserCenterInfo> {
    const [realName, level] = await Promise.all([realNames.of(user.id), profiles.level(user.id)]);
    return {
      id: user.id,
      nickName: user.nickName,
      portrait: portraitOrDefault(user.portrait),
      level,
      isAnchor: asFlag(user.isAnchor),
      isExpert: asFlag(user.isExpert),
      mobile: maskMobile(user.mobile),
      signature: user.signature,
      gender: asGender(user.gender),
      hasPassword: user.passwordHash !== null,
      realNameVerified: realName.verified,
    };
  }

  /** Only the default image or a file we stored: a portrait never points elsewhere. */
  async function assertOurPortrait(url: string): Promise<void> {
    if (url !== DEFAULT_PORTRAIT_URL && !(await fileStorage.holds(url))) {
      throw new AppError(ResultCode.BAD_REQUEST, PORTRAIT_ERROR);
    }
  }

  async function applyProfileChange(userId: number, change: ProfileChange): Promise<UserRecord> {
    if (change.portrait !== undefined) await assertOurPortrait(change.portrait);
    const updated = await users.updateProfile(userId, change);
    if (updated === 'nick-name-taken') throw new AppError(ResultCode.CONFLICT, NICK_NAME_TAKEN_MESSAGE);
    if (updated === undefined || updated === 'mobile-taken') throw new AppError(ResultCode.NOT_FOUND, USER_NOT_FOUND_MESSAGE);
    return updated;
  }

  serveRoute(app, routes.user.centerInfo, { onRequest: app.requireUser }, async (request) => ok(await infoOf(signedInUser(request).user)));

  serveRoute(app, routes.user.updateInfo, { onRequest: app.requireUser }, async (request) =>
    ok(await infoOf(await applyProfileChange(signedInUser(request).user.id, request.body)), PROFILE_UPDATED_MESSAGE),
  );

  serveRoute(app, routes.user.updateNickName, { onRequest: app.requireUserFromHeader }, async (request) => {
    const user = await applyProfileChange(signedInUser(request).user.id, { nickName: request.query.nickName });
    return ok(await infoOf(user), NICK_NAME_CHANGED_MESSAGE);
  });

  serveRoute(app, routes.user.updatePortrait, { onRequest: app.requireUserFromHeader }, async (request) => {
    const user = await applyProfileChange(signedInUser(request).user.id, { portrait: request.query.portraitUrl });
    return ok(await infoOf(user), PORTRAIT_CHANGED_MESSAGE);
  });

  serveRoute(app, routes.user.updatePassword, { onRequest: app.requireUser }, async (request) => {
    await service.updatePassword(signedInUser(request), request.body);
    return ok(null, PASSWORD_CHANGED_MESSAGE);
  });

  serveRoute(app, routes.user.initPassword, { onRequest: app.requireUser }, async (request) => {
    await service.initPassword(signedInUser(request), request.body);
    return ok(null, PASSWORD_SET_MESSAGE);
  });

  serveRoute(app, routes.user.realName, { onRequest: app.requireUser }, async (request) =>
    ok(await realNames.of(signedInUser(request).user.id)),
  );

  serveRoute(app, routes.user.submitRealName, { onRequest: app.requireUser }, async (request) => {
    const userId = signedInUser(request).user.id;
    if (!(await realNames.record(userId, request.body))) {
      throw new AppError(ResultCode.CONFLICT, REAL_NAME_ALREADY_VERIFIED_MESSAGE);
    }
    return ok(await realNames.of(userId), REAL_NAME_VERIFIED_MESSAGE);
  });
};
