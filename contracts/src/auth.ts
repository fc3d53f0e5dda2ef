import { z } from 'zod';
import { AUTO_LOGIN, CHANNEL_ID, LOGIN_MODE, PLATFORM, SMS_TYPE } from './constants';
import { phoneSchema, verifyCodeSchema } from './rules';

const loginCommon = {
  mobile: phoneSchema,
  channelId: z.literal(CHANNEL_ID),
  platform: z.literal(PLATFORM),
  auto: z.literal([AUTO_LOGIN.KEEP, AUTO_LOGIN.NO]),
};

/** POST /user/login with an SMS code (mode 1). */
export const codeLoginRequestSchema = z.object({
  ...loginCommon,
  mode: z.literal(LOGIN_MODE.CODE),
  verifyCode: verifyCodeSchema,
});
/** A code login request. */
export type CodeLoginRequest = z.infer<typeof codeLoginRequestSchema>;

/**
 * POST /user/login with a password (mode 0). The password arrives encrypted with the `iv` and
 * `key` of /user/key/getDynamicKey, so its length rule was checked before encryption.
 */
export const passwordLoginRequestSchema = z.object({
  ...loginCommon,
  mode: z.literal(LOGIN_MODE.PASSWORD),
  password: z.string().min(1),
  iv: z.string().min(1),
  key: z.string().min(1),
});
/** A password login request. */
export type PasswordLoginRequest = z.infer<typeof passwordLoginRequestSchema>;

/** The body of POST /user/login, told apart by `mode`. */
export const loginRequestSchema = z.discriminatedUnion('mode', [codeLoginRequestSchema, passwordLoginRequestSchema]);
/** The body of POST /user/login. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The `data` of a successful login. */
export const loginResponseSchema = z.object({ token: z.string().min(1) });
/** The `data` of a successful login. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The `data` of GET /user/key/getDynamicKey: what the password is encrypted with. */
export const dynamicKeySchema = z.object({ iv: z.string().min(1), key: z.string().min(1) });
/** The `data` of GET /user/key/getDynamicKey. */
export type DynamicKey = z.infer<typeof dynamicKeySchema>;

/** The body of POST /inform/send/sms: the captcha pass value, the mobile and type 3. */
export const smsRequestSchema = z.object({
  captchaVerification: z.string().min(1),
  mobile: phoneSchema,
  type: z.literal(SMS_TYPE),
});
/** The body of POST /inform/send/sms. */
export type SmsRequest = z.infer<typeof smsRequestSchema>;

/** A 0/1 flag as the user record carries it. */
export const flagSchema = z.literal([0, 1]);

/** The signed-in user as GET /user/center/info returns it. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  /** Avatar URL; empty or null shows the default image. */
  portrait: z.string().nullable(),
  /** Null until the user has a level; shown as 0. */
  level: z.number().int().nullable(),
  isAnchor: flagSchema,
  isExpert: flagSchema,
});
/** The signed-in user. */
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The level the user popover shows: 0 when the user has none. */
export function displayLevel(level: number | null | undefined): number {
  return level ?? 0;
}

/** The two wallet currencies: balance (diamonds) and ticket. */
export const balancesSchema = z.object({
  balance: z.number().nonnegative(),
  ticket: z.number().nonnegative(),
});
/** The two wallet currencies. */
export type Balances = z.infer<typeof balancesSchema>;
