import { randomUUID } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS, CHECK_LIMIT, FAILURE_LIMIT, GET_ADDRESS_LIMIT, GET_LIMIT, VERIFICATION_TTL_MS } from '../../src/captcha/limits';
import { browserSeal, buildCaptchaApp, type CaptchaTestApp, captchaClient, pngInfo } from './support';

let ctx: CaptchaTestApp;
beforeAll(async () => {
  ctx = await buildCaptchaApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /inform/captcha/get', () => {
  it('hands out a 310x155 block puzzle with a 47x155 transparent piece, a token and a 16-character key', async () => {
    const { status, body } = await captchaClient(ctx.app).get('blockPuzzle');
    expect(status).toBe(200);
    expect(body).toMatchObject({ repCode: '0000', success: true });
    const data = body.repData ?? {};
    expect(data.originalImageBase64).not.toMatch(/^data:/);
    expect(pngInfo(data.originalImageBase64 ?? '')).toMatchObject({ width: 310, height: 155 });
    expect(pngInfo(data.jigsawImageBase64 ?? '')).toEqual({ width: 47, height: 155, alpha: true });
    expect(data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(data.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('cuts the piece from the hole: under the piece the background is the piece darkened by half', async () => {
    const { body, point } = await captchaClient(ctx.app).challenge('blockPuzzle');
    const [board, piece] = await Promise.all([
      pixels(body.repData?.originalImageBase64 ?? '', 310, 155),
      pixels(body.repData?.jigsawImageBase64 ?? '', 47, 155),
    ]);
    const inside = interiorOf(piece, 47, 155);
    expect(inside.length).toBeGreaterThan(600);
    const mismatch = (dx: number) => {
      let total = 0;
      for (const [x, y] of inside) {
        for (let c = 0; c < 3; c += 1) {
          const shaded = (piece[(y * 47 + x) * 4 + c] ?? 0) / 2;
          total += Math.abs((board[(y * 310 + x + dx) * 4 + c] ?? 0) - shaded);
        }
      }
      return total / (inside.length * 3);
    };
    const x = point?.x ?? 0;
    expect(mismatch(x)).toBeLessThan(3);
    expect(mismatch(x > 150 ? x - 25 : x + 25)).toBeGreaterThan(mismatch(x) + 5);
  });

  it('puts the piece at least 60 pixels in', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { point } = await captchaClient(ctx.app).challenge('blockPuzzle');
      expect(point?.x).toBeGreaterThanOrEqual(60);
      expect(point?.x).toBeLessThanOrEqual(310 - 47);
    }
  });

  it('hands out a 310x155 click-word image with three distinct characters to click', async () => {
    const { body, points } = await captchaClient(ctx.app).challenge('clickWord');
    expect(body.repCode).toBe('0000');
    expect(pngInfo(body.repData?.originalImageBase64 ?? '')).toMatchObject({ width: 310, height: 155 });
    expect(body.repData?.jigsawImageBase64).toBeUndefined();
    const words = body.repData?.wordList ?? [];
    expect(words).toHaveLength(3);
    expect(new Set(words).size).toBe(3);
    for (const word of words) expect(word).toMatch(/^[\u4e00-\u9fff]$/);
    expect(points).toHaveLength(3);
    for (const [i, a] of (points ?? []).entries()) {
      for (const b of (points ?? []).slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(50);
    }
  });
});

describe('block puzzle check', () => {
  it('passes within 5 units and answers 0000', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    const x = (challenge.point?.x ?? 0) + 5;
    const { body } = await client.answer('blockPuzzle', challenge, { x, y: 5 });
    expect(body).toMatchObject({ repCode: '0000', success: true });
  });

  it('fails 6 units off', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    const x = (challenge.point?.x ?? 0) - 6;
    const { body } = await client.answer('blockPuzzle', challenge, { x, y: 5 });
    expect(body).toMatchObject({ repCode: '6111', repMsg: '验证失败', success: false, repData: null });
  });

  it('ignores y, which the page always sends as 5', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    expect((await client.answer('blockPuzzle', challenge, { x: challenge.point?.x, y: 90 })).body.repCode).toBe('0000');
  });

  it('accepts a fractional position, as the page scales it without rounding', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    const x = (challenge.point?.x ?? 0) + 4.7;
    expect((await client.answer('blockPuzzle', challenge, { x, y: 5 })).body.repCode).toBe('0000');
  });

  it('spends the token on the first check, right or wrong', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    const right = { x: challenge.point?.x ?? 0, y: 5 };
    expect((await client.answer('blockPuzzle', challenge, { x: right.x + 40, y: 5 })).body.repCode).toBe('6111');
    const again = await client.answer('blockPuzzle', challenge, right);
    expect(again.body).toMatchObject({ repCode: '6110', repMsg: '验证码已失效，请重新获取' });
  });

  it('answers 6110 once the token is 120 s old', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    ctx.clock.advance(CHALLENGE_TTL_MS);
    const { body } = await client.answer('blockPuzzle', challenge, { x: challenge.point?.x, y: 5 });
    expect(body.repCode).toBe('6110');
  });

  it('answers 6110 for a token it never issued', async () => {
    const { body } = await captchaClient(ctx.app).check('blockPuzzle', 'f'.repeat(32), 'AAAA');
    expect(body.repCode).toBe('6110');
  });
});

