import { z } from 'zod';
import type {
  ChatBanNotice,
  ChatSendReply,
  ChatSendRequestInput,
  GoLiveNotice,
  ModerationChange,
  RoomModJoinReply,
  RoomModJoinRequest,
} from './chat';
import type { SessionEndedNotice } from './auth';
import type { PlanSettledNotice } from './expert';
import { feedSportSchema, type FeedSport } from './feed';
import { SPORT_IDS } from './sports';
import type { UnreadCounts } from './community';

/**
 * Channels of the realtime fan-out. A client subscribes to a channel and receives its snapshot
 * with a sequence number, then the patches that follow it, in order.
 */
export const LIST_CHANNELS = [
  'list:football:live',
  'list:football:jczq',
  'list:football:bjdc',
  'list:football:lottery',
  'list:football:schedule',
  'list:basketball:live',
  'list:basketball:jclq',
  'list:basketball:schedule',
] as const;
/** A list channel: one of {@link LIST_CHANNELS}. */
export type ListChannel = (typeof LIST_CHANNELS)[number];
const LIST_CHANNEL_SET: ReadonlySet<string> = new Set(LIST_CHANNELS);
/** Whether a channel name is one of the lists. */
export const isListChannel = (name: string): name is ListChannel => LIST_CHANNEL_SET.has(name);

const SPORT_SEGMENT = `(${SPORT_IDS.join('|')})`;
const MATCH_CHANNEL = new RegExp(`^match:${SPORT_SEGMENT}:([1-9]\\d{0,11})$`);
const ODDS_CHANNEL = new RegExp(`^odds:${SPORT_SEGMENT}:[1-9]\\d{0,11}$`);
const ROOM_CHANNEL = /^room:[1-9]\d{0,11}$/;
const MATCH_CHAT_CHANNEL = /^matchchat:[1-9]\d{0,11}$/;
const STANDINGS_CHANNEL = /^standings:[1-9]\d{0,11}$/;

/** Refusal of a channel name that is no channel. */
export const UNKNOWN_CHANNEL_MESSAGE = '未知频道';
/** Refusal of a subscribe before the channel's first snapshot is loaded. */
export const CHANNEL_NOT_READY_MESSAGE = '数据加载中，请稍后重试';
/** Refusal of a subscribe beyond the channels one socket may hold. */
export const TOO_MANY_CHANNELS_MESSAGE = '订阅的频道过多';
/** Refusal of a socket request that does not match its schema: where, and what is wrong. */
export const malformedSocketRequestMessage = (where: string, detail: string): string => `请求格式错误 ${where}: ${detail}`;

/** Every channel name a client may subscribe to; anything else is refused with a clear message. */
export const channelSchema = z
  .string()
  .max(64)
  .refine(
    (name) =>
      isListChannel(name) ||
      MATCH_CHANNEL.test(name) ||
      ODDS_CHANNEL.test(name) ||
      ROOM_CHANNEL.test(name) ||
      MATCH_CHAT_CHANNEL.test(name) ||
      STANDINGS_CHANNEL.test(name),
    { message: UNKNOWN_CHANNEL_MESSAGE },
  );
/** A channel name that passed {@link channelSchema}. */
export type Channel = z.infer<typeof channelSchema>;

/** The channel of one match's state (score, clock, incidents, statistics). */
export const matchChannel = (sport: FeedSport, matchId: number): Channel => `match:${sport}:${matchId}`;
/** The sport and match of a match channel's name, or null for any other channel. */
export function parseMatchChannel(name: string): { sport: FeedSport; matchId: number } | null {
  const parsed = MATCH_CHANNEL.exec(name);
  if (parsed === null) return null;
  return { sport: feedSportSchema.parse(parsed[1]), matchId: Number(parsed[2]) };
}
/** The channel of one match's odds. */
export const oddsChannel = (sport: FeedSport, matchId: number): Channel => `odds:${sport}:${matchId}`;
/** The channel of one live room (chat, gifts, moderation, open and close). */
export const roomChannel = (roomId: number): Channel => `room:${roomId}`;
/** The channel of one season's tables, changed when one of its matches finishes. */
export const standingsChannel = (seasonId: number): Channel => `standings:${seasonId}`;
/** Whether a channel name is a standings channel. */
export const isStandingsChannel = (name: string): boolean => STANDINGS_CHANNEL.test(name);
/** The channel of one match's chat. */
export const matchChatChannel = (matchId: number): Channel => `matchchat:${matchId}`;

/** A step into a JSON document: an object key or an array index. */
export const patchPathSchema = z.array(z.union([z.string(), z.number().int().nonnegative()])).max(16);

