import { INPUT_TEXT_LIMITS, inputTooLongMessage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, buildAccountsApp, encryptPassword, envelope, freshMobile, MINUTE, type AccountsTestApp } from './support';

const WRONG = { code: 10011, message: '用户名或密码输入错误，超过五次将被锁定！', data: null };
const LOCKED = { code: 10012, message: '密码错误次数过多，账号已锁定30分钟，可使用验证码登录', data: null };
const KEY_INVALID = { code: 400, message: '登录信息已失效，请重试', data: null };

let ctx: AccountsTestApp;
let client: ReturnType<typeof accountsClient>;
beforeAll(async () => {
  ctx = await buildAccountsApp();
  client = accountsClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function failTimes(mobile: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(envelope(await client.passwordLogin(mobile, `wrong${i}xx`)));
  return answers;
}

describe('lockout after wrong passwords', () => {
  it('locks password login on the wrong password after five, as the message says, for 30 minutes', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'rightpw1');

    const answers = await failTimes(mobile, 6);
    expect(answers.slice(0, 5)).toEqual([WRONG, WRONG, WRONG, WRONG, WRONG]);
    expect(answers[5]).toEqual(LOCKED);
    expect(envelope(await client.passwordLogin(mobile, 'rightpw1'))).toEqual(LOCKED);

    ctx.clock.advance(29 * MINUTE);
    expect(envelope(await client.passwordLogin(mobile, 'rightpw1'))).toEqual(LOCKED);
    ctx.clock.advance(MINUTE);
    expect(envelope(await client.passwordLogin(mobile, 'rightpw1')).code).toBe(200);
  });

  it('still lets the owner in by SMS code while locked', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'rightpw2');
    await failTimes(mobile, 6);
    expect(envelope(await client.passwordLogin(mobile, 'rightpw2'))).toEqual(LOCKED);

    ctx.clock.advance(MINUTE);
    const byCode = await client.codeLogin(mobile, await client.freshCode(mobile));
    expect(envelope(byCode).code).toBe(200);
  });

  it('starts counting again after a right password', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'rightpw3');
    await failTimes(mobile, 5);
    expect(envelope(await client.passwordLogin(mobile, 'rightpw3')).code).toBe(200);
    expect(await failTimes(mobile, 5)).toEqual([WRONG, WRONG, WRONG, WRONG, WRONG]);
    expect(envelope(await client.passwordLogin(mobile, 'rightpw3')).code).toBe(200);
  });

  it('lifts the lock when the owner resets the password by SMS', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'rightpw4');
    await failTimes(mobile, 6);
    ctx.clock.advance(MINUTE);
    const verifyCode = await client.freshCode(mobile);
    await client.post('/user/center/retrievePassword', { mobile, verifyCode, ...(await client.sealed('brandnew4')) });
    expect(envelope(await client.passwordLogin(mobile, 'brandnew4')).code).toBe(200);
  });
});

describe('guesses sent at once', () => {
  it('checks no more than six of forty parallel logins, and the right password among them gets no token', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'rightpw5');
    const before = ctx.hasher.verifies;
    const passwords = Array.from({ length: 40 }, (_, index) => (index === 34 ? 'rightpw5' : `wrong${index}xx`));
    const bodies = [];
    for (const password of passwords) bodies.push({ mobile, channelId: 3, platform: 1, mode: 0, auto: 0, ...(await client.sealed(password)) });
    const answers = (await Promise.all(bodies.map((body) => client.post('/user/login', body)))).map((response) => envelope(response));
    expect(ctx.hasher.verifies - before).toBeLessThanOrEqual(6);
    const wrong = answers.filter((answer) => answer.code === WRONG.code).length;
    const locked = answers.filter((answer) => answer.code === LOCKED.code).length;
    const signedIn = answers.filter((answer) => answer.code === 200).length;
    // Only a right guess among the first six checked could sign in; here it is the 35th sent.
    expect({ wrong: wrong + signedIn, locked }).toEqual({ wrong: 5, locked: 35 });
    expect(envelope(await client.passwordLogin(mobile, 'rightpw5'))).toEqual(LOCKED);
  });
});

