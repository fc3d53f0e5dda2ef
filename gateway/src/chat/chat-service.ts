import type { Clock } from '../clock';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ANCHOR_ONLY_MESSAGE,
  bannedMessage,
  CHAT_CHANNEL_BUSY_MESSAGE,
  CHAT_CHANNEL_RATE_LIMIT,
  CHAT_CHANNEL_RATE_WINDOW_MS,
  CHAT_DUPLICATE_MESSAGE,
  CHAT_DUPLICATE_WINDOW_MS,
  CHAT_EMPTY_MESSAGE,
  CHAT_MAX_LENGTH,
  CHAT_MESSAGE_NOT_FOUND_MESSAGE,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  CHAT_TOKEN_INVALID_MESSAGE,
  CHAT_TOKEN_TTL_MS,
  CHAT_TOO_FAST_MESSAGE,
  CHAT_TOO_LONG_MESSAGE,
  CHAT_UNAVAILABLE_MESSAGE,
  MATCH_CHAT_NOTICE,
  MATCH_CHAT_WELCOME,
  MATCH_NOT_FOUND_MESSAGE,
  NOBLE_ENTRY_ANNOUNCEMENT,
  NOBLE_ENTRY_QUIET_MS,
  ResultCode,
  ROOM_CHAT_WELCOME,
  ROOM_NOT_FOUND_MESSAGE,
  roomWordsLogDetail,
  slowModeLogDetail,
  slowModeMessage,
  type ChatBanState,
  type ChatInfoResponse,
  type ChatLine,
  type ChatNoble,
  type ChatTokenResponse,
  type ChatWelcomeResponse,
} from '@portal/contracts';
import type { Db } from '../db/database';
import { chatRoomSettings, rooms } from '../db/schema';
import { EphemeralStoreUnavailableError, type EphemeralStore } from '../ephemeral/store';
import { AppError } from '../http/errors';
import { channelOfTarget, targetOfChannel, type ChatLog, type ChatTarget, type RoomHeaderReader } from './chat-log';
import type { ChatChannels } from './chat-channels';
import type { Moderation } from './moderation';
import { chatNobleOf, type NobilityLookup } from '../nobility/reader';
import type { RoomAnnouncement, RoomChannelPublisher } from './seams';
import { createChatWriter } from './chat-writer';
import type { RoomRulesCache } from './room-rules';
import { maskWords } from './words';
import { chatMessages } from '../metrics/counters';

/** Where a user's ban in a match chat is kept, until it runs out. */
const matchBanKey = (matchId: number, userId: number) => `chat:matchban:${matchId}:${userId}`;

const refused = (code: ResultCode, message: string) => new AppError(code, message);

/** Control characters become spaces, so a message stays one line of text. */
const oneLine = (content: string) => content.replace(/[\p{Cc}\u2028\u2029]/gu, ' ');
/**
 * What a reader sees of a message: without spaces, zero-width and other format characters, and
 * variation selectors. A message of none of it is empty, and two that look the same are the same.
 */
const visible = (text: string) => text.replace(/[\p{Z}\p{Cf}\s\u115f\u3164\uffa0]|\u1160|\p{Variation_Selector}/gu, '');

export type ChatServiceOptions = {
  db: Db;
  chatLog: ChatLog;
  channels: ChatChannels;
  moderation: Moderation;
  header: RoomHeaderReader;
  /** Rate limits, duplicate windows, slow mode and chat tokens, shared by every gateway. */
  store: EphemeralStore;
  clock: Clock;
  nobility: NobilityLookup;
  platformWords: readonly string[];
  /** Each room's bans, managers, words and slow mode, in memory. */
  rules: RoomRulesCache;
  /** Whether the feed knows a match, so chat goes only to matches that exist. */
  matchExists(matchId: number): boolean | Promise<boolean>;
};

/**
 * Sending and reading chat, and the room settings the anchor makes. A message passes its checks
 * (length, ban, slow mode, rate, duplicate), has the platform's and the room's words masked, is
 * stored with the messages around it in one batch (./chat-writer.ts), and only then goes to the
 * channel.
 */
