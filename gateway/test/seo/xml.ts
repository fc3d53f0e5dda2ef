import { validateXML } from 'xmllint-wasm';
import { expect } from 'vitest';
import { SITEMAP_INDEX_XSD, SITEMAP_XSD } from './sitemap-schemas';

/** Fails with xmllint's messages unless `xml` is valid against the sitemap (`urlset`) or index schema. */
export async function expectValid(xml: string, root: 'urlset' | 'sitemapindex'): Promise<void> {
  const result = await validateXML({
    xml: [{ fileName: `${root}.xml`, contents: xml }],
    schema: [{ fileName: `${root}.xsd`, contents: root === 'urlset' ? SITEMAP_XSD : SITEMAP_INDEX_XSD }],
  });
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of every `<name>` element, its entities read. */
export function elementTexts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((found) =>
    (found[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_entity, entity: string) => ENTITIES[entity] ?? ''),
  );
}

/** The `loc` and `lastmod` of each `url` or `sitemap` entry. */
export function entriesOf(xml: string, element: 'url' | 'sitemap'): { loc: string; lastmod: string | undefined }[] {
  return [...xml.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))].map((found) => {
    const body = found[1] ?? '';
    return { loc: elementTexts(body, 'loc')[0] ?? '', lastmod: elementTexts(body, 'lastmod')[0] };
  });
}

/** A W3C datetime to the second with a time zone, as sitemaps take it. */
export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
