import type { FeedLotteryCode } from '@portal/contracts';
import { beijingDay, dateKey, DAY, HOUR, type DayNumber } from '@portal/contracts';
import { dateOf, dayOfYear, monthOf, yearOf } from './calendar';

// A sports-lottery sales day runs from noon to noon, so a 01:00 kick-off belongs to the day before.
const SALES_DAY_SHIFT = 12 * HOUR;
const BLOCK_DAYS = 3;

/** The sales day a kick-off belongs to in jczq and jclq. */
export function salesDay(kickoffAt: number): DayNumber {
  return beijingDay(kickoffAt - SALES_DAY_SHIFT);
}

// bjdc runs ten issues a month, the last one taking the month's remaining days; zc runs
// three-day issues through the year.
const BJDC_ISSUES_PER_MONTH = 10;

/** The first and last Beijing day of the bjdc or zc issue holding `day`. */
export function blockDays(code: 'bjdc' | 'zc', day: DayNumber): [DayNumber, DayNumber] {
  if (code === 'bjdc') {
    const index = bjdcIndex(day);
    const first = day - (dateOf(day) - 1) + index * BLOCK_DAYS;
    const last = index === BJDC_ISSUES_PER_MONTH - 1 ? nextMonthStart(day) - 1 : first + BLOCK_DAYS - 1;
    return [first, last];
  }
  const first = day - (dayOfYear(day) % BLOCK_DAYS);
  const yearEnd = Date.UTC(yearOf(day) + 1, 0, 1) / DAY - 1;
  return [first, Math.min(first + BLOCK_DAYS - 1, yearEnd)];
}

function bjdcIndex(day: DayNumber): number {
  return Math.min(Math.floor((dateOf(day) - 1) / BLOCK_DAYS), BJDC_ISSUES_PER_MONTH - 1);
}

function nextMonthStart(day: DayNumber): DayNumber {
  const year = yearOf(day);
  const month = monthOf(day);
  return Date.UTC(month === 12 ? year + 1 : year, month % 12, 1) / DAY;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The issue number of `code` whose sales cover Beijing day `day` (for jczq and jclq, the sales day). */
export function issueNumOf(code: FeedLotteryCode, day: DayNumber): string {
  const yy = pad(yearOf(day) % 100, 2);
  switch (code) {
    case 'jczq':
    case 'jclq':
      return dateKey(day).replaceAll('-', '');
    case 'bjdc': {
      return `${yy}${pad(monthOf(day), 2)}${pad(bjdcIndex(day) + 1, 2)}`;
    }
    case 'zc': {
      const [first] = blockDays('zc', day);
      return `${yy}${pad(Math.floor(dayOfYear(first) / BLOCK_DAYS) + 1, 3)}`;
    }
  }
}

/** The issue of `code` on sale at `now`. */
export function currentIssueNum(code: FeedLotteryCode, now: number): string {
  return issueNumOf(code, code === 'jczq' || code === 'jclq' ? salesDay(now) : beijingDay(now));
}
