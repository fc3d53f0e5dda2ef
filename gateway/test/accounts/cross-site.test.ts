import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_REQUEST_MESSAGE, ResultCode } from '@portal/contracts';
import { accountsClient, buildAccountsApp, envelope, freshMobile, type AccountsTestApp } from './support';

const SITE = 'portal.example';
const ELSEWHERE = 'https://elsewhere.example';

let ctx: AccountsTestApp;
let client: ReturnType<typeof accountsClient>;
let token: string;
beforeAll(async () => {
  ctx = await buildAccountsApp();
  client = accountsClient(ctx);
  token = await client.registered(freshMobile(), 'crossite1');
});
afterAll(async () => {
  await ctx.close();
});

/** A request signed by the auth cookie alone, to the site's host, with the headers a browser adds. */
const withCookie = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, cookies: { auth: token }, headers: { host: SITE, ...headers }, ...(payload ? { payload } : {}) });

const signature = (text: string) => ({ signature: text });
const stillSignedIn = async () => envelope(await client.get('/user/center/info', token)).code === ResultCode.OK;

describe('a write signed by the auth cookie alone', () => {
  it.each([
    ['another site, by Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling of the site, by Sec-Fetch-Site', { 'sec-fetch-site': 'same-site' }],
    ['another site, by Origin', { origin: ELSEWHERE }],
    ['another site, by Referer', { referer: `${ELSEWHERE}/page` }],
    ['an opaque origin', { origin: 'null' }],
    ['nowhere the gateway can tell', {}],
  ])('is refused with 403 from %s, and changes nothing', async (_from, headers) => {
    const logout = await withCookie('POST', '/user/logout', headers);
    expect(logout.statusCode).toBe(403);
    expect(envelope(logout)).toEqual({ code: ResultCode.FORBIDDEN, message: CROSS_SITE_REQUEST_MESSAGE, data: null });
    expect(logout.headers['set-cookie']).toBeUndefined();
    expect(await stillSignedIn()).toBe(true);
  });

  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['its Origin, from a browser without Sec-Fetch-Site', { origin: `https://${SITE}` }],
    ['its Referer, from a browser without Sec-Fetch-Site or Origin', { referer: `https://${SITE}/v/personal-data` }],
  ])('goes through from a page of the site: %s', async (_from, headers) => {
    const changed = await withCookie('POST', '/user/center/updateInfo', headers, signature('本站页面改的'));
    expect(envelope(changed)).toMatchObject({ code: ResultCode.OK, data: { signature: '本站页面改的' } });
  });

  it('trusts Sec-Fetch-Site over an Origin that claims the site', async () => {
    const refused = await withCookie('POST', '/user/center/updateInfo', { 'sec-fetch-site': 'cross-site', origin: `https://${SITE}` }, signature('x'));
    expect(envelope(refused).code).toBe(ResultCode.FORBIDDEN);
  });
});

describe('what the check leaves alone', () => {
  it('takes a write with the accessToken header from anywhere: API clients hold the token themselves', async () => {
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/user/center/updateInfo',
      headers: { host: SITE, origin: ELSEWHERE, 'sec-fetch-site': 'cross-site', accesstoken: token },
      payload: signature('接口客户端'),
    });
    expect(envelope(changed).code).toBe(ResultCode.OK);
  });

  it('answers reads signed by the cookie from anywhere', async () => {
    const info = await withCookie('GET', '/user/center/info', { 'sec-fetch-site': 'cross-site' });
    expect(envelope(info).code).toBe(ResultCode.OK);
  });

  it('counts the cookie on a GET that changes something only from a page of the site', async () => {
    const rename = (nickName: string, headers: Record<string, string>) =>
      withCookie('GET', `/user/center/updateNickName?nickName=${encodeURIComponent(nickName)}`, headers);
    expect(envelope(await rename('站外改名', { 'sec-fetch-site': 'cross-site' })).code).toBe(ResultCode.UNAUTHORIZED);
    expect(envelope(await rename('站外改名', {})).code).toBe(ResultCode.UNAUTHORIZED);
    expect(envelope(await rename('站内改名', { 'sec-fetch-site': 'same-origin' }))).toMatchObject({ code: ResultCode.OK, data: { nickName: '站内改名' } });
  });
});
