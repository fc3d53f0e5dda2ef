import { DAY, type DayNumber, dayStart, MINUTE } from '../beijing-time';

// The simulator's calendar arithmetic on Beijing day numbers, beside ../beijing-time.ts.

/** The instant `minutes` past Beijing midnight of `day`. */
export function atMinuteOfDay(day: DayNumber, minutes: number): number {
  return dayStart(day) + minutes * MINUTE;
}

export function yearOf(day: DayNumber): number {
  return new Date(day * DAY).getUTCFullYear();
}

export function monthOf(day: DayNumber): number {
  return new Date(day * DAY).getUTCMonth() + 1;
}

/** Day of the month, 1-based. */
export function dateOf(day: DayNumber): number {
  return new Date(day * DAY).getUTCDate();
}

/** Days since the year's 1 January, 0-based. */
export function dayOfYear(day: DayNumber): number {
  return day - Date.UTC(yearOf(day), 0, 1) / DAY;
}
