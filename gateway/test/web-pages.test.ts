import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { HOME_META, NOT_FOUND_META, pageMetaFor } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticles, rooms, users } from '../src/db/schema';
import { renderPage } from '../src/routes/web-pages';
import { buildTestApp, type TestApp } from './helper';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function titleOf(body: string): string | undefined {
  return /<title>([\s\S]*?)<\/title>/.exec(body)?.[1];
}

function descriptionOf(body: string): string | undefined {
  return /<meta name="description" content="([^"]*)">/.exec(body)?.[1];
}

describe('web pages from the built web', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("serves /football with the football page's title and description in the HTML", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/football', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const meta = pageMetaFor('/football');
    expect(titleOf(response.body)).toBe(meta.title);
    expect(descriptionOf(response.body)).toBe(meta.description);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('fixture title');
  });

  it('serves the page to a client that accepts anything, as curl does', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/football', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(pageMetaFor('/football').title);
  });

  it('serves the home page at /', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(HOME_META.title);
  });

  /** The lowest id of a table the demo data fills: a row that exists. */
  async function firstId(table: typeof newsArticles | typeof rooms | typeof users): Promise<number> {
    const [row] = await ctx.database.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
    if (row === undefined) throw new Error('the demo data left the table empty');
    return row.id;
  }

  /** Asserts the answer is the built index.html, with the not-found page's title, and status 404. */
  function expectNotFoundShell(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('/assets/index-Bx7fK2aQ.js');
    expect(titleOf(response.body)).toBe(NOT_FOUND_META.title);
  }

  it('serves an existing news article with params and a query string, titled by its headline', async () => {
    const id = await firstId(newsArticles);
    const [article] = await ctx.database.db.select().from(newsArticles).where(eq(newsArticles.id, id));
    const response = await ctx.app.inject({ method: 'GET', url: `/news/${id}?from=home`, headers: html });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(`${article?.title}_好球直播`);
  });

  it("answers a page's head from its data: an article's headline and JSON-LD, a room's anchor, the not-found head for a missing id", async () => {
    const head = async (path: string) => (await ctx.app.inject({ method: 'GET', url: `/api/page/head?path=${encodeURIComponent(path)}` })).json().data;
    const newsId = await firstId(newsArticles);
    const [article] = await ctx.database.db.select().from(newsArticles).where(eq(newsArticles.id, newsId));
    expect(await head(`/news/${newsId}/`)).toMatchObject({
      title: `${article?.title}_好球直播`,
      canonicalPath: `/news/${newsId}`,
      ogType: 'article',
      found: true,
      jsonLd: { '@type': 'NewsArticle', headline: article?.title },
    });
    const roomId = await firstId(rooms);
    const room = await head(`/live/room/${roomId}`);
    expect(room).toMatchObject({ found: true, jsonLd: { '@type': 'BroadcastEvent' } });
    expect(room.title).toMatch(/的直播间_好球直播$/);
    expect(await head('/football')).toMatchObject({ ...pageMetaFor('/football'), found: true, jsonLd: null });
    for (const missing of ['/news/99999999', '/live/room/99999999', '/database/fb/team/999999', '/database/lq/player/99999999', '/no/such/page']) {
      expect(await head(missing), missing).toMatchObject({ ...NOT_FOUND_META, found: false });
    }
  });

  it('answers a plan code that names no plan with 404, and the plan directory without one with 200', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/guide/expert/plan?code=NOSUCHPLAN', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).toBe(NOT_FOUND_META.title);
    const directory = await ctx.app.inject({ method: 'GET', url: '/guide/expert/plan', headers: html });
    expect(directory.statusCode).toBe(200);
    expect(titleOf(directory.body)).toBe(pageMetaFor('/guide/expert/plan').title);
  });

  it('answers an unknown path with the index.html and status 404', async () => {
    expectNotFoundShell(await ctx.app.inject({ method: 'GET', url: '/no/such/page', headers: html }));
    expectNotFoundShell(await ctx.app.inject({ method: 'GET', url: '/news/1/comments', headers: html }));
  });

  it.each(['/news/99999999', '/news/2147483648', '/news/abc', '/news/0'])(
    'answers %s, an id that names no news article, with the index.html and status 404',
    async (url) => {
      expectNotFoundShell(await ctx.app.inject({ method: 'GET', url, headers: html }));
    },
  );

  it('does not count a view when it looks an article up', async () => {
    const id = await firstId(newsArticles);
    const views = async () =>
      (await ctx.database.db.select({ views: newsArticles.views }).from(newsArticles).where(eq(newsArticles.id, id)))[0]?.views;
    const before = await views();
    await ctx.app.inject({ method: 'GET', url: `/news/${id}`, headers: html });
    expect(await views()).toBe(before);
  });

  it('answers a room and a user page by whether the room or the user exists', async () => {
    const roomId = await firstId(rooms);
    const userId = await firstId(users);
    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: html })).statusCode;
    expect(await status(`/live/room/${roomId}`)).toBe(200);
    expect(await status('/live/room/99999999')).toBe(404);
    expect(await status('/live/room')).toBe(404);
    expect(await status(`/personal/${userId}?headerNavIndex=0`)).toBe(200);
    expect(await status('/personal/99999999')).toBe(404);
    expect(await status(`/community/anchor-dynamic/${userId}`)).toBe(200);
    expect(await status('/community/anchor-dynamic/99999999')).toBe(404);
  });

  it('answers a match page for a match neither the live scores nor a season has with status 404', async () => {
    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: html })).statusCode;
    for (const url of ['/football/live/424242', '/basketball/live/424242', '/football/analysis/424242', '/basketball/live', '/football/live/x']) {
      expect(await status(url), url).toBe(404);
    }
  });

  it('answers the platform rules and anchor help pages by their ids', async () => {
    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: html })).statusCode;
    for (const url of ['/about', '/about/10001', '/about/10006', '/about/live', '/about/live/3', '/about/agreement']) {
      expect(await status(url), url).toBe(200);
    }
    for (const url of ['/about/10007', '/about/toString', '/about/live/5', '/about/live/10001']) {
      expect(await status(url), url).toBe(404);
    }
  });

  it('does not serve index.html raw', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/index.html', headers: html });
    expect(response.statusCode).toBe(404);
  });

  it('answers an API client on a page path with the 404 envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/football', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-Bx7fK2aQ.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('serves an asset to a client accepting %s as the build compressed it (%s)', async (accepts, encoding, decode) => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-Bx7fK2aQ.js' });
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-Bx7fK2aQ.js', headers: { 'accept-encoding': accepts } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(decode(response.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an API answer above 1 KB for a client that accepts it, and leaves a small one as it is', async () => {
    // The 404 envelope names the path it was asked for: a long path makes an answer of about 2 KB.
    const url = `/api/${'no-such-call/'.repeat(120)}`;
    const json = { accept: 'application/json' };
    const plain = await ctx.app.inject({ method: 'GET', url, headers: json });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const large = await ctx.app.inject({ method: 'GET', url, headers: { ...json, 'accept-encoding': 'br, gzip' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(large.rawPayload).toString()).toBe(plain.body);
    const small = await ctx.app.inject({ method: 'GET', url: '/live/time', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves other static files without a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets', '/assets/', '/%2e%2e/package.json', '/assets/..%2f..%2fhelper.ts'])(
    'answers %s as a client error, never a 500',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ data: null });
    },
  );

  it('answers a missing asset with the 404 envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
  });

  // Sent over a real socket: inject() would tidy the dots away before the router saw them.
  let listening: Promise<string> | undefined;
  it.each(['/assets/../../package.json', '/assets/../../../etc/passwd', '//etc/passwd', '/..%2f..%2fpackage.json'])(
    'answers %s, a path that leaves the folder, with 404',
    async (rawPath) => {
      listening ??= ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const answer = await rawGet(await listening, rawPath);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 404, data: null });
    },
  );
});

