import {
  UPLOAD_FAILED,
  multiUploadResponseSchema,
  nickNameAvailabilitySchema,
  realNameSchema,
  userCenterInfoSchema,
  type NickNameAvailability,
  type RealName,
  type RealNameRequest,
  type UpdateInfoRequest,
  type UserCenterInfo,
} from '@portal/contracts';
import { api, type ApiResult } from '../lib/api';

/** GET /user/center/info with the personal centre's fields. */
export function fetchCenterInfo(signal?: AbortSignal): Promise<ApiResult<UserCenterInfo>> {
  return api.get('/user/center/info', undefined, { schema: userCenterInfoSchema, signal });
}

/** GET /user/check/nick-name: whether nobody uses the nickname yet. */
export function checkNickName(nickName: string): Promise<ApiResult<NickNameAvailability>> {
  return api.get('/user/check/nick-name', { nickName }, { schema: nickNameAvailabilitySchema });
}

/** GET /user/center/updateNickName. */
export function updateNickName(nickName: string): Promise<ApiResult<UserCenterInfo>> {
  return api.get('/user/center/updateNickName', { nickName }, { schema: userCenterInfoSchema });
}

/** GET /user/center/updatePortrait with the URL of an upload. */
export function updatePortrait(portraitUrl: string): Promise<ApiResult<UserCenterInfo>> {
  return api.get('/user/center/updatePortrait', { portraitUrl }, { schema: userCenterInfoSchema });
}

/** POST /user/center/updateInfo with the fields that changed. */
export function updateInfo(change: UpdateInfoRequest): Promise<ApiResult<UserCenterInfo>> {
  return api.post('/user/center/updateInfo', change, { schema: userCenterInfoSchema });
}

/** POST /user/common/multiUploadBase64 with one image as a data URL; answers its URL. */
export async function uploadImage(dataUrl: string): Promise<ApiResult<string>> {
  const answer = await api.post(
    '/user/common/multiUploadBase64',
    { images: [dataUrl] },
    { schema: multiUploadResponseSchema },
  );
  if (!answer.ok) return answer;
  const [url] = answer.data;
  return url ? { ...answer, data: url } : { ok: false, code: 500, message: UPLOAD_FAILED, data: null };
}

/** GET /user/center/real-name: whether the user passed, with masked values. */
export function fetchRealName(signal?: AbortSignal): Promise<ApiResult<RealName>> {
  return api.get('/user/center/real-name', undefined, { schema: realNameSchema, signal });
}

/** POST /user/center/real-name. */
export function submitRealName(request: RealNameRequest): Promise<ApiResult<RealName>> {
  return api.post('/user/center/real-name', request, { schema: realNameSchema });
}