describe('click-word check', () => {
  it('passes the three characters clicked in order', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('clickWord');
    expect((await client.answer('clickWord', challenge, challenge.points)).body.repCode).toBe('0000');
  });

  it('passes clicks up to 25 px off', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('clickWord');
    const clicks = (challenge.points ?? []).map((p) => ({ x: p.x + 15, y: p.y - 20 }));
    expect((await client.answer('clickWord', challenge, clicks)).body.repCode).toBe('0000');
  });

  it('fails the right characters in the wrong order', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('clickWord');
    const [a, b, c] = challenge.points ?? [];
    expect((await client.answer('clickWord', challenge, [b, a, c])).body.repCode).toBe('6111');
  });

  it('fails when one click is 26 px off', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('clickWord');
    const clicks = (challenge.points ?? []).map((p, i) => (i === 2 ? { x: p.x, y: p.y + 26 } : p));
    expect((await client.answer('clickWord', challenge, clicks)).body.repCode).toBe('6111');
  });

  it('fails two clicks, and a block-puzzle answer to a click-word token', async () => {
    const client = captchaClient(ctx.app);
    const first = await client.challenge('clickWord');
    expect((await client.answer('clickWord', first, first.points?.slice(0, 2))).body.repCode).toBe('6111');
    const second = await client.challenge('clickWord');
    const point = second.points?.[0];
    expect((await client.answer('blockPuzzle', second, point)).body.repCode).toBe('6111');
  });
});

describe('answers that cannot be read', () => {
  it.each([
    ['not base64', () => '%%%not-base64%%%'],
    ['base64 of the wrong length', () => Buffer.from('hello').toString('base64')],
    ['sealed with another key', () => browserSeal('{"x":100,"y":5}', 'ZZZZZZZZZZZZZZZZ')],
    ['not JSON', (key: string) => browserSeal('x=100', key)],
    ['JSON of the wrong shape', (key: string) => browserSeal('{"x":"100"}', key)],
    ['unsealed JSON', () => '{"x":100,"y":5}'],
  ])('answers 6111 for %s, never 500', async (_, pointJson) => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    const { status, body } = await client.check('blockPuzzle', challenge.token, pointJson(challenge.secretKey));
    expect(status).toBe(200);
    expect(body).toMatchObject({ repCode: '6111', success: false });
  });
});

describe('malformed requests', () => {
  const post = (url: string, payload: string, contentType = 'application/json') =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it.each([
    ['/inform/captcha/get', '{}', 'captchaType'],
    ['/inform/captcha/get', '{"captchaType":"rotate"}', 'captchaType'],
    ['/inform/captcha/check', '{"captchaType":"blockPuzzle","token":"abc"}', 'pointJson'],
    ['/inform/captcha/check', '{"captchaType":"blockPuzzle","pointJson":"","token":"abc"}', 'pointJson'],
  ])('%s with %s answers 400 naming %s, in the captcha body', async (url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ repCode: '0011', repData: null, success: false });
    expect(body.repMsg).toContain(field);
  });

  it('answers 400 to broken JSON', async () => {
    const response = await post('/inform/captcha/check', '{"captchaType":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ repCode: '6206', success: false });
  });

  it('answers without clientUid and ts', async () => {
    const response = await post('/inform/captcha/get', '{"captchaType":"blockPuzzle"}');
    expect(response.json().repCode).toBe('0000');
  });
});

