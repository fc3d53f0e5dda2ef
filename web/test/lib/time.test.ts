import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/lib/format';
import { beijingDay } from '../../src/lib/time';
import { kickoffText } from '../../src/match/format';

// 2025-05-03 16:30 UTC: still the 3rd in New York, already 00:30 on the 4th in Beijing.
const INSTANT = Date.UTC(2025, 4, 3, 16, 30);
const previousZone = process.env.TZ;

beforeAll(() => {
  process.env.TZ = 'America/New_York';
});

afterAll(() => {
  process.env.TZ = previousZone;
});

describe('Beijing time on the web', () => {
  it('runs in a browser zone other than Beijing', () => {
    expect(new Date(INSTANT).getDate()).toBe(3);
  });

  it('formats an instant as Beijing wall time', () => {
    expect(formatDateTime(INSTANT)).toBe('2025-05-04 00:30:00');
    expect(formatDateTime(new Date(INSTANT).toISOString(), 'MM-DD HH:mm')).toBe('05-04 00:30');
  });

  it('reads a date string without a zone as Beijing wall time', () => {
    expect(formatDateTime('2025-05-04 00:30:00', 'HH:mm')).toBe('00:30');
  });

  it('counts days as Beijing days', () => {
    expect(beijingDay(INSTANT)).toBe('2025-05-04');
    expect(kickoffText(INSTANT, Date.UTC(2025, 4, 4, 3, 0))).toBe('00:30');
  });
});
