import { z } from 'zod';
import {
  CAPTCHA_CLICK_COUNT,
  CAPTCHA_REFERENCE_HEIGHT,
  CAPTCHA_REFERENCE_WIDTH,
  PASSWORD_INPUT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
  SLIDER_FIXED_Y,
  VERIFY_CODE_LENGTH,
} from './constants';

/** Error shown for a mobile number that fails either phone rule. */
export const PHONE_ERROR = '请输入正确的手机号';
/** Error shown when the verification code is empty. */
export const VERIFY_CODE_EMPTY_ERROR = '请输入验证码！';
/** Error shown when the verification code has the wrong length, or is not the code sent (pay password reset). */
export const VERIFY_CODE_LENGTH_ERROR = '验证码错误，请确认后重新输入';
/** Error shown for a password outside 6 to 16 characters at submit. */
export const PASSWORD_ERROR = '密码是长度为6-20位的字母、数字或组合';
/** Placeholder of the password input. */
export const PASSWORD_PLACEHOLDER = `请输入${PASSWORD_MIN_LENGTH}-${PASSWORD_INPUT_MAX_LENGTH}位字母、数字或组合的密码`;
/** Prompt under the slider captcha. */
export const SLIDER_PROMPT = '请拖动滑块填充拼图';

/** A mobile number of exactly 11 digits. */
export const phoneSchema = z.string().regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), PHONE_ERROR);
/** A valid mobile number. */
export type Phone = z.infer<typeof phoneSchema>;

/** The stricter mobile pattern checked before the captcha opens: 1, then one of 3 4 5 7 8 9, then 9 digits. */
export const strictPhoneSchema = z.string().regex(/^1[345789]\d{9}$/, PHONE_ERROR);

/** What the phone input keeps of what was typed or pasted: digits only, at most 11. */
export function normalizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/** An SMS verification code: present, and exactly 6 characters. */
export const verifyCodeSchema = z
  .string()
  .min(1, { error: VERIFY_CODE_EMPTY_ERROR, abort: true })
  .length(VERIFY_CODE_LENGTH, VERIFY_CODE_LENGTH_ERROR);
/** A verification code that passed {@link verifyCodeSchema}. */
export type VerifyCode = z.infer<typeof verifyCodeSchema>;

/** A login password as checked at submit: 6 to 16 characters, before encryption. */
export const loginPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_ERROR)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_ERROR);
/** A password that passed {@link loginPasswordSchema}. */
export type LoginPassword = z.infer<typeof loginPasswordSchema>;

/** Captcha answer code of success. */
export const CAPTCHA_SUCCESS_CODE = '0000';
/** Captcha answer code of too many challenges fetched; the page blanks the images. */
export const CAPTCHA_TOO_MANY_GETS = '6201';

/** A point on a captcha image. */
export const captchaPointSchema = z.object({ x: z.number(), y: z.number() });
/** A point on a captcha image. */
export type CaptchaPoint = z.infer<typeof captchaPointSchema>;

function assertRendered(size: number, name: string): void {
  if (!(size > 0) || !Number.isFinite(size)) throw new RangeError(`${name} must be a positive number, got ${size}`);
}

/** A click on the rendered click-word image, scaled to the 310x155 reference image and rounded to whole pixels. */
export function scaleToReference(point: CaptchaPoint, renderedWidth: number, renderedHeight: number): CaptchaPoint {
  assertRendered(renderedWidth, 'renderedWidth');
  assertRendered(renderedHeight, 'renderedHeight');
  return {
    x: Math.round((point.x * CAPTCHA_REFERENCE_WIDTH) / renderedWidth),
    y: Math.round((point.y * CAPTCHA_REFERENCE_HEIGHT) / renderedHeight),
  };
}

/**
 * The slider position to send: `x` scaled to the 310-wide reference image, `y` fixed at 5.
 * Not rounded, since the server compares it against the target with a small tolerance.
 */
export function sliderPoint(x: number, renderedWidth: number): CaptchaPoint {
  assertRendered(renderedWidth, 'renderedWidth');
  return { x: (x * CAPTCHA_REFERENCE_WIDTH) / renderedWidth, y: SLIDER_FIXED_Y };
}

/** The clicks of a click-word answer: exactly three. */
export const clickWordPointsSchema = z.array(captchaPointSchema).length(CAPTCHA_CLICK_COUNT);
/** The clicks of a click-word answer. */
export type ClickWordPoints = z.infer<typeof clickWordPointsSchema>;

/** The pass value handed to the SMS request: the challenge token, '---', then the (possibly encrypted) point data. */
export function captchaVerificationValue(token: string, pointData: string): string {
  return `${token}---${pointData}`;
}

/** A query record without the values a query string skips. */
export type CleanQuery<T extends Record<string, unknown>> = {
  [K in keyof T]?: Exclude<T[K], null | undefined>;
};

/** `record` without its null, undefined and empty-string values, as every query string is sent. */
export function cleanQuery<T extends Record<string, unknown>>(record: T): CleanQuery<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  ) as CleanQuery<T>;
}

/** Which of the twin ban and manager calls (/api/forbid/…, /api/manager/…) a moderation action uses. */
export type ModerationVariant = 'ban' | 'manager';

/** The moderation call variant chosen by the type flag: 1 is ban, anything else manager. */
export function moderationVariant(type: number): ModerationVariant {
  return type === 1 ? 'ban' : 'manager';
}
