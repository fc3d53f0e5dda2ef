import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type EmojiList } from '@portal/contracts';
import { api } from '../lib/api';
import { callRoute } from '../lib/api-call';
import type { ChatApi, MatchChatApi, ModerationApi } from './chat-api';
import type { ChatPanelCalls } from './ChatPanel';
import { answerData } from '../lib/query-client';

const NO_EMOJIS: EmojiList = { baseUrl: '', list: [] };

export const fetchEmojis = () => callRoute(api, routes.user.emojis, {});

export const chatKeys = {
  all: ['chat'] as const,
  emojis: () => [...chatKeys.all, 'emojis'] as const,
  /** The room a signed-in anchor moderates by default: their own. */
  ownRoom: () => [...chatKeys.all, 'own-room'] as const,
  /** What the gateway says `viewerId` (null for a visitor) is in a room: asked again for another user. */
  info: (roomId: number, viewerId: number | null) => [...chatKeys.all, 'info', roomId, viewerId] as const,
  welcome: (roomId: number) => [...chatKeys.all, 'welcome', roomId] as const,
  /** A page of a chat channel's history older than message `before` (the newest page without it). */
  history: (channel: string, before: number | undefined) => [...chatKeys.all, 'history', channel, before ?? null] as const,
  /** The welcome of a match's chat, with `viewerId`'s ban there (null for a visitor), and its notice. */
  matchWelcome: (matchId: number, viewerId: number | null) => [...chatKeys.all, 'match-welcome', matchId, viewerId] as const,
  matchNotice: (matchId: number) => [...chatKeys.all, 'match-notice', matchId] as const,
  /** A room's moderation lists and banned words, as its console shows them. */
  board: (roomId: number) => [...chatKeys.all, 'board', roomId] as const,
  bans: (roomId: number) => [...chatKeys.board(roomId), 'bans'] as const,
  managers: (roomId: number) => [...chatKeys.board(roomId), 'managers'] as const,
  modLog: (roomId: number) => [...chatKeys.board(roomId), 'log'] as const,
  words: (roomId: number) => [...chatKeys.board(roomId), 'words'] as const,
};

export const chatQueries = {
  history: (calls: Pick<ChatPanelCalls, 'history'>, channel: string, before: number | undefined) =>
    queryOptions({ queryKey: chatKeys.history(channel, before), queryFn: () => answerData(calls.history(before)) }),
  matchWelcome: (matchChat: MatchChatApi, matchId: number, viewerId: number | null) =>
    queryOptions({ queryKey: chatKeys.matchWelcome(matchId, viewerId), queryFn: () => answerData(matchChat.welcome(matchId)) }),
  matchNotice: (matchChat: MatchChatApi, matchId: number) =>
    queryOptions({ queryKey: chatKeys.matchNotice(matchId), queryFn: async () => (await answerData(matchChat.notice(matchId))).notice }),
  emojis: () => queryOptions({ queryKey: chatKeys.emojis(), queryFn: () => answerData(fetchEmojis()), staleTime: Infinity }),
  ownRoom: (moderationApi: ModerationApi) =>
    queryOptions({ queryKey: chatKeys.ownRoom(), queryFn: () => answerData(moderationApi.ownRoom()) }),
  info: (chatApi: Pick<ChatApi, 'info'>, roomId: number, viewerId: number | null) =>
    queryOptions({ queryKey: chatKeys.info(roomId, viewerId), queryFn: () => answerData(chatApi.info(roomId)) }),
  bans: (moderationApi: ModerationApi, roomId: number) =>
    queryOptions({ queryKey: chatKeys.bans(roomId), queryFn: async () => (await answerData(moderationApi.bans(roomId))).list }),
  managers: (moderationApi: ModerationApi, roomId: number) =>
    queryOptions({ queryKey: chatKeys.managers(roomId), queryFn: async () => (await answerData(moderationApi.managers(roomId))).list }),
  modLog: (moderationApi: ModerationApi, roomId: number) =>
    queryOptions({ queryKey: chatKeys.modLog(roomId), queryFn: async () => (await answerData(moderationApi.log(roomId))).list }),
  words: (moderationApi: ModerationApi, roomId: number) =>
    queryOptions({ queryKey: chatKeys.words(roomId), queryFn: async () => (await answerData(moderationApi.words(roomId))).words }),
  welcome: (chatApi: ChatApi, roomId: number) =>
    queryOptions({ queryKey: chatKeys.welcome(roomId), queryFn: async () => (await answerData(chatApi.welcome(roomId))).welcome }),
};

/** The emoji set (GET /user/common/getEmojis), fetched once per tab; empty until it arrives. */
export function useEmojis(): EmojiList {
  return useQuery(chatQueries.emojis()).data ?? NO_EMOJIS;
}
