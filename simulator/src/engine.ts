import type { FeedInjectRequest, FeedSide } from '@portal/contracts';
import type { MatchRun } from './match-run';
import type { Rng } from './random';

/** A match's life as a coroutine: it yields the source time it next wants to act at, never earlier than now. */
export type Script = Generator<number, void, void>;

/** A simulated match: its run, the script that drives it, and incidents made to happen on demand. */
export interface MatchEngine {
  readonly run: MatchRun;
  script(): Script;
  /** Applies an incident now; false when the match is not being played or the kind does not fit the sport. */
  inject(kind: FeedInjectRequest['kind'], team: FeedSide): boolean;
  /**
   * Every bookmaker quotes a match being played as it stands at `now`. The model calls it once its
   * start has been caught up quietly, since the catch-up skips the routine in-play requotes: without
   * it a match in its 74th minute at 0-0 would still show its prices of kick-off. (The moves before
   * kick-off are made whether or not anyone hears them.)
   */
  requoteAtStart(now: number): void;
  /**
   * Before kick-off, leaves out of the line-ups whoever a ban now keeps out and tells the change:
   * the model calls it when a club's previous match ends. None in basketball, which has no bans.
   */
  fieldTheBanned?(): void;
}

/** The unusual course a match may take, drawn once per match. */
export type Fate = 'normal' | 'postponed' | 'cancelled' | 'undetermined' | 'interrupted' | 'abandoned' | 'abnormal';

// Small enough to be rare on a day's list, large enough that a week of fixtures shows each of them.
const FATE_RATES: readonly (readonly [Fate, number])[] = [
  ['postponed', 0.012],
  ['cancelled', 0.008],
  ['undetermined', 0.008],
  ['interrupted', 0.01],
  ['abandoned', 0.007],
  ['abnormal', 0.008],
];

export function drawFate(rng: Rng): Fate {
  let roll = rng.next();
  for (const [fate, rate] of FATE_RATES) {
    if (roll < rate) return fate;
    roll -= rate;
  }
  return 'normal';
}

/** Something a script does at an offset into the current minute. */
export interface Beat {
  offset: number;
  act: () => void;
}

/** Acts the beats of the minute starting at `start`, in time order. */
export function* playBeats(start: number, beats: Beat[]): Script {
  beats.sort((a, b) => a.offset - b.offset);
  for (const beat of beats) {
    yield start + beat.offset;
    beat.act();
  }
}

export const other = (side: FeedSide): FeedSide => (side === 'home' ? 'away' : 'home');

/** The chance a kick of a shoot-out goes in. */
export const PENALTY_KICK = 0.76;

/**
 * Whether a shoot-out is over after `taken` kicks a side with `score`: within the first five each,
 * once one side cannot catch the other; after them, with as many kicks each and the scores apart.
 */
export function shootoutDecided(score: readonly [number, number], taken: readonly [number, number]): boolean {
  const [home, away] = score;
  const [homeTaken, awayTaken] = taken;
  if (homeTaken <= 5 && awayTaken <= 5) return home + (5 - homeTaken) < away || away + (5 - awayTaken) < home;
  return homeTaken === awayTaken && home !== away;
}
