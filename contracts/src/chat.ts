import { z } from 'zod';
import { CHAT_PAGE_SIZE, DEFAULT_PAGE_SIZE, PLATFORM } from './constants';
import { ResultCode } from './envelope';
import { matchTypeSchema } from './enums';

// Chat in live rooms and match chats, its moderation (bans, managers, the log), horns and reports.

/** An integer read from a query string; an empty value counts as absent. */
const queryInt = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().optional());
/** A positive id read from a query string. */
const queryId = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive());
/** A positive id in a JSON body. */
const idSchema = z.number().int().positive();

/** Longest chat message, in characters (an emoji or a Chinese character counts as one). */
export const CHAT_MAX_LENGTH = 100;
/** Messages one user may send in {@link CHAT_RATE_WINDOW_MS}, in any one chat. */
export const CHAT_RATE_LIMIT = 5;
/** Window of {@link CHAT_RATE_LIMIT}. */
export const CHAT_RATE_WINDOW_MS = 10_000;
/** Messages one chat (a room or a match) takes in {@link CHAT_CHANNEL_RATE_WINDOW_MS} from everyone together. */
export const CHAT_CHANNEL_RATE_LIMIT = 500;
/** Window of {@link CHAT_CHANNEL_RATE_LIMIT}. */
export const CHAT_CHANNEL_RATE_WINDOW_MS = 1_000;
/** An identical message from the same user within this time is refused. */
export const CHAT_DUPLICATE_WINDOW_MS = 5_000;
/** Messages a room's channel carries in its snapshot; older ones come through the history calls. */
export const CHAT_WINDOW_SIZE = 50;
/** Longest slow mode an anchor may set; 0 turns it off. */
export const SLOW_MODE_MAX_SECONDS = 300;
/** Words a room's own word list may hold. */
export const ROOM_WORDS_MAX = 200;
/** Longest word of a word list. */
export const ROOM_WORD_MAX_LENGTH = 20;
/** Lifetime of a token of POST /chat/getToken. */
export const CHAT_TOKEN_TTL_MS = 5 * 60_000;
/** Largest socket.io frame the gateway accepts, in bytes: a chat message and its envelope fit many times over. */
export const SOCKET_MAX_FRAME_BYTES = 16 * 1024;
/** A word of the platform or room word list is replaced by this character, once per character. */
export const CHAT_MASK_CHARACTER = '*';

/** Result codes of chat and moderation refusals (range 21001-21099). */
export const ChatResultCode = {
  /** The sender is banned in this room. */
  BANNED: ResultCode.CHAT_BANNED,
  /** Too many messages in a short time. */
  TOO_FAST: ResultCode.CHAT_TOO_FAST,
  /** The same message again within 5 s. */
  DUPLICATE: ResultCode.CHAT_DUPLICATE,
  /** Slow mode: the sender spoke less than the set seconds ago. */
  SLOW_MODE: ResultCode.CHAT_SLOW_MODE,
  /** Not a moderator of the room, or not allowed to act on that user. */
  NOT_ALLOWED: ResultCode.MODERATION_NOT_ALLOWED,
  /** A chat token of /chat/getToken that is unknown, expired or for another group. */
  TOKEN_INVALID: ResultCode.CHAT_TOKEN_INVALID,
} as const;

/** Refusal of an empty message. */
export const CHAT_EMPTY_MESSAGE = '请输入聊天内容';
/** Refusal of a message over {@link CHAT_MAX_LENGTH}. */
export const CHAT_TOO_LONG_MESSAGE = `聊天内容不能超过${CHAT_MAX_LENGTH}个字`;
/** Refusal of a user over {@link CHAT_RATE_LIMIT}. */
export const CHAT_TOO_FAST_MESSAGE = '发言太频繁，请稍后再试';
/** Refusal of a message over {@link CHAT_CHANNEL_RATE_LIMIT}: the whole chat is too busy this second. */
export const CHAT_CHANNEL_BUSY_MESSAGE = '当前发言人数过多，请稍后再试';
/** Refusal of a message while the chat's shared store (Redis) cannot be reached, for a moment. */
export const CHAT_UNAVAILABLE_MESSAGE = '聊天服务暂时不可用，请稍后再试';
/** Refusal of the same message within {@link CHAT_DUPLICATE_WINDOW_MS}. */
export const CHAT_DUPLICATE_MESSAGE = '请不要重复发送相同的内容';
/** Refusal of a chat token of /chat/getToken that does not hold. */
export const CHAT_TOKEN_INVALID_MESSAGE = '聊天凭证已失效，请刷新页面';
/** Refusal of a slow-mode message: speak again after `seconds`. */
export const slowModeMessage = (seconds: number): string => `慢速模式中，请${Math.max(1, Math.ceil(seconds))}秒后再发言`;
/** Refusal of a message from a banned user: `until` is the end of the ban (epoch ms), null when permanent. */
export function bannedMessage(until: number | null): string {
  if (until === null) return '你已被永久禁言';
  return `你已被禁言，解除时间 ${beijingMinute(until)}`;
}

