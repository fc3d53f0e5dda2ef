import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type EmojiList } from '@portal/contracts';
import { api } from '../lib/api';
import { callRoute } from '../lib/api-call';
import type { ModerationApi } from './chat-api';
import { answerData } from '../lib/query-client';

const NO_EMOJIS: EmojiList = { baseUrl: '', list: [] };

export const fetchEmojis = () => callRoute(api, routes.user.emojis, {});

export const chatKeys = {
  all: ['chat'] as const,
  emojis: () => [...chatKeys.all, 'emojis'] as const,
  /** The room a signed-in anchor moderates by default: their own. */
  ownRoom: () => [...chatKeys.all, 'own-room'] as const,
};

export const chatQueries = {
  emojis: () => queryOptions({ queryKey: chatKeys.emojis(), queryFn: () => answerData(fetchEmojis()), staleTime: Infinity }),
  ownRoom: (moderationApi: ModerationApi) =>
    queryOptions({ queryKey: chatKeys.ownRoom(), queryFn: () => answerData(moderationApi.ownRoom()) }),
};

/** The emoji set (GET /user/common/getEmojis), fetched once per tab; empty until it arrives. */
export function useEmojis(): EmojiList {
  return useQuery(chatQueries.emojis()).data ?? NO_EMOJIS;
}
