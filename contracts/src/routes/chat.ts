import { z } from 'zod';
import { banAddQuerySchema, banEntrySchema, banPageSchema, barrageStyleListSchema, chatDeleteRequestSchema, chatHistoryRequestSchema, chatHistoryResponseSchema, chatInfoQuerySchema, chatInfoResponseSchema, chatNoticeRequestSchema, chatNoticeResponseSchema, chatSendRequestSchema, chatSendResponseSchema, chatTokenQuerySchema, chatTokenResponseSchema, chatWelcomeRequestSchema, chatWelcomeResponseSchema, hornInfoSchema, hornListQuerySchema, hornPageSchema, managerAddQuerySchema, managerEntrySchema, managerPageSchema, moderationListQuerySchema, moderationLogPageSchema, moderationLogQuerySchema, moderationRemoveQuerySchema, reportAddRequestSchema, reportAddResponseSchema, roomWordsQuerySchema, roomWordsRequestSchema, roomWordsResponseSchema, slowModeRequestSchema } from '../chat';
import { giftSchema } from '../wallet';
import { defineRoute, defineRoutes, getQuery } from './define';

/**
 * The query of /api/forbid/add and /api/manager/add: the `type` flag picks a ban (1) or a manager
 * (anything else), and without it the path does; the gateway parses it by the variant chosen.
 */
export const moderationAddQuerySchema = z.union([banAddQuerySchema, managerAddQuerySchema]);

const moderationCalls = (prefix: '/api/forbid' | '/api/manager') => ({
  add: defineRoute({ method: 'GET', path: `${prefix}/add`, query: moderationAddQuerySchema, response: z.union([banEntrySchema, managerEntrySchema]) }),
  list: defineRoute({ method: 'GET', path: `${prefix}/list`, query: moderationListQuerySchema, response: z.union([banPageSchema, managerPageSchema]) }),
  remove: defineRoute({ method: 'GET', path: `${prefix}/remove`, query: moderationRemoveQuerySchema, response: z.null() }),
});
const forbid = moderationCalls('/api/forbid');
const manager = moderationCalls('/api/manager');

/** Chat, horns, moderation and reports (SPEC §7 "Chat" and the chat calls of the live-room API). */
export const chatRoutes = defineRoutes({
  page: defineRoute({ method: 'POST', path: '/chat/page', body: chatHistoryRequestSchema, response: chatHistoryResponseSchema }),
  welcome: defineRoute({ method: 'POST', path: '/chat/welcome', body: chatWelcomeRequestSchema, response: chatWelcomeResponseSchema }),
  notice: defineRoute({ method: 'POST', path: '/chat/notice', body: chatNoticeRequestSchema, response: chatNoticeResponseSchema }),
  msg: defineRoute({ method: 'POST', path: '/chat/msg', body: chatSendRequestSchema, response: chatSendResponseSchema }),
  getToken: defineRoute({ method: 'POST', path: '/chat/getToken', query: chatTokenQuerySchema, response: chatTokenResponseSchema }),
  roomPage: defineRoute({ method: 'POST', path: '/api/chat/page', body: chatHistoryRequestSchema, response: chatHistoryResponseSchema }),
  roomWelcome: defineRoute({ method: 'POST', path: '/api/chat/welcome', body: chatWelcomeRequestSchema, response: chatWelcomeResponseSchema }),
  roomMsg: defineRoute({ method: 'POST', path: '/api/chat/msg', body: chatSendRequestSchema, response: chatSendResponseSchema }),
  info: defineRoute({ method: 'GET', path: '/api/chat/info', query: getQuery(chatInfoQuerySchema.shape), response: chatInfoResponseSchema }),
  giftAll: defineRoute({ method: 'GET', path: '/api/chat/gift/all', query: getQuery({}), response: z.array(giftSchema) }),
  barrageAll: defineRoute({ method: 'GET', path: '/api/chat/barrage/all', query: getQuery({}), response: barrageStyleListSchema }),
  delete: defineRoute({ method: 'POST', path: '/api/chat/delete', body: chatDeleteRequestSchema, response: z.null() }),
  slowMode: defineRoute({ method: 'POST', path: '/api/chat/slowMode', body: slowModeRequestSchema, response: z.null() }),
  words: defineRoute({ method: 'GET', path: '/api/chat/words', query: getQuery(roomWordsQuerySchema.shape), response: roomWordsResponseSchema }),
  setWords: defineRoute({ method: 'POST', path: '/api/chat/words', body: roomWordsRequestSchema, response: roomWordsResponseSchema }),
  modLog: defineRoute({ method: 'GET', path: '/api/chat/modLog', query: getQuery(moderationLogQuerySchema.shape), response: moderationLogPageSchema }),
  hornList: defineRoute({ method: 'GET', path: '/api/horn/list', query: getQuery(hornListQuerySchema.shape), response: hornPageSchema }),
  hornInfo: defineRoute({ method: 'GET', path: '/api/horn/info', query: getQuery({}), response: hornInfoSchema }),
  forbidAdd: forbid.add,
  forbidList: forbid.list,
  forbidRemove: forbid.remove,
  managerAdd: manager.add,
  managerList: manager.list,
  managerRemove: manager.remove,
  reportAdd: defineRoute({ method: 'POST', path: '/api/report/add', body: reportAddRequestSchema, response: reportAddResponseSchema }),
});
