import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { PORTAL_TIME_ZONE } from '@portal/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

// Match days, lottery days, ranks and the schedule pages follow Beijing time. Day numbers, their
// dates and weekdays are plain arithmetic (Beijing keeps one offset all year, and the simulator and
// the lottery lists ask often); reading a date and finding a month's start go through dayjs.


export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const OFFSET = 8 * HOUR;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** Days since 1970-01-01 in Beijing time. */
export type DayNumber = number;

/** `ts` as a Beijing wall-clock time. */
export const beijingTime = (ts: number | Date): Dayjs => dayjs(ts).tz(PORTAL_TIME_ZONE);

/** The Beijing day `ts` falls on. */
export const beijingDay = (ts: number): DayNumber => Math.floor((ts + OFFSET) / DAY);

/** The instant Beijing day `day` starts. */
export const dayStart = (day: DayNumber): number => day * DAY - OFFSET;

/** `YYYY-MM-DD` of a Beijing day. */
export const dateKey = (day: DayNumber): string => new Date(day * DAY).toISOString().slice(0, 10);

/** The Beijing day of `YYYY-MM-DD`, or undefined when it is no calendar date. */
export function dayOfDateKey(key: string): DayNumber | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return undefined;
  const midnight = dayjs.tz(key, PORTAL_TIME_ZONE);
  if (!midnight.isValid() || midnight.format('YYYY-MM-DD') !== key) return undefined;
  return beijingDay(midnight.valueOf());
}

/** The instant a Beijing calendar date `YYYY-MM-DD` begins. */
export const beijingMidnight = (key: string): Date => dayjs.tz(key, PORTAL_TIME_ZONE).toDate();

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (day: DayNumber): number => new Date(day * DAY).getUTCDay();

/** 周一 … 周日. */
export const weekdayName = (day: DayNumber): string => WEEKDAYS[weekdayOf(day)] ?? '';

/**
 * Beijing midnight that began the day, the week (from Monday) or the month `ts` falls in. Built from
 * the Beijing date rather than with dayjs's startOf, which applies the process zone's offset.
 */
export function beijingPeriodStart(period: 'day' | 'week' | 'month', ts: number): Date {
  const day = beijingDay(ts);
  if (period === 'month') return beijingMidnight(beijingTime(ts).format('YYYY-MM-01'));
  if (period === 'week') return new Date(dayStart(day - ((weekdayOf(day) + 6) % 7)));
  return new Date(dayStart(day));
}
