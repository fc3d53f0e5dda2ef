import { describe, expect, it } from 'vitest';
import { beijingDay, dateKey, dayOfDateKey, dayStart, weekdayName } from '../src/beijing-day';

// 2026-11-24 23:30 in Beijing is still the 24th there, though it is the 24th 15:30 in UTC and the
// 24th 10:30 in New York; 00:30 on the 25th in Beijing is the 24th everywhere west of it.
const LATE_ON_THE_24TH = Date.parse('2026-11-24T15:30:00Z');
const EARLY_ON_THE_25TH = Date.parse('2026-11-24T16:30:00Z');

describe('Beijing day numbers', () => {
  it('puts an instant on its Beijing day, not on the UTC one', () => {
    expect(dateKey(beijingDay(LATE_ON_THE_24TH))).toBe('2026-11-24');
    expect(dateKey(beijingDay(EARLY_ON_THE_25TH))).toBe('2026-11-25');
    expect(weekdayName(beijingDay(EARLY_ON_THE_25TH))).toBe('周三');
  });

  it('starts a day at Beijing midnight, and reads a date back to its day', () => {
    const day = beijingDay(EARLY_ON_THE_25TH);
    expect(new Date(dayStart(day)).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(dayOfDateKey('2026-11-25')).toBe(day);
  });

  it('reads every date it writes back to the same day', () => {
    for (let day = dayOfDateKey('1900-01-01') ?? 0; day <= (dayOfDateKey('2100-12-31') ?? 0); day += 1) {
      if (dayOfDateKey(dateKey(day)) !== day) expect.fail(`${dateKey(day)} is not day ${day}`);
    }
  });

  it('refuses what is no calendar date', () => {
    expect(dayOfDateKey('2026-02-30')).toBeUndefined();
    expect(dayOfDateKey('2025-02-29')).toBeUndefined();
    expect(dayOfDateKey('2026-13-01')).toBeUndefined();
    expect(dayOfDateKey('26-11-25')).toBeUndefined();
  });
});
