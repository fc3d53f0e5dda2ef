import {
  HTTP_TIMEOUT_MS,
  routes,
  type CaptchaResponse,
  type CaptchaType,
} from '@portal/contracts';
import { fromPromise } from 'xstate';
import type { CaptchaCheckInput, CaptchaCheckResult } from './slider-captcha.machine';
import { createApiClient, type ApiResult } from '../lib/api';
import { callRoute } from '../lib/api-call';
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

  async function captchaAnswer<T>(call: Promise<ApiResult<T>>, path: string): Promise<T> {
    const answer = await call;
    if (!answer.ok) throw new Error(`${path} answered without a captcha answer`);
    return answer.data;
  }

  const { captchaGet, captchaCheck } = routes.inform;
  return {
    challenge: (captchaType, signal) =>
      captchaAnswer(callRoute(client, captchaGet, { body: { captchaType, clientUid: clientUid(), ts: Date.now() } }, { signal }), captchaGet.path),
    async check(captchaType, { token, secretKey, pointJson }, signal) {
      const pointData = captchaPointData(pointJson, secretKey);
      const answer = await captchaAnswer(
        callRoute(client, captchaCheck, { body: { captchaType, pointJson: pointData, token } }, { signal }),
        captchaCheck.path,
      );
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
