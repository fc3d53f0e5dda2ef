import type { FeedLeague } from '@portal/contracts';

/** The vendor's league list changes rarely: read again after this long. */
export const LEAGUES_TTL_MS = 10 * 60_000;

/**
 * The vendor's competitions by id, read through `read` at most once a {@link LEAGUES_TTL_MS}; a
 * failed read answers an empty map and is tried again on the next ask rather than kept.
 */
export function leagueBook(read: () => Promise<FeedLeague[]>, now: () => number = Date.now): () => Promise<ReadonlyMap<number, FeedLeague>> {
  let cached: { at: number; read: Promise<ReadonlyMap<number, FeedLeague>> } | undefined;
  return () => {
    if (cached === undefined || now() - cached.at > LEAGUES_TTL_MS) {
      const reading = read().then(
        (leagues) => new Map(leagues.map((league) => [league.id, league] as const)),
        () => {
          cached = undefined;
          return new Map<number, FeedLeague>();
        },
      );
      cached = { at: now(), read: reading };
    }
    return cached.read;
  };
}
