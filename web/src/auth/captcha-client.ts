import {
  HTTP_TIMEOUT_MS,
  captchaResponseSchema,
  type CaptchaCheckRequest,
  type CaptchaGetRequest,
  type CaptchaResponse,
  type CaptchaType,
} from '@portal/contracts';
import { fromPromise } from 'xstate';
import type { CaptchaCheckInput, CaptchaCheckResult } from './slider-captcha.machine';
import { createApiClient } from '../lib/api';
import { captchaPointData } from './crypto';

/** The captcha host (SPEC §7 puts it apart from the API host); the page's own origin when not configured. */
export const CAPTCHA_BASE_URL: string = import.meta.env.VITE_CAPTCHA_BASE_URL ?? '';

const CLIENT_UID_KEY = 'captcha:clientUid';

export interface CaptchaClient {
  /** POST /inform/captcha/get: a new challenge of `captchaType`. */
  challenge(captchaType: CaptchaType, signal?: AbortSignal): Promise<CaptchaResponse>;
  /** POST /inform/captcha/check with the answer points, sealed with the challenge's secret key when it has one. */
  check(captchaType: CaptchaType, input: CaptchaCheckInput, signal?: AbortSignal): Promise<CaptchaCheckResult>;
}

export interface CaptchaClientOptions {
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  clientUid?: () => string;
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** The id the captcha host counts challenges by: one per browser, kept in local storage. */
export function browserClientUid(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const stored = storage?.getItem(CLIENT_UID_KEY);
  if (stored) return stored;
  const created = randomHex(16);
  storage?.setItem(CLIENT_UID_KEY, created);
  return created;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createCaptchaClient({
  baseUrl = CAPTCHA_BASE_URL,
  fetchImpl,
  timeoutMs = HTTP_TIMEOUT_MS,
  clientUid = () => browserClientUid(),
}: CaptchaClientOptions = {}): CaptchaClient {
  const client = createApiClient({ baseUrl, timeoutMs, ...(fetchImpl ? { fetchImpl } : {}) });

  async function post(path: string, body: CaptchaGetRequest | CaptchaCheckRequest, signal?: AbortSignal) {
    const answer = await client.post(path, body, { schema: captchaResponseSchema, signal, foreign: true });
    if (!answer.ok) throw new Error(`${path} answered without a captcha answer`);
    return answer.data;
  }

  return {
    challenge: (captchaType, signal) =>
      post('/inform/captcha/get', { captchaType, clientUid: clientUid(), ts: Date.now() }, signal),
    async check(captchaType, { token, secretKey, pointJson }, signal) {
      const pointData = captchaPointData(pointJson, secretKey);
      const answer = await post('/inform/captcha/check', { captchaType, pointJson: pointData, token }, signal);
      return { repCode: answer.repCode, repMsg: answer.repMsg, pointData };
    },
  };
}

/** The network actors of a slider or click-word captcha machine, for its `.provide()`. */
export function captchaActors(client: CaptchaClient, captchaType: CaptchaType) {
  return {
    fetchChallenge: fromPromise<CaptchaResponse>(({ signal }) => client.challenge(captchaType, signal)),
    checkAnswer: fromPromise<CaptchaCheckResult, CaptchaCheckInput>(({ input, signal }) =>
      client.check(captchaType, input, signal),
    ),
  };
}
