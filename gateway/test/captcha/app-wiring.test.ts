import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';
import { browserSeal, captchaClient } from './support';

describe('the captcha in the app', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is the gate of POST /inform/send/sms: a passed slider sends one code', async () => {
    const client = captchaClient(ctx.app);
    const challenge = await client.challenge('blockPuzzle');
    const sealed = browserSeal(JSON.stringify({ x: challenge.point?.x, y: 5 }), challenge.secretKey);
    expect((await client.check('blockPuzzle', challenge.token, sealed)).body.repCode).toBe('0000');

    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/inform/send/sms',
        payload: { captchaVerification: `${challenge.token}---${sealed}`, mobile: '13900000123', type: 3 },
      });
    expect((await send()).json()).toMatchObject({ code: 200 });
    expect((await send()).json()).toMatchObject({ code: 400 });
  });

  it('answers the older slider and /dev/captcha/answer outside production', async () => {
    const slider = await ctx.app.inject({ method: 'GET', url: '/user/verification/sliding-verification' });
    expect(slider.json().code).toBe(200);
    const answer = await ctx.app.inject({ method: 'GET', url: `/dev/captcha/answer?token=${slider.json().data.token}` });
    expect(answer.json().data).toMatchObject({ captchaType: 'oldSlider' });
  });
});

describe('the captcha in production', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('has no /dev/captcha/answer', async () => {
    expect(ctx.app.hasRoute({ method: 'GET', url: '/dev/captcha/answer' })).toBe(false);
    const { token } = (await captchaClient(ctx.app).get('blockPuzzle')).body.repData ?? {};
    const response = await ctx.app.inject({ method: 'GET', url: `/dev/captcha/answer?token=${token}` });
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('point');
  });
});
