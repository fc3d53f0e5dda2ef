import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { beijingDay, dayStart, PORTAL_TIME_ZONE, weekdayOf } from '@portal/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

// Day numbers, their dates and weekdays are plain arithmetic, shared with the simulator through
// contracts; reading a date's wall-clock time and finding a month's start go through dayjs.

export { DAY, HOUR, MINUTE, SECOND, beijingDay, dateKey, dayOfDateKey, dayStart, weekdayName, weekdayOf, type DayNumber } from '@portal/contracts';

/** `ts` as a Beijing wall-clock time. */
export const beijingTime = (ts: number | Date): Dayjs => dayjs(ts).tz(PORTAL_TIME_ZONE);

/** The instant a Beijing calendar date `YYYY-MM-DD` begins. */
export const beijingMidnight = (key: string): Date => dayjs.tz(key, PORTAL_TIME_ZONE).toDate();

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
