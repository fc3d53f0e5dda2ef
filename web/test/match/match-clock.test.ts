import { describe, expect, it } from 'vitest';
import { matchClock, runsInTenths, type ClockFields } from '../../src/match/match-clock';

const NOW = Date.UTC(2025, 4, 3, 12, 0);
const MINUTE = 60_000;

function football(state: number, clockBaseMinute: number, minutesAgo: number | null): ClockFields {
  return {
    sport: 'football',
    state,
    clockBaseMinute,
    periodMinutes: 45,
    phaseStartedAt: minutesAgo === null ? null : NOW - minutesAgo * MINUTE,
  };
}

function basketball(state: number, clockBaseMinute: number, minutesAgo: number | null, periodMinutes = 12): ClockFields {
  return {
    sport: 'basketball',
    state,
    clockBaseMinute,
    periodMinutes,
    phaseStartedAt: minutesAgo === null ? null : NOW - minutesAgo * MINUTE,
  };
}

describe('matchClock, football', () => {
  it('counts the minute being played in the first half, 1-based and live', () => {
    expect(matchClock(football(2, 0, 22.5), NOW)).toEqual({ text: "23'", live: true, ticking: true });
    expect(matchClock(football(2, 0, 0.2), NOW).text).toBe("1'");
    expect(matchClock(football(2, 0, 44.9), NOW).text).toBe("45'");
  });

  it('writes stoppage time past the half as 45+n', () => {
    expect(matchClock(football(2, 0, 46.5), NOW).text).toBe("45+2'");
  });

  it('shows 中场 at half-time, live, with the clock standing', () => {
    expect(matchClock(football(3, 45, null), NOW)).toEqual({ text: '中场', live: true, ticking: false });
  });

  it('continues from 45 in the second half and writes its stoppage time as 90+n', () => {
    expect(matchClock(football(4, 45, 21.2), NOW).text).toBe("67'");
    expect(matchClock(football(4, 45, 0), NOW).text).toBe("46'");
    expect(matchClock(football(4, 45, 47.1), NOW).text).toBe("90+3'");
  });

  it('runs extra time to 105 and 120', () => {
    expect(matchClock(football(5, 90, 3.5), NOW).text).toBe("94'");
    expect(matchClock(football(5, 90, 16), NOW).text).toBe("105+2'");
    expect(matchClock(football(5, 105, 16.2), NOW).text).toBe("120+2'");
  });

  it('shows the state label once the match is over or not yet started', () => {
    expect(matchClock(football(8, 90, null), NOW)).toEqual({ text: '完场', live: false, ticking: false });
    expect(matchClock(football(1, 0, null), NOW)).toEqual({ text: '未开始', live: false, ticking: false });
    expect(matchClock(football(7, 120, null), NOW)).toEqual({ text: '点球', live: true, ticking: false });
  });

  it('does not run backwards when the gateway clock is behind the phase start', () => {
    expect(matchClock(football(4, 45, -0.5), NOW).text).toBe("46'");
  });
});

describe('matchClock, basketball, in tenths', () => {
  it('shows the last minute of a period in tenths where asked, and runs in tenths only while the clock runs', () => {
    // 9.5 of 10 minutes played, 6.7 s more: 23.3 s left.
    const late = basketball(8, 9.5, 6.7 / 60, 10);
    expect(matchClock(late, NOW, true)).toEqual({ text: '第4节 23.3', live: true, ticking: true });
    expect(matchClock(late, NOW).text).toBe('第4节 00:24');
    expect(runsInTenths(late, NOW)).toBe(true);
    // A stopped clock stands in tenths, a minute or more left in whole seconds, the buzzer at 0.0.
    expect(matchClock(basketball(8, 9.75, null, 10), NOW, true)).toEqual({ text: '第4节 15.0', live: true, ticking: false });
    expect(runsInTenths(basketball(8, 9.75, null, 10), NOW)).toBe(false);
    expect(matchClock(basketball(8, 8, 0.5, 10), NOW, true).text).toBe('第4节 01:30');
    expect(runsInTenths(basketball(8, 8, 0.5, 10), NOW)).toBe(false);
    expect(matchClock(basketball(8, 9.5, 3, 10), NOW, true)).toEqual({ text: '第4节 0.0', live: true, ticking: false });
    expect(runsInTenths(basketball(8, 9.5, 3, 10), NOW)).toBe(false);
    expect(runsInTenths(basketball(7, 12, null), NOW)).toBe(false);
  });
});

describe('matchClock, basketball', () => {
  it('shows the quarter short form and the time left in it', () => {
    expect(matchClock(basketball(2, 0, 4.5), NOW)).toEqual({ text: '第1节 07:30', live: true, ticking: true });
    expect(matchClock(basketball(6, 3, 2), NOW).text).toBe('第3节 07:00');
  });

  it('holds a stopped clock at its base minute', () => {
    expect(matchClock(basketball(4, 5.25, null), NOW)).toEqual({ text: '第2节 06:45', live: true, ticking: false });
  });

  it('uses the league’s quarter length and stops at 00:00', () => {
    expect(matchClock(basketball(8, 9.5, 0.25, 10), NOW).text).toBe('第4节 00:15');
    expect(matchClock(basketball(8, 9.5, 3, 10), NOW)).toEqual({ text: '第4节 00:00', live: true, ticking: false });
  });

  it('gives overtime five minutes', () => {
    expect(matchClock(basketball(9, 0, 1), NOW).text).toBe('加时 04:00');
  });

  it('shows the label in the breaks and at the end', () => {
    expect(matchClock(basketball(3, 12, null), NOW)).toEqual({ text: '第一节完', live: true, ticking: false });
    expect(matchClock(basketball(5, 12, null), NOW).text).toBe('第二节完');
    expect(matchClock(basketball(10, 12, null), NOW)).toEqual({ text: '完场', live: false, ticking: false });
    expect(matchClock(basketball(1, 0, null), NOW).text).toBe('未开始');
  });
});
