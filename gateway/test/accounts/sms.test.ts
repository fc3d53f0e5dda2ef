import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_TRIES_PER_REQUESTER } from '../../src/accounts/sms-codes';
import {
  accountsClient,
  buildAccountsApp,
  envelope,
  freshIp,
  freshMobile,
  MINUTE,
  type AccountsTestApp,
} from './support';

const CODE_INVALID = { code: 400, message: '验证码错误或已失效，请重新获取', data: null };

let ctx: AccountsTestApp;
let client: ReturnType<typeof accountsClient>;
beforeAll(async () => {
  ctx = await buildAccountsApp();
  client = accountsClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('the captcha in front of SMS', () => {
  it('refuses a send without a passed captcha', async () => {
    const mobile = freshMobile();
    const response = await client.post('/inform/send/sms', { captchaVerification: 'made-up---value', mobile, type: 3 });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: 400, message: '请先完成安全验证', data: null });
    expect(envelope(await client.get(`/dev/sms/latest?mobile=${mobile}`)).code).toBe(404);
  });

  it('lets one captcha pass send once', async () => {
    const mobile = freshMobile();
    const captchaVerification = await ctx.captcha.pass(mobile);
    expect(envelope(await client.post('/inform/send/sms', { captchaVerification, mobile, type: 3 })).code).toBe(200);
    ctx.clock.advance(MINUTE);
    expect(envelope(await client.post('/inform/send/sms', { captchaVerification, mobile, type: 3 })).message).toBe('请先完成安全验证');
  });

  it('refuses a captcha passed for another mobile', async () => {
    const captchaVerification = await ctx.captcha.pass(freshMobile());
    const response = await client.post('/inform/send/sms', { captchaVerification, mobile: freshMobile(), type: 3 });
    expect(envelope(response).message).toBe('请先完成安全验证');
  });
});

describe('how often a mobile gets a code', () => {
  it('waits 60 s after a send, telling the seconds left, then longer after each repeat', async () => {
    const mobile = freshMobile();
    expect(envelope(await client.sendCode(mobile)).data).toEqual({ retryAfterSeconds: 60 });

    const early = await client.sendCode(mobile);
    expect(early.statusCode).toBe(429);
    expect(envelope(early)).toEqual({ code: 429, message: '验证码发送过于频繁，请60秒后再试', data: null });
    ctx.clock.advance(45_000);
    expect(envelope(await client.sendCode(mobile)).message).toBe('验证码发送过于频繁，请15秒后再试');
    ctx.clock.advance(15_000);
    expect(envelope(await client.sendCode(mobile)).data).toEqual({ retryAfterSeconds: 120 });

    ctx.clock.advance(60_000);
    expect(envelope(await client.sendCode(mobile)).message).toBe('验证码发送过于频繁，请60秒后再试');
    ctx.clock.advance(60_000);
    expect(envelope(await client.sendCode(mobile)).data).toEqual({ retryAfterSeconds: 300 });
    ctx.clock.advance(300_000);
    expect(envelope(await client.sendCode(mobile)).data).toEqual({ retryAfterSeconds: 600 });
  });

  it('caps a mobile at 10 codes a day', async () => {
    const mobile = freshMobile();
    for (let send = 1; send <= 10; send += 1) {
      expect(envelope(await client.sendCode(mobile)).code, `send ${send}`).toBe(200);
      ctx.clock.advance(10 * MINUTE);
    }
    expect(envelope(await client.sendCode(mobile))).toEqual({
      code: 429,
      message: '该手机号今日获取验证码次数已达上限，请明天再试',
      data: null,
    });
    ctx.clock.advance(24 * 60 * MINUTE);
    expect(envelope(await client.sendCode(mobile)).code).toBe(200);
  });

  it('caps a client address at 30 codes a day', async () => {
    const ip = freshIp();
    for (let send = 1; send <= 30; send += 1) {
      expect(envelope(await client.sendCode(freshMobile(), ip)).code, `send ${send}`).toBe(200);
    }
    expect(envelope(await client.sendCode(freshMobile(), ip))).toEqual({ code: 429, message: '获取验证码过于频繁，请稍后再试', data: null });
    expect(envelope(await client.sendCode(freshMobile(), freshIp())).code).toBe(200);
  });

  it('caps a number block (the first seven digits) at 200 codes a day', async () => {
    const block = '1590001';
    for (let n = 0; n < 200; n += 1) {
      expect(envelope(await client.sendCode(block + String(n).padStart(4, '0'))).code, `send ${n}`).toBe(200);
    }
    expect(envelope(await client.sendCode(`${block}9999`)).message).toBe('获取验证码过于频繁，请稍后再试');
    expect(envelope(await client.sendCode('15900029999')).code).toBe(200);
  });
});

