import {
  SITEMAP_KINDS,
  SITEMAP_PATH_PREFIX,
  SITEMAP_URL_LIMIT,
  sitemapFileName,
  type MatchState,
  type SitemapFile,
  type SitemapKind,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { beijingDay } from '../beijing-time';
import type { DatabaseDirectory } from '../database/season-data';
import { databasePages, expertPagePath, matchPagePath, newsPagePath, roomPagePath } from './page-addresses';
import { sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap-xml';

/** Where the sitemaps read the pages there are: the same services the pages' own calls answer from. */
export type SitemapSources = {
  /** Every match the live scores hold. */
  matches(): Iterable<MatchState>;
  /** The feed's time, which says what today is for the matches. */
  now(): number;
  news(): Promise<readonly { id: number; publishedAt: Date }[]>;
  /** The data base's leagues, clubs and players; fails while they cannot be read. */
  directory(): Promise<DatabaseDirectory>;
  roomIds(): Promise<readonly number[]>;
  expertIds(): Promise<readonly number[]>;
};

export type SitemapsOptions = {
  sources: SitemapSources;
  log: FastifyBaseLogger;
  /** Addresses per sitemap; SITEMAP_URL_LIMIT, the most the protocol allows, unless a test splits sooner. */
  urlLimit?: number;
};

/** A page a sitemap lists: its path on the site, and when it last changed if that is known. */
type PageEntry = { path: string; lastmod?: Date | undefined };

/** The matches listed are those kicking off from this many Beijing days before today to as many after. */
export const SITEMAP_MATCH_DAYS = 7;

/**
 * When a match's page last changed: its latest phase's start (the kick-off before that), never
 * later than now; none before kick-off, when nothing of the match has happened yet.
 */
function matchLastmod(match: MatchState, now: number): Date | undefined {
  if (match.kickoffAt > now) return undefined;
  return new Date(Math.min(Math.max(match.kickoffAt, match.phaseStartedAt ?? 0), now));
}

function latestOf(pages: readonly PageEntry[]): Date | undefined {
  let latest: Date | undefined;
  for (const { lastmod } of pages) if (lastmod !== undefined && (latest === undefined || lastmod > latest)) latest = lastmod;
  return latest;
}

/** The sitemap index and its sitemaps, computed from the sources on each call. */
export function createSitemaps({ sources, log, urlLimit = SITEMAP_URL_LIMIT }: SitemapsOptions) {
  const pagesOf: { readonly [K in SitemapKind]: () => Promise<PageEntry[]> } = {
    matches: async () => {
      const now = sources.now();
      const today = beijingDay(now);
      return [...sources.matches()]
        .filter((match) => Math.abs(beijingDay(match.kickoffAt) - today) <= SITEMAP_MATCH_DAYS)
        .sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id)
        .map((match) => ({ path: matchPagePath(match.sport, match.id), lastmod: matchLastmod(match, now) }));
    },
    news: async () => (await sources.news()).map(({ id, publishedAt }) => ({ path: newsPagePath(id), lastmod: publishedAt })),
    leagues: async () =>
      (await sources.directory()).leagues.flatMap((league) =>
        league.seasons.map((season) => ({ path: databasePages(league.sport).league(league.id, season.id) })),
      ),
    teams: async () => (await sources.directory()).teams.map(({ id, sport }) => ({ path: databasePages(sport).team(id) })),
    players: async () => (await sources.directory()).players.map(({ id, sport }) => ({ path: databasePages(sport).player(id) })),
    rooms: async () => (await sources.roomIds()).map((id) => ({ path: roomPagePath(id) })),
    experts: async () => (await sources.expertIds()).map((id) => ({ path: expertPagePath(id) })),
  };

  const partOf = (pages: readonly PageEntry[], part: number) => pages.slice((part - 1) * urlLimit, part * urlLimit);

  return {
    /**
     * The index at `origin`: every part of each kind with pages, with the latest change of its
     * pages where they say. A kind whose source fails is left out this time, and logged.
     */
    async index(origin: string): Promise<string> {
      const kinds = await Promise.allSettled(SITEMAP_KINDS.map((kind) => pagesOf[kind]()));
      const entries: SitemapEntry[] = [];
      kinds.forEach((read, index) => {
        const kind = SITEMAP_KINDS[index] as SitemapKind;
        if (read.status === 'rejected') {
          log.warn({ err: read.reason, kind }, 'sitemap: a kind of page could not be listed');
          return;
        }
        for (let part = 1; (part - 1) * urlLimit < read.value.length; part += 1) {
          entries.push({ loc: `${origin}${SITEMAP_PATH_PREFIX}${sitemapFileName({ kind, part })}`, lastmod: latestOf(partOf(read.value, part)) });
        }
      });
      return sitemapIndexXml(entries);
    },

    /** One sitemap at `origin`; undefined when the kind has no such part. */
    async sitemap(origin: string, file: SitemapFile): Promise<string | undefined> {
      const pages = partOf(await pagesOf[file.kind](), file.part);
      if (pages.length === 0) return undefined;
      return urlsetXml(pages.map(({ path, lastmod }) => ({ loc: `${origin}${path}`, lastmod })));
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
