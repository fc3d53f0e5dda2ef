import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingMidnight, beijingPeriodStart } from '../src/beijing-time';

// 00:30 on the 25th in Beijing is the 24th everywhere west of it.
const EARLY_ON_THE_25TH = Date.parse('2026-11-24T16:30:00Z');

describe('Beijing time on the gateway', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('starts a calendar date at Beijing midnight, whatever the process zone', () => {
    expect(beijingMidnight('2026-11-25').toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('begins weeks on Monday and months on the 1st, at Beijing midnight', () => {
    expect(beijingPeriodStart('day', EARLY_ON_THE_25TH).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(beijingPeriodStart('week', EARLY_ON_THE_25TH).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(beijingPeriodStart('month', EARLY_ON_THE_25TH).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });
});
