import { SITEMAP_NAMESPACE } from '@portal/contracts';

/** One address of a sitemap or of the index: absolute, and when it last changed if that is known. */
export type SitemapEntry = { loc: string; lastmod?: Date | undefined };

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A time as the W3C datetime sitemaps take, to the second in UTC. */
export function w3cDatetime(time: Date): string {
  return time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entryXml(element: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod === undefined ? '' : `<lastmod>${w3cDatetime(lastmod)}</lastmod>`;
  return `<${element}><loc>${escapeXml(loc)}</loc>${modified}</${element}>`;
}

function document(root: 'urlset' | 'sitemapindex', element: 'url' | 'sitemap', entries: readonly SitemapEntry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} xmlns="${SITEMAP_NAMESPACE}">`];
  for (const entry of entries) lines.push(entryXml(element, entry));
  lines.push(`</${root}>`, '');
  return lines.join('\n');
}

/** A sitemap: the `urlset` of page addresses. */
export const urlsetXml = (entries: readonly SitemapEntry[]): string => document('urlset', 'url', entries);

/** A sitemap index: the `sitemapindex` of sitemap addresses. */
export const sitemapIndexXml = (entries: readonly SitemapEntry[]): string => document('sitemapindex', 'sitemap', entries);
