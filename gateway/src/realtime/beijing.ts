// Match days, lottery days and the schedule pages follow Beijing time, which has no daylight saving.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const OFFSET = 8 * HOUR;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** Days since 1970-01-01, Beijing time. */
export const beijingDay = (ts: number): number => Math.floor((ts + OFFSET) / DAY);
/** The instant Beijing day `day` starts. */
export const dayStart = (day: number): number => day * DAY - OFFSET;
/** `YYYY-MM-DD` of a Beijing day. */
export const dateKey = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);
/** The Beijing day of `YYYY-MM-DD`. */
export const dayOfDate = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY;
/** 周一 … 周日. */
export const weekdayName = (day: number): string => WEEKDAYS[new Date(day * DAY).getUTCDay()] ?? '';
