import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_REQUESTS_TOO_FREQUENT_MESSAGE,
  ResultCode,
  SMS_DAILY_LIMIT_MESSAGE,
  SMS_FAILED_MESSAGE,
  smsCodeText,
  smsCooldownMessage,
  type SmsSent,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { EphemeralStore } from '../ephemeral/store';
import { AppError } from '../http/errors';
import type { SmsSender } from './sms-sender';

const CODE_TTL_MS = 5 * 60_000;
/**
 * Tries one requester (a client address) has at a code; past them its guesses are refused without
 * touching the code, so a stranger cannot burn the owner's code by guessing wrong.
 */
export const SMS_CODE_TRIES_PER_REQUESTER = 5;
/** Tries a code takes from everyone together; the next, right or wrong, finds it gone. */
export const SMS_CODE_TRIES_PER_CODE = 20;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Wait after the first, second, third and every later send within an hour. */
const BACKOFF_SECONDS = [60, 120, 300, 600] as const;

export const SMS_DAILY_LIMITS = { perMobile: 10, perIp: 30, perPrefix: 200 } as const;

const keys = {
  code: (mobile: string) => `sms-code:${mobile}`,
  // Per live code (named by its hash, which every send replaces), so a new code starts afresh.
  attempts: (mobile: string, codeId: string) => `sms-attempts:${mobile}:${codeId}`,
  requesterAttempts: (mobile: string, codeId: string, requester: string) => `sms-attempts:${mobile}:${codeId}:${requester}`,
  cooldown: (mobile: string) => `sms-cooldown:${mobile}`,
  burst: (mobile: string) => `sms-burst:${mobile}`,
  dailyMobile: (mobile: string) => `sms-day-mobile:${mobile}`,
  dailyIp: (ip: string) => `sms-day-ip:${ip}`,
  // Numbers are handed out in blocks by their first seven digits; a sweep through one block shows here.
  dailyPrefix: (mobile: string) => `sms-day-prefix:${mobile.slice(0, 7)}`,
};

const tooFrequent = () => new AppError(ResultCode.TOO_MANY_REQUESTS, CODE_REQUESTS_TOO_FREQUENT_MESSAGE);

export type SmsCodesOptions = {
  store: EphemeralStore;
  sender: SmsSender;
  /** Keys the code hashes, so the store alone does not give the codes away. */
  secret: string;
  log: FastifyBaseLogger;
};

/**
 * SMS login codes: six digits, kept only as a keyed hash for five minutes, good for one use, five
 * tries per requester and twenty in all; a new send replaces the old code. Sends are rationed per mobile (a growing wait and
 * a daily cap), per client address and per number block.
 */
export function createSmsCodes({ store, sender, secret, log }: SmsCodesOptions) {
  const digest = (mobile: string, code: string) => createHmac('sha256', secret).update(`${mobile}:${code}`).digest();

  async function check(mobile: string, code: string, requester: string, consume: boolean): Promise<boolean> {
    const stored = await store.get(keys.code(mobile));
    if (stored === null) return false;
    const codeId = stored.slice(0, 16);
    // Counted before comparing, so parallel guesses cannot slip past the limits: first the
    // requester's own, which leaves the code alone, then the code's, which burns it.
    if ((await store.hit(keys.requesterAttempts(mobile, codeId, requester), CODE_TTL_MS)) > SMS_CODE_TRIES_PER_REQUESTER) return false;
    const attempts = await store.hit(keys.attempts(mobile, codeId), CODE_TTL_MS);
    if (attempts > SMS_CODE_TRIES_PER_CODE) {
      if ((await store.get(keys.code(mobile))) === stored) await store.delete(keys.code(mobile));
      return false;
    }
    const right = timingSafeEqual(Buffer.from(stored, 'base64'), digest(mobile, code));
    if (!right) {
      if (attempts === SMS_CODE_TRIES_PER_CODE && (await store.get(keys.code(mobile))) === stored) await store.delete(keys.code(mobile));
      return false;
    }
    if (!consume) return true;
    return (await store.take(keys.code(mobile))) === stored;
  }

  return {
    async send(mobile: string, ip: string): Promise<SmsSent> {
      const sendsThisHour = Number((await store.get(keys.burst(mobile))) ?? 0);
      const waitSeconds = BACKOFF_SECONDS[Math.min(sendsThisHour, BACKOFF_SECONDS.length - 1)] ?? 60;
      if (!(await store.putIfAbsent(keys.cooldown(mobile), '1', waitSeconds * 1000))) {
        const seconds = Math.max(1, Math.ceil((await store.remainingMs(keys.cooldown(mobile))) / 1000));
        throw new AppError(ResultCode.TOO_MANY_REQUESTS, smsCooldownMessage(seconds));
      }
      if ((await store.hit(keys.dailyMobile(mobile), DAY_MS)) > SMS_DAILY_LIMITS.perMobile) {
        throw new AppError(ResultCode.TOO_MANY_REQUESTS, SMS_DAILY_LIMIT_MESSAGE);
      }
      if ((await store.hit(keys.dailyIp(ip), DAY_MS)) > SMS_DAILY_LIMITS.perIp) throw tooFrequent();
      if ((await store.hit(keys.dailyPrefix(mobile), DAY_MS)) > SMS_DAILY_LIMITS.perPrefix) throw tooFrequent();
      await store.hit(keys.burst(mobile), HOUR_MS);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const hashed = digest(mobile, code).toString('base64');
      await store.put(keys.code(mobile), hashed, CODE_TTL_MS);
      try {
        await sender.send(mobile, smsCodeText(code));
      } catch (error) {
        log.error({ err: error, mobile }, 'sms send failed');
        if ((await store.get(keys.code(mobile))) === hashed) await store.delete(keys.code(mobile));
        throw new AppError(ResultCode.INTERNAL, SMS_FAILED_MESSAGE);
      }
      return { retryAfterSeconds: waitSeconds };
    },

    /**
     * Whether `code` is the live code of `mobile`, leaving it usable; a wrong code still spends a
     * try of `requester` (the client's address) and of the code.
     */
    peek: (mobile: string, code: string, requester: string) => check(mobile, code, requester, false),

    /** Whether `code` is the live code of `mobile`, tried by `requester`; a right code is spent. */
    consume: (mobile: string, code: string, requester: string) => check(mobile, code, requester, true),
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
