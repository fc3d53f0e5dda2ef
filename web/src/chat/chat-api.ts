import {
  CHAT_PAGE_SIZE,
  banPageSchema,
  chatHistoryResponseSchema,
  chatInfoResponseSchema,
  chatSendResponseSchema,
  chatWelcomeResponseSchema,
  managerPageSchema,
  moderationLogPageSchema,
  roomDetailSchema,
  roomWordsResponseSchema,
  type BanDuration,
  type BanPage,
  type ChatHistoryResponse,
  type ChatInfoResponse,
  type ChatLine,
  type ChatWelcomeResponse,
  type ManagerPage,
  type ModerationLogPage,
  type RoomDetail,
  type RoomWordsResponse,
} from '@portal/contracts';
import { api, type ApiResult } from '../lib/api';

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
}

/** The moderation calls of the console. */
export interface ModerationApi {
  /** The signed-in anchor's own room (GET /api/room/info without roomId). */
  ownRoom(): Promise<ApiResult<RoomDetail>>;
  info(roomId: number): Promise<ApiResult<ChatInfoResponse>>;
  bans(roomId: number, nickName?: string): Promise<ApiResult<BanPage>>;
  ban(roomId: number, nickName: string, duration: BanDuration, reason: string): Promise<ApiResult<unknown>>;
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
  info: (roomId) => api.get('/api/chat/info', { roomId }, { schema: chatInfoResponseSchema }),
  welcome: (roomId) => api.post('/api/chat/welcome', { roomId }, { schema: chatWelcomeResponseSchema }),
  history: (roomId, before) =>
    api.post('/api/chat/page', { roomId, pageSize: CHAT_PAGE_SIZE, before }, { schema: chatHistoryResponseSchema }),
  send: (roomId, content) => api.post('/api/chat/msg', { roomId, content }, { schema: chatSendResponseSchema }),
  deleteMessage: (roomId, messageId) => api.post('/api/chat/delete', { roomId, messageId }),
};

export const moderationApi: ModerationApi = {
  ownRoom: () => api.get('/api/room/info', undefined, { schema: roomDetailSchema }),
  info: chatApi.info,
  bans: (roomId, nickName) =>
    api.get(
      '/api/forbid/list',
      { roomId, page: 1, pageSize: CONSOLE_PAGE_SIZE, nickName, type: BAN_TYPE },
      { schema: banPageSchema },
    ),
  ban: (roomId, nickName, duration, reason) => api.get('/api/forbid/add', { roomId, nickName, duration, reason }),
  unban: (id) => api.get('/api/forbid/remove', { id, type: BAN_TYPE }),
  managers: (roomId) =>
    api.get(
      '/api/manager/list',
      { roomId, page: 1, pageSize: CONSOLE_PAGE_SIZE, type: MANAGER_TYPE },
      { schema: managerPageSchema },
    ),
  addManager: (roomId, nickName) => api.get('/api/manager/add', { roomId, nickName, type: MANAGER_TYPE }),
  removeManager: (id) => api.get('/api/manager/remove', { id, type: MANAGER_TYPE }),
  log: (roomId) =>
    api.get('/api/chat/modLog', { roomId, page: 1, pageSize: CONSOLE_PAGE_SIZE }, { schema: moderationLogPageSchema }),
  setSlowMode: (roomId, seconds) => api.post('/api/chat/slowMode', { roomId, seconds }),
  words: (roomId) => api.get('/api/chat/words', { roomId }, { schema: roomWordsResponseSchema }),
  setWords: (roomId, words) => api.post('/api/chat/words', { roomId, words }, { schema: roomWordsResponseSchema }),
};
