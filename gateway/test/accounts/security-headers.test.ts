import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function directives(header: string | string[] | number | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

/** What the CSP forbids in a page: a script without src, an inline event handler, a javascript: URL. */
function inlineScriptsOf(page: string): string[] {
  const found: string[] = [];
  for (const match of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (!/\bsrc=/.test(attributes) || body.trim() !== '') found.push(match[0]);
  }
  for (const match of page.matchAll(/\s(on[a-z]+)\s*=/gi)) found.push(match[0]);
  for (const match of page.matchAll(/javascript:/gi)) found.push(match[0]);
  return found;
}

describe('security headers', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('puts a strict Content-Security-Policy on the pages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/football', headers: html });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'media-src': "'self' blob:",
      'connect-src': "'self' ws: wss:",
      'font-src': "'self' data:",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('puts it on API answers and assets too', async () => {
    for (const url of ['/live/time', '/assets/index-Bx7fK2aQ.js', '/user/center/info']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('serves a page whose only script is a bundle file, as vite builds it', async () => {
    const page = (await ctx.app.inject({ method: 'GET', url: '/', headers: html })).body;
    expect(page).toMatch(/<script\b[^>]*\bsrc="\/assets\//);
    expect(inlineScriptsOf(page)).toEqual([]);
  });

  it('finds the inline scripts it looks for', () => {
    expect(inlineScriptsOf('<script>alert(1)</script><img onerror="x"><a href="javascript:x">')).toHaveLength(3);
  });
});

describe('security headers in production', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('add HSTS', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
