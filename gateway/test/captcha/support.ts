import { createCipheriv, randomUUID } from 'node:crypto';
import type { CaptchaPoint } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type CaptchaService, createCaptchaService } from '../../src/captcha/service';
import { createMemoryStore } from '../../src/ephemeral/memory-store';
import { connectRedisStore } from '../../src/ephemeral/redis-store';
import type { EphemeralStore } from '../../src/ephemeral/store';
import { handleError } from '../../src/http/errors';
import { devCaptchaRoutes } from '../../src/routes/dev/captcha';
import { captchaRoutes } from '../../src/routes/inform/captcha';
import { slidingVerificationRoutes } from '../../src/routes/user/sliding-verification';

export type CaptchaBody = {
  repCode: string;
  repMsg: string | null;
  repData: {
    originalImageBase64?: string;
    jigsawImageBase64?: string;
    token?: string;
    secretKey?: string | null;
    wordList?: string[] | null;
  } | null;
  success: boolean;
};

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2025, 0, 1, 12)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** What the page's crypto-js call does: AES-128-ECB, PKCS7, the key's UTF-8 bytes, base64. */
export function browserSeal(text: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** Width and height from a PNG's header, and whether it has an alpha channel. */
export function pngInfo(base64: string): { width: number; height: number; alpha: boolean } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  const colorType = bytes[25];
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), alpha: colorType === 4 || colorType === 6 };
}

let ipCounter = 0;
/** An address no other test uses, so per-address limits count only what a test means them to. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.9.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type CaptchaTestApp = {
  app: FastifyInstance;
  store: EphemeralStore;
  captcha: CaptchaService;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
};

/** The captcha routes alone on a bare Fastify, on a memory store with a hand-moved clock or on `store`. */
export async function buildCaptchaApp(store?: EphemeralStore): Promise<CaptchaTestApp> {
  const clock = manualClock();
  const used = store ?? createMemoryStore(clock);
  const captcha = createCaptchaService(used);
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(captchaRoutes, { captcha });
  await app.register(slidingVerificationRoutes, { captcha });
  await app.register(devCaptchaRoutes, { captcha });
  await app.ready();
  return {
    app,
    store: used,
    captcha,
    clock,
    async close() {
      await app.close();
      await used.close();
    },
  };
}

export const redisUrl = process.env.REDIS_URL;

export function openRedisStore(url: string): Promise<EphemeralStore> {
  return connectRedisStore(url, `test:captcha:${randomUUID()}:`);
}

/** A browser of the captcha page: one address and clientUid, speaking the captcha host's API. */
export function captchaClient(app: FastifyInstance, remoteAddress = freshIp(), clientUid = randomUUID()) {
  const post = async (url: string, payload: unknown) => {
    const response = await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
    return { status: response.statusCode, body: response.json<CaptchaBody>() };
  };
  return {
    remoteAddress,
    get: (captchaType: 'blockPuzzle' | 'clickWord') =>
      post('/inform/captcha/get', { captchaType, clientUid, ts: Date.now() }),
    check: (captchaType: 'blockPuzzle' | 'clickWord', token: string, pointJson: string) =>
      post('/inform/captcha/check', { captchaType, pointJson, token }),
    /** Seals `points` as the page does and checks them. */
    answer(captchaType: 'blockPuzzle' | 'clickWord', challenge: { token: string; secretKey: string }, points: unknown) {
      return this.check(captchaType, challenge.token, browserSeal(JSON.stringify(points), challenge.secretKey));
    },
    /** A fresh challenge and what it expects, read through /dev/captcha/answer. */
    async challenge(captchaType: 'blockPuzzle' | 'clickWord') {
      const got = await this.get(captchaType);
      const token = got.body.repData?.token ?? '';
      const secretKey = got.body.repData?.secretKey ?? '';
      const answer = await app.inject({ method: 'GET', url: `/dev/captcha/answer?token=${token}` });
      const data = answer.json<{ data: { point?: CaptchaPoint; points?: CaptchaPoint[] } }>().data;
      return { token, secretKey, body: got.body, point: data.point, points: data.points };
    },
  };
}
