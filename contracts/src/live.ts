import { z } from 'zod';
import { CHAT_PAGE_SIZE, PLATFORM } from './constants';
import { matchTypeSchema } from './enums';

/** A match id as the chat and collect calls carry it. */
export const matchIdSchema = z.number().int().positive();

/** The body of POST /chat/page and /api/chat/page: one page of a match chat, 20 messages unless given. */
export const chatPageRequestSchema = z.object({
  matchId: matchIdSchema,
  pageSize: z.number().int().positive().default(CHAT_PAGE_SIZE),
});
/** A chat page request after parsing. */
export type ChatPageRequest = z.infer<typeof chatPageRequestSchema>;

/**
 * The body of POST /chat/msg and /api/chat/msg. Whatever platform a client sends, the message is
 * stored as sent from platform 1.
 */
export const chatMessageSchema = z.object({
  channel: z.string().min(1),
  content: z.string().refine((text) => text.trim().length > 0, 'content must not be blank'),
  matchId: matchIdSchema,
  platform: z
    .unknown()
    .optional()
    .transform((): typeof PLATFORM => PLATFORM),
  token: z.string().min(1),
});
/** A chat message after parsing: its platform is 1. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** A chat message as a client writes it. */
export type ChatMessageInput = z.input<typeof chatMessageSchema>;

/** The body of the football collect and cancel-collect calls. */
export const matchCollectSchema = z.object({
  matchId: matchIdSchema,
  /** 1 football, 2 basketball. */
  type: matchTypeSchema,
  userId: z.number().int().positive(),
});
/** A match collect request. */
export type MatchCollect = z.infer<typeof matchCollectSchema>;
/** Refusal of a collect call whose `userId` is not the signed-in caller. */
export const NOT_YOUR_COLLECT_MESSAGE = '不能替其他用户关注比赛';

/** The part of a match list item the pinning uses: its id and whether it is pinned to the top. */
export const matchListItemSchema = z.object({
  id: matchIdSchema,
  top: z.boolean().default(false),
});
/** A match list item's id and pinned flag. */
export type MatchListItem = z.infer<typeof matchListItemSchema>;

/** What the player reports about a stream's media. */
export const streamMediaInfoSchema = z.object({
  mimeType: z.string(),
  duration: z.number().nonnegative().optional(),
  width: z.number().int().nonnegative().optional(),
  height: z.number().int().nonnegative().optional(),
});
/** What the player reports about a stream's media. */
export type StreamMediaInfo = z.infer<typeof streamMediaInfoSchema>;
