import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsClient,
  buildAccountsApp,
  encryptPassword,
  envelope,
  freshMobile,
  MINUTE,
  type AccountsTestApp,
} from './support';

type Info = { id: number; nickName: string; portrait: string; mobile: string; hasPassword: boolean };

let ctx: AccountsTestApp;
let client: ReturnType<typeof accountsClient>;
beforeAll(async () => {
  ctx = await buildAccountsApp();
  client = accountsClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

function authCookie(setCookie: string | string[] | undefined): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.find((cookie) => cookie.startsWith('auth='));
}

describe('register, log in, use, log out', () => {
  it('goes captcha → SMS → register → password login → info → logout → info refused', async () => {
    const mobile = freshMobile();

    const sent = await client.sendCode(mobile);
    expect(envelope(sent)).toEqual({ code: 200, message: '已发送', data: { retryAfterSeconds: 60 } });
    const verifyCode = await client.latestCode(mobile);
    expect(verifyCode).toMatch(/^\d{6}$/);

    const registered = await client.post('/user/register', {
      mobile,
      verifyCode,
      ...(await client.sealed('goal2024')),
      nickName: '绿茵小将',
    });
    expect(envelope(registered)).toMatchObject({ code: 200, data: { token: expect.any(String) } });

    const login = await client.passwordLogin(mobile, 'goal2024', 1);
    const token = envelope<{ token: string }>(login).data.token;
    expect(envelope(login).code).toBe(200);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(envelope<{ token: string }>(registered).data.token);

    const info = envelope<Info>(await client.get('/user/center/info', token));
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({
      nickName: '绿茵小将',
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      portrait: '/static/portrait/default.svg',
      // A new user's level is the grade ladder's first, as /v/grade shows it.
      level: 1,
      isAnchor: 0,
      isExpert: 0,
      hasPassword: true,
      realNameVerified: false,
    });

    const logout = await client.post('/user/logout', undefined, token);
    expect(envelope(logout)).toMatchObject({ code: 200, data: null });
    expect(authCookie(logout.headers['set-cookie'])).toMatch(/^auth=;.*Expires=Thu, 01 Jan 1970/);

    const after = await client.get('/user/center/info', token);
    expect(after.statusCode).toBe(401);
    expect(envelope(after)).toEqual({ code: 401, message: '请先登录', data: null });
  });

  it('reads the token from the auth cookie as well as from the header', async () => {
    const mobile = freshMobile();
    const token = await client.registered(mobile, 'cookie123');
    const response = await ctx.app.inject({ method: 'GET', url: '/user/center/info', cookies: { auth: token } });
    expect(envelope(response).code).toBe(200);
  });

  it('answers 请先登录 without a token or with a made-up one', async () => {
    for (const token of [undefined, 'x', 'A'.repeat(43), 'A'.repeat(5000)]) {
      const response = await client.get('/user/center/info', token);
      expect(response.statusCode).toBe(401);
      expect(envelope(response).message).toBe('请先登录');
    }
  });

  it('gives a default nickname of 球友 and six digits', async () => {
    const token = await client.registered(freshMobile(), 'nickless1');
    const info = envelope<Info>(await client.get('/user/center/info', token));
    expect(info.data.nickName).toMatch(/^球友\d{6}$/);
  });

  it('refuses to register a mobile twice, with a clear message', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'first123');
    ctx.clock.advance(MINUTE);
    const again = await client.register(mobile, 'second123');
    expect(envelope(again)).toEqual({ code: 409, message: '该手机号已注册，请直接登录', data: null });
  });

  it('refuses a taken nickname before spending the code', async () => {
    const mobile = freshMobile();
    const code = await client.freshCode(mobile);
    const taken = await client.post('/user/register', { mobile, verifyCode: code, ...(await client.sealed('taken123')), nickName: '球评老王' });
    expect(envelope(taken)).toMatchObject({ code: 409, message: '昵称已被占用，请换一个' });
    const retry = await client.post('/user/register', { mobile, verifyCode: code, ...(await client.sealed('taken123')), nickName: '新来的' });
    expect(envelope(retry).code).toBe(200);
  });

  it('refuses a new password outside the rule', async () => {
    const mobile = freshMobile();
    const short = await client.register(mobile, '12345');
    expect(envelope(short)).toMatchObject({ code: 400, message: '密码是长度为6-20位的字母、数字或组合' });
  });
});

describe('the auth cookie', () => {
  it('is Lax, path /, HttpOnly (no script reads it), not Secure outside production, and lasts 30 days with keep-login', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'keepme12');
    const cookie = authCookie((await client.passwordLogin(mobile, 'keepme12', 1)).headers['set-cookie']);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('is set HttpOnly at registration and cleared HttpOnly at logout', async () => {
    const registered = await client.register(freshMobile(), 'httponly1');
    expect(authCookie(registered.headers['set-cookie'])).toMatch(/; HttpOnly/);
    const logout = await client.post('/user/logout', undefined, envelope<{ token: string }>(registered).data.token);
    expect(authCookie(logout.headers['set-cookie'])).toMatch(/^auth=;.*; HttpOnly/);
  });

  it('is a session cookie without keep-login', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'session1');
    const cookie = authCookie((await client.passwordLogin(mobile, 'session1', 0)).headers['set-cookie']);
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Max-Age|Expires/);
  });
});

