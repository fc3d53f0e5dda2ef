import { z } from 'zod';

/** Result codes a client may see in `Envelope.code`. 200 is the only success. */
export const ResultCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** Wrong mobile or password on login (SPEC §8). */
  WRONG_CREDENTIALS: 10011,
  /** Password login locked after five wrong passwords in a row. */
  ACCOUNT_LOCKED: 10012,
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

/** The query every GET carries (SPEC §7): channelId 3 and platform 1, both optional on the server side. */
export const commonQuerySchema = z.object({
  channelId: z.coerce.number().int().optional(),
  platform: z.coerce.number().int().optional(),
});
