import type { FeedLeague, FeedPlayer, FeedSeason, FeedTeam } from '@portal/contracts';

/** The upstream's leagues, seasons, teams and players as read at `at`, which the data base pages look up. */
export type Reference = { at: number; leagues: FeedLeague[]; seasons: FeedSeason[]; teams: FeedTeam[]; players: FeedPlayer[] };
