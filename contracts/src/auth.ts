import { ResultCode } from './envelope';
import { z } from 'zod';
import { AUTO_LOGIN, CHANNEL_ID, LOGIN_MODE, PLATFORM, SMS_TYPE } from './constants';
import { SITE_NAME } from './pages';
import { PASSWORD_ERROR, phoneSchema, verifyCodeSchema } from './rules';

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
  /** The user's level on the grade ladder, from their experience (1 and up), as every page shows it; null from a gateway that has none, shown as 0. */
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

/** Error of a nickname outside 2 to 12 characters. */
export const NICK_NAME_LENGTH_ERROR = '昵称长度为2-12个字符';
/** Error of a nickname with a space or another invisible character. */
export const NICK_NAME_SPACE_ERROR = '昵称不能包含空格';

/** A nickname: 2 to 12 characters (a Chinese character counts as one), no whitespace or control characters. */
export const nickNameSchema = z
  .string()
  .max(24, { error: NICK_NAME_LENGTH_ERROR, abort: true })
  .refine((value) => !/[\s\p{C}]/u.test(value), { error: NICK_NAME_SPACE_ERROR, abort: true })
  .refine((value) => [...value].length >= 2 && [...value].length <= 12, { error: NICK_NAME_LENGTH_ERROR });

/** Login code of a mobile whose password login is locked after too many wrong passwords. */
export const ACCOUNT_LOCKED_CODE = ResultCode.ACCOUNT_LOCKED;
/** Wrong passwords a mobile may give in a row; the next one locks password login (SPEC §8: 超过五次). */
export const PASSWORD_FAILURES_ALLOWED = 5;
/** The wrong password that locks: the first one past {@link PASSWORD_FAILURES_ALLOWED}. */
export const PASSWORD_LOCKING_FAILURE = PASSWORD_FAILURES_ALLOWED + 1;
/** How long password login stays locked. */
export const PASSWORD_LOCK_MINUTES = 30;
/** Message of login code 10011 (SPEC §8). */
export const WRONG_CREDENTIALS_MESSAGE = '用户名或密码输入错误，超过五次将被锁定！';
/** Message of {@link ACCOUNT_LOCKED_CODE}. */
export const ACCOUNT_LOCKED_MESSAGE = `密码错误次数过多，账号已锁定${PASSWORD_LOCK_MINUTES}分钟，可使用验证码登录`;
/** Message of an SMS code that is wrong, spent, replaced, tried too often or expired. */
export const SMS_CODE_INVALID_MESSAGE = '验证码错误或已失效，请重新获取';
/** Message of an SMS request without a freshly passed captcha. */
export const CAPTCHA_REQUIRED_MESSAGE = '请先完成安全验证';
/** Message of a dynamic key that is unknown, spent, expired or does not decrypt the password. */
export const DYNAMIC_KEY_INVALID_MESSAGE = '登录信息已失效，请重试';
/** Refusal of a call that needs a signed-in user, made without a session (or with an ended one). */
export const SIGN_IN_REQUIRED_MESSAGE = '请先登录';
/**
 * Refusal of a call that changes something and carries the auth cookie without the accessToken
 * header, sent from a page of another site (or from no page the gateway can tell is its own).
 */
export const CROSS_SITE_REQUEST_MESSAGE = '请在本站页面操作';
/** Refusal of dynamic keys asked for too often from one address. */
export const DYNAMIC_KEY_TOO_FREQUENT_MESSAGE = '请求过于频繁，请稍后再试';
/** Refusal of an SMS code asked for again before the wait since the last one is over: `seconds` left. */
export const smsCooldownMessage = (seconds: number): string => `验证码发送过于频繁，请${seconds}秒后再试`;
/** Refusal of an SMS code beyond the daily limit of one mobile. */
export const SMS_DAILY_LIMIT_MESSAGE = '该手机号今日获取验证码次数已达上限，请明天再试';
/** The text of the SMS that carries a login code. */
export const smsCodeText = (code: string): string => `【${SITE_NAME}】您的验证码是${code}，5分钟内有效，请勿泄露给他人。`;
/** The answer of an SMS code check whose code is live. */
export const SMS_CODE_VALID_MESSAGE = '验证码正确';
/** The answer of an SMS code check whose code is wrong, spent or expired. */
export const SMS_CODE_NOT_VALID_MESSAGE = '验证码错误或已失效';
/** The developer aid GET /dev/sms/latest, asked about a mobile no SMS went to. */
export const DEV_SMS_NOT_FOUND_MESSAGE = '没有发往该手机号的短信';
/** Refusal of registering a mobile that already has an account. */
export const MOBILE_TAKEN_MESSAGE = '该手机号已注册，请直接登录';
/** Refusal of retrieving the password of a mobile that has no account. */
export const MOBILE_NOT_REGISTERED_MESSAGE = '该手机号尚未注册';
/** Refusal of changing the password of an account that has none yet (made by code login). */
export const PASSWORD_NOT_SET_MESSAGE = '尚未设置密码，请先设置密码';
/** Refusal of a password change whose old password is wrong. */
export const OLD_PASSWORD_WRONG_MESSAGE = '原密码错误';
/** Refusal of setting a first password on an account that has one. */
export const PASSWORD_ALREADY_SET_MESSAGE = '已设置过密码，请使用修改密码';
/** Refusal of a nickname another account holds, at registration or on a profile change. */
export const NICK_NAME_TAKEN_MESSAGE = '昵称已被占用，请换一个';
/** The answer of a logout. */
export const SIGNED_OUT_MESSAGE = '已退出登录';
/** The answer of a password retrieved by SMS code; every session of the account has ended. */
export const PASSWORD_RETRIEVED_MESSAGE = '密码已重置，请重新登录';
/** The answer of a password change in the personal centre. */
export const PASSWORD_CHANGED_MESSAGE = '密码已修改';
/** The answer of a first password set in the personal centre. */
export const PASSWORD_SET_MESSAGE = '密码已设置';

