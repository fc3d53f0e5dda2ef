import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({
    extend: (app) => {
      app.get('/test/token', async (request) => ({ token: request.accessToken ?? null }));
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

async function tokenSeen(headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/test/token', headers });
  return response.json<{ token: string | null }>().token;
}

describe('request.accessToken', () => {
  it('is read from the accessToken header', async () => {
    expect(await tokenSeen({ accessToken: 'from-header' })).toBe('from-header');
  });

  it('is read from the auth cookie', async () => {
    expect(await tokenSeen({ cookie: 'theme=dark; auth=from-cookie' })).toBe('from-cookie');
  });

  it('prefers the header when both are present', async () => {
    expect(await tokenSeen({ accessToken: 'from-header', cookie: 'auth=from-cookie' })).toBe('from-header');
  });

  it('is undefined when neither is present or both are empty', async () => {
    expect(await tokenSeen({})).toBeNull();
    expect(await tokenSeen({ accessToken: '', cookie: 'auth=' })).toBeNull();
  });
});
