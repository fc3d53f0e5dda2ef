import { z } from 'zod';

/** Result codes a client may see in `Envelope.code`. 200 is the only success. */
export const ResultCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A request whose body did not arrive in time. */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** A request body over the call's limit. */
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** A service the call needs is unreachable for a moment (the chat's Redis); the same call may work shortly. */
  SERVICE_UNAVAILABLE: 503,
  /** Wrong mobile or password on login (SPEC §8). */
  WRONG_CREDENTIALS: 10011,
  /** Password login locked after five wrong passwords in a row. */
  ACCOUNT_LOCKED: 10012,
  /** An anchor-only live-room call by a user who is not an anchor. */
  NOT_AN_ANCHOR: 20001,
  /** An anchor acting on a room that is not theirs. */
  NOT_OWN_ROOM: 20002,
  /** A room id that names no room. */
  ROOM_NOT_FOUND: 20003,
  /** An anchor application while one is under review, or by someone already an anchor. */
  AUDIT_NOT_ALLOWED: 20004,
  /** Not enough diamonds, tickets or income for a wallet operation. */
  INSUFFICIENT_FUNDS: 30001,
  /** A wallet request key already used for a different request. */
  REQUEST_KEY_REUSED: 30002,
  /** A wrong pay password, or none set yet. */
  PAY_PASSWORD_REFUSED: 30003,
  /** A red packet already emptied, expired, or grabbed by this user before. */
  RED_PACKET_UNAVAILABLE: 30004,
  /** A payment notification whose signature, order or amount does not check out. */
  PAYMENT_NOTIFICATION_REFUSED: 30005,
  /** Stream key calls by someone who is not the room's anchor. */
  NOT_ROOM_ANCHOR: 40001,
  /** A play address whose signature is forged or past its expiry. */
  PLAY_ADDRESS_EXPIRED: 40002,
  /** A chat message from a user banned in that room. */
  CHAT_BANNED: 21001,
  /** Chat messages sent faster than the rate limit. */
  CHAT_TOO_FAST: 21002,
  /** The same chat message again within 5 seconds. */
  CHAT_DUPLICATE: 21003,
  /** A chat message sooner than the room's slow mode allows. */
  CHAT_SLOW_MODE: 21004,
  /** A moderation act the caller may not do (not a moderator, or the target is protected). */
  MODERATION_NOT_ALLOWED: 21005,
  /** A chat group token that is unknown, expired or for another group. */
  CHAT_TOKEN_INVALID: 21006,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** The body of every REST answer: `{code, message, data}` (SPEC §7). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

/** A REST answer carrying `T` on success. */
export type Envelope<T> = { code: number; message: string; data: T };

/** A successful answer. */
export const ok = <T>(data: T, message = 'success'): Envelope<T> => ({ code: ResultCode.OK, message, data });

/** A failed answer: `code` is never 200 and `data` is null. */
export const fail = (code: number, message: string): Envelope<null> => ({ code, message, data: null });

/** An unexpected failure, answered without internals (the details are logged). */
export const GENERIC_FAILURE_MESSAGE = '服务器繁忙，请稍后再试';
/** A request whose body did not arrive within the time the gateway waits for it. */
export const REQUEST_TIMEOUT_MESSAGE = '请求超时，请重试';
/** A client over a request limit: the address's across the API, or a call's own. */
export const TOO_MANY_REQUESTS_MESSAGE = '操作太频繁，请稍后再试';
/** A request body larger than the call accepts. */
export const PAYLOAD_TOO_LARGE_MESSAGE = '请求内容过大';
/** A request that does not match its schema, when the schema has no text of its own for it. */
export const INVALID_PARAMETERS_MESSAGE = '参数错误';
/** {@link INVALID_PARAMETERS_MESSAGE} followed by the fields at fault and what is wrong with them. */
export const invalidParametersMessage = (detail: string): string => `${INVALID_PARAMETERS_MESSAGE} ${detail}`;
/** An API call to a path the gateway does not serve. */
export const unknownApiMessage = (method: string, path: string): string => `接口不存在：${method} ${path}`;

/** The query every GET carries (SPEC §7): channelId 3 and platform 1, both optional on the server side. */
export const commonQuerySchema = z.object({
  channelId: z.coerce.number().int().optional(),
  platform: z.coerce.number().int().optional(),
});
