import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay, beijingMidnight, beijingPeriodStart, dateKey, dayOfDateKey, dayStart, weekdayName } from '../src/beijing-time';

// 2026-11-24 23:30 in Beijing is still the 24th there, though it is the 24th 15:30 in UTC and the
// 24th 10:30 in New York; 00:30 on the 25th in Beijing is the 24th everywhere west of it.
const LATE_ON_THE_24TH = Date.parse('2026-11-24T15:30:00Z');
const EARLY_ON_THE_25TH = Date.parse('2026-11-24T16:30:00Z');

describe('Beijing time on the gateway', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('puts an instant on its Beijing day, whatever the process zone', () => {
    expect(dateKey(beijingDay(LATE_ON_THE_24TH))).toBe('2026-11-24');
    expect(dateKey(beijingDay(EARLY_ON_THE_25TH))).toBe('2026-11-25');
    expect(weekdayName(beijingDay(EARLY_ON_THE_25TH))).toBe('周三');
  });

  it('starts a day at Beijing midnight, and reads a date back to its day', () => {
    const day = beijingDay(EARLY_ON_THE_25TH);
    expect(new Date(dayStart(day)).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(beijingMidnight('2026-11-25').toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(dayOfDateKey('2026-11-25')).toBe(day);
  });

  it('refuses what is no calendar date', () => {
    expect(dayOfDateKey('2026-02-30')).toBeUndefined();
    expect(dayOfDateKey('26-11-25')).toBeUndefined();
  });

  it('begins weeks on Monday and months on the 1st, at Beijing midnight', () => {
    expect(beijingPeriodStart('day', EARLY_ON_THE_25TH).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(beijingPeriodStart('week', EARLY_ON_THE_25TH).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(beijingPeriodStart('month', EARLY_ON_THE_25TH).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });
});
