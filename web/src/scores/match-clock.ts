import {
  BasketballState,
  FootballState,
  basketballStateLabel,
  basketballStateShort,
  footballStateLabel,
  isBasketballLive,
  isFootballLive,
  type ListRow,
} from '@portal/contracts';

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
  const label = footballStateLabel(match.state) ?? '';
  const live = isFootballLive(match.state);
  const running =
    match.state === FootballState.FIRST_HALF ||
    match.state === FootballState.SECOND_HALF ||
    match.state === FootballState.EXTRA_TIME;
  const minutes = running ? clockMinutes(match, now) : undefined;
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

function basketballClock(match: ClockFields, now: number): ClockReading {
  const label = basketballStateLabel(match.state) ?? '';
  const live = isBasketballLive(match.state);
  const overtime = match.state === BasketballState.OVERTIME;
  const short = overtime ? 'OT' : basketballStateShort(match.state);
  const inPeriod =
    overtime ||
    match.state === BasketballState.Q1 ||
    match.state === BasketballState.Q2 ||
    match.state === BasketballState.Q3 ||
    match.state === BasketballState.Q4;
  if (!inPeriod || short === undefined) return { text: label, live, ticking: false };
  const periodMinutes = overtime ? BASKETBALL_OVERTIME_MINUTES : match.periodMinutes;
  // A stopped clock (time-out, free throws) stands at its base minute.
  const played = clockMinutes(match, now) ?? match.clockBaseMinute;
  const secondsLeft = Math.max(0, Math.ceil((periodMinutes - played) * 60 - 1e-9));
  const text = `${short} ${twoDigits(Math.floor(secondsLeft / 60))}:${twoDigits(secondsLeft % 60)}`;
  return { text, live, ticking: match.phaseStartedAt !== null && secondsLeft > 0 };
}

/**
 * The state cell of a match at `serverNow` (the gateway's clock): football the running minute
 * (67', 45+2') or the state's label (中场, 完场); basketball the quarter and the time left in it
 * (2nd 07:12) or the state's label.
 */
export function matchClock(match: ClockFields, serverNow: number): ClockReading {
  return match.sport === 'football' ? footballClock(match, serverNow) : basketballClock(match, serverNow);
}
