import type { ChannelStore } from '../channels/channel-store';
import type { FeedClock } from './feed-clock';
import { FeedIngest, type IngestTimings } from './ingest';
import type { RealtimeLog } from '../channels/log';
import { MatchBook } from '../scores/match-book';
import { ReferenceData } from '../scores/projection';
import { ScoreState } from '../scores/state';
import type { UpstreamClient } from './client';

export type IngestRun = { ingest: FeedIngest; stop(): Promise<void> };

/**
 * Starts ingesting into `store`: a fresh book, read from the upstream, diffed against whatever
 * the store already holds, so a process that takes over continues the channels' numbering.
 */
export function startIngest(options: {
  upstream: UpstreamClient;
  store: ChannelStore;
  clock: FeedClock;
  log: RealtimeLog;
  timings?: Partial<IngestTimings>;
  onReady?: () => void;
}): IngestRun {
  const book = new MatchBook();
  const reference = new ReferenceData();
  const state = new ScoreState(book, options.store, reference, options.clock);
  const ingest = new FeedIngest({
    upstream: options.upstream,
    book,
    state,
    reference,
    clock: options.clock,
    log: options.log,
    timings: options.timings,
    onReady: options.onReady,
  });
  ingest.start();
  return { ingest, stop: () => ingest.stop() };
}

