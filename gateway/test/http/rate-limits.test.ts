import { TOO_MANY_REQUESTS_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, accountsClient, buildAccountsApp, envelope, freshMobile } from '../accounts/support';

// Every API call counts against its address; some calls have limits of their own, per user.

/** The default of API_REQUESTS_PER_MINUTE. */
const API_REQUESTS_PER_MINUTE = 600;

let ctx: AccountsTestApp;
let client: ReturnType<typeof accountsClient>;

const from = (remoteAddress: string, url = '/live/time') => ctx.app.inject({ method: 'GET', url, remoteAddress });

beforeAll(async () => {
  ctx = await buildAccountsApp();
  client = accountsClient(ctx);
});
afterAll(() => ctx.close());

describe('the address limit across the API', () => {
  it(`answers 429 in the envelope after ${API_REQUESTS_PER_MINUTE} calls a minute from one address, until the minute is over`, async () => {
    for (let i = 0; i < API_REQUESTS_PER_MINUTE; i += 1) expect((await from('198.51.100.7')).statusCode).toBe(200);
    const refused = await from('198.51.100.7', '/inform/news/list');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: TOO_MANY_REQUESTS_MESSAGE, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not held back, nor are the pages and assets of this one.
    expect((await from('198.51.100.8')).statusCode).toBe(200);
    expect((await from('198.51.100.7', '/')).statusCode).toBe(200);

    ctx.clock.advance(60_000);
    expect((await from('198.51.100.7')).statusCode).toBe(200);
  });
});

describe('limits of their own', () => {
  it('a user may send 5 feedbacks in 10 minutes', async () => {
    const token = await client.registered(freshMobile(), 'secret123');
    const send = () => client.post('/inform/feedback/add', { content: '直播间画面有点卡，希望优化一下', contact: '' }, token);
    for (let i = 0; i < 5; i += 1) expect(envelope(await send()).code).toBe(200);
    expect(envelope(await send())).toEqual({ code: 429, message: TOO_MANY_REQUESTS_MESSAGE, data: null });
    // Counted per user: another user from the same address may still write.
    const other = await client.registered(freshMobile(), 'secret123');
    expect(envelope(await client.post('/inform/feedback/add', { content: '比分刷新很快，点赞', contact: '' }, other)).code).toBe(200);
    ctx.clock.advance(10 * 60_000);
    expect(envelope(await send()).code).toBe(200);
  });

  it('a user may create 10 recharge orders in 10 minutes', async () => {
    const token = await client.registered(freshMobile(), 'secret123');
    const order = (i: number) => client.post('/pay/recharge', { amount: 60, requestKey: `rate-limit-order-${token.slice(0, 8)}-${i}` }, token);
    for (let i = 0; i < 10; i += 1) expect(envelope(await order(i)).code).toBe(200);
    expect(envelope(await order(10)).code).toBe(429);
  });

  it('uploads count across the three upload routes, 20 a minute per user', async () => {
    const token = await client.registered(freshMobile(), 'secret123');
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    for (let i = 0; i < 10; i += 1) expect(envelope(await client.post('/user/common/multiUploadBase64', { images: [png] }, token)).code).toBe(200);
    for (let i = 0; i < 10; i += 1) expect(envelope(await client.post('/inform/post/addPic/base64', { image: png }, token)).code).toBe(200);
    expect(envelope(await client.post('/api/upload/multiUploadBase64', { images: [png] }, token)).code).toBe(429);
  });
});
