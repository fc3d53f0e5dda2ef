import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  formatAmount,
  formatDateTime,
  formatDecimal,
  formatMatchTime,
  formatThousands,
} from '../../src/lib/format';

describe('numbers', () => {
  it('groups thousands', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(-9876543.21)).toBe('-9,876,543.21');
  });

  it('fixes decimals to 2 places by default', () => {
    expect(formatDecimal(3.14159)).toBe('3.14');
    expect(formatDecimal('0.5')).toBe('0.50');
    expect(formatDecimal(7, 0)).toBe('7');
  });

  it('formats amounts with both', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount(999, 0)).toBe('999');
    expect(formatAmount(0)).toBe('0.00');
  });

  it.each([null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('shows nothing for %s', (value) => {
    expect(formatAmount(value)).toBe('');
    expect(formatDecimal(value)).toBe('');
  });
});

describe('dates', () => {
  const kickOff = new Date('2024-01-05T09:03:07+08:00');

  it("formats full timestamps as 'YYYY-MM-DD HH:mm:ss'", () => {
    expect(formatDateTime(kickOff)).toBe('2024-01-05 09:03:07');
    expect(formatDateTime(kickOff.getTime())).toBe('2024-01-05 09:03:07');
  });

  it("formats match times as 'MM-DD HH:mm'", () => {
    expect(formatMatchTime(kickOff)).toBe('01-05 09:03');
    expect(formatMatchTime('2024-12-31 23:59:00')).toBe('12-31 23:59');
  });

  it('takes another pattern', () => {
    expect(formatDateTime(kickOff, 'HH:mm')).toBe('09:03');
  });

  it.each([null, undefined, '', 'not a date'])('shows nothing for %j', (value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatMatchTime(value)).toBe('');
  });
});

describe('countdown', () => {
  it('splits a duration into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
});
