import { SITEMAP_NAMESPACE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { urlsetXml } from '../../src/seo/sitemap-xml';
import { createSitemaps, type SitemapSources } from '../../src/seo/sitemaps';
import { SITEMAP_XSD } from './sitemap-schemas';
import { elementTexts, entriesOf, expectValid } from './xml';

const quiet = { warn: () => undefined } as never;

const sources = (told: Partial<SitemapSources>): SitemapSources => ({
  matches: () => [],
  now: () => Date.UTC(2025, 2, 15, 12),
  news: async () => [],
  directory: async () => ({ leagues: [], teams: [], players: [] }),
  roomIds: async () => [],
  expertIds: async () => [],
  ...told,
});

describe('a sitemap', () => {
  it('escapes what XML would read as markup', async () => {
    const loc = `https://example.com/search?val=<"球队">&page=1&name='x'`;
    const xml = urlsetXml([{ loc, lastmod: new Date(Date.UTC(2025, 2, 15, 12, 0, 0, 250)) }]);
    expect(xml).toContain('<loc>https://example.com/search?val=&lt;&quot;球队&quot;&gt;&amp;page=1&amp;name=&apos;x&apos;</loc>');
    expect(elementTexts(xml, 'loc')).toEqual([loc]);
    expect(elementTexts(xml, 'lastmod')).toEqual(['2025-03-15T12:00:00Z']);
    await expectValid(xml, 'urlset');
  });

  it('is held to the schema: no namespace, an address under 12 characters, a lastmod that is no date or no address fail it', async () => {
    const valid = urlsetXml([{ loc: 'https://example.com/news/1' }]);
    for (const broken of [
      valid.replace(` xmlns="${SITEMAP_NAMESPACE}"`, ''),
      valid.replace('https://example.com/news/1', '/news/1'),
      valid.replace('</loc>', '</loc><lastmod>yesterday</lastmod>'),
      urlsetXml([]),
    ]) {
      const result = await validateXML({ xml: [{ fileName: 'urlset.xml', contents: broken }], schema: [{ fileName: 'urlset.xsd', contents: SITEMAP_XSD }] });
      expect(result.valid).toBe(false);
    }
  });
});

describe('the sitemaps', () => {
  it('split a kind into numbered parts of at most the limit, and have no part past the last', async () => {
    const sitemaps = createSitemaps({ sources: sources({ roomIds: async () => [1, 2, 3, 4, 5] }), log: quiet, urlLimit: 2 });
    const index = await sitemaps.index('https://example.com');
    await expectValid(index, 'sitemapindex');
    expect(entriesOf(index, 'sitemap').map(({ loc }) => loc)).toEqual([
      'https://example.com/sitemaps/rooms-1.xml',
      'https://example.com/sitemaps/rooms-2.xml',
      'https://example.com/sitemaps/rooms-3.xml',
    ]);
    const parts = await Promise.all([1, 2, 3, 4].map((part) => sitemaps.sitemap('https://example.com', { kind: 'rooms', part })));
    expect(parts.map((xml) => (xml === undefined ? undefined : elementTexts(xml, 'loc')))).toEqual([
      ['https://example.com/live/room/1', 'https://example.com/live/room/2'],
      ['https://example.com/live/room/3', 'https://example.com/live/room/4'],
      ['https://example.com/live/room/5'],
      undefined,
    ]);
  });

  it('date each part of the index by the latest change of its pages', async () => {
    const times = [Date.UTC(2025, 2, 14), Date.UTC(2025, 2, 15, 8), Date.UTC(2025, 2, 13)];
    const news = times.map((time, index) => ({ id: index + 1, publishedAt: new Date(time) }));
    const sitemaps = createSitemaps({ sources: sources({ news: async () => news }), log: quiet, urlLimit: 2 });
    const index = await sitemaps.index('https://example.com');
    expect(entriesOf(index, 'sitemap')).toEqual([
      { loc: 'https://example.com/sitemaps/news-1.xml', lastmod: '2025-03-15T08:00:00Z' },
      { loc: 'https://example.com/sitemaps/news-2.xml', lastmod: '2025-03-13T00:00:00Z' },
    ]);
  });

  it('leave out of the index a kind whose source fails, and list the others', async () => {
    const warned: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warned.push(args) } as never;
    const sitemaps = createSitemaps({
      sources: sources({ expertIds: async () => [7], directory: () => Promise.reject(new Error('vendor down')) }),
      log,
    });
    const index = await sitemaps.index('https://example.com');
    expect(entriesOf(index, 'sitemap').map(({ loc }) => loc)).toEqual(['https://example.com/sitemaps/experts-1.xml']);
    expect(warned).toHaveLength(3);
  });
});
