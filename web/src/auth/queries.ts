import type { QueryClient } from '@tanstack/react-query';
import {
  CHANNEL_ID,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_FAILED,
  PLATFORM,
  routes,
  type LoginResponse,
  type RegisterRequest,
  type RetrievePasswordRequest,
  type UnreadCounts,
} from '@portal/contracts';
import { fetchRoute, invalidateRoutes, routeMutation, routeQuery, type MutationEffects } from '../lib/route-query';
import { encryptPassword } from './crypto';

export const accountQueries = {
  /** The signed-in user's unread messages by kind, which the user menu and the message centre show. */
  unread: () => routeQuery(routes.inform.unreadMessages, {}),
};

/** The unread counts as a push told them; the lists of messages read again, a new reply or like belongs in them too. */
export function unreadPushed(client: QueryClient, counts: UnreadCounts): Promise<unknown> {
  client.setQueryData(accountQueries.unread().queryKey, counts);
  return invalidateRoutes(client, routes.inform.messages);
}

/** An account form's write: refused, it says why (or FALLBACK_ERROR_MESSAGE); unanswered, NETWORK_FAILED. */
const accountWrite = { refused: FALLBACK_ERROR_MESSAGE, unreachable: NETWORK_FAILED } as const;

/** A password as the gateway takes it: encrypted with a fresh dynamic key (GET /user/key/getDynamicKey), sent beside the key. */
async function sealPassword(password: string): Promise<{ password: string; iv: string; key: string }> {
  const key = await fetchRoute(routes.user.dynamicKey, {}, accountWrite);
  return { password: encryptPassword(password, key), iv: key.iv, key: key.key };
}

export interface Registration {
  mobile: string;
  verifyCode: string;
  password: string;
  nickName?: string | undefined;
}

export const accountMutations = {
  /** POST /user/register; the answer's token signs the new user in. */
  register: (effects?: MutationEffects<LoginResponse, Registration>) =>
    routeMutation(
      routes.user.register,
      {
        ...accountWrite,
        input: async ({ password, nickName, ...proof }: Registration) => {
          const body: RegisterRequest = {
            ...proof,
            ...(await sealPassword(password)),
            ...(nickName ? { nickName } : {}),
            channelId: CHANNEL_ID,
            platform: PLATFORM,
          };
          return { body };
        },
      },
      effects,
    ),
  /** POST /user/center/retrievePassword: a new password, proven by the SMS code. */
  retrievePassword: (effects?: MutationEffects<unknown, Omit<Registration, 'nickName'>>) =>
    routeMutation(
      routes.user.retrievePassword,
      {
        ...accountWrite,
        input: async ({ password, ...proof }: Omit<Registration, 'nickName'>) => {
          const body: RetrievePasswordRequest = { ...proof, ...(await sealPassword(password)) };
          return { body };
        },
      },
      effects,
    ),
};
