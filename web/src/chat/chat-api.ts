import {
  CHAT_PAGE_SIZE,
  PLATFORM,
  banPageSchema,
  routes,
  type BanDuration,
  type BanPage,
  type ChatHistoryResponse,
  type ChatInfoResponse,
  type ChatLine,
  type ChatNoticeResponse,
  type ChatWelcomeResponse,
  type ManagerPage,
  type ModerationLogPage,
  type RoomDetail,
  type RoomWordsResponse,
} from '@portal/contracts';
import { api, type ApiResult } from '../lib/api';
import { callRoute, narrowAnswer } from '../lib/api-call';

/** Entries a console list shows; the gateway caps a page at 100. */
export const CONSOLE_PAGE_SIZE = 100;
/** The `type` flag of SPEC §5: 1 picks the ban variant of a moderation call. */
export const BAN_TYPE = 1;
/** The `type` flag of the manager variant. */
export const MANAGER_TYPE = 2;

/** The chat calls of a room, as the chat panel and the console make them; tests pass their own. */
export interface ChatApi {
  info(roomId: number): Promise<ApiResult<ChatInfoResponse>>;
  welcome(roomId: number): Promise<ApiResult<ChatWelcomeResponse>>;
  /** A page of history older than the message `before`, or the newest page without it. */
  history(roomId: number, before: number | undefined): Promise<ApiResult<ChatHistoryResponse>>;
  send(roomId: number, content: string): Promise<ApiResult<ChatLine>>;
  deleteMessage(roomId: number, messageId: number): Promise<ApiResult<unknown>>;
  /** A moderator bans a user (by nickname) in the room, from the chat or the console. */
  ban(roomId: number, nickName: string, duration: BanDuration, reason?: string): Promise<ApiResult<unknown>>;
}

/** The chat calls of a match page (SPEC §7 "Chat"); tests pass their own. */
export interface MatchChatApi {
  welcome(matchId: number): Promise<ApiResult<ChatWelcomeResponse>>;
  notice(matchId: number): Promise<ApiResult<ChatNoticeResponse>>;
  /** A page of history older than the message `before`, or the newest page without it (page size 20). */
  history(matchId: number, before: number | undefined): Promise<ApiResult<ChatHistoryResponse>>;
  /** POST /chat/msg; the platform sent is always 1. */
  send(matchId: number, content: string): Promise<ApiResult<ChatLine>>;
}

/** The moderation calls of the console. */
export interface ModerationApi {
  /** The signed-in anchor's own room (GET /api/room/info without roomId). */
  ownRoom(): Promise<ApiResult<RoomDetail>>;
  info(roomId: number): Promise<ApiResult<ChatInfoResponse>>;
  bans(roomId: number, nickName?: string): Promise<ApiResult<BanPage>>;
  ban: ChatApi['ban'];
  unban(id: number): Promise<ApiResult<unknown>>;
  managers(roomId: number): Promise<ApiResult<ManagerPage>>;
  addManager(roomId: number, nickName: string): Promise<ApiResult<unknown>>;
  removeManager(id: number): Promise<ApiResult<unknown>>;
  log(roomId: number): Promise<ApiResult<ModerationLogPage>>;
  setSlowMode(roomId: number, seconds: number): Promise<ApiResult<unknown>>;
  words(roomId: number): Promise<ApiResult<RoomWordsResponse>>;
  setWords(roomId: number, words: string[]): Promise<ApiResult<RoomWordsResponse>>;
}

export const chatApi: ChatApi = {
  info: (roomId) => callRoute(api, routes.chat.info, { query: { roomId } }),
  welcome: (roomId) => callRoute(api, routes.chat.roomWelcome, { body: { roomId } }),
  history: (roomId, before) =>
    callRoute(api, routes.chat.roomPage, { body: { roomId, pageSize: CHAT_PAGE_SIZE, before } }),
  send: (roomId, content) => callRoute(api, routes.chat.roomMsg, { body: { roomId, content } }),
  deleteMessage: (roomId, messageId) => callRoute(api, routes.chat.delete, { body: { roomId, messageId } }),
  ban: (roomId, nickName, duration, reason = '') => callRoute(api, routes.chat.forbidAdd, { query: { roomId, nickName, duration, reason } }),
};

export const matchChatApi: MatchChatApi = {
  welcome: (matchId) => callRoute(api, routes.chat.welcome, { body: { matchId } }),
  notice: (matchId) => callRoute(api, routes.chat.notice, { body: { matchId } }),
  history: (matchId, before) => callRoute(api, routes.chat.page, { body: { matchId, pageSize: CHAT_PAGE_SIZE, before } }),
  send: (matchId, content) => callRoute(api, routes.chat.msg, { body: { matchId, content, platform: PLATFORM } }),
};

export const moderationApi: ModerationApi = {
  ownRoom: () => callRoute(api, routes.api.roomInfo, {}),
  info: chatApi.info,
  bans: (roomId, nickName) =>
    narrowAnswer(
      callRoute(api, routes.chat.forbidList, { query: { roomId, page: 1, pageSize: CONSOLE_PAGE_SIZE, nickName, type: BAN_TYPE } }),
      banPageSchema,
    ),
  ban: chatApi.ban,
  unban: (id) => callRoute(api, routes.chat.forbidRemove, { query: { id, type: BAN_TYPE } }),
  managers: (roomId) =>
    callRoute(api, routes.chat.managerList, { query: { roomId, page: 1, pageSize: CONSOLE_PAGE_SIZE, type: MANAGER_TYPE } }),
  addManager: (roomId, nickName) => callRoute(api, routes.chat.managerAdd, { query: { roomId, nickName } }),
  removeManager: (id) => callRoute(api, routes.chat.managerRemove, { query: { id, type: MANAGER_TYPE } }),
  log: (roomId) => callRoute(api, routes.chat.modLog, { query: { roomId, page: 1, pageSize: CONSOLE_PAGE_SIZE } }),
  setSlowMode: (roomId, seconds) => callRoute(api, routes.chat.slowMode, { body: { roomId, seconds } }),
  words: (roomId) => callRoute(api, routes.chat.words, { query: { roomId } }),
  setWords: (roomId, words) => callRoute(api, routes.chat.setWords, { body: { roomId, words } }),
};
