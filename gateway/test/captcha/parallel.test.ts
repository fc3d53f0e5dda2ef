import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/ephemeral/memory-store';
import type { EphemeralStore } from '../../src/ephemeral/store';
import { browserSeal, buildCaptchaApp, type CaptchaTestApp, captchaClient, openRedisStore, redisUrl } from './support';

const targets: Array<{ name: string; open: () => Promise<EphemeralStore> }> = [
  { name: 'memory', open: async () => createMemoryStore() },
];
if (redisUrl) {
  const url = redisUrl;
  targets.push({ name: 'redis', open: () => openRedisStore(url) });
}

describe.each(targets)('racing checks on the $name store', ({ open }) => {
  const apps: CaptchaTestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('lets exactly one of two parallel right checks pass', async () => {
    const ctx = await buildCaptchaApp(await open());
    apps.push(ctx);
    for (const captchaType of ['blockPuzzle', 'clickWord'] as const) {
      const client = captchaClient(ctx.app);
      const challenge = await client.challenge(captchaType);
      const points = captchaType === 'blockPuzzle' ? { x: challenge.point?.x, y: 5 } : challenge.points;
      const results = await Promise.all([
        client.answer(captchaType, challenge, points),
        client.answer(captchaType, challenge, points),
      ]);
      expect(results.map((result) => result.body.repCode).sort()).toEqual(['0000', '6110']);
    }
  });

  it('spends a pass once when two SMS requests race for it', async () => {
    const ctx = await buildCaptchaApp(await open());
    apps.push(ctx);
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    const sealed = browserSeal(JSON.stringify({ x: challenge.point?.x, y: 5 }), challenge.secretKey);
    expect((await client.check('blockPuzzle', challenge.token, sealed)).body.repCode).toBe('0000');
    const value = `${challenge.token}---${sealed}`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ctx.captcha.consumeVerification(value, { mobile: '13800000009' })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
