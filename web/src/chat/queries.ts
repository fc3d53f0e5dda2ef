import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  CHAT_DELETE_FAILED,
  CHAT_PAGE_SIZE,
  MODERATION_FAILED,
  PLATFORM,
  banPageSchema,
  managerPageSchema,
  routes,
  type BanDuration,
  type BanEntry,
  type EmojiList,
  type ManagerEntry,
} from '@portal/contracts';
import { api, type ApiResult } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { narrowedTo, routeKey, routeMutation, routeQuery, type MutationEffects } from '../lib/route-query';

/** Which chat: a live room's or a match page's. */
export type ChatOf = { room: number } | { match: number };

/** Entries a console list shows; the gateway caps a page at 100. */
export const CONSOLE_PAGE_SIZE = 100;
/** The `type` flag of SPEC §5: 1 picks the ban variant of a moderation call. */
export const BAN_TYPE = 1;
/** The `type` flag of the manager variant. */
export const MANAGER_TYPE = 2;

const NO_EMOJIS: EmojiList = { baseUrl: '', list: [] };

const consoleList = (roomId: number) => ({ roomId, page: 1, pageSize: CONSOLE_PAGE_SIZE });

export const chatQueries = {
  /** A page of a chat's history older than the message `before`, or the newest page without it. */
  history: (chat: ChatOf, before: number | undefined) =>
    'room' in chat
      ? routeQuery(routes.chat.roomPage, { body: { roomId: chat.room, pageSize: CHAT_PAGE_SIZE, before } })
      : routeQuery(routes.chat.page, { body: { matchId: chat.match, pageSize: CHAT_PAGE_SIZE, before } }),
  /** The welcome of a match's chat, with `viewerId`'s ban there (null for a visitor). */
  matchWelcome: (matchId: number, viewerId: number | null) => routeQuery(routes.chat.welcome, { body: { matchId } }, { scope: [viewerId] }),
  matchNotice: (matchId: number) => routeQuery(routes.chat.notice, { body: { matchId } }, { pick: (answer) => answer.notice }),
  emojis: () => routeQuery(routes.user.emojis, {}, { staleTime: Infinity }),
  /** The room a signed-in anchor moderates by default: their own. */
  ownRoom: () => routeQuery(routes.api.roomInfo, {}),
  /** What the gateway says `viewerId` (null for a visitor) is in a room: asked again for another user. */
  info: (roomId: number, viewerId: number | null) => routeQuery(routes.chat.info, { query: { roomId } }, { scope: [viewerId] }),
  welcome: (roomId: number) => routeQuery(routes.chat.roomWelcome, { body: { roomId } }, { pick: (answer) => answer.welcome }),
  bans: (roomId: number) =>
    routeQuery(
      routes.chat.forbidList,
      { query: { ...consoleList(roomId), type: BAN_TYPE } },
      { pick: (answer) => narrowedTo(banPageSchema)(answer).list },
    ),
  managers: (roomId: number) =>
    routeQuery(
      routes.chat.managerList,
      { query: { ...consoleList(roomId), type: MANAGER_TYPE } },
      { pick: (answer) => narrowedTo(managerPageSchema)(answer).list },
    ),
  modLog: (roomId: number) => routeQuery(routes.chat.modLog, { query: consoleList(roomId) }, { pick: (answer) => answer.list }),
  words: (roomId: number) => routeQuery(routes.chat.words, { query: { roomId } }, { pick: (answer) => answer.words }),
};

/** The emoji set (GET /user/common/getEmojis), fetched once per tab; empty until it arrives. */
export function useEmojis(): EmojiList {
  return useQuery(chatQueries.emojis()).data ?? NO_EMOJIS;
}

/** Sends a line to a chat, for the send machine, which tells a refusal by the input. */
export function sendChatLine(chat: ChatOf, content: string): Promise<ApiResult<unknown>> {
  return 'room' in chat
    ? callRoute(api, routes.chat.roomMsg, { body: { roomId: chat.room, content } })
    : callRoute(api, routes.chat.msg, { body: { matchId: chat.match, content, platform: PLATFORM } });
}