export function createChatService(options: ChatServiceOptions) {
  const { db, chatLog, channels, moderation, store, clock, nobility } = options;
  const writer = createChatWriter(chatLog, channels);

  const roomSettings = async (roomId: number) => {
    const [row] = await db
      .select({ anchorId: rooms.anchorId, notice: rooms.notice, slowModeSeconds: chatRoomSettings.slowModeSeconds, words: chatRoomSettings.words })
      .from(rooms)
      .leftJoin(chatRoomSettings, eq(chatRoomSettings.roomId, rooms.id))
      .where(eq(rooms.id, roomId));
    if (!row) throw refused(ResultCode.NOT_FOUND, ROOM_NOT_FOUND_MESSAGE);
    return { anchorId: row.anchorId, notice: row.notice, slowModeSeconds: row.slowModeSeconds ?? 0, words: row.words ?? [] };
  };

  const nobleOf = async (userId: number, roomId: number): Promise<ChatNoble | undefined> => {
    const tier = await nobility.tierOf(userId, roomId);
    return tier === undefined ? undefined : chatNobleOf(tier);
  };

  const publishHeader = async (roomId: number) => {
    const header = await options.header(roomId);
    if (header === undefined) return;
    channels.publish(await chatLog.headerChanged(roomId, header));
  };

  const saveSettings = async (roomId: number, set: { slowModeSeconds?: number; words?: string[] }) => {
    await db
      .insert(chatRoomSettings)
      .values({ roomId, ...set })
      .onConflictDoUpdate({ target: chatRoomSettings.roomId, set });
  };

  const anchorOnly = async (actorId: number, roomId: number) => {
    const role = await moderation.moderatorRole(roomId, actorId);
    if (role !== 'anchor') throw refused(ResultCode.MODERATION_NOT_ALLOWED, ANCHOR_ONLY_MESSAGE);
  };

  const matchBanOf = async (matchId: number, userId: number): Promise<ChatBanState | null> => {
    const stored = await store.get(matchBanKey(matchId, userId));
    return stored === null ? null : (JSON.parse(stored) as ChatBanState);
  };

  /** The checks of a user's message (length, ban, slow mode, rate, duplicate), then its write and broadcast. */
  const checkAndWrite = async (userId: number, target: ChatTarget, content: string): Promise<ChatLine> => {
    const text = oneLine(content);
    const seen = visible(text);
    if (seen.length === 0) throw refused(ResultCode.BAD_REQUEST, CHAT_EMPTY_MESSAGE);
    if ([...text].length > CHAT_MAX_LENGTH) throw refused(ResultCode.BAD_REQUEST, CHAT_TOO_LONG_MESSAGE);
    if (target.matchId !== undefined && !(await options.matchExists(target.matchId))) {
      throw refused(ResultCode.NOT_FOUND, MATCH_NOT_FOUND_MESSAGE);
    }
    if (target.matchId !== undefined) {
      const ban = await matchBanOf(target.matchId, userId);
      if (ban !== null) throw refused(ResultCode.CHAT_BANNED, bannedMessage(ban.until));
    }
    const channel = channelOfTarget(target);
    let words: readonly string[] = options.platformWords;
    let noble: ChatNoble | undefined;
    let slowKey: string | undefined;
    if (target.roomId !== undefined) {
      // In memory, kept current by the moderation's changes: no query per message.
      const settings = await options.rules.of(target.roomId);
      if (settings === undefined) throw refused(ResultCode.NOT_FOUND, ROOM_NOT_FOUND_MESSAGE);
      const ban = options.rules.banIn(settings, userId);
      if (ban !== null) throw refused(ResultCode.CHAT_BANNED, bannedMessage(ban.until));
      if (settings.slowModeSeconds > 0 && settings.anchorId !== userId && !settings.managers.has(userId)) {
        const key = `chat:slow:${target.roomId}:${userId}`;
        if (!(await store.putIfAbsent(key, '1', settings.slowModeSeconds * 1_000))) {
          throw refused(ResultCode.CHAT_SLOW_MODE, slowModeMessage((await store.remainingMs(key)) / 1_000));
        }
        slowKey = key;
      }
      words = [...words, ...settings.words];
      noble = await nobleOf(userId, target.roomId);
    }
    // A message refused from here on was not said: slow mode does not start for it.
    const refuse = async (code: ResultCode, message: string) => {
      if (slowKey !== undefined) await store.delete(slowKey);
      return refused(code, message);
    };
    if ((await store.hit(`chat:rate:${userId}`, CHAT_RATE_WINDOW_MS)) > CHAT_RATE_LIMIT) {
      throw await refuse(ResultCode.CHAT_TOO_FAST, CHAT_TOO_FAST_MESSAGE);
    }
    if ((await store.hit(`chat:channel-rate:${channel}`, CHAT_CHANNEL_RATE_WINDOW_MS)) > CHAT_CHANNEL_RATE_LIMIT) {
      throw await refuse(ResultCode.CHAT_TOO_FAST, CHAT_CHANNEL_BUSY_MESSAGE);
    }
    const fingerprint = createHash('sha256').update(seen).digest('base64url');
    if (!(await store.putIfAbsent(`chat:same:${channel}:${userId}:${fingerprint}`, '1', CHAT_DUPLICATE_WINDOW_MS))) {
      throw await refuse(ResultCode.CHAT_DUPLICATE, CHAT_DUPLICATE_MESSAGE);
    }
    return writer.write({
      target,
      kind: 'text',
      userId,
      content: maskWords(text, words),
      noble,
      createdAt: clock.now(),
    });
  };

  const service = {
    /**
     * Checks, stores and broadcasts a message typed by a user. While the shared store (Redis) cannot
     * be reached the message is refused with {@link CHAT_UNAVAILABLE_MESSAGE}, unsaid.
     */
    async send(userId: number, target: ChatTarget, content: string): Promise<ChatLine> {
      try {
        const line = await checkAndWrite(userId, target, content);
        chatMessages.inc({ result: 'accepted' });
        return line;
      } catch (error) {
        const refusal = error instanceof EphemeralStoreUnavailableError ? refused(ResultCode.SERVICE_UNAVAILABLE, CHAT_UNAVAILABLE_MESSAGE) : error;
        chatMessages.inc({ result: refusal instanceof AppError ? String(refusal.code) : 'failed' });
        throw refusal;
      }
    },

    /**
     * A signed-in user opened the room: a noble whose tier has 进场通知 is announced to it (a noble
     * message, after their badge and name), at most once per room in {@link NOBLE_ENTRY_QUIET_MS}
     * whatever the pages and gateways. Answers whether it was announced.
     */
    async enter(userId: number, roomId: number): Promise<boolean> {
      const tier = await nobility.tierOf(userId, roomId);
      if (tier?.entryNotice !== true) return false;
      if (!(await store.putIfAbsent(`chat:entry:${roomId}:${userId}`, '1', NOBLE_ENTRY_QUIET_MS))) return false;
      await service.announce(roomId, { kind: 'noble', userId, content: NOBLE_ENTRY_ANNOUNCEMENT });
      return true;
    },

    /** Stores an announcement (gift, red packet, noble, system) as a message of its kind and broadcasts it. */
    async announce(roomId: number, message: RoomAnnouncement): Promise<void> {
      // A system line is the platform's, not the user's: it carries no badge.
      const noble = message.kind === 'system' ? undefined : await nobleOf(message.userId, roomId);
      await writer.write({
        target: { roomId },
        kind: message.kind,
        userId: message.userId,
        content: message.content,
        noble,
        gift: message.gift,
        redPacket: message.redPacket,
        createdAt: clock.now(),
      });
    },

    /** A moderator removes a message from every viewer's screen; the log keeps it. */
    async deleteMessage(actorId: number, roomId: number, messageId: number): Promise<void> {
      await moderation.moderatorRole(roomId, actorId);
      const removed = await chatLog.remove({ roomId }, messageId, actorId, clock.now());
      if (removed === undefined) throw refused(ResultCode.NOT_FOUND, CHAT_MESSAGE_NOT_FOUND_MESSAGE);
      channels.publish(removed.change);
      await moderation.logged(roomId, actorId, 'messageDelete', removed.line.content, { userId: removed.line.user.id }, (act) => ({
        change: 'messageDeleted',
        roomId,
        messageId,
        act,
      }));
    },

    /** A platform operator removes a message of a match chat from every viewer's screen; the log keeps it. */
    async deleteMatchMessage(matchId: number, messageId: number): Promise<void> {
      const removed = await chatLog.remove({ matchId }, messageId, null, clock.now());
      if (removed === undefined) throw refused(ResultCode.NOT_FOUND, CHAT_MESSAGE_NOT_FOUND_MESSAGE);
      channels.publish(removed.change);
    },

    /** A platform operator keeps a user from sending in a match chat for some minutes (every gateway sees it). */
    async banInMatch(matchId: number, userId: number, minutes: number, reason: string): Promise<ChatBanState> {
      const ttlMs = minutes * 60_000;
      const ban = { until: clock.now() + ttlMs, reason };
      await store.put(matchBanKey(matchId, userId), JSON.stringify(ban), ttlMs);
      return ban;
    },

    /** The anchor sets slow mode (0 turns it off); viewers see it in the room header. */
    async setSlowMode(actorId: number, roomId: number, seconds: number): Promise<void> {
      await anchorOnly(actorId, roomId);
      await saveSettings(roomId, { slowModeSeconds: seconds });
      await publishHeader(roomId);
      await moderation.logged(roomId, actorId, 'slowMode', slowModeLogDetail(seconds), null, (act) => ({ change: 'settings', roomId, act }));
    },

    /** The room's own word list, moderators only. */
    async words(actorId: number, roomId: number): Promise<string[]> {
      await moderation.moderatorRole(roomId, actorId);
      return (await roomSettings(roomId)).words;
    },

    /** The anchor replaces the room's word list. */
    async setWords(actorId: number, roomId: number, words: string[]): Promise<string[]> {
      await anchorOnly(actorId, roomId);
      const unique = [...new Set(words.map((word) => word.trim()).filter((word) => word.length > 0))];
      await saveSettings(roomId, { words: unique });
      await moderation.logged(roomId, actorId, 'roomWords', roomWordsLogDetail(unique.length), null, (act) => ({ change: 'settings', roomId, act }));
      return unique;
    },

    /** What a joining viewer is told, and their own state there. */
    async welcome(userId: number | null, target: ChatTarget): Promise<ChatWelcomeResponse> {
      if (target.roomId === undefined) {
        const ban = userId === null ? null : await matchBanOf(target.matchId, userId);
        return { welcome: MATCH_CHAT_WELCOME, notice: MATCH_CHAT_NOTICE, ban, slowModeSeconds: 0 };
      }
      const settings = await roomSettings(target.roomId);
      return {
        welcome: ROOM_CHAT_WELCOME,
        notice: settings.notice,
        ban: userId === null ? null : await moderation.banOf(target.roomId, userId),
        slowModeSeconds: settings.slowModeSeconds,
      };
    },

    async notice(target: ChatTarget): Promise<string> {
      return target.roomId === undefined ? MATCH_CHAT_NOTICE : (await roomSettings(target.roomId)).notice;
    },

    /** GET /api/chat/info: the room's chat settings and what the caller may do. */
    async info(userId: number | null, roomId: number): Promise<ChatInfoResponse> {
      const settings = await roomSettings(roomId);
      const role = (await moderation.roleIn(roomId, userId)) ?? 'visitor';
      return {
        roomId,
        slowModeSeconds: settings.slowModeSeconds,
        wordCount: settings.words.length,
        role,
        canModerate: role === 'anchor' || role === 'manager',
        isAnchor: role === 'anchor',
        ban: userId === null ? null : await moderation.banOf(roomId, userId),
      };
    },

    /** A short-lived token that signs the user in for one chat group (POST /chat/getToken). */
    async issueToken(userId: number, group: string): Promise<ChatTokenResponse> {
      const target = groupTarget(group);
      if (target === undefined) throw refused(ResultCode.BAD_REQUEST, CHAT_TOKEN_INVALID_MESSAGE);
      if (target.roomId !== undefined) await roomSettings(target.roomId);
      const token = randomBytes(24).toString('base64url');
      const channel = channelOfTarget(target);
      await store.put(`chat:token:${token}`, JSON.stringify({ userId, channel }), CHAT_TOKEN_TTL_MS);
      return { token, group: channel, expiresAt: clock.now() + CHAT_TOKEN_TTL_MS };
    },

    /** The user a chat token stands for in `target`'s chat, or a refusal. */
    async userOfToken(token: string, target: ChatTarget): Promise<number> {
      const stored = await store.get(`chat:token:${token}`);
      const grant = stored === null ? undefined : (JSON.parse(stored) as { userId: number; channel: string });
      if (grant === undefined || grant.channel !== channelOfTarget(target)) {
        throw refused(ResultCode.CHAT_TOKEN_INVALID, CHAT_TOKEN_INVALID_MESSAGE);
      }
      return grant.userId;
    },
  };

  const publisher: RoomChannelPublisher = { roomChanged: publishHeader };
  return { ...service, publisher };
}

/** A chat group as /chat/getToken names it: a chat channel, or a bare match id. */
export function groupTarget(group: string): ChatTarget | undefined {
  if (/^[1-9]\d{0,11}$/.test(group)) return { matchId: Number(group) };
  return targetOfChannel(group);
}

export type ChatService = ReturnType<typeof createChatService>;
