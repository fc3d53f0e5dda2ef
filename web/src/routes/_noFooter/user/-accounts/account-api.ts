import {
  CHANNEL_ID,
  PLATFORM,
  routes,
  type LoginResponse,
  type RegisterRequest,
  type RetrievePasswordRequest,
} from '@portal/contracts';
import { encryptPassword } from '../../../../auth/crypto';
import { api, type ApiResult } from '../../../../lib/api';
import { callRoute } from '../../../../lib/api-call';

/** A password as the gateway takes it: encrypted with a fresh dynamic key, sent beside the key. */
export interface SealedPassword {
  password: string;
  iv: string;
  key: string;
}

/** GET /user/key/getDynamicKey, then the password encrypted with it. */
export async function sealPassword(password: string): Promise<ApiResult<SealedPassword>> {
  const key = await callRoute(api, routes.user.dynamicKey, {});
  if (!key.ok) return key;
  return { ...key, data: { password: encryptPassword(password, key.data), iv: key.data.iv, key: key.data.key } };
}

export interface Registration {
  mobile: string;
  verifyCode: string;
  password: string;
  nickName?: string;
}

/** POST /user/register; the answer's token signs the new user in. */
export async function register({ password, nickName, ...proof }: Registration): Promise<ApiResult<LoginResponse>> {
  const sealed = await sealPassword(password);
  if (!sealed.ok) return sealed;
  const body: RegisterRequest = {
    ...proof,
    ...sealed.data,
    ...(nickName ? { nickName } : {}),
    channelId: CHANNEL_ID,
    platform: PLATFORM,
  };
  return callRoute(api, routes.user.register, { body });
}

/** POST /user/center/retrievePassword: a new password, proven by the SMS code. */
export async function retrievePassword({
  password,
  ...proof
}: Omit<Registration, 'nickName'>): Promise<ApiResult<unknown>> {
  const sealed = await sealPassword(password);
  if (!sealed.ok) return sealed;
  const body: RetrievePasswordRequest = { ...proof, ...sealed.data };
  return callRoute(api, routes.user.retrievePassword, { body });
}