/** A GET whose path goes out exactly as written. */
function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: rawPath, headers: { accept: 'application/json' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('web pages before the web is built', () => {
  let ctx: TestApp;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = await mkdtemp(path.join(tmpdir(), 'gateway-no-web-'));
    ctx = await buildTestApp({ webDist: path.join(emptyDir, 'dist') });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(emptyDir, { recursive: true, force: true });
  });

  it('serves a shell that says so, still with the page title', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/basketball', headers: html });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(pageMetaFor('/basketball').title);
    expect(response.body).toContain('网页尚未构建');
  });

  it('still answers the API', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/live/time' });
    expect(response.json()).toMatchObject({ code: 200 });
  });
});

describe('web pages of a build made while the gateway runs', () => {
  let ctx: TestApp;
  let dir: string;
  const index = (build: string) => `<html><head><title>x</title></head><body><script src="/assets/${build}.js"></script></body></html>`;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gateway-rebuilt-web-'));
    await mkdir(path.join(dir, 'dist'));
    await writeFile(path.join(dir, 'dist', 'index.html'), index('first-build'));
    ctx = await buildTestApp({ webDist: path.join(dir, 'dist') });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves the new build's index.html, whose scripts are the ones on disk, without a restart", async () => {
    const page = async () => (await ctx.app.inject({ method: 'GET', url: '/football', headers: html })).body;
    expect(await page()).toContain('/assets/first-build.js');
    const file = path.join(dir, 'dist', 'index.html');
    await writeFile(file, index('second-build'));
    // A build a second later, whatever the file system's clock resolution.
    const later = new Date(Date.now() + 1_000);
    await utimes(file, later, later);
    const rebuilt = await page();
    expect(rebuilt).toContain('/assets/second-build.js');
    expect(titleOf(rebuilt)).toBe(pageMetaFor('/football').title);
  });
});

describe('renderPage', () => {
  it('escapes the title and description', () => {
    const rendered = renderPage('<html><head><title>x</title><meta name="description" content="y"></head></html>', {
      title: '<script>alert(1)</script> & "quotes"',
      description: `it's <b>bold</b>`,
    });
    expect(rendered).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</title>');
    expect(rendered).toContain('<meta name="description" content="it&#39;s &lt;b&gt;bold&lt;/b&gt;">');
    expect(rendered).not.toContain('<script>');
  });

  it('adds a title and description to a head that has none', () => {
    const rendered = renderPage('<html><head></head><body></body></html>', { title: 'T', description: 'D' });
    expect(titleOf(rendered)).toBe('T');
    expect(descriptionOf(rendered)).toBe('D');
  });

  it('keeps $ patterns in a title literal', () => {
    const rendered = renderPage('<title>x</title>', { title: "$& $' $1", description: '' });
    expect(titleOf(rendered)).toBe('$&amp; $&#39; $1');
  });
});
