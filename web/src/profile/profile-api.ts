import {
  UPLOAD_FAILED,
  routes,
  type NickNameAvailability,
  type RealName,
  type RealNameRequest,
  type UpdateInfoRequest,
  type UserCenterInfo,
} from '@portal/contracts';
import { api, type ApiResult } from '../lib/api';
import { callRoute } from '../lib/api-call';

/** GET /user/center/info with the personal centre's fields. */
export function fetchCenterInfo(signal?: AbortSignal): Promise<ApiResult<UserCenterInfo>> {
  return callRoute(api, routes.user.centerInfo, {}, { signal });
}

/** GET /user/check/nick-name: whether nobody uses the nickname yet. */
export function checkNickName(nickName: string): Promise<ApiResult<NickNameAvailability>> {
  return callRoute(api, routes.user.checkNickName, { query: { nickName } });
}

/** GET /user/center/updateNickName. */
export function updateNickName(nickName: string): Promise<ApiResult<UserCenterInfo>> {
  return callRoute(api, routes.user.updateNickName, { query: { nickName } });
}

/** GET /user/center/updatePortrait with the URL of an upload. */
export function updatePortrait(portraitUrl: string): Promise<ApiResult<UserCenterInfo>> {
  return callRoute(api, routes.user.updatePortrait, { query: { portraitUrl } });
}

/** POST /user/center/updateInfo with the fields that changed. */
export function updateInfo(change: UpdateInfoRequest): Promise<ApiResult<UserCenterInfo>> {
  return callRoute(api, routes.user.updateInfo, { body: change });
}

/** POST /user/common/multiUploadBase64 with one image as a data URL; answers its URL. */
export async function uploadImage(dataUrl: string): Promise<ApiResult<string>> {
  const answer = await callRoute(api, routes.user.multiUploadBase64, { body: { images: [dataUrl] } });
  if (!answer.ok) return answer;
  const [url] = answer.data;
  return url ? { ...answer, data: url } : { ok: false, code: 500, message: UPLOAD_FAILED, data: null };
}

/** GET /user/center/real-name: whether the user passed, with masked values. */
export function fetchRealName(signal?: AbortSignal): Promise<ApiResult<RealName>> {
  return callRoute(api, routes.user.realName, {}, { signal });
}

/** POST /user/center/real-name. */
export function submitRealName(request: RealNameRequest): Promise<ApiResult<RealName>> {
  return callRoute(api, routes.user.submitRealName, { body: request });
}
