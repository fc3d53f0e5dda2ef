import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, sendServedPage, servedPage } from '../src/routes/served-page';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const dataScript = 'self.$_TSR={h(){}};document.currentScript.remove()';
const html =
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root">' +
  `<script type="application/ld+json">{"@type":"SportsEvent","name":"主队vs客队"}</script><p>${'比分 2:1 '.repeat(400)}</p></div>` +
  `<script data-tsr-stream-part="">${dataScript}</script><script>document.currentScript.remove();</script></body></html>`;

describe('a page served to every visitor alike', () => {
  it('lets in by hash exactly the inline scripts that run, not files or JSON-LD', () => {
    expect(inlineScriptHashes(html)).toEqual([sha256(dataScript), sha256('document.currentScript.remove();')]);
  });

  const app = Fastify();
  const page = servedPage(200, html, ['match:football:1']);
  afterAll(() => app.close());

  it('goes out as the same bytes in the encoding the client takes, its scripts in the policy', async () => {
    await app.register(fastifyHelmet, { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } } });
    await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
    app.get('/page', (request, reply) => sendServedPage(request, reply, page));

    const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(html);
    expect(br.headers['content-security-policy']).toBe(`default-src 'self';script-src 'self' ${sha256(dataScript)} ${sha256('document.currentScript.remove();')}`);

    const again = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);

    const plain = await app.inject({ url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
