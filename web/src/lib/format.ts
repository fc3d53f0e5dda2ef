import { DATE_FORMAT_FULL, DATE_FORMAT_SHORT, DECIMAL_PLACES, formatThousands } from '@portal/contracts';
import { beijingTime } from './time';

export { countdownParts, formatThousands, type CountdownParts } from '@portal/contracts';

type NumberInput = number | string | null | undefined;
type DateInput = number | string | Date | null | undefined;

// Amounts and odds often arrive as strings; an empty or unparsable one shows as nothing rather than 0 or NaN.
function toNumber(value: NumberInput): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** `value` fixed to `decimals` places, without grouping: 3.14159 → '3.14'. */
export function formatDecimal(value: NumberInput, decimals: number = DECIMAL_PLACES): string {
  const n = toNumber(value);
  return n === undefined ? '' : n.toFixed(decimals);
}

/** `value` grouped by thousands and fixed to `decimals` places: 1234.5 → '1,234.50'. */
export function formatAmount(value: NumberInput, decimals: number = DECIMAL_PLACES): string {
  const n = toNumber(value);
  return n === undefined ? '' : formatThousands(n, decimals);
}

/** A timestamp (ms), date string or Date in Beijing time as 'YYYY-MM-DD HH:mm:ss' or the given pattern. */
export function formatDateTime(value: DateInput, pattern: string = DATE_FORMAT_FULL): string {
  if (value === null || value === undefined || value === '') return '';
  const date = beijingTime(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** A match time as 'MM-DD HH:mm'. */
export function formatMatchTime(value: DateInput): string {
  return formatDateTime(value, DATE_FORMAT_SHORT);
}
