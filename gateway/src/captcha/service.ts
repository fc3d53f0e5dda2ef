import { createHash, randomBytes } from 'node:crypto';
import {
  CAPTCHA_CLICK_COUNT,
  CAPTCHA_EXPIRED_MESSAGE,
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_SUCCESS_CODE,
  CAPTCHA_SUCCESS_MESSAGE,
  CAPTCHA_TOO_MANY_CHECKS_MESSAGE,
  CAPTCHA_TOO_MANY_FAILURES_MESSAGE,
  CAPTCHA_TOO_MANY_GETS,
  type CaptchaChallenge,
  type CaptchaPoint,
  captchaPointSchema,
  type CaptchaType,
  clickWordPointsSchema,
  CODE_REQUESTS_TOO_FREQUENT_MESSAGE,
  oldSliderPasses,
  seededRandom,
} from '@portal/contracts';
import { z } from 'zod';
import type { CaptchaGate } from '../accounts/captcha-gate';
import type { EphemeralStore } from '../ephemeral/store';
import { newSecretKey, openFromBrowser, sealForBrowser } from './cipher';
import { placeWords, randomPiecePosition, renderPuzzle, renderWords } from './images';
import {
  BLOCK_PUZZLE_TOLERANCE,
  CHALLENGE_TTL_MS,
  CHECK_LIMIT,
  CHECK_WINDOW_MS,
  CLICK_WORD_TOLERANCE,
  FAILURE_LIMIT,
  FAILURE_WINDOW_MS,
  GET_ADDRESS_LIMIT,
  GET_LIMIT,
  GET_WINDOW_MS,
  VERIFICATION_TTL_MS,
} from './limits';
import { newSeed } from './random';

/** Who asks for a challenge: the client's address and the clientUid its browser sends, if any. */
export type CaptchaClient = { address: string; uid?: string | undefined };

/** The key the per-client get and failure limits count by. */
const clientKey = ({ address, uid }: CaptchaClient) => `${address}|${uid ?? ''}`;

export const CaptchaCode = {
  SUCCESS: CAPTCHA_SUCCESS_CODE,
  EXPIRED: '6110',
  FAILED: '6111',
  TOO_MANY_GETS: CAPTCHA_TOO_MANY_GETS,
  TOO_MANY_FAILURES: '6202',
  TOO_MANY_CHECKS: '6204',
} as const;
export type CaptchaCode = (typeof CaptchaCode)[keyof typeof CaptchaCode];

export const CAPTCHA_MESSAGES: Record<CaptchaCode, string> = {
  [CaptchaCode.SUCCESS]: CAPTCHA_SUCCESS_MESSAGE,
  [CaptchaCode.EXPIRED]: CAPTCHA_EXPIRED_MESSAGE,
  [CaptchaCode.FAILED]: CAPTCHA_FAILED_MESSAGE,
  [CaptchaCode.TOO_MANY_GETS]: CODE_REQUESTS_TOO_FREQUENT_MESSAGE,
  [CaptchaCode.TOO_MANY_FAILURES]: CAPTCHA_TOO_MANY_FAILURES_MESSAGE,
  [CaptchaCode.TOO_MANY_CHECKS]: CAPTCHA_TOO_MANY_CHECKS_MESSAGE,
};

export type CaptchaOutcome = { repCode: CaptchaCode; repData: CaptchaChallenge | null };

const storedAnswerSchema = z.discriminatedUnion('captchaType', [
  z.object({ captchaType: z.literal('blockPuzzle'), point: captchaPointSchema }),
  z.object({ captchaType: z.literal('clickWord'), points: clickWordPointsSchema }),
  z.object({ captchaType: z.literal('oldSlider'), x: z.number() }),
]);
/** What a challenge expects, as kept in the store and shown by /dev/captcha/answer. */
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

const storedChallengeSchema = z.object({
  answer: storedAnswerSchema,
  secretKey: z.string(),
  /** Who fetched it: wrong answers count against this client. */
  client: z.string(),
});
type StoredChallenge = z.infer<typeof storedChallengeSchema>;

/** The request a pass was spent on. */
export type VerificationBinding = { mobile: string };
/** Whether a pass value was good; on a refusal, `boundTo` names the request that already spent it. */
export type VerificationUse = { ok: boolean; boundTo?: VerificationBinding };
const verificationBindingSchema = z.object({ mobile: z.string() });

export type OldSliderChallengeWithToken = { tari: string; slii: string; coox: number; cooy: number; token: string };

const challengeKey = (token: string) => `captcha:challenge:${token}`;
const passKey = (token: string) => `captcha:pass:${token}`;
const spentKey = (token: string) => `captcha:spent:${token}`;
const verificationKey = (value: string) =>
  `captcha:verification:${createHash('sha256').update(value).digest('base64url')}`;