describe('sessions on the server', () => {
  it('end after a day without keep-login and after 30 days with it', async () => {
    const mobile = freshMobile();
    await client.registered(mobile, 'expires1');
    const short = envelope<{ token: string }>(await client.passwordLogin(mobile, 'expires1', 0)).data.token;
    const kept = envelope<{ token: string }>(await client.passwordLogin(mobile, 'expires1', 1)).data.token;

    ctx.clock.advance(24 * 60 * MINUTE - 1);
    expect(envelope(await client.get('/user/center/info', short)).code).toBe(200);
    ctx.clock.advance(1);
    expect(envelope(await client.get('/user/center/info', short)).code).toBe(401);

    ctx.clock.advance(29 * 24 * 60 * MINUTE - 1);
    expect(envelope(await client.get('/user/center/info', kept)).code).toBe(200);
    ctx.clock.advance(1);
    expect(envelope(await client.get('/user/center/info', kept)).code).toBe(401);
  });

  it('a revoked token stays refused while other sessions of the user live on', async () => {
    const mobile = freshMobile();
    const first = await client.registered(mobile, 'revoke12');
    const second = envelope<{ token: string }>(await client.passwordLogin(mobile, 'revoke12')).data.token;
    await client.post('/user/logout', undefined, first);
    expect(envelope(await client.get('/user/center/info', first)).code).toBe(401);
    expect(envelope(await client.post('/user/logout', undefined, first)).code).toBe(200);
    expect(envelope(await client.get('/user/center/info', second)).code).toBe(200);
  });
});

describe('code login', () => {
  it('registers an unknown mobile, and logs a known one in', async () => {
    const mobile = freshMobile();
    const first = await client.codeLogin(mobile, await client.freshCode(mobile), 1);
    expect(envelope(first).code).toBe(200);
    const token = envelope<{ token: string }>(first).data.token;
    const info = envelope<Info & { id: number }>(await client.get('/user/center/info', token));
    expect(info.data).toMatchObject({ hasPassword: false, nickName: expect.stringMatching(/^球友\d{6}$/) });

    ctx.clock.advance(MINUTE);
    const second = await client.codeLogin(mobile, await client.freshCode(mobile));
    const again = envelope<Info>(await client.get('/user/center/info', envelope<{ token: string }>(second).data.token));
    expect(again.data.id).toBe(info.data.id);
  });

  it('refuses a wrong code', async () => {
    const mobile = freshMobile();
    const code = await client.freshCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(envelope(await client.codeLogin(mobile, wrong))).toEqual({ code: 400, message: '验证码错误或已失效，请重新获取', data: null });
  });
});

describe('passwords', () => {
  it('initPassword gives a code-login account its first password, once', async () => {
    const mobile = freshMobile();
    const token = envelope<{ token: string }>(await client.codeLogin(mobile, await client.freshCode(mobile))).data.token;
    expect(envelope(await client.passwordLogin(mobile, 'first456')).code).toBe(10011);

    const init = await client.post('/user/center/initPassword', await client.sealed('first456'), token);
    expect(envelope(init)).toMatchObject({ code: 200 });
    expect(envelope(await client.passwordLogin(mobile, 'first456')).code).toBe(200);

    const again = await client.post('/user/center/initPassword', await client.sealed('other456'), token);
    expect(envelope(again)).toMatchObject({ code: 400, message: '已设置过密码，请使用修改密码' });
  });

  it('updatePassword checks the old one, and ends the other sessions but not this one', async () => {
    const mobile = freshMobile();
    const other = await client.registered(mobile, 'oldpass1');
    const current = envelope<{ token: string }>(await client.passwordLogin(mobile, 'oldpass1')).data.token;

    const key = await client.dynamicKey();
    const wrongOld = await client.post(
      '/user/center/updatePassword',
      { oldPassword: encryptPassword('nottheold', key), password: encryptPassword('newpass1', key), ...key },
      current,
    );
    expect(envelope(wrongOld)).toMatchObject({ code: 400, message: '原密码错误' });

    const key2 = await client.dynamicKey();
    const changed = await client.post(
      '/user/center/updatePassword',
      { oldPassword: encryptPassword('oldpass1', key2), password: encryptPassword('newpass1', key2), ...key2 },
      current,
    );
    expect(envelope(changed).code).toBe(200);
    expect(envelope(await client.get('/user/center/info', current)).code).toBe(200);
    expect(envelope(await client.get('/user/center/info', other)).code).toBe(401);
    expect(envelope(await client.passwordLogin(mobile, 'oldpass1')).code).toBe(10011);
    expect(envelope(await client.passwordLogin(mobile, 'newpass1')).code).toBe(200);
  });

  it('retrievePassword sets a new password with an SMS code and ends every session', async () => {
    const mobile = freshMobile();
    const token = await client.registered(mobile, 'forgot12');
    ctx.clock.advance(MINUTE);
    const verifyCode = await client.freshCode(mobile);
    const reset = await client.post('/user/center/retrievePassword', { mobile, verifyCode, ...(await client.sealed('remember1')) });
    expect(envelope(reset)).toMatchObject({ code: 200, message: '密码已重置，请重新登录' });
    expect(envelope(await client.get('/user/center/info', token)).code).toBe(401);
    expect(envelope(await client.passwordLogin(mobile, 'forgot12')).code).toBe(10011);
    expect(envelope(await client.passwordLogin(mobile, 'remember1')).code).toBe(200);
  });

  it('retrievePassword tells only the owner of a number that it has no account', async () => {
    const mobile = freshMobile();
    const noCode = await client.post('/user/center/retrievePassword', { mobile, verifyCode: '123456', ...(await client.sealed('whatever1')) });
    expect(envelope(noCode).message).toBe('验证码错误或已失效，请重新获取');
    const verifyCode = await client.freshCode(mobile);
    const withCode = await client.post('/user/center/retrievePassword', { mobile, verifyCode, ...(await client.sealed('whatever1')) });
    expect(envelope(withCode)).toMatchObject({ code: 400, message: '该手机号尚未注册' });
  });
});
