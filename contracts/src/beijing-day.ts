// Match days, lottery days and the schedule pages follow Beijing time, which keeps one offset all
// year: day numbers, their dates and weekdays are plain arithmetic, the same for the simulator that
// makes the days and the gateway that lists them.

/** Milliseconds in a second, a minute, an hour and a day. */
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const OFFSET = 8 * HOUR;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** Days since 1970-01-01 in Beijing time. */
export type DayNumber = number;

/** The Beijing day `ts` falls on. */
export const beijingDay = (ts: number): DayNumber => Math.floor((ts + OFFSET) / DAY);

/** The instant Beijing day `day` starts. */
export const dayStart = (day: DayNumber): number => day * DAY - OFFSET;

/** `YYYY-MM-DD` of a Beijing day. */
/** `YYYY-MM-DD HH:mm` of a time, in Beijing. */
export const beijingMinute = (ts: number): string => new Date(ts + OFFSET).toISOString().slice(0, 16).replace('T', ' ');

export const dateKey = (day: DayNumber): string => new Date(day * DAY).toISOString().slice(0, 10);

/** The Beijing day of `YYYY-MM-DD`, or undefined when it is no calendar date. */
export function dayOfDateKey(key: string): DayNumber | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return undefined;
  const day = Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10))) / DAY;
  return dateKey(day) === key ? day : undefined;
}

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (day: DayNumber): number => new Date(day * DAY).getUTCDay();

/** 周一 … 周日. */
export const weekdayName = (day: DayNumber): string => WEEKDAYS[weekdayOf(day)] ?? '';