function newToken(): string {
  return randomBytes(16).toString('hex');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function blockPuzzlePasses(sent: CaptchaPoint, expected: CaptchaPoint): boolean {
  return Math.abs(sent.x - expected.x) <= BLOCK_PUZZLE_TOLERANCE;
}

function clickWordPasses(sent: readonly CaptchaPoint[], expected: readonly CaptchaPoint[]): boolean {
  return (
    sent.length === expected.length &&
    sent.every((point, i) => {
      const target = expected[i];
      return target !== undefined && Math.hypot(point.x - target.x, point.y - target.y) <= CLICK_WORD_TOLERANCE;
    })
  );
}

/**
 * The block-puzzle and click-word captcha (SPEC §4-§5) and the older slider, with every challenge,
 * pass and counter in the ephemeral store so any gateway process can answer any step. It is also
 * the SMS route's {@link CaptchaGate}.
 */
export function createCaptchaService(store: EphemeralStore) {
  async function overLimit(key: string, limit: number, windowMs: number): Promise<boolean> {
    return (await store.hit(key, windowMs)) > limit;
  }

  /**
   * Challenges are counted per client (address and clientUid) and per address: a clientUid is the
   * client's to choose, so a new one each time still meets the address's limit.
   */
  async function tooManyGets(from: CaptchaClient): Promise<boolean> {
    if (await overLimit(`captcha:gets-address:${from.address}`, GET_ADDRESS_LIMIT, GET_WINDOW_MS)) return true;
    return overLimit(`captcha:gets:${clientKey(from)}`, GET_LIMIT, GET_WINDOW_MS);
  }

  async function tooManyFailures(client: string): Promise<boolean> {
    return Number((await store.get(`captcha:failures:${client}`)) ?? 0) >= FAILURE_LIMIT;
  }

  async function countFailure(client: string): Promise<void> {
    await store.hit(`captcha:failures:${client}`, FAILURE_WINDOW_MS);
  }

  async function issue(challenge: StoredChallenge): Promise<string> {
    const token = newToken();
    await store.put(challengeKey(token), JSON.stringify(challenge), CHALLENGE_TTL_MS);
    return token;
  }

  async function takeChallenge(token: string): Promise<StoredChallenge | null> {
    const raw = await store.take(challengeKey(token));
    if (raw === null) return null;
    const parsed = storedChallengeSchema.safeParse(parseJson(raw));
    return parsed.success ? parsed.data : null;
  }

  /** The answer the browser sends, decrypted and shaped; null when it is neither. */
  function readAnswer(challenge: StoredChallenge, pointJson: string): { plain: string; points: CaptchaPoint[] } | null {
    const plain = openFromBrowser(pointJson, challenge.secretKey);
    if (plain === null) return null;
    const value = parseJson(plain);
    if (challenge.answer.captchaType === 'blockPuzzle') {
      const point = captchaPointSchema.safeParse(value);
      return point.success ? { plain, points: [point.data] } : null;
    }
    const points = clickWordPointsSchema.safeParse(value);
    return points.success ? { plain, points: points.data } : null;
  }

  function answerMatches(answer: StoredAnswer, points: CaptchaPoint[]): boolean {
    if (answer.captchaType === 'blockPuzzle') return points[0] !== undefined && blockPuzzlePasses(points[0], answer.point);
    if (answer.captchaType === 'clickWord') return clickWordPasses(points, answer.points);
    return false;
  }

  /**
   * SPEC §5 makes the pass value the token, '---' and the point data as sent; the original captcha
   * host sealed the whole `token---pointJson` instead. Both forms lead to one pass, spent once.
   */
  async function recordPass(token: string, challenge: StoredChallenge, pointJson: string, plain: string) {
    const forms = [`${token}---${pointJson}`, sealForBrowser(`${token}---${plain}`, challenge.secretKey)];
    await store.put(passKey(token), '', VERIFICATION_TTL_MS);
    await Promise.all(forms.map((form) => store.put(verificationKey(form), token, VERIFICATION_TTL_MS)));
  }

  /** The pass itself is taken atomically; the value-to-token entries stay so a second use can say who spent it. */
  async function spend(value: string, binding?: VerificationBinding): Promise<VerificationUse> {
    const token = await store.get(verificationKey(value));
    if (token === null) return { ok: false };
    if ((await store.take(passKey(token))) === null) {
      const spent = await store.get(spentKey(token));
      const boundTo = spent === null ? undefined : verificationBindingSchema.safeParse(parseJson(spent)).data;
      return boundTo ? { ok: false, boundTo } : { ok: false };
    }
    if (!binding) return { ok: true };
    await store.put(spentKey(token), JSON.stringify(binding), VERIFICATION_TTL_MS);
    return { ok: true, boundTo: binding };
  }

  const gate: CaptchaGate = {
    async consumeVerification(value, binding) {
      return (await spend(value, binding)).ok;
    },
  };

  return {
    ...gate,

    /** Spends a pass value without binding it to a request: true once within 180 s of the pass. */
    verification: (value: string): Promise<VerificationUse> => spend(value),

    /** Like consumeVerification, but says which request spent the value when it is refused for that. */
    spendVerification: (value: string, binding: VerificationBinding): Promise<VerificationUse> => spend(value, binding),

    /** POST /inform/captcha/get for `from` (its address and clientUid). */
    async challenge(captchaType: CaptchaType, from: CaptchaClient): Promise<CaptchaOutcome> {
      const client = clientKey(from);
      if (await tooManyFailures(client)) return { repCode: CaptchaCode.TOO_MANY_FAILURES, repData: null };
      if (await tooManyGets(from)) return { repCode: CaptchaCode.TOO_MANY_GETS, repData: null };
      const random = seededRandom(newSeed());
      const secretKey = newSecretKey();
      if (captchaType === 'blockPuzzle') {
        const at = randomPiecePosition(seededRandom(newSeed()));
        const images = await renderPuzzle(random, at);
        const token = await issue({ answer: { captchaType, point: { x: at.x, y: 5 } }, secretKey, client });
        return {
          repCode: CaptchaCode.SUCCESS,
          repData: {
            originalImageBase64: images.background.toString('base64'),
            jigsawImageBase64: images.piece.toString('base64'),
            token,
            secretKey,
          },
        };
      }
      const placed = placeWords(seededRandom(newSeed()), CAPTCHA_CLICK_COUNT + (random() < 0.5 ? 1 : 2));
      const image = await renderWords(random, placed);
      const asked = placed.slice(0, CAPTCHA_CLICK_COUNT);
      const token = await issue({ answer: { captchaType, points: asked.map((word) => word.at) }, secretKey, client });
      return {
        repCode: CaptchaCode.SUCCESS,
        repData: { originalImageBase64: image.toString('base64'), token, secretKey, wordList: asked.map((w) => w.word) },
      };
    },

    /** POST /inform/captcha/check from the address `address`; the token is spent whatever the verdict. */
    async check(
      request: { captchaType: CaptchaType; pointJson: string; token: string },
      address: string,
    ): Promise<CaptchaOutcome> {
      if (await overLimit(`captcha:checks:${address}`, CHECK_LIMIT, CHECK_WINDOW_MS)) {
        return { repCode: CaptchaCode.TOO_MANY_CHECKS, repData: null };
      }
      const challenge = await takeChallenge(request.token);
      if (!challenge) return { repCode: CaptchaCode.EXPIRED, repData: null };
      if (await tooManyFailures(challenge.client)) return { repCode: CaptchaCode.TOO_MANY_FAILURES, repData: null };
      const sent = challenge.answer.captchaType === request.captchaType ? readAnswer(challenge, request.pointJson) : null;
      if (!sent || !answerMatches(challenge.answer, sent.points)) {
        await countFailure(challenge.client);
        return { repCode: CaptchaCode.FAILED, repData: null };
      }
      await recordPass(request.token, challenge, request.pointJson, sent.plain);
      return { repCode: CaptchaCode.SUCCESS, repData: { token: request.token } };
    },

    /** GET /user/verification/sliding-verification: null when `from` fetched or failed too often. */
    async oldSliderChallenge(from: CaptchaClient): Promise<OldSliderChallengeWithToken | null> {
      const client = clientKey(from);
      if (await tooManyFailures(client)) return null;
      if (await tooManyGets(from)) return null;
      const at = randomPiecePosition(seededRandom(newSeed()));
      const images = await renderPuzzle(seededRandom(newSeed()), at);
      const token = await issue({ answer: { captchaType: 'oldSlider', x: at.x }, secretKey: '', client });
      return {
        tari: images.background.toString('base64'),
        slii: images.piece.toString('base64'),
        coox: 0,
        cooy: at.y,
        token,
      };
    },

    /** POST /user/verification/sliding-verification/check: 'expired', 'failed', 'limited' or 'passed'; one try per token. */
    async checkOldSlider(token: string, x: number, address: string): Promise<'expired' | 'failed' | 'limited' | 'passed'> {
      if (await overLimit(`captcha:checks:${address}`, CHECK_LIMIT, CHECK_WINDOW_MS)) return 'limited';
      const challenge = await takeChallenge(token);
      if (!challenge || challenge.answer.captchaType !== 'oldSlider') return 'expired';
      if (await tooManyFailures(challenge.client)) return 'limited';
      if (oldSliderPasses(x, challenge.answer.x)) return 'passed';
      await countFailure(challenge.client);
      return 'failed';
    },

    /** What the challenge `token` expects, without spending it; for /dev/captcha/answer only. */
    async answerOf(token: string): Promise<StoredAnswer | null> {
      const raw = await store.get(challengeKey(token));
      if (raw === null) return null;
      const parsed = storedChallengeSchema.safeParse(parseJson(raw));
      return parsed.success ? parsed.data.answer : null;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
