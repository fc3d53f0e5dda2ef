import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, buildAccountsApp, freshMobile, type AccountsTestApp, type Envelope } from './support';

let ctx: AccountsTestApp;
let token: string;
beforeAll(async () => {
  ctx = await buildAccountsApp();
  token = await accountsClient(ctx).registered(freshMobile(), 'malform1');
});
afterAll(async () => {
  await ctx.close();
});

const huge = 'x'.repeat(200_000);
const hex = 'a'.repeat(32);
const login = { mobile: '13800001111', channelId: 3, platform: 1, auto: 0 };

type Case = { name: string; request: InjectOptions; signedIn?: boolean };

const post = (url: string, payload: unknown, signedIn = false): Case => ({
  name: `POST ${url} ${JSON.stringify(payload)?.slice(0, 60)}`,
  request: { method: 'POST', url, payload: payload as object },
  signedIn,
});
const get = (url: string, signedIn = false): Case => ({ name: `GET ${url.slice(0, 90)}`, request: { method: 'GET', url }, signedIn });

const cases: Case[] = [
  post('/user/login', {}),
  post('/user/login', { ...login, mode: 2 }),
  post('/user/login', { ...login, mode: '0', password: 'x', iv: hex, key: hex }),
  post('/user/login', { ...login, mode: 1 }),
  post('/user/login', { ...login, mode: 1, verifyCode: 123456 }),
  post('/user/login', { ...login, mode: 0 }),
  post('/user/login', { ...login, mobile: 13800001111, mode: 1, verifyCode: '123456' }),
  post('/user/login', { ...login, mobile: huge, mode: 1, verifyCode: '123456' }),
  post('/user/login', { ...login, mode: 0, password: huge, iv: huge, key: huge }),
  post('/user/login', [1, 2, 3]),
  post('/user/login', null),
  { name: 'POST /user/login with broken JSON', request: { method: 'POST', url: '/user/login', payload: '{"mode":', headers: { 'content-type': 'application/json' } } },
  { name: 'POST /user/login as text', request: { method: 'POST', url: '/user/login', payload: 'mode=1', headers: { 'content-type': 'text/plain' } } },
  post('/user/register', {}),
  post('/user/register', { mobile: '13800001111', verifyCode: '123456', password: 'not base64!', iv: hex, key: hex }),
  post('/user/register', { mobile: '13800001111', verifyCode: '123456', password: 'YWJj', iv: 'zz', key: hex }),
  post('/user/register', { mobile: '13800001111', verifyCode: '123456', password: 'YWJj', iv: hex, key: hex, nickName: huge }),
  post('/user/register', { mobile: '13800001111', verifyCode: '123456', password: huge, iv: hex, key: hex }),
  post('/user/center/retrievePassword', {}),
  post('/user/center/retrievePassword', { mobile: [], verifyCode: {}, password: 1, iv: 2, key: 3 }),
  post('/inform/send/sms', {}),
  post('/inform/send/sms', { captchaVerification: 'x', mobile: '13800001111', type: 2 }),
  post('/inform/send/sms', { captchaVerification: 1, mobile: '13800001111', type: 3 }),
  post('/inform/send/sms', { captchaVerification: huge, mobile: '13800001111', type: 3 }),
  post('/inform/send/sms', { captchaVerification: 'x', mobile: '1380000111', type: 3 }),
  get('/inform/verifyCode'),
  get('/inform/verifyCode?mobile=abc&verifyCode=123456'),
  get('/inform/verifyCode?mobile=13800001111&verifyCode=12345'),
  get(`/inform/verifyCode?mobile=13800001111&verifyCode=${huge}`),
  get('/user/key/getDynamicKey?channelId=abc'),
  get('/user/check/nick-name'),
  get(`/user/check/nick-name?nickName=${huge}`),
  get('/user/info/personal-space'),
  get('/user/info/personal-space?id=abc'),
  get('/user/info/personal-space?id=-1'),
  get('/user/info/personal-space?id=1e20'),
  get('/user/info/personal-space?id=1.5'),
  get('/user/info/attention?userId=1&type=9'),
  get('/user/info/attention?userId=1&page=0'),
  get('/user/info/attention?userId=1&pageSize=1000'),
  get('/user/info/attention?userId=abc'),
  get('/user/center/updateNickName', true),
  get(`/user/center/updateNickName?nickName=${huge}`, true),
  get('/user/center/updatePortrait', true),
  get(`/user/center/updatePortrait?portraitUrl=${huge}`, true),
  post('/user/center/updateInfo', { gender: 'x' }, true),
  post('/user/center/updateInfo', { nickName: 12 }, true),
  post('/user/center/updateInfo', [{ nickName: '数组' }], true),
  post('/user/center/updateInfo', { signature: huge }, true),
  post('/user/center/updatePassword', {}, true),
  post('/user/center/updatePassword', { oldPassword: 'YWJj', password: 'YWJj', iv: hex, key: hex }, true),
  post('/user/center/initPassword', {}, true),
  post('/user/center/real-name', {}, true),
  post('/user/center/real-name', { realName: '张三', idNumber: 11010519491231002 }, true),
  post('/user/center/real-name', { realName: huge, idNumber: huge }, true),
  post('/user/common/multiUploadBase64', {}, true),
  post('/user/common/multiUploadBase64', { images: 'iVBORw0KGgo=' }, true),
  post('/user/common/multiUploadBase64', { images: [123] }, true),
  post('/user/common/multiUploadBase64', { images: ['===='] }, true),
  post('/user/common/multiUploadBase64', { images: ['data:image/png;base64,'] }, true),
  get('/dev/sms/latest'),
  get('/dev/sms/latest?mobile=abc'),
  get('/uploads/%00.png'),
  get(`/uploads/${huge}`),
  get(`/static/emoji/${huge}`),
];

describe('malformed input', () => {
  it.each(cases)('$name gets a clear envelope error, never a 5xx', async ({ request, signedIn }) => {
    const response = await ctx.app.inject({
      ...request,
      headers: { accept: 'application/json', ...request.headers, ...(signedIn ? { accesstoken: token } : {}) },
    });
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json<Envelope>();
    expect(body.code).not.toBe(200);
    expect(body.data).toBeNull();
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('names the field in the message when the schema has no text of its own', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/user/login', payload: { ...login, mode: 2 } });
    expect(response.json<Envelope>().message).toMatch(/^参数错误 /);
    const phone = await ctx.app.inject({ method: 'POST', url: '/inform/send/sms', payload: { captchaVerification: 'x', mobile: '1', type: 3 } });
    expect(phone.json<Envelope>().message).toBe('请输入正确的手机号');
  });
});
