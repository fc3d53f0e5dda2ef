import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { PORTAL_TIME_ZONE } from '@portal/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);


const EXPLICIT_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * `value` (now without one) on Beijing's wall clock. A date string without a zone is a Beijing wall
 * time, as the gateway writes them; instants and strings with a zone are converted.
 */
export function beijingTime(value?: ConfigType): Dayjs {
  if (typeof value === 'string' && !EXPLICIT_ZONE.test(value.trim())) return dayjs.tz(value, PORTAL_TIME_ZONE);
  return dayjs(value).tz(PORTAL_TIME_ZONE);
}

/** The Beijing day of `at` (ms) as YYYY-MM-DD. */
export function beijingDay(at: number): string {
  return beijingTime(at).format('YYYY-MM-DD');
}
