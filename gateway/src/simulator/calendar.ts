export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

// Schedules, dates and lottery days follow Beijing time, which has no daylight saving.
const BEIJING_OFFSET = 8 * HOUR;

/** Days since 1970-01-01 in Beijing time. */
export type DayNumber = number;

export function beijingDay(ts: number): DayNumber {
  return Math.floor((ts + BEIJING_OFFSET) / DAY);
}

/** The instant a Beijing day starts. */
export function dayStart(day: DayNumber): number {
  return day * DAY - BEIJING_OFFSET;
}

/** The instant `minutes` past Beijing midnight of `day`. */
export function atMinuteOfDay(day: DayNumber, minutes: number): number {
  return dayStart(day) + minutes * MINUTE;
}

/** `YYYY-MM-DD` of a Beijing day. */
export function dateKey(day: DayNumber): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** The Beijing day of `YYYY-MM-DD`, or undefined when it is no date. */
export function dayOfDateKey(key: string): DayNumber | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return undefined;
  const ms = Date.parse(`${key}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== key) return undefined;
  return ms / DAY;
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: DayNumber): number {
  return new Date(day * DAY).getUTCDay();
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

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** 周一 … 周日. */
export function weekdayName(day: DayNumber): string {
  return WEEKDAY_NAMES[weekdayOf(day)] ?? '';
}
