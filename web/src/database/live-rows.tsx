import type { ReactNode } from 'react';
import type { FeedSeasonMatch, FeedSport, ListRow, ListState } from '@portal/contracts';
import { useServerTimeAs } from '../realtime/server-time';
import { useChannel } from '../realtime/use-channel';

/** The live list's rows by match id. */
export type LiveRows = Readonly<Record<string, ListRow | undefined>>;

const NONE: LiveRows = {};

/** How long after its kick-off a season match may still be being played. */
export const PLAYING_WINDOW_MS = 4 * 60 * 60 * 1000;

/** Whether one of `matches` has kicked off within {@link PLAYING_WINDOW_MS} and is not yet final. */
export function anyBeingPlayed(matches: readonly Pick<FeedSeasonMatch, 'finished' | 'kickoffAt'>[], now: number): boolean {
  return matches.some((m) => !m.finished && m.kickoffAt <= now && now - m.kickoffAt < PLAYING_WINDOW_MS);
}

/**
 * Gives `children` the live list's rows while one of `matches` is being played, so a season's
 * fixtures show the score and minute as the live scores do (the season's answer is up to a minute
 * old); the list is held only then, and `children` get no rows otherwise.
 */
export function WithLiveRows({ sport, matches, children }: { sport: FeedSport; matches: readonly FeedSeasonMatch[]; children: (live: LiveRows) => ReactNode }) {
  const playing = useServerTimeAs((now) => anyBeingPlayed(matches, now));
  return playing ? <HeldLiveRows sport={sport}>{children}</HeldLiveRows> : children(NONE);
}

function HeldLiveRows({ sport, children }: { sport: FeedSport; children: (live: LiveRows) => ReactNode }) {
  const list = useChannel<ListState>(`list:${sport}:live`);
  return children(list.state?.matches ?? NONE);
}
