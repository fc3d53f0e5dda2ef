import { z } from 'zod';

/** Where crawlers find the sitemap index. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** The folder of the index's sitemaps: `/sitemaps/{kind}-{part}.xml`. */
export const SITEMAP_PATH_PREFIX = '/sitemaps/';

/** The namespace of a sitemap and of a sitemap index (sitemaps.org protocol 0.9). */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The most addresses one sitemap may list (sitemaps.org); more are split into numbered parts. */
export const SITEMAP_URL_LIMIT = 50_000;

/** The kinds of page the sitemaps list, one numbered series of sitemaps each. */
export const SITEMAP_KINDS = ['matches', 'news', 'leagues', 'teams', 'players', 'rooms', 'experts'] as const;
/** One of {@link SITEMAP_KINDS}. */
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One sitemap of the index: its kind and its part, counted from 1. */
export type SitemapFile = { kind: SitemapKind; part: number };

const SITEMAP_FILE_PATTERN = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})\\.xml$`);

/** The file name of a sitemap, e.g. `matches-1.xml`. */
export function sitemapFileName({ kind, part }: SitemapFile): string {
  return `${kind}-${part}.xml`;
}

/** A sitemap's file name as the address names it, read into its kind and part. */
export const sitemapFileSchema = z
  .string()
  .regex(SITEMAP_FILE_PATTERN, { error: 'must be {kind}-{part}.xml' })
  .transform((name): SitemapFile => {
    const [, kind, part] = SITEMAP_FILE_PATTERN.exec(name) ?? [];
    return { kind: kind as SitemapKind, part: Number(part) };
  });
