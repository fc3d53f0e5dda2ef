import { fromPromise } from 'xstate';
import { GENDER, ResultCode, SIGN_IN_REQUIRED_MESSAGE, type UserCenterInfo, type UserInfo } from '@portal/contracts';
import { authMachine } from '../src/auth/auth.machine';
import { createAuthSession, type AuthSession } from '../src/auth/session';
import type { ApiResult } from '../src/lib/api';

/** What GET /user/center/info answers for `user`: the personal centre's fields as a new account has them. */
export function centerInfoOf(user: UserInfo): UserCenterInfo {
  return { ...user, mobile: '138****0000', signature: '', gender: GENDER.UNKNOWN, hasPassword: true, realNameVerified: false };
}

/** The auth session of a visitor: the gateway's answer to the user-info question is 401, without a request. */
export function visitorSession(pathname = '/'): AuthSession {
  const noSession = fromPromise<ApiResult<UserInfo>>(async () => ({ ok: false, code: ResultCode.UNAUTHORIZED, message: SIGN_IN_REQUIRED_MESSAGE, data: null }));
  return createAuthSession({ pathname }, authMachine.provide({ actors: { fetchUserInfo: noSession } }));
}
