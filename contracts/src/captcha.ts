import { z } from 'zod';
import { SLIDER_TOLERANCE } from './constants';
import { CAPTCHA_SUCCESS_CODE } from './rules';

/** The two challenge kinds of the captcha host: the block-puzzle slider and click-word. */
export const captchaTypeSchema = z.enum(['blockPuzzle', 'clickWord']);
/** A challenge kind. */
export type CaptchaType = z.infer<typeof captchaTypeSchema>;

/** The body of POST /inform/captcha/get. */
export const captchaGetRequestSchema = z.object({
  captchaType: captchaTypeSchema,
  clientUid: z.string().min(1),
  ts: z.number().int(),
});
/** The body of POST /inform/captcha/get. */
export type CaptchaGetRequest = z.infer<typeof captchaGetRequestSchema>;

/** The body of POST /inform/captcha/check: the answer points as JSON, encrypted when the challenge had a secret key. */
export const captchaCheckRequestSchema = z.object({
  captchaType: captchaTypeSchema,
  pointJson: z.string().min(1),
  token: z.string().min(1),
});
/** The body of POST /inform/captcha/check. */
export type CaptchaCheckRequest = z.infer<typeof captchaCheckRequestSchema>;

/** The challenge carried by a captcha answer; which fields are set depends on the challenge kind. */
export const captchaChallengeSchema = z.object({
  originalImageBase64: z.string().optional(),
  jigsawImageBase64: z.string().optional(),
  token: z.string().optional(),
  secretKey: z.string().nullish(),
  wordList: z.array(z.string()).nullish(),
});
/** The challenge carried by a captcha answer. */
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** What the captcha host answers to get and check: its own envelope, with string codes. */
export const captchaResponseSchema = z.object({
  repCode: z.string(),
  repMsg: z.string().nullable(),
  repData: captchaChallengeSchema.nullable(),
});
/** What the captcha host answers. */
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

/** Whether a captcha answer is a success (repCode '0000'). */
export function isCaptchaSuccess(response: Pick<CaptchaResponse, 'repCode'>): boolean {
  return response.repCode === CAPTCHA_SUCCESS_CODE;
}

/** A captcha answer that passed (the host's repMsg of repCode 0000). */
export const CAPTCHA_SUCCESS_MESSAGE = '成功';
/** A captcha challenge past its lifetime or already used. */
export const CAPTCHA_EXPIRED_MESSAGE = '验证码已失效，请重新获取';
/** A captcha challenge or an SMS code asked for too often. */
export const CODE_REQUESTS_TOO_FREQUENT_MESSAGE = '获取验证码过于频繁，请稍后再试';
/** Too many wrong captcha answers from one client in a short time. */
export const CAPTCHA_TOO_MANY_FAILURES_MESSAGE = '验证失败次数过多，请稍后再试';
/** Captcha answers checked too often from one client. */
export const CAPTCHA_TOO_MANY_CHECKS_MESSAGE = '验证过于频繁，请稍后再试';
/** A captcha request the host could not read: what was wrong with it follows. */
export const captchaInvalidRequestMessage = (detail: string): string => `无效请求：${detail}`;
/** The older slider dropped away from its target. */
export const OLD_SLIDER_FAILED_MESSAGE = '验证失败：请正确拼合图像';
/** The answer of an older slider that passed. */
export const OLD_SLIDER_PASSED_MESSAGE = '验证成功';
/** The developer aid GET /dev/captcha/answer, asked about a challenge that does not exist (any more). */
export const DEV_CAPTCHA_NOT_FOUND_MESSAGE = '验证码不存在或已失效';

/** The older slider challenge: background image, piece image and the piece's target position. */
export const oldSliderChallengeSchema = z.object({
  tari: z.string().min(1),
  slii: z.string().min(1),
  coox: z.number(),
  cooy: z.number(),
});
/** The older slider challenge. */
export type OldSliderChallenge = z.infer<typeof oldSliderChallengeSchema>;

/** Whether the older slider was dropped within 6 units of its target. */
export function oldSliderPasses(position: number, target: number): boolean {
  return Math.abs(position - target) <= SLIDER_TOLERANCE;
}
