import type { QueryClient } from '@tanstack/react-query';
import {
  FALLBACK_ERROR_MESSAGE,
  SAVE_FAILED,
  SUBMIT_FAILED,
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
import { CallFailure } from '../lib/query-client';
import { readAsDataUrl } from '../lib/read-file';
import { fetchRoute, routeMutation, routeQuery, type MutationEffects } from '../lib/route-query';

// The centre's pages show their own "could not load" state, so a refused call is null, not an error page.
const orNull = { onRefusal: () => null, abortable: true } as const;

export const profileQueries = {
  centerInfo: () => routeQuery(routes.user.centerInfo, {}, orNull),
  realName: () => routeQuery(routes.user.realName, {}, orNull),
};

/** GET /user/check/nick-name: whether nobody uses the nickname yet, with the gateway's words for it. */
export function checkNickName(nickName: string): Promise<ApiResult<NickNameAvailability>> {
  return callRoute(api, routes.user.checkNickName, { query: { nickName } });
}

/** The user as the gateway now has them, with what it said of the change. */
export interface ProfileChange {
  info: UserCenterInfo;
  message: string;
}

/** A profile write of the centre: refused, it says why (or FALLBACK_ERROR_MESSAGE); unanswered, SAVE_FAILED. */
const profileWrite = {
  refused: FALLBACK_ERROR_MESSAGE,
  unreachable: SAVE_FAILED,
  pick: (info: UserCenterInfo, message: string): ProfileChange => ({ info, message }),
} as const;

/** The centre's user as the write answered it. */
const centerChanged = (client: QueryClient, { info }: ProfileChange) => client.setQueryData(profileQueries.centerInfo().queryKey, info);

/** The first URL an upload answered; none is a failed upload. */
function uploadedUrl(urls: string[]): string {
  const [url] = urls;
  if (!url) throw new CallFailure(UPLOAD_FAILED, 500);
  return url;
}

export const profileMutations = {
  updateNickName: (effects?: MutationEffects<ProfileChange, string>) =>
    routeMutation(
      routes.user.updateNickName,
      {
        ...profileWrite,
        input: (nickName: string) => ({ query: { nickName } }),
        onSuccess: (change, _nickName, _result, { client }) => centerChanged(client, change),
      },
      effects,
    ),
  /** POST /user/center/updateInfo with the fields that changed. */
  updateInfo: (effects?: MutationEffects<ProfileChange, UpdateInfoRequest>) =>
    routeMutation(
      routes.user.updateInfo,
      {
        ...profileWrite,
        input: (change: UpdateInfoRequest) => ({ body: change }),
        onSuccess: (change, _request, _result, { client }) => centerChanged(client, change),
      },
      effects,
    ),
  /** Uploads the picked image (POST /user/common/multiUploadBase64), then makes it the portrait. */
  changePortrait: (effects?: MutationEffects<UserCenterInfo, File>) => {
    const failed = { refused: UPLOAD_FAILED, unreachable: `${UPLOAD_FAILED}，请稍后重试` } as const;
    return routeMutation(
      routes.user.updatePortrait,
      {
        ...failed,
        input: async (file: File) => {
          const images = [await readAsDataUrl(file)];
          return { query: { portraitUrl: await fetchRoute(routes.user.multiUploadBase64, { body: { images } }, { ...failed, pick: uploadedUrl }) } };
        },
      },
      effects,
    );
  },
  submitRealName: (effects?: MutationEffects<RealName, RealNameRequest>) =>
    routeMutation(
      routes.user.submitRealName,
      {
        input: (request: RealNameRequest) => ({ body: request }),
        refused: FALLBACK_ERROR_MESSAGE,
        unreachable: SUBMIT_FAILED,
        onSuccess: (verified, _request, _result, { client }) => client.setQueryData(profileQueries.realName().queryKey, verified),
      },
      effects,
    ),
};