describe('an unknown mobile looks like a known one', () => {
  it('gets the same code and message, and the same lock', async () => {
    const known = freshMobile();
    await client.registered(known, 'knownpw1');
    const unknown = freshMobile();

    expect(await failTimes(unknown, 6)).toEqual(await failTimes(known, 6));
    expect(envelope(await client.passwordLogin(unknown, 'anything1'))).toEqual(LOCKED);
  });

  it('runs one argon2 verify on either path', async () => {
    const known = freshMobile();
    await client.registered(known, 'knownpw2');
    const codeOnly = freshMobile();
    await client.codeLogin(codeOnly, await client.freshCode(codeOnly));

    for (const mobile of [known, freshMobile(), codeOnly]) {
      const before = ctx.hasher.verifies;
      expect(envelope(await client.passwordLogin(mobile, 'notright9'))).toEqual(WRONG);
      expect(ctx.hasher.verifies - before, mobile).toBe(1);
    }
  });
});

describe('dynamic keys', () => {
  it('are 16 random bytes of key and iv as hex, different every time', async () => {
    const first = await client.dynamicKey();
    const second = await client.dynamicKey();
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(first.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(second.key).not.toBe(first.key);
    expect(second.iv).not.toBe(first.iv);
  });

  it('work once: the second use gets the generic answer, even with the right password', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'oncekey1');
    const key = await client.dynamicKey();
    const body = { mobile, channelId: 3, platform: 1, mode: 0, auto: 0, password: encryptPassword('oncekey1', key), ...key };
    expect(envelope(await client.post('/user/login', body)).code).toBe(200);
    expect(envelope(await client.post('/user/login', body))).toEqual(KEY_INVALID);
  });

  it('are spent by a failed login too', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'oncekey2');
    const key = await client.dynamicKey();
    const body = { mobile, channelId: 3, platform: 1, mode: 0, auto: 0, ...key };
    expect(envelope(await client.post('/user/login', { ...body, password: encryptPassword('mistake22', key) }))).toEqual(WRONG);
    expect(envelope(await client.post('/user/login', { ...body, password: encryptPassword('oncekey2', key) }))).toEqual(KEY_INVALID);
  });

  it('let at most one of two parallel logins through', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'parallel1');
    const key = await client.dynamicKey();
    const body = { mobile, channelId: 3, platform: 1, mode: 0, auto: 0, password: encryptPassword('parallel1', key), ...key };
    const answers = await Promise.all([client.post('/user/login', body), client.post('/user/login', body)]);
    const codes = answers.map((answer) => envelope(answer).code).sort((a, b) => a - b);
    expect(codes).toEqual([200, 400]);
  });

  it('expire after two minutes', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'expired12');
    const key = await client.dynamicKey();
    ctx.clock.advance(2 * MINUTE);
    const body = { mobile, channelId: 3, platform: 1, mode: 0, auto: 0, password: encryptPassword('expired12', key), ...key };
    expect(envelope(await client.post('/user/login', body))).toEqual(KEY_INVALID);
  });

  it('give the same answer for an unknown key, a wrong iv, a wrong key and garbage, and count no failure', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'generic12');
    const login = (fields: Record<string, string>) =>
      client.post('/user/login', { mobile, channelId: 3, platform: 1, mode: 0, auto: 0, ...fields });

    const made = { iv: 'a'.repeat(32), key: 'b'.repeat(32) };
    expect(envelope(await login({ password: encryptPassword('generic12', made), ...made }))).toEqual(KEY_INVALID);

    const wrongIv = await client.dynamicKey();
    const otherIv = { ...wrongIv, iv: 'c'.repeat(32) };
    expect(envelope(await login({ password: encryptPassword('generic12', otherIv), ...otherIv }))).toEqual(KEY_INVALID);

    const wrongKey = await client.dynamicKey();
    const other = await client.dynamicKey();
    expect(envelope(await login({ password: encryptPassword('generic12', other), ...wrongKey }))).toEqual(KEY_INVALID);

    const garbage = await client.dynamicKey();
    expect(envelope(await login({ password: 'bm90IGNpcGhlcnRleHQ=', ...garbage }))).toEqual(KEY_INVALID);
    expect(envelope(await login({ password: '!!!', ...(await client.dynamicKey()) }))).toEqual(KEY_INVALID);
    // Past the input policy's length the answer is the policy's, which says nothing about keys.
    expect(envelope(await login({ password: 'x', iv: 'x'.repeat(100_000), key: 'y'.repeat(100_000) }))).toEqual({
      code: 400,
      message: inputTooLongMessage('iv', INPUT_TEXT_LIMITS.body),
      data: null,
    });

    expect(await failTimes(mobile, 4)).toEqual([WRONG, WRONG, WRONG, WRONG]);
  });
});