describe('passes for the SMS request', () => {
  async function passed() {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    const pointJson = JSON.stringify({ x: challenge.point?.x, y: 5 });
    const sealed = browserSeal(pointJson, challenge.secretKey);
    expect((await client.check('blockPuzzle', challenge.token, sealed)).body.repCode).toBe('0000');
    return { token: challenge.token, secretKey: challenge.secretKey, sealed, pointJson };
  }

  it('spends the token---pointData value once', async () => {
    const { token, sealed } = await passed();
    const value = `${token}---${sealed}`;
    expect(await ctx.captcha.consumeVerification(value, { mobile: '13800000001' })).toBe(true);
    expect(await ctx.captcha.consumeVerification(value, { mobile: '13800000001' })).toBe(false);
    expect(await ctx.captcha.consumeVerification(value, { mobile: '13800000002' })).toBe(false);
  });

  it('also takes the sealed token---pointJson form, and either form spends the pass', async () => {
    const { token, secretKey, sealed, pointJson } = await passed();
    const sealedForm = browserSeal(`${token}---${pointJson}`, secretKey);
    expect(await ctx.captcha.consumeVerification(sealedForm, { mobile: '13800000003' })).toBe(true);
    expect(await ctx.captcha.consumeVerification(`${token}---${sealed}`, { mobile: '13800000003' })).toBe(false);
  });

  it('binds the value to the mobile that spent it, and names that mobile to a second use', async () => {
    const { token, sealed } = await passed();
    const value = `${token}---${sealed}`;
    expect(await ctx.captcha.spendVerification(value, { mobile: '13800000006' })).toEqual({
      ok: true,
      boundTo: { mobile: '13800000006' },
    });
    expect(await ctx.captcha.spendVerification(value, { mobile: '13800000007' })).toEqual({
      ok: false,
      boundTo: { mobile: '13800000006' },
    });
    expect(await ctx.captcha.verification(value)).toEqual({ ok: false, boundTo: { mobile: '13800000006' } });
  });

  it('can be spent once without a binding', async () => {
    const { token, sealed } = await passed();
    expect(await ctx.captcha.verification(`${token}---${sealed}`)).toEqual({ ok: true });
    expect(await ctx.captcha.verification(`${token}---${sealed}`)).toEqual({ ok: false });
  });

  it('expires after 180 s', async () => {
    const { token, sealed } = await passed();
    ctx.clock.advance(VERIFICATION_TTL_MS);
    expect(await ctx.captcha.consumeVerification(`${token}---${sealed}`, { mobile: '13800000004' })).toBe(false);
  });

  it('accepts no value for a failed check, nor a made-up one', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    const sealed = browserSeal(JSON.stringify({ x: (challenge.point?.x ?? 0) + 30, y: 5 }), challenge.secretKey);
    await client.check('blockPuzzle', challenge.token, sealed);
    expect(await ctx.captcha.consumeVerification(`${challenge.token}---${sealed}`, { mobile: '13800000005' })).toBe(false);
    expect(await ctx.captcha.consumeVerification('whatever---points', { mobile: '13800000005' })).toBe(false);
  });
});

