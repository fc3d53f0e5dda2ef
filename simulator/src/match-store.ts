import type { FeedMatchSnapshot, FeedOddsTrack } from '@portal/contracts';

/** Read access to the matches of a feed, live or replayed. */
export interface MatchStore {
  snapshots(): Iterable<FeedMatchSnapshot>;
  match(id: number): FeedMatchSnapshot | undefined;
  /** The price moves of a match's markets, oldest first. */
  oddsHistory(id: number): FeedOddsTrack[] | undefined;
}