/** One change to a channel's state: set a value at a path, or delete an object key. */
export const patchOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('set'), path: patchPathSchema, value: z.unknown() }),
  z.object({ op: z.literal('del'), path: patchPathSchema.min(1) }),
]);
/** One change to a channel's state. */
export type PatchOp = z.infer<typeof patchOpSchema>;

/** The changes of one step of a channel, stamped with its sequence number. */
export const patchSchema = z.object({
  channel: z.string(),
  /** The channel's sequence number after this patch: the previous one plus 1. */
  seq: z.number().int().positive(),
  ops: z.array(patchOpSchema),
  /** When the upstream event behind this patch happened at its source (epoch ms), if it came from upstream. */
  sourceTs: z.number().int().nonnegative().optional(),
});
/** The changes of one step of a channel. */
export type Patch = z.infer<typeof patchSchema>;

/** Asks for a channel's snapshot and its patches from then on. */
export const subscribeRequestSchema = z.object({ channel: channelSchema });
/** Stops the patches of a channel. */
export const unsubscribeRequestSchema = z.object({ channel: channelSchema });
/** After a gap: the patches since `fromSeq`, or a fresh snapshot when they are no longer kept. */
export const resyncRequestSchema = z.object({ channel: channelSchema, fromSeq: z.number().int().nonnegative() });

/** A channel's whole state at sequence number `seq`. */
export const snapshotReplySchema = z.object({
  ok: z.literal(true),
  channel: z.string(),
  seq: z.number().int().nonnegative(),
  snapshot: z.unknown(),
});
/** The patches after `fromSeq`, in order, ending at the channel's current sequence number. */
export const catchUpReplySchema = z.object({
  ok: z.literal(true),
  channel: z.string(),
  patches: z.array(patchSchema),
});
/** A refused request, with a message for the developer console. */
export const refusedReplySchema = z.object({ ok: z.literal(false), message: z.string() });

/** The answer to a subscribe. */
export const subscribeReplySchema = z.union([snapshotReplySchema, refusedReplySchema]);
/** The answer to a subscribe. */
export type SubscribeReply = z.infer<typeof subscribeReplySchema>;
/** The answer to a resync. */
export const resyncReplySchema = z.union([snapshotReplySchema, catchUpReplySchema, refusedReplySchema]);
/** The answer to a resync. */
export type ResyncReply = z.infer<typeof resyncReplySchema>;

/** Events a client sends; each carries an acknowledgement callback where it expects an answer. */
export interface ClientToServerEvents {
  'channel.subscribe': (request: z.input<typeof subscribeRequestSchema>, ack: (reply: SubscribeReply) => void) => void;
  'channel.unsubscribe': (request: z.input<typeof unsubscribeRequestSchema>) => void;
  'channel.resync': (request: z.input<typeof resyncRequestSchema>, ack: (reply: ResyncReply) => void) => void;
  /** Sends a chat message to a room or match chat; needs a signed-in socket. */
  'chat.send': (request: ChatSendRequestInput, ack: (reply: ChatSendReply) => void) => void;
  /** Opens a room's moderator console feed (`roommod.change`); refused to anyone but its anchor and managers. */
  'roommod.join': (request: RoomModJoinRequest, ack: (reply: RoomModJoinReply) => void) => void;
  /** Closes a room's moderator console feed. */
  'roommod.leave': (request: RoomModJoinRequest) => void;
}

/** Events the gateway sends. */
export interface ServerToClientEvents {
  /**
   * One frame of patches: those of every channel the socket holds that were made in one turn of the
   * gateway's event loop (a list channel's come once per window), in the order they were made. Each
   * keeps its channel and sequence number, so a client applies them in order and still sees a gap.
   */
  'channel.batch': (patches: Patch[]) => void;
  /** A change of moderation in a room whose console feed the socket joined. */
  'roommod.change': (change: ModerationChange) => void;
  /** An anchor the signed-in user follows opened the room. */
  'room.opened': (notice: GoLiveNotice) => void;
  /** A moderator banned the signed-in user in a room, or lifted their ban. */
  'chat.ban': (notice: ChatBanNotice) => void;
  /** A plan the signed-in user bought or published settled. */
  'plan.settled': (notice: PlanSettledNotice) => void;
  /** The signed-in user's unread notices changed (a reply, a like, a read). */
  'message.unread': (counts: UnreadCounts) => void;
  /**
   * The session the socket signed in with ended (logout, expiry, a password change): the socket left
   * the signed-in user's rooms, and what needs a signed-in user is refused with 请先登录 from now on.
   */
  'session.ended': (notice: SessionEndedNotice) => void;
}