describe('rate limits', () => {
  it(`answers 6201 without images after ${GET_LIMIT} gets a minute, per address and clientUid`, async () => {
    const client = captchaClient(ctx.app);
    for (let i = 0; i < GET_LIMIT; i += 1) expect((await client.get('clickWord')).body.repCode).toBe('0000');
    const refused = await client.get('blockPuzzle');
    expect(refused.body).toMatchObject({ repCode: '6201', repData: null, success: false });
    expect((await captchaClient(ctx.app, client.remoteAddress).get('blockPuzzle')).body.repCode).toBe('0000');
    ctx.clock.advance(60_000);
    expect((await client.get('blockPuzzle')).body.repCode).toBe('0000');
  });

  it(`answers 6201 after ${GET_ADDRESS_LIMIT} gets a minute from one address, whatever clientUids it sends`, async () => {
    const address = captchaClient(ctx.app).remoteAddress;
    const fresh = () => captchaClient(ctx.app, address, randomUUID());
    for (let i = 0; i < GET_ADDRESS_LIMIT; i += 1) expect((await fresh().get('blockPuzzle')).body.repCode).toBe('0000');
    expect((await fresh().get('blockPuzzle')).body).toMatchObject({ repCode: '6201', repData: null });
    expect((await captchaClient(ctx.app).get('blockPuzzle')).body.repCode).toBe('0000');
    ctx.clock.advance(60_000);
    expect((await fresh().get('blockPuzzle')).body.repCode).toBe('0000');
  });

  it(`answers 6202 after ${FAILURE_LIMIT} wrong answers in 5 minutes`, async () => {
    const client = captchaClient(ctx.app);
    for (let i = 0; i < FAILURE_LIMIT; i += 1) {
      const challenge = await client.challenge('blockPuzzle');
      const wrong = { x: (challenge.point?.x ?? 0) + 20, y: 5 };
      expect((await client.answer('blockPuzzle', challenge, wrong)).body.repCode).toBe('6111');
    }
    expect((await client.get('blockPuzzle')).body).toMatchObject({ repCode: '6202', repData: null });
    ctx.clock.advance(5 * 60_000);
    const challenge = await client.challenge('blockPuzzle');
    expect((await client.answer('blockPuzzle', challenge, { x: challenge.point?.x, y: 5 })).body.repCode).toBe('0000');
  });

  it('refuses a right answer to a challenge fetched before the failures added up', async () => {
    const client = captchaClient(ctx.app);
    const kept = await client.challenge('blockPuzzle');
    for (let i = 0; i < FAILURE_LIMIT; i += 1) {
      const challenge = await client.challenge('blockPuzzle');
      await client.answer('blockPuzzle', challenge, { x: (challenge.point?.x ?? 0) + 20, y: 5 });
    }
    expect((await client.answer('blockPuzzle', kept, { x: kept.point?.x, y: 5 })).body.repCode).toBe('6202');
  });

  it(`answers 6204 after ${CHECK_LIMIT} checks a minute from one address`, async () => {
    const client = captchaClient(ctx.app);
    for (let i = 0; i < CHECK_LIMIT; i += 1) {
      expect((await client.check('blockPuzzle', `missing${i}`, 'AAAA')).body.repCode).toBe('6110');
    }
    const refused = await client.check('blockPuzzle', 'missing', 'AAAA');
    expect(refused.body).toMatchObject({ repCode: '6204', success: false });
  });
});

describe('older slider', () => {
  async function oldChallenge(remoteAddress = '10.77.0.1') {
    const response = await ctx.app.inject({ method: 'GET', url: '/user/verification/sliding-verification', remoteAddress });
    const body = response.json();
    const answer = await ctx.captcha.answerOf(body.data.token);
    return { body, x: answer?.captchaType === 'oldSlider' ? answer.x : Number.NaN };
  }
  const check = (token: string, x: number) =>
    ctx.app.inject({ method: 'POST', url: '/user/verification/sliding-verification/check', payload: { token, x } });

  it('hands out the background, the piece, coox 0 and the piece’s y, in the envelope', async () => {
    const { body } = await oldChallenge();
    expect(body.code).toBe(200);
    expect(body.data.coox).toBe(0);
    expect(pngInfo(body.data.tari)).toMatchObject({ width: 310, height: 155 });
    expect(pngInfo(body.data.slii)).toEqual({ width: 47, height: 155, alpha: true });
    expect(body.data.cooy).toBeGreaterThanOrEqual(0);
    expect(body.data.cooy).toBeLessThan(155 - 40);
  });

  it('passes 6 units off, once', async () => {
    const { body, x } = await oldChallenge();
    const passed = await check(body.data.token, x + 6);
    expect(passed.json()).toMatchObject({ code: 200, data: { passed: true } });
    const again = await check(body.data.token, x);
    expect(again.json()).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });
  });

  it('fails 7 units off', async () => {
    const { body, x } = await oldChallenge();
    const failed = await check(body.data.token, x - 7);
    expect(failed.json()).toMatchObject({ code: 400, message: '验证失败：请正确拼合图像', data: null });
  });

  it('refuses a malformed check with a clear message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/user/verification/sliding-verification/check',
      payload: { token: 'abc', x: 'left' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('x');
  });
});

async function pixels(base64: string, width: number, height: number): Promise<Uint8ClampedArray> {
  const image = await loadImage(Buffer.from(base64, 'base64'));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, width, height).data;
}

/** Opaque pixels of the piece at least 2 px from its outline, where neither outline is drawn. */
function interiorOf(piece: Uint8ClampedArray, width: number, height: number): Array<[number, number]> {
  const opaque = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && piece[(y * width + x) * 4 + 3] === 255;
  const inside: Array<[number, number]> = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let clear = true;
      for (let dy = -2; dy <= 2 && clear; dy += 1) for (let dx = -2; dx <= 2 && clear; dx += 1) clear = opaque(x + dx, y + dy);
      if (clear) inside.push([x, y]);
    }
  }
  return inside;
}
