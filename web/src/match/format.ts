import { DATE_FORMAT_SHORT, HANDICAP_STEP_GOALS, handicapLineName } from '@portal/contracts';

import { beijingTime } from '../lib/time';
/** Odds as quoted: two decimals. */
export function priceText(price: number | null | undefined): string {
  return typeof price === 'number' && Number.isFinite(price) ? price.toFixed(2) : '';
}

/**
 * An Asian handicap line by its Chinese name, from the home side: the feed's line is negative when
 * the home side gives (-0.5 → 半球), positive when it receives (0.5 → 受半球).
 */
export function asianLineText(line: number): string {
  return handicapLineName(line === 0 ? 0 : -line);
}

/** A goal line of over/under: 2.5, or a split line as its two halves (2.75 → 2.5/3). */
export function goalLineText(line: number): string {
  const quarters = Math.round(line / HANDICAP_STEP_GOALS);
  if (quarters % 2 === 0) return String(line);
  return `${line - HANDICAP_STEP_GOALS}/${line + HANDICAP_STEP_GOALS}`;
}

/** A basketball points handicap from the home side: -5.5 when home gives 5.5, +3.5 when it receives. */
export function pointsLineText(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

/** Kick-off as the lists show it: HH:mm on the day of `now`, MM-DD HH:mm on any other day. */
export function kickoffText(kickoffAt: number, now: number): string {
  const kickoff = beijingTime(kickoffAt);
  return kickoff.isSame(beijingTime(now), 'day') ? kickoff.format('HH:mm') : kickoff.format(DATE_FORMAT_SHORT);
}

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

/** A day heading of the schedule: 2025-05-03 星期六. */
export function dayHeading(at: number): string {
  const day = beijingTime(at);
  return `${day.format('YYYY-MM-DD')} ${WEEKDAYS[day.day()] ?? ''}`;
}

/** A pair as the lists show it: 2-1; nothing when there is none. */
export function pairText(pair: readonly [number, number] | null | undefined): string {
  return pair ? `${pair[0]}-${pair[1]}` : '';
}