/**
 * The iv and key of /user/key/getDynamicKey: 16 bytes each as 32 hex digits, to be read with
 * `CryptoJS.enc.Hex.parse`. The password is encrypted with AES-128-CBC and PKCS7 padding and sent
 * as base64; a key works once and for about two minutes.
 */
export const dynamicKeyHexSchema = z.string().regex(/^[0-9a-f]{32}$/i, DYNAMIC_KEY_INVALID_MESSAGE);

/** A password encrypted with a dynamic key, as base64. */
export const encryptedPasswordSchema = z
  .string()
  .min(1, { error: PASSWORD_ERROR, abort: true })
  .max(512, DYNAMIC_KEY_INVALID_MESSAGE)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, DYNAMIC_KEY_INVALID_MESSAGE);

const encryptedWith = { iv: dynamicKeyHexSchema, key: dynamicKeyHexSchema };

/**
 * The body of POST /user/register. The password is encrypted as in the password login; without a
 * nickname the account gets 球友 and six random digits.
 */
export const registerRequestSchema = z.object({
  mobile: phoneSchema,
  verifyCode: verifyCodeSchema,
  password: encryptedPasswordSchema,
  ...encryptedWith,
  nickName: nickNameSchema.optional(),
  channelId: z.number().int().optional(),
  platform: z.number().int().optional(),
});
/** The body of POST /user/register. */
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The body of POST /user/center/retrievePassword: a new encrypted password, proven by an SMS code. */
export const retrievePasswordRequestSchema = z.object({
  mobile: phoneSchema,
  verifyCode: verifyCodeSchema,
  password: encryptedPasswordSchema,
  ...encryptedWith,
});
/** The body of POST /user/center/retrievePassword. */
export type RetrievePasswordRequest = z.infer<typeof retrievePasswordRequestSchema>;

/** The body of POST /user/center/updatePassword: the old and the new password, both encrypted with one dynamic key. */
export const updatePasswordRequestSchema = z.object({
  oldPassword: encryptedPasswordSchema,
  password: encryptedPasswordSchema,
  ...encryptedWith,
});
/** The body of POST /user/center/updatePassword. */
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** The body of POST /user/center/initPassword: the first password of an account made by code login. */
export const initPasswordRequestSchema = z.object({
  password: encryptedPasswordSchema,
  ...encryptedWith,
});
/** The body of POST /user/center/initPassword. */
export type InitPasswordRequest = z.infer<typeof initPasswordRequestSchema>;

/** The `data` of a successful POST /inform/send/sms: seconds before this mobile may ask again. */
export const smsSentSchema = z.object({ retryAfterSeconds: z.number().int().positive() });
/** The `data` of a successful SMS send. */
export type SmsSent = z.infer<typeof smsSentSchema>;

/** The query of GET /inform/verifyCode. */
export const verifyCodeCheckQuerySchema = z.object({ mobile: phoneSchema, verifyCode: verifyCodeSchema });
/** The query of GET /inform/verifyCode. */
export type VerifyCodeCheckQuery = z.infer<typeof verifyCodeCheckQuerySchema>;

/** The `data` of GET /inform/verifyCode. A wrong code counts as a try, as in a login. */
export const verifyCodeCheckSchema = z.object({ valid: z.boolean() });
/** The `data` of GET /inform/verifyCode. */
export type VerifyCodeCheck = z.infer<typeof verifyCodeCheckSchema>;

/** Why a session ended: a logout, its time ran out, or the account's password changed. */
export const sessionEndReasonSchema = z.enum(['signedOut', 'expired', 'passwordChanged']);
/** Why a session ended. */
export type SessionEndReason = z.infer<typeof sessionEndReasonSchema>;

/** Told on every open socket of a session when it ends; the socket acts as a visitor's from then on. */
export const sessionEndedNoticeSchema = z.object({ reason: sessionEndReasonSchema });
/** Told on every open socket of a session when it ends. */
export type SessionEndedNotice = z.infer<typeof sessionEndedNoticeSchema>;
