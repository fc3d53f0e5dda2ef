import {
  CHANNEL_ID,
  PLATFORM,
  dynamicKeySchema,
  loginResponseSchema,
  type LoginResponse,
  type RegisterRequest,
  type RetrievePasswordRequest,
} from '@portal/contracts';
import { encryptPassword } from '../../../../auth/crypto';
import { api, type ApiResult } from '../../../../lib/api';

/** A password as the gateway takes it: encrypted with a fresh dynamic key, sent beside the key. */
export interface SealedPassword {
  password: string;
  iv: string;
  key: string;
}

/** GET /user/key/getDynamicKey, then the password encrypted with it. */
export async function sealPassword(password: string): Promise<ApiResult<SealedPassword>> {
  const key = await api.get('/user/key/getDynamicKey', undefined, { schema: dynamicKeySchema });
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
  return api.post('/user/register', body, { schema: loginResponseSchema });
}

/** POST /user/center/retrievePassword: a new password, proven by the SMS code. */
export async function retrievePassword({
  password,
  ...proof
}: Omit<Registration, 'nickName'>): Promise<ApiResult<unknown>> {
  const sealed = await sealPassword(password);
  if (!sealed.ok) return sealed;
  const body: RetrievePasswordRequest = { ...proof, ...sealed.data };
  return api.post('/user/center/retrievePassword', body);
}
