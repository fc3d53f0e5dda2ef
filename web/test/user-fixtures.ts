import { GENDER, type UserCenterInfo, type UserInfo } from '@portal/contracts';

/** What GET /user/center/info answers for `user`: the personal centre's fields as a new account has them. */
export function centerInfoOf(user: UserInfo): UserCenterInfo {
  return { ...user, mobile: '138****0000', signature: '', gender: GENDER.UNKNOWN, hasPassword: true, realNameVerified: false };
}
