import { listRoutes, PAGES, routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REFERENCE_PATH } from '../../src/http/api-reference';
import { allowedPictures } from '../../src/seo/robots';
import { buildTestApp, type TestApp } from '../helper';

/** What robots.txt says: its Allow and Disallow paths and its Sitemap lines. */
function readRobots(text: string) {
  const lines = text.split('\n');
  const values = (field: string) => lines.filter((line) => line.startsWith(`${field}: `)).map((line) => line.slice(field.length + 2));
  return { userAgents: values('User-agent'), allowed: values('Allow'), disallowed: values('Disallow'), sitemaps: values('Sitemap') };
}

/** Whether a crawler keeps off a path: the longest matching rule decides, and every Disallow is longer than `Allow: /`. */
const isDisallowed = (disallowed: readonly string[], path: string) => disallowed.some((rule) => path.startsWith(rule));

/** A concrete address of a route path, each param filled with `1` (a splat with a club's page). */
const sample = (path: string) =>
  path
    .replace(/:\w+/g, '1')
    .replace(/\{-\$\w+\}/g, '1')
    .replace(/\$\w+/g, '1')
    .replace(/\/\$$/, '/team/1');

const crawlerRoutes: readonly string[] = [routes.extra.robots, routes.extra.sitemapIndex, routes.extra.sitemap].map((entry) => entry.path);
const isPagePath = (path: string) => PAGES.some((page) => page.path.toLowerCase() === path.toLowerCase());

let ctx: TestApp;
let robots: ReturnType<typeof readRobots>;
beforeAll(async () => {
  ctx = await buildTestApp();
  const answer = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'portal.test' } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('public, max-age=300');
  robots = readRobots(answer.body);
});
afterAll(async () => ctx.close());

describe('robots.txt', () => {
  it('speaks to every crawler and names the sitemap index by its absolute address', () => {
    expect(robots.userAgents).toEqual(['*']);
    expect(robots.allowed[0]).toBe('/');
    expect(robots.sitemaps).toEqual(['http://portal.test/sitemap.xml']);
  });

  it('disallows the logged-in area, the API reference and every call of the route table but the pictures', () => {
    expect(robots.disallowed).toContain('/v/');
    for (const path of ['/v/wallet', '/v/anchor-set', API_REFERENCE_PATH, `${API_REFERENCE_PATH}/json`]) expect(isDisallowed(robots.disallowed, path)).toBe(true);
    for (const prefix of ['/api/', '/pay/', '/tj/', '/pc/', '/chat/', '/inform/', '/media/', '/operator/']) expect(robots.disallowed).toContain(prefix);
    const open = listRoutes(routes)
      .filter((entry) => !crawlerRoutes.includes(entry.path))
      .filter((entry) => !isDisallowed(robots.disallowed, sample(entry.path)))
      .map((entry) => `${entry.method} ${entry.path}`);
    // Only the pictures stay open, and a call to a page's own address: a POST, which crawlers never send.
    const pictures = allowedPictures();
    for (const call of open) {
      const [method, path] = call.split(' ') as [string, string];
      const picture = pictures.some((folder) => sample(path).startsWith(folder));
      expect({ call, pictureOrPageOfItsOwn: picture || (method !== 'GET' && isPagePath(path)) }).toEqual({ call, pictureOrPageOfItsOwn: true });
    }
  });

  it('lets crawlers fetch the pictures the pages show, though their folders are disallowed (the longer rule wins)', () => {
    for (const path of ['/live/data/team-logo/102', '/uploads/abc.png', '/static/emoji/1.png', '/static/portrait/default.svg']) {
      const allow = Math.max(...robots.allowed.filter((rule) => rule !== '/' && path.startsWith(rule)).map((rule) => rule.length), -1);
      const disallow = Math.max(...robots.disallowed.filter((rule) => path.startsWith(rule)).map((rule) => rule.length), -1);
      expect({ path, crawlable: allow > disallow }).toEqual({ path, crawlable: true });
    }
    expect(robots.allowed.some((rule) => rule.startsWith('/media/') || rule.startsWith('/pay/'))).toBe(false);
  });

  it('disallows no page outside the logged-in area, nor the sitemaps', () => {
    const kept = PAGES.map((page) => page.path)
      .filter((path) => !path.startsWith('/v/'))
      .flatMap((path) => [sample(path), path.replace(/\/\{-\$\w+\}$/, '') || '/'])
      .filter((path) => isDisallowed(robots.disallowed, path));
    expect(kept).toEqual([]);
    for (const path of ['/live/room/1', '/live/1', '/live/all', '/user/register', '/football/live/1', '/database/lq/101', '/sitemap.xml', '/sitemaps/matches-1.xml', '/robots.txt']) {
      expect(isDisallowed(robots.disallowed, path)).toBe(false);
    }
  });
});

describe('the addresses robots.txt and the sitemaps are written with', () => {
  const sitemapLine = async (app: TestApp, headers: Record<string, string>) =>
    readRobots((await app.app.inject({ method: 'GET', url: '/robots.txt', headers })).body).sitemaps;

  it('take X-Forwarded-Proto and -Host only from a trusted proxy', async () => {
    const forwarded = { host: 'gateway.internal:47080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' };
    expect(await sitemapLine(ctx, forwarded)).toEqual(['http://gateway.internal:47080/sitemap.xml']);
    const behindProxy = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      expect(await sitemapLine(behindProxy, forwarded)).toEqual(['https://www.example.com/sitemap.xml']);
    } finally {
      await behindProxy.close();
    }
  });

  it('are PUBLIC_ORIGIN when it is set, whatever the request says', async () => {
    const configured = await buildTestApp({ env: { PUBLIC_ORIGIN: 'https://www.example.com' } });
    try {
      expect(await sitemapLine(configured, { host: 'gateway.internal' })).toEqual(['https://www.example.com/sitemap.xml']);
      const index = await configured.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'gateway.internal' } });
      expect(index.body).toContain('<loc>https://www.example.com/sitemaps/news-1.xml</loc>');
    } finally {
      await configured.close();
    }
  });

  it('refuse a Host that is no host name', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example/<x>' } });
    expect(answer.statusCode).toBe(400);
  });
});
