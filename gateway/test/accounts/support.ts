import { createCipheriv, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CaptchaGate } from '../../src/accounts/captcha-gate';
import { createArgon2Hasher, type PasswordHasher } from '../../src/accounts/password-hasher';
import { createMemoryStore } from '../../src/ephemeral/memory-store';
import type { EphemeralStore } from '../../src/ephemeral/store';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helper';

export type Envelope<T = unknown> = { code: number; message: string; data: T };

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

export const MINUTE = 60_000;

/**
 * A captcha that works as the real one must: a passed challenge leaves a verification value in the
 * store once, and consuming it takes it, so it never passes twice.
 */
export function storeBackedCaptcha(store: EphemeralStore) {
  const key = (value: string) => `test-captcha:${value}`;
  const gate: CaptchaGate = {
    async consumeVerification(value, { mobile }) {
      const boundTo = await store.take(key(value));
      return boundTo !== null && (boundTo === '' || boundTo === mobile);
    },
  };
  return {
    gate,
    /** The value a passed captcha hands to the SMS request. */
    async pass(forMobile = ''): Promise<string> {
      const value = `${randomUUID()}---points`;
      await store.put(key(value), forMobile, 2 * MINUTE);
      return value;
    },
  };
}

/** argon2id as the app uses it, counting the verifies. */
export function countingHasher(): PasswordHasher & { verifies: number } {
  const real = createArgon2Hasher();
  const counting = {
    verifies: 0,
    hash: (password: string) => real.hash(password),
    verify(storedHash: string, password: string) {
      counting.verifies += 1;
      return real.verify(storedHash, password);
    },
  };
  return counting;
}

/** What crypto-js does with `CryptoJS.AES.encrypt(password, Hex.parse(key), { iv: Hex.parse(iv) })`: AES-128-CBC, PKCS7, base64. */
export function encryptPassword(password: string, { iv, key }: { iv: string; key: string }): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

let mobileCounter = 0;
/** A mobile no other test uses, each with its own seven-digit prefix so per-prefix limits never meet. */
export function freshMobile(): string {
  mobileCounter += 1;
  const n = String(mobileCounter).padStart(4, '0');
  return `138${n}${n}`;
}

let ipCounter = 0;
/** A client address no other request uses, so per-address limits only count what a test means them to. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function envelope<T>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

export type AccountsTestApp = TestApp & {
  clock: ReturnType<typeof manualClock>;
  store: EphemeralStore;
  captcha: ReturnType<typeof storeBackedCaptcha>;
  hasher: ReturnType<typeof countingHasher>;
};

/** The test app with a hand-moved clock, a store on that clock and a captcha backed by the store. */
export async function buildAccountsApp(options: TestAppOptions = {}): Promise<AccountsTestApp> {
  const clock = manualClock();
  const store = createMemoryStore(clock);
  const captcha = storeBackedCaptcha(store);
  const hasher = countingHasher();
  const ctx = await buildTestApp({
    ...options,
    dependencies: { clock, ephemeral: store, captchaGate: captcha.gate, passwordHasher: hasher, ...options.dependencies },
  });
  return {
    ...ctx,
    clock,
    store,
    captcha,
    hasher,
    async close() {
      await ctx.close();
      await store.close();
    },
  };
}

/** The calls of the accounts flows, as the web makes them. */
export function accountsClient(ctx: AccountsTestApp) {
  const app: FastifyInstance = ctx.app;
  const auth = (token: string | undefined) => (token ? { accesstoken: token } : {});

  const client = {
    get: (url: string, token?: string, remoteAddress = freshIp()) =>
      app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...auth(token) }, remoteAddress }),

    post: (url: string, payload: unknown, token?: string, remoteAddress = freshIp()) =>
      app.inject({ method: 'POST', url, payload: payload as object, headers: auth(token), remoteAddress }),

    async sendCode(mobile: string, remoteAddress = freshIp()) {
      const captchaVerification = await ctx.captcha.pass(mobile);
      return client.post('/inform/send/sms', { captchaVerification, mobile, type: 3 }, undefined, remoteAddress);
    },

    /** The code the sandbox last sent to `mobile`, read through /dev/sms/latest. */
    async latestCode(mobile: string): Promise<string> {
      const response = await client.get(`/dev/sms/latest?mobile=${mobile}`);
      const body = envelope<{ code: string }>(response);
      if (body.code !== 200) throw new Error(`no sandbox SMS for ${mobile}: ${body.message}`);
      return body.data.code;
    },

    async freshCode(mobile: string): Promise<string> {
      const sent = envelope(await client.sendCode(mobile));
      if (sent.code !== 200) throw new Error(`send failed: ${sent.message}`);
      return client.latestCode(mobile);
    },

    async dynamicKey(): Promise<{ iv: string; key: string }> {
      return envelope<{ iv: string; key: string }>(await client.get('/user/key/getDynamicKey?channelId=3&platform=1')).data;
    },

    async sealed(password: string) {
      const dynamicKey = await client.dynamicKey();
      return { password: encryptPassword(password, dynamicKey), ...dynamicKey };
    },

    async register(mobile: string, password: string, extra: Record<string, unknown> = {}) {
      const verifyCode = await client.freshCode(mobile);
      return client.post('/user/register', { mobile, verifyCode, ...(await client.sealed(password)), ...extra });
    },

    async registered(mobile: string, password: string, extra: Record<string, unknown> = {}): Promise<string> {
      const body = envelope<{ token: string }>(await client.register(mobile, password, extra));
      if (body.code !== 200) throw new Error(`register failed: ${body.message}`);
      return body.data.token;
    },

    async passwordLogin(mobile: string, password: string, auto: 0 | 1 = 0) {
      return client.post('/user/login', { mobile, channelId: 3, platform: 1, mode: 0, auto, ...(await client.sealed(password)) });
    },

    /** A code login from `remoteAddress`, by default a new address each time. */
    async codeLogin(mobile: string, verifyCode: string, auto: 0 | 1 = 0, remoteAddress = freshIp()) {
      return client.post('/user/login', { mobile, channelId: 3, platform: 1, mode: 1, auto, verifyCode }, undefined, remoteAddress);
    },
  };
  return client;
}
