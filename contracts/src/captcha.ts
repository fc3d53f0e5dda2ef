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