/** A room's moderation lists and banned words, as its console shows them, read again; a fetch already on its way counts. */
export function boardChanged(client: QueryClient, roomId: number): Promise<unknown> {
  const lists = [routes.chat.forbidList, routes.chat.managerList, routes.chat.modLog, routes.chat.words];
  return Promise.all(lists.map((entry) => client.invalidateQueries({ queryKey: routeKey(entry, { query: { roomId } }) }, { cancelRefetch: false })));
}

/** A ban of the speaker called `nickName` in a room. */
export interface BanOrder {
  nickName: string;
  duration: BanDuration;
  reason?: string;
}

/** A console's write: a refusal without a message, or a call without an answer, is MODERATION_FAILED. */
const consoleWrite = { refused: MODERATION_FAILED } as const;

export const chatMutations = {
  /** A moderator bans a user (by nickname) in the room, from the chat (`failed` its text for a failure) or the console. */
  ban: (roomId: number, failed: string, effects?: MutationEffects<unknown, BanOrder>) =>
    routeMutation(
      routes.chat.forbidAdd,
      {
        input: ({ nickName, duration, reason = '' }: BanOrder) => ({ query: { roomId, nickName, duration, reason } }),
        refused: failed,
        onSuccess: (_ban, _order, _result, { client }) => boardChanged(client, roomId),
      },
      effects,
    ),
  /** A moderator removes a message of the room's chat for everyone. */
  deleteMessage: (roomId: number, effects?: MutationEffects<unknown, number>) =>
    routeMutation(
      routes.chat.delete,
      { input: (messageId: number) => ({ body: { roomId, messageId } }), refused: CHAT_DELETE_FAILED },
      effects,
    ),
  unban: (roomId: number, effects?: MutationEffects<unknown, BanEntry>) =>
    routeMutation(
      routes.chat.forbidRemove,
      {
        ...consoleWrite,
        input: (ban: BanEntry) => ({ query: { id: ban.id, type: BAN_TYPE } }),
        onSuccess: (_answer, _ban, _result, { client }) => boardChanged(client, roomId),
      },
      effects,
    ),
  addManager: (roomId: number, effects?: MutationEffects<unknown, string>) =>
    routeMutation(
      routes.chat.managerAdd,
      {
        ...consoleWrite,
        input: (nickName: string) => ({ query: { roomId, nickName } }),
        onSuccess: (_manager, _nickName, _result, { client }) => boardChanged(client, roomId),
      },
      effects,
    ),
  removeManager: (roomId: number, effects?: MutationEffects<unknown, ManagerEntry>) =>
    routeMutation(
      routes.chat.managerRemove,
      {
        ...consoleWrite,
        input: (manager: ManagerEntry) => ({ query: { id: manager.id, type: MANAGER_TYPE } }),
        onSuccess: (_answer, _manager, _result, { client }) => boardChanged(client, roomId),
      },
      effects,
    ),
  /** The anchor sets the room's slow mode; what every viewer is told of the room changes with it. */
  setSlowMode: (roomId: number, effects?: MutationEffects<unknown, number>) =>
    routeMutation(
      routes.chat.slowMode,
      {
        ...consoleWrite,
        input: (seconds: number) => ({ body: { roomId, seconds } }),
        onSuccess: (_answer, _seconds, _result, { client }) => client.invalidateQueries({ queryKey: routeKey(routes.chat.info, { query: { roomId } }) }),
      },
      effects,
    ),
  /** The anchor replaces the room's banned words. */
  setWords: (roomId: number, effects?: MutationEffects<unknown, string[]>) =>
    routeMutation(
      routes.chat.setWords,
      {
        ...consoleWrite,
        input: (words: string[]) => ({ body: { roomId, words } }),
        onSuccess: (_answer, words, _result, { client }) => client.setQueryData(chatQueries.words(roomId).queryKey, words),
      },
      effects,
    ),
};