describe('a code', () => {
  it('is six digits and works once', async () => {
    const mobile = freshMobile();
    const code = await client.freshCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(envelope(await client.codeLogin(mobile, code)).code).toBe(200);
    expect(envelope(await client.codeLogin(mobile, code))).toEqual(CODE_INVALID);
  });

  it('gives one requester five tries, then refuses it without spending the owner\'s code', async () => {
    const survivor = freshMobile();
    const survivorCode = await client.freshCode(survivor);
    const guesser = freshIp();
    for (let i = 0; i < 4; i += 1) await client.codeLogin(survivor, otherCode(survivorCode), 0, guesser);
    expect(envelope(await client.codeLogin(survivor, survivorCode, 0, guesser)).code).toBe(200);

    const mobile = freshMobile();
    const code = await client.freshCode(mobile);
    const stranger = freshIp();
    for (let i = 0; i < SMS_CODE_TRIES_PER_REQUESTER; i += 1) {
      expect(envelope(await client.codeLogin(mobile, otherCode(code), 0, stranger))).toEqual(CODE_INVALID);
    }
    expect(envelope(await client.codeLogin(mobile, code, 0, stranger))).toEqual(CODE_INVALID);
    expect(envelope(await client.codeLogin(mobile, code, 0, freshIp())).code).toBe(200);
  });

  it('dies after twenty tries from everyone together, sent at once', async () => {
    const mobile = freshMobile();
    const code = await client.freshCode(mobile);
    const guesses = Array.from({ length: 40 }, () => client.codeLogin(mobile, otherCode(code), 0, freshIp()));
    for (const answer of await Promise.all(guesses)) expect(envelope(answer)).toEqual(CODE_INVALID);
    expect(envelope(await client.codeLogin(mobile, code, 0, freshIp()))).toEqual(CODE_INVALID);
  });

  it('lives five minutes', async () => {
    const mobile = freshMobile();
    const code = await client.freshCode(mobile);
    ctx.clock.advance(5 * MINUTE);
    expect(envelope(await client.codeLogin(mobile, code))).toEqual(CODE_INVALID);
  });

  it('is replaced by a resend', async () => {
    const mobile = freshMobile();
    let first = await client.freshCode(mobile);
    ctx.clock.advance(MINUTE);
    let second = await client.freshCode(mobile);
    while (second === first) {
      // One chance in a million; draw again rather than prove nothing.
      ctx.clock.advance(10 * MINUTE);
      first = second;
      second = await client.freshCode(mobile);
    }
    expect(envelope(await client.codeLogin(mobile, first))).toEqual(CODE_INVALID);
    expect(envelope(await client.codeLogin(mobile, second)).code).toBe(200);
  });

  it('is never kept in the store as itself', async () => {
    const mobile = freshMobile();
    const code = await client.freshCode(mobile);
    const stored = await ctx.store.get(`sms-code:${mobile}`);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(code);
  });
});

describe('GET /inform/verifyCode', () => {
  it('says whether a code is right without spending it', async () => {
    const mobile = freshMobile();
    const code = await client.freshCode(mobile);
    expect(envelope(await client.get(`/inform/verifyCode?mobile=${mobile}&verifyCode=${code}&channelId=3&platform=1`))).toMatchObject({
      code: 200,
      data: { valid: true },
    });
    expect(envelope(await client.get(`/inform/verifyCode?mobile=${mobile}&verifyCode=${otherCode(code)}`)).data).toEqual({ valid: false });
    expect(envelope(await client.codeLogin(mobile, code)).code).toBe(200);
  });

  it('counts wrong checks as tries, so it cannot be used to guess', async () => {
    const mobile = freshMobile();
    const code = await client.freshCode(mobile);
    const guesser = freshIp();
    for (let i = 0; i < SMS_CODE_TRIES_PER_REQUESTER; i += 1) await client.get(`/inform/verifyCode?mobile=${mobile}&verifyCode=${otherCode(code)}`, undefined, guesser);
    expect(envelope(await client.get(`/inform/verifyCode?mobile=${mobile}&verifyCode=${code}`, undefined, guesser)).data).toEqual({ valid: false });
    expect(envelope(await client.codeLogin(mobile, code, 0, guesser))).toEqual(CODE_INVALID);
  });
});

describe('the sandbox sender', () => {
  it('writes the text to the log', async () => {
    const logged = await buildAccountsApp({ captureLogs: true });
    try {
      const mobile = freshMobile();
      const code = await accountsClient(logged).freshCode(mobile);
      const line = logged.logs.find((entry) => entry.msg === 'sandbox sms');
      expect(line).toMatchObject({ mobile });
      expect(String(line?.text)).toContain(code);
    } finally {
      await logged.close();
    }
  });
});

describe('in production', () => {
  let production: AccountsTestApp;
  beforeAll(async () => {
    production = await buildAccountsApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await production.close();
  });

  it('has no /dev/sms/latest', async () => {
    const mobile = freshMobile();
    const prod = accountsClient(production);
    expect(envelope(await prod.sendCode(mobile)).code).toBe(200);
    expect(production.app.hasRoute({ method: 'GET', url: '/dev/sms/latest' })).toBe(false);
    const response = await prod.get(`/dev/sms/latest?mobile=${mobile}`);
    expect(response.statusCode).toBe(404);
    expect(envelope(response).data).toBeNull();
  });

  it('sets the auth cookie Secure and HttpOnly', async () => {
    const mobile = freshMobile();
    const prod = accountsClient(production);
    await prod.sendCode(mobile);
    const captured = await production.store.get(`sandbox-sms:${mobile}`);
    const code = /\d{6}/.exec(JSON.parse(captured ?? '{}').text as string)?.[0] ?? '';
    const login = await prod.codeLogin(mobile, code);
    expect(envelope(login).code).toBe(200);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((value) => value.startsWith('auth='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });
});

describe('a failing SMS provider', () => {
  it('answers 验证码获取失败 and leaves no code behind', async () => {
    const failing = await buildAccountsApp({
      dependencies: {
        smsSender: {
          async send() {
            throw new Error('provider down');
          },
        },
      },
    });
    try {
      const mobile = freshMobile();
      const response = await accountsClient(failing).sendCode(mobile);
      expect(envelope(response)).toEqual({ code: 500, message: '验证码获取失败', data: null });
      expect(await failing.store.get(`sms-code:${mobile}`)).toBeNull();
      expect(failing.app.hasRoute({ method: 'GET', url: '/dev/sms/latest' })).toBe(false);
    } finally {
      await failing.close();
    }
  });
});
