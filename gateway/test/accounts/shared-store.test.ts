import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/ephemeral/memory-store';
import { connectRedisStore } from '../../src/ephemeral/redis-store';
import type { EphemeralStore } from '../../src/ephemeral/store';
import { buildTestApp } from '../helper';
import { encryptPassword, envelope, freshMobile, storeBackedCaptcha } from './support';

const redisUrl = process.env.REDIS_URL;

const targets: Array<{ name: string; open: () => Promise<EphemeralStore> }> = [{ name: 'memory', open: async () => createMemoryStore() }];
if (redisUrl) targets.push({ name: 'redis', open: () => connectRedisStore(redisUrl, `test:${randomUUID()}:`) });

describe.each(targets)('two gateway processes sharing a $name ephemeral store', ({ open }) => {
  it('verify a code the other sent, and spend a dynamic key once between them', async () => {
    const store = await open();
    const captcha = storeBackedCaptcha(store);
    const gateway = () =>
      buildTestApp({ dependencies: { ephemeral: store, captchaGate: captcha.gate }, env: { AUTH_SECRET: 'shared-secret-'.repeat(3) } });
    const [first, second] = [await gateway(), await gateway()];
    try {
      const mobile = freshMobile();
      const sent = await first.app.inject({
        method: 'POST',
        url: '/inform/send/sms',
        payload: { captchaVerification: await captcha.pass(mobile), mobile, type: 3 },
      });
      expect(envelope(sent).code).toBe(200);
      const code = envelope<{ code: string }>(await second.app.inject({ method: 'GET', url: `/dev/sms/latest?mobile=${mobile}` })).data.code;
      const check = await second.app.inject({ method: 'GET', url: `/inform/verifyCode?mobile=${mobile}&verifyCode=${code}` });
      expect(envelope(check).data).toEqual({ valid: true });

      const key = envelope<{ iv: string; key: string }>(await second.app.inject({ method: 'GET', url: '/user/key/getDynamicKey' })).data;
      const body = { mobile, channelId: 3, platform: 1, mode: 0, auto: 0, password: encryptPassword('whatever1', key), ...key };
      const answers = await Promise.all([
        first.app.inject({ method: 'POST', url: '/user/login', payload: body }),
        second.app.inject({ method: 'POST', url: '/user/login', payload: body }),
      ]);
      expect(answers.map((answer) => envelope(answer).code).sort((a, b) => a - b)).toEqual([400, 10011]);
    } finally {
      await first.close();
      await second.close();
      await store.close();
    }
  });
});
