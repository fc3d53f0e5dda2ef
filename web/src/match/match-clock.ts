import { BasketballState, FootballState, sportEntry, type ListRow, type Sport } from '@portal/contracts';

/** Minutes of one extra-time half in football and of one overtime period in basketball. */
export const FOOTBALL_EXTRA_HALF_MINUTES = 15;
export const BASKETBALL_OVERTIME_MINUTES = 5;

const MINUTE_MS = 60_000;

export type ClockFields = Pick<ListRow, 'sport' | 'state' | 'phaseStartedAt' | 'clockBaseMinute' | 'periodMinutes'>;

/** What the state cell of a match shows. */
export interface ClockReading {
  text: string;
  /** The match is being played (halves, breaks, extra time, quarters): shown in red. */
  live: boolean;
  /** The clock is running, so the text changes as time passes. */
  ticking: boolean;
}

/** Minutes on the clock at `now`, counting from the phase's start; undefined while the clock stands. */
function clockMinutes(match: ClockFields, now: number): number | undefined {
  if (match.phaseStartedAt === null) return undefined;
  return match.clockBaseMinute + Math.max(0, now - match.phaseStartedAt) / MINUTE_MS;
}

/** The last regular minute of the football phase the match is in: 45, 90, 105 or 120 with 45-minute halves. */
function footballPhaseEnd(match: ClockFields): number {
  const half = match.periodMinutes;
  if (match.state === FootballState.FIRST_HALF) return half;
  if (match.state === FootballState.SECOND_HALF) return 2 * half;
  const firstExtraEnd = 2 * half + FOOTBALL_EXTRA_HALF_MINUTES;
  return match.clockBaseMinute < firstExtraEnd ? firstExtraEnd : firstExtraEnd + FOOTBALL_EXTRA_HALF_MINUTES;
}

function footballClock(match: ClockFields, now: number): ClockReading {
  const { states } = sportEntry(match.sport);
  const label = states.label(match.state) ?? '';
  const live = states.live.has(match.state);
  const minutes = states.running.has(match.state) ? clockMinutes(match, now) : undefined;
  if (minutes === undefined) return { text: label, live, ticking: false };
  // The clock shows the minute being played, 1-based: 0:30 into the match is the 1st minute.
  const minute = Math.floor(minutes) + 1;
  const end = footballPhaseEnd(match);
  const text = minute > end ? `${end}+${minute - end}'` : `${minute}'`;
  return { text, live, ticking: true };
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** Seconds left in the basketball period being played at `now`, or undefined between periods. */
function basketballSecondsLeft(match: ClockFields, now: number): number | undefined {
  const overtime = match.state === BasketballState.OVERTIME;
  if (!sportEntry(match.sport).states.running.has(match.state)) return undefined;
  const periodMinutes = overtime ? BASKETBALL_OVERTIME_MINUTES : match.periodMinutes;
  // A stopped clock (time-out, free throws) stands at its base minute.
  const played = clockMinutes(match, now) ?? match.clockBaseMinute;
  return Math.max(0, (periodMinutes - played) * 60);
}

/** Under a minute left, a basketball clock shows tenths of a second, as the arena's does. */
export const TENTHS_UNDER_SECONDS = 60;

/**
 * Whether a basketball clock shows tenths at `now`: under {@link TENTHS_UNDER_SECONDS} left in a
 * period, and running, so a page showing it moves it on every tenth.
 */
export function runsInTenths(match: ClockFields, now: number): boolean {
  const left = match.phaseStartedAt === null ? undefined : CLOCKS[match.sport].secondsLeft?.(match, now);
  return left !== undefined && left > 0 && left < TENTHS_UNDER_SECONDS;
}

function basketballClock(match: ClockFields, now: number, tenths: boolean): ClockReading {
  const { states } = sportEntry(match.sport);
  const label = states.label(match.state) ?? '';
  const live = states.live.has(match.state);
  const short = states.board(match.state);
  const left = basketballSecondsLeft(match, now);
  if (left === undefined || short === undefined) return { text: label, live, ticking: false };
  if (tenths && left < TENTHS_UNDER_SECONDS) {
    const tenthsLeft = Math.ceil(left * 10 - 1e-9);
    return { text: `${short} ${(tenthsLeft / 10).toFixed(1)}`, live, ticking: match.phaseStartedAt !== null && tenthsLeft > 0 };
  }
  const secondsLeft = Math.ceil(left - 1e-9);
  const text = `${short} ${twoDigits(Math.floor(secondsLeft / 60))}:${twoDigits(secondsLeft % 60)}`;
  return { text, live, ticking: match.phaseStartedAt !== null && secondsLeft > 0 };
}

/**
 * The state cell of a match at `serverNow` (the gateway's clock): football the running minute
 * (67', 45+2') or the state's label (中场, 完场); basketball the quarter and the time left in it
 * (第2节 07:12), with `tenths` the last minute in tenths (第4节 45.3), or the state's label.
 */
export function matchClock(match: ClockFields, serverNow: number, tenths = false): ClockReading {
  return CLOCKS[match.sport].read(match, serverNow, tenths);
}

/**
 * How each sport's clock reads: football's the minute running up through the match; basketball's
 * the time left in the period, counted down, so its last minute may run in tenths.
 */
const CLOCKS: {
  readonly [S in Sport]: {
    read(match: ClockFields, now: number, tenths: boolean): ClockReading;
    /** Seconds left in the period being played, for a clock counting down; undefined between periods. */
    secondsLeft?(match: ClockFields, now: number): number | undefined;
  };
} = {
  football: { read: (match, now) => footballClock(match, now) },
  basketball: { read: basketballClock, secondsLeft: basketballSecondsLeft },
};