/** `YYYY-MM-DD HH:mm` in Beijing time (UTC+8, no daylight saving). */
function beijingMinute(epochMs: number): string {
  const time = new Date(epochMs + 8 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${time.getUTCFullYear()}-${pad(time.getUTCMonth() + 1)}-${pad(time.getUTCDate())} ${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}`;
}

/** Refusal of a moderation call by someone who is neither the anchor nor a manager of the room. */
export const NOT_MODERATOR_MESSAGE = '你没有该直播间的管理权限';
/** Refusal of a manager adding or removing managers: only the anchor may. */
export const ANCHOR_ONLY_MESSAGE = '只有主播可以进行此操作';
/** Refusal of banning the room's anchor. */
export const CANNOT_BAN_ANCHOR_MESSAGE = '不能禁言主播';
/** Refusal of a manager banning or unbanning another manager (or unbanning a manager's ban target that is one). */
export const CANNOT_BAN_MANAGER_MESSAGE = '房管不能禁言其他房管';
/** Refusal of banning oneself, or making oneself a manager. */
export const CANNOT_TARGET_SELF_MESSAGE = '不能对自己进行此操作';
/** Refusal of a manager banning a noble whose tier protects against bans. */
export const NOBLE_PROTECTED_MESSAGE = '该用户为贵族，受禁言保护';
/** Refusal of making a user a manager twice. */
export const ALREADY_MANAGER_MESSAGE = '该用户已经是房管';
/** Refusal of making the anchor a manager of their own room. */
export const ANCHOR_NOT_MANAGER_MESSAGE = '主播无需设为房管';
/** Refusal of removing a ban or manager id that does not exist (any more). */
export const MODERATION_ENTRY_NOT_FOUND_MESSAGE = '记录不存在或已被移除';
/** Refusal of deleting a message that does not exist or is not in that room. */
export const CHAT_MESSAGE_NOT_FOUND_MESSAGE = '消息不存在或已被删除';
/** Refusal of a socket whose page is on another site (Origin). */
export const SOCKET_ORIGIN_REFUSED_MESSAGE = '不允许的来源';
/** The line a viewer joining a room's chat is greeted with. */
export const ROOM_CHAT_WELCOME = '欢迎来到直播间！请文明发言，理性聊球，禁止发布违法违规内容。';
/** The line a viewer joining a match's chat is greeted with. */
export const MATCH_CHAT_WELCOME = '欢迎来到比赛聊天室！请文明发言，理性聊球。';
/** The notice a match's chat shows under its welcome. */
export const MATCH_CHAT_NOTICE = '聊天内容仅代表用户个人观点，与本站无关。';
/** The moderation log's entry of a slow-mode change; 0 seconds turns it off. */
export const slowModeLogDetail = (seconds: number): string => (seconds === 0 ? '关闭慢速模式' : `慢速模式 ${seconds} 秒`);
/** The moderation log's entry of a new room word list of `count` words. */
export const roomWordsLogDetail = (count: number): string => `屏蔽词 ${count} 个`;
/** An emoji image name that names no emoji. */
export const EMOJI_NOT_FOUND_MESSAGE = '表情不存在';

/** The ban durations a moderator chooses from, in minutes; 0 is permanent. */
export const BAN_DURATIONS = [
  { minutes: 10, label: '10分钟' },
  { minutes: 60, label: '1小时' },
  { minutes: 1_440, label: '1天' },
  { minutes: 0, label: '永久' },
] as const;
/** The moderation log's entry of a ban: its duration's label, then the reason when one was given. */
export function banLogDetail(minutes: number, reason: string | undefined): string {
  const label = banDurationLabel(minutes);
  return reason ? `${label}，${reason}` : label;
}
/** A ban duration's label (10分钟, 1小时, 1天, 永久); a duration not offered as its minutes. */
function banDurationLabel(minutes: number): string {
  return BAN_DURATIONS.find((duration) => duration.minutes === minutes)?.label ?? `${minutes}分钟`;
}
/**
 * The room chat's system line of a ban: who was banned, by whom and for how long (the reason stays
 * in the moderation log), from the ban as made: `until` null when permanent.
 */
export function banAnnouncement(ban: { user: { nickName: string }; bannedBy: { nickName: string }; until: number | null; createdAt: number }): string {
  if (ban.until === null) return `${ban.user.nickName} 被 ${ban.bannedBy.nickName} 永久禁言`;
  return `${ban.user.nickName} 被 ${ban.bannedBy.nickName} 禁言${banDurationLabel(Math.round((ban.until - ban.createdAt) / 60_000))}`;
}
/** The room chat's system line of a manager's appointment: who, and by whom. */
export function managerAnnouncement(manager: { nickName: string }, by: { nickName: string }): string {
  return `${manager.nickName} 被 ${by.nickName} 任命为房管`;
}
/** A ban duration in minutes: 10, 60, 1440, or 0 for permanent. */
export const banDurationSchema = z.preprocess(
  (value) => (typeof value === 'string' && value !== '' ? Number(value) : value),
  z.literal([10, 60, 1_440, 0], { error: '请选择禁言时长' }),
);
/** A ban duration in minutes. */
export type BanDuration = z.infer<typeof banDurationSchema>;

// ---------------------------------------------------------------------------------------------
// Messages

/** What a chat message is: typed text, or an announcement of a gift, a red packet, a noble purchase or the system. */
export const chatMessageKindSchema = z.enum(['text', 'gift', 'redPacket', 'noble', 'system']);
/** What a chat message is. */
export type ChatMessageKind = z.infer<typeof chatMessageKindSchema>;

/** Who wrote a message, as the chat shows them. */
export const chatSpeakerSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  /** Avatar URL; null shows the default image. */
  portrait: z.string().nullable(),
  /** Null until the user has a level; shown as 0. */
  level: z.number().int().nullable(),
});
/** Who wrote a message. */
export type ChatSpeaker = z.infer<typeof chatSpeakerSchema>;

/** The noble tier of a speaker in that room when the message was sent: its badge and bubble. */
export const chatNobleSchema = z.object({
  tier: z.number().int(),
  name: z.string(),
  badge: z.string(),
  bubble: z.string(),
});
/** The noble tier of a speaker. */
export type ChatNoble = z.infer<typeof chatNobleSchema>;

/** The gift of a gift announcement. */
export const chatGiftSchema = z.object({
  giftId: z.number().int(),
  name: z.string(),
  icon: z.string(),
  count: z.number().int().positive(),
  combo: z.number().int().nonnegative(),
});
/** The gift of a gift announcement. */
export type ChatGift = z.infer<typeof chatGiftSchema>;

/** The red packet of a red packet announcement. */
export const chatRedPacketSchema = z.object({
  packetId: z.number().int(),
  count: z.number().int().positive(),
  total: z.number().nonnegative(),
});
/** The red packet of a red packet announcement. */
export type ChatRedPacket = z.infer<typeof chatRedPacketSchema>;

/**
 * One stored chat message of a room or of a match chat (exactly one of `roomId` and `matchId` is
 * set). `content` is plain text: it is always shown as text, never as HTML. Ids grow with time.
 */
export const chatLineSchema = z.object({
  id: z.number().int().positive(),
  roomId: z.number().int().nullable(),
  matchId: z.number().int().nullable(),
  kind: chatMessageKindSchema,
  user: chatSpeakerSchema,
  noble: chatNobleSchema.optional(),
  content: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  gift: chatGiftSchema.optional(),
  redPacket: chatRedPacketSchema.optional(),
});
/** One stored chat message. */
export type ChatLine = z.infer<typeof chatLineSchema>;

/**
 * What a chat is about: a room (`roomId`) or a match (`matchId`); exactly one of them. Bodies
 * accept either, so `/chat/page` keeps its `matchId` of SPEC §3.
 */
const chatTarget = {
  roomId: idSchema.optional(),
  matchId: idSchema.optional(),
};
const oneTarget = (body: { roomId?: number | undefined; matchId?: number | undefined }) =>
  (body.roomId === undefined) !== (body.matchId === undefined);
const ONE_TARGET_ERROR = '请指定直播间或比赛';

/**
 * The body of POST /api/chat/page and /chat/page: a page of history, newest last. `before` is the
 * id of the oldest message the client holds; pages by id stay stable while new messages arrive.
 */
export const chatHistoryRequestSchema = z
  .object({
    ...chatTarget,
    pageSize: z.number().int().positive().max(100).default(CHAT_PAGE_SIZE),
    before: idSchema.optional(),
  })
  .refine(oneTarget, { error: ONE_TARGET_ERROR });
/** The body of the chat page calls, parsed. */
export type ChatHistoryRequest = z.infer<typeof chatHistoryRequestSchema>;
/** The body of the chat page calls, as a client writes it. */
export type ChatHistoryRequestInput = z.input<typeof chatHistoryRequestSchema>;

/** The `data` of the chat page calls: messages oldest first, and the cursor of the page before, if any. */
export const chatHistoryResponseSchema = z.object({
  list: z.array(chatLineSchema),
  /** The `before` of the next older page; null when this page reaches the first message. */
  nextBefore: z.number().int().nullable(),
});
/** The `data` of the chat page calls. */
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/**
 * A message to send: POST /api/chat/msg, POST /chat/msg and the socket's `chat.send`. Whatever
 * platform a client sends, it is stored as platform 1. `channel` and `token` are the fields of SPEC
 * §3: a token of /chat/getToken signs a user in where no access token is sent.
 */
export const chatSendRequestSchema = z
  .object({
    ...chatTarget,
    content: z.string().max(CHAT_MAX_LENGTH * 4, { error: CHAT_TOO_LONG_MESSAGE, abort: true }),
    channel: z.string().max(64).optional(),
    platform: z
      .unknown()
      .optional()
      .transform((): typeof PLATFORM => PLATFORM),
    token: z.string().max(200).optional(),
  })
  .refine(oneTarget, { error: ONE_TARGET_ERROR });
/** A message to send, parsed: its platform is 1. */
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;
/** A message to send, as a client writes it. */
export type ChatSendRequestInput = z.input<typeof chatSendRequestSchema>;

/** The `data` of a sent message: as stored (words masked) and broadcast. */
export const chatSendResponseSchema = chatLineSchema;
/** The `data` of a sent message. */
export type ChatSendResponse = ChatLine;

/** The answer to the socket's `chat.send`. */
export type ChatSendReply = { ok: true; message: ChatLine } | { ok: false; code: number; message: string };

/** A user's ban in a room: `until` epoch ms, null when permanent. */
export const chatBanStateSchema = z.object({
  until: z.number().int().nullable(),
  reason: z.string(),
});
/** A user's ban in a room. */
export type ChatBanState = z.infer<typeof chatBanStateSchema>;

/** The socket's `chat.ban` to each signed-in socket of a user a moderator banned in a room (`ban`) or let speak again (null). */
export const chatBanNoticeSchema = z.object({
  roomId: z.number().int(),
  ban: chatBanStateSchema.nullable(),
});
/** A user's ban in a room changed. */
export type ChatBanNotice = z.infer<typeof chatBanNoticeSchema>;

/** The body of POST /api/chat/welcome and /chat/welcome: the chat being joined. */
export const chatWelcomeRequestSchema = z.object(chatTarget).refine(oneTarget, { error: ONE_TARGET_ERROR });
/** The body of the welcome calls. */
export type ChatWelcomeRequest = z.infer<typeof chatWelcomeRequestSchema>;

/** The `data` of the welcome calls: what a joining viewer is told, and their own state there. */
export const chatWelcomeResponseSchema = z.object({
  welcome: z.string(),
  notice: z.string(),
  /** The caller's ban there; null when not banned or not signed in. */
  ban: chatBanStateSchema.nullable(),
  slowModeSeconds: z.number().int().nonnegative(),
});
/** The `data` of the welcome calls. */
export type ChatWelcomeResponse = z.infer<typeof chatWelcomeResponseSchema>;

/** The body of POST /chat/notice: the chat whose notice to read. */
export const chatNoticeRequestSchema = chatWelcomeRequestSchema;
/** The `data` of POST /chat/notice. */
export const chatNoticeResponseSchema = z.object({ notice: z.string() });
/** The `data` of POST /chat/notice. */
export type ChatNoticeResponse = z.infer<typeof chatNoticeResponseSchema>;

/** The query of POST /chat/getToken: the chat group, a room channel (`room:{id}`) or a match chat (`matchchat:{id}`, or a bare match id). */
export const chatTokenQuerySchema = z.object({ group: z.string().min(1).max(64) });
/** The `data` of POST /chat/getToken: a token for `token` of /chat/msg, good for {@link CHAT_TOKEN_TTL_MS}. */
export const chatTokenResponseSchema = z.object({
  token: z.string(),
  group: z.string(),
  /** Epoch ms. */
  expiresAt: z.number().int(),
});
/** The `data` of POST /chat/getToken. */
export type ChatTokenResponse = z.infer<typeof chatTokenResponseSchema>;

/** The query of GET /api/chat/info. */
export const chatInfoQuerySchema = z.object({ roomId: queryId });
/** Who the caller is in a room's chat. */
export const chatRoleSchema = z.enum(['anchor', 'manager', 'viewer', 'visitor']);
/** Who the caller is in a room's chat. */
export type ChatRole = z.infer<typeof chatRoleSchema>;
/** The `data` of GET /api/chat/info: the room's chat settings and what the caller may do. */
export const chatInfoResponseSchema = z.object({
  roomId: z.number().int(),
  slowModeSeconds: z.number().int().nonnegative(),
  /** Words in the room's own word list. */
  wordCount: z.number().int().nonnegative(),
  role: chatRoleSchema,
  /** Whether the caller may ban, unban and delete messages (anchor or manager). */
  canModerate: z.boolean(),
  /** Whether the caller may add and remove managers, set slow mode and the word list (the anchor). */
  isAnchor: z.boolean(),
  ban: chatBanStateSchema.nullable(),
});
/** The `data` of GET /api/chat/info. */
export type ChatInfoResponse = z.infer<typeof chatInfoResponseSchema>;

/** A barrage style of GET /api/chat/barrage/all. */
export const barrageStyleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** CSS colour of the text. */
  color: z.string(),
  /** Seconds a barrage takes to cross the player. */
  durationSeconds: z.number().positive(),
  /** Diamonds per barrage; 0 is free. */
  price: z.number().nonnegative(),
});
/** A barrage style. */
export type BarrageStyle = z.infer<typeof barrageStyleSchema>;
/** The `data` of GET /api/chat/barrage/all. */
export const barrageStyleListSchema = z.array(barrageStyleSchema);

/** A horn: a site-wide announcement. */
export const hornSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  /** A link to follow, or null. */
  link: z.string().nullable(),
  /** Epoch ms. */
  createdAt: z.number().int(),
});
/** A horn. */
export type Horn = z.infer<typeof hornSchema>;
/** The query of GET /api/horn/list: page 1 and size 30 unless given. */
export const hornListQuerySchema = z.object({
  page: queryInt.pipe(z.number().int().positive().default(1)),
  pageSize: queryInt.pipe(z.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE)),
});
/** The `data` of GET /api/horn/list. */
export const hornPageSchema = z.object({ list: z.array(hornSchema), total: z.number().int() });
/** The `data` of GET /api/horn/list. */
export type HornPage = z.infer<typeof hornPageSchema>;
/** The `data` of GET /api/horn/info: the newest horn, or null when there is none. */
export const hornInfoSchema = hornSchema.nullable();

// ---------------------------------------------------------------------------------------------
// Moderation

/**
 * The type flag of SPEC §5 on the twin ban and manager calls: 1 picks the ban variant, any other
 * value the manager variant; without it the path picks (/api/forbid/… bans, /api/manager/… managers).
 */
export const moderationTypeQuerySchema = z.object({ type: queryInt });

/** The query of GET /api/forbid/add: ban a user (by nickname) in a room. */
export const banAddQuerySchema = z.object({
  nickName: z.string().min(1).max(24),
  roomId: queryId,
  duration: banDurationSchema,
  reason: z.string().max(100).default(''),
});
/** The query of GET /api/forbid/add, parsed. */
export type BanAddQuery = z.infer<typeof banAddQuerySchema>;

/** The query of GET /api/manager/add: make a user (by nickname) a manager of a room. */
export const managerAddQuerySchema = z.object({
  nickName: z.string().min(1).max(24),
  roomId: queryId,
});
/** The query of GET /api/manager/add, parsed. */
export type ManagerAddQuery = z.infer<typeof managerAddQuerySchema>;

/**
 * The query of GET /api/forbid/list and /api/manager/list: a room's bans or managers, filtered by
 * nickname. `type` (SPEC §5) picks the variant: 1 bans, anything else managers; without it the path does.
 */
export const moderationListQuerySchema = z.object({
  roomId: queryId,
  page: queryInt.pipe(z.number().int().positive().default(1)),
  pageSize: queryInt.pipe(z.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE)),
  nickName: z.string().max(24).optional(),
  type: queryInt,
});
/** The query of the list calls, parsed. */
export type ModerationListQuery = z.infer<typeof moderationListQuerySchema>;

/** The query of GET /api/forbid/remove and /api/manager/remove: the entry id; `type` as in the list calls. */
export const moderationRemoveQuerySchema = z.object({ id: queryId, type: queryInt });
/** The query of the remove calls, parsed. */
export type ModerationRemoveQuery = z.infer<typeof moderationRemoveQuerySchema>;

/** A user named in a moderation entry. */
export const moderatedUserSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string().nullable(),
});
/** A user named in a moderation entry. */
export type ModeratedUser = z.infer<typeof moderatedUserSchema>;

/** A ban in force in a room. */
export const banEntrySchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  user: moderatedUserSchema,
  /** End of the ban, epoch ms; null when permanent. */
  until: z.number().int().nullable(),
  reason: z.string(),
  /** Who banned. */
  bannedBy: moderatedUserSchema,
  createdAt: z.number().int(),
});
/** A ban in force. */
export type BanEntry = z.infer<typeof banEntrySchema>;

/** A manager of a room. */
export const managerEntrySchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  user: moderatedUserSchema,
  createdAt: z.number().int(),
});
/** A manager of a room. */
export type ManagerEntry = z.infer<typeof managerEntrySchema>;

/** The `data` of GET /api/forbid/list: the bans in force, newest first. */
export const banPageSchema = z.object({ list: z.array(banEntrySchema), total: z.number().int() });
/** The `data` of GET /api/forbid/list. */
export type BanPage = z.infer<typeof banPageSchema>;
/** The `data` of GET /api/manager/list: the managers, newest first. */
export const managerPageSchema = z.object({ list: z.array(managerEntrySchema), total: z.number().int() });
/** The `data` of GET /api/manager/list. */
export type ManagerPage = z.infer<typeof managerPageSchema>;

/** What a moderation act did. */
export const moderationActionSchema = z.enum([
  'ban',
  'unban',
  'managerAdd',
  'managerRemove',
  'messageDelete',
  'slowMode',
  'roomWords',
]);
/** What a moderation act did. */
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** One logged moderation act: who did what to whom, when. */
export const moderationActSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  action: moderationActionSchema,
  actor: moderatedUserSchema,
  /** The user acted on; null for room settings. */
  target: moderatedUserSchema.nullable(),
  /** A short description: the duration and reason, the deleted text, the new setting. */
  detail: z.string(),
  createdAt: z.number().int(),
});
/** One logged moderation act. */
export type ModerationAct = z.infer<typeof moderationActSchema>;

/** The query of GET /api/chat/modLog: a room's moderation log, newest first. */
export const moderationLogQuerySchema = z.object({
  roomId: queryId,
  page: queryInt.pipe(z.number().int().positive().default(1)),
  pageSize: queryInt.pipe(z.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE)),
});
/** The query of GET /api/chat/modLog, parsed. */
export type ModerationLogQuery = z.infer<typeof moderationLogQuerySchema>;
/** The `data` of GET /api/chat/modLog. */
export const moderationLogPageSchema = z.object({ list: z.array(moderationActSchema), total: z.number().int() });
/** The `data` of GET /api/chat/modLog. */
export type ModerationLogPage = z.infer<typeof moderationLogPageSchema>;

/** The body of POST /api/chat/delete: a moderator removes a message from every viewer's screen. */
export const chatDeleteRequestSchema = z.object({ roomId: idSchema, messageId: idSchema });
/** The body of POST /api/chat/delete. */
export type ChatDeleteRequest = z.infer<typeof chatDeleteRequestSchema>;

/** The longest ban in a match chat: a week, longer than any match and its aftermath. */
export const MATCH_CHAT_BAN_MAX_MINUTES = 7 * 24 * 60;

/**
 * The body of POST /operator/chat/match/delete: platform operators moderate match chats (a match
 * has no anchor or managers); the message leaves every viewer's screen, the log keeps it.
 */
export const matchChatDeleteRequestSchema = z.object({ matchId: idSchema, messageId: idSchema });
/** The body of POST /operator/chat/match/ban: the user may not send in the match's chat for `minutes`. */
export const matchChatBanRequestSchema = z.object({
  matchId: idSchema,
  userId: idSchema,
  minutes: z.number().int().min(1).max(MATCH_CHAT_BAN_MAX_MINUTES),
  reason: z.string().max(100).default(''),
});
/** The body of POST /operator/chat/match/ban, parsed. */
export type MatchChatBanRequest = z.infer<typeof matchChatBanRequestSchema>;

/** The body of POST /api/chat/slowMode: the anchor sets the seconds between two messages of one user; 0 turns it off. */
export const slowModeRequestSchema = z.object({
  roomId: idSchema,
  seconds: z.number().int().min(0).max(SLOW_MODE_MAX_SECONDS),
});
/** The body of POST /api/chat/slowMode. */
export type SlowModeRequest = z.infer<typeof slowModeRequestSchema>;

/** A word of a room's word list: 1 to 20 characters, no line breaks. */
export const roomWordSchema = z
  .string()
  .trim()
  .min(1)
  .max(ROOM_WORD_MAX_LENGTH, `屏蔽词不能超过${ROOM_WORD_MAX_LENGTH}个字`)
  .refine((word) => !/[\r\n]/.test(word), '屏蔽词不能换行');
/**
 * The body of POST /api/chat/words: the anchor replaces the room's word list. Messages in the room
 * have these words masked (each character becomes `*`), as with the platform's list.
 */
export const roomWordsRequestSchema = z.object({
  roomId: idSchema,
  words: z.array(roomWordSchema).max(ROOM_WORDS_MAX, `屏蔽词最多${ROOM_WORDS_MAX}个`),
});
/** The body of POST /api/chat/words. */
export type RoomWordsRequest = z.infer<typeof roomWordsRequestSchema>;
/** The query of GET /api/chat/words (moderators only). */
export const roomWordsQuerySchema = z.object({ roomId: queryId });
/** The `data` of GET /api/chat/words and POST /api/chat/words. */
export const roomWordsResponseSchema = z.object({ words: z.array(z.string()) });
/** The `data` of the word list calls. */
export type RoomWordsResponse = z.infer<typeof roomWordsResponseSchema>;

/** What a report is about. */
export const reportTargetSchema = z.enum(['room', 'message']);
/** The body of POST /api/report/add: a report of a room, or of one message in it, for operators. */
export const reportAddRequestSchema = z
  .object({
    roomId: idSchema,
    target: reportTargetSchema.default('room'),
    messageId: idSchema.optional(),
    reason: z.string().trim().min(1, '请填写举报原因').max(200, '举报原因不能超过200个字'),
  })
  .refine((body) => body.target === 'room' || body.messageId !== undefined, { error: '请指定被举报的消息' });
/** The body of POST /api/report/add. */
export type ReportAddRequest = z.infer<typeof reportAddRequestSchema>;
/** The `data` of POST /api/report/add. */
export const reportAddResponseSchema = z.object({ id: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Socket

/**
 * The header of a room as its channel carries it. `isLive` 1: the anchor opened the room; `onAir`:
 * a stream is being received now.
 */
export const roomHeaderSchema = z.object({
  roomId: z.number().int(),
  anchorId: z.number().int(),
  title: z.string(),
  notice: z.string(),
  isLive: z.literal([0, 1]),
  onAir: z.boolean(),
  slowModeSeconds: z.number().int().nonnegative(),
  /** The match the room streams (with its matchType), or null; an anchor may change it while on air. */
  matchId: z.number().int().nullable(),
  matchType: z.number().int().nullable(),
  /** ISO 8601 start of the show running now (as in the room's detail); null while closed. */
  openedAt: z.string().nullable(),
});
/** The header of a room. */
export type RoomHeader = z.infer<typeof roomHeaderSchema>;

/**
 * The state of a room's channel (`room:{id}`): its header and the newest messages, keyed by the
 * message id in decimal (sort by id to show them in order). A patch sets `messages.{id}` when a
 * message arrives, deletes `messages.{id}` when a moderator removes it or it falls out of the
 * newest {@link CHAT_WINDOW_SIZE}, and sets `room` when the header changes.
 */
export const roomChannelStateSchema = z.object({
  room: roomHeaderSchema,
  messages: z.record(z.string(), chatLineSchema),
});
/** The state of a room's channel. */
export type RoomChannelState = z.infer<typeof roomChannelStateSchema>;

/** The state of a match chat's channel (`matchchat:{id}`): the newest messages, as in a room. */
export const matchChatChannelStateSchema = z.object({
  matchId: z.number().int(),
  messages: z.record(z.string(), chatLineSchema),
});
/** The state of a match chat's channel. */
export type MatchChatChannelState = z.infer<typeof matchChatChannelStateSchema>;

/** The messages of a chat channel's state in display order (oldest first). */
export function chatLinesInOrder(messages: Readonly<Record<string, ChatLine>>): ChatLine[] {
  return Object.values(messages).sort((a, b) => a.id - b.id);
}

/** The request of the socket's `roommod.join`: open a room's moderator console feed (anchor and managers only). */
export const roomModJoinRequestSchema = z.object({ roomId: idSchema });
/** The request of `roommod.join` and `roommod.leave`. */
export type RoomModJoinRequest = z.infer<typeof roomModJoinRequestSchema>;
/** The answer to `roommod.join`. */
export type RoomModJoinReply = { ok: true } | { ok: false; message: string };

/**
 * A change of a room's moderation, sent live to every open moderator console of the room:
 * a ban added or removed, a manager added or removed, a message deleted, a setting changed. Each
 * carries the logged act.
 */
export const moderationChangeSchema = z.discriminatedUnion('change', [
  z.object({ change: z.literal('banAdded'), roomId: z.number().int(), ban: banEntrySchema, act: moderationActSchema }),
  z.object({ change: z.literal('banRemoved'), roomId: z.number().int(), banId: z.number().int(), act: moderationActSchema }),
  z.object({ change: z.literal('managerAdded'), roomId: z.number().int(), manager: managerEntrySchema, act: moderationActSchema }),
  z.object({ change: z.literal('managerRemoved'), roomId: z.number().int(), managerId: z.number().int(), act: moderationActSchema }),
  z.object({ change: z.literal('messageDeleted'), roomId: z.number().int(), messageId: z.number().int(), act: moderationActSchema }),
  z.object({ change: z.literal('settings'), roomId: z.number().int(), act: moderationActSchema }),
]);
/** A change of a room's moderation. */
export type ModerationChange = z.infer<typeof moderationChangeSchema>;

/** The match an anchor reserved and opens the room for, as a go-live notice names it. */
export const goLiveMatchSchema = z.object({
  matchId: z.number().int(),
  matchType: matchTypeSchema,
  leagueName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
});
/** The reserved match of a go-live notice. */
export type GoLiveMatch = z.infer<typeof goLiveMatchSchema>;

/**
 * The socket event a signed-in fan gets when an anchor opens the room: the anchor's followers, and
 * when the room opens for a match the anchor reserved (`match`), the fans following that match.
 */
export const goLiveNoticeSchema = z.object({
  roomId: z.number().int(),
  anchorId: z.number().int(),
  title: z.string(),
  nickName: z.string(),
  match: goLiveMatchSchema.optional(),
});
/** A go-live notice. */
export type GoLiveNotice = z.infer<typeof goLiveNoticeSchema>;
