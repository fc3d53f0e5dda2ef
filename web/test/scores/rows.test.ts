import { describe, expect, it } from 'vitest';
import { comingUp, endedToday, liveOrder, listOfRows, lotteryOrder, shownScore } from '../../src/scores/rows';
import { KICKOFF, footballRow, listOf } from './fixtures';

const HOUR = 3_600_000;

describe('list order', () => {
  it('puts matches being played first, then the ones to come, then the ones over, each by kick-off', () => {
    const rows = [
      footballRow(1, { state: 8, kickoffAt: KICKOFF - 3 * HOUR }),
      footballRow(2, { state: 1, kickoffAt: KICKOFF + HOUR }),
      footballRow(3, { state: 4, kickoffAt: KICKOFF }),
      footballRow(4, { state: 2, kickoffAt: KICKOFF + 0.5 * HOUR }),
      footballRow(5, { state: 1, kickoffAt: KICKOFF + 0.5 * HOUR }),
    ];
    expect(liveOrder(rows).map((row) => row.id)).toEqual([3, 4, 5, 2, 1]);
  });

  it('keeps an interrupted match with the ones being played, and one to be determined after the ones to come', () => {
    const rows = [
      footballRow(1, { state: 13, kickoffAt: KICKOFF - 3 * HOUR }),
      footballRow(2, { state: 1, kickoffAt: KICKOFF + HOUR }),
      footballRow(3, { state: 10, kickoffAt: KICKOFF - HOUR }),
      footballRow(4, { state: 2, kickoffAt: KICKOFF }),
      footballRow(5, { state: 8, kickoffAt: KICKOFF - 4 * HOUR }),
    ];
    expect(liveOrder(rows).map((row) => row.id)).toEqual([3, 4, 2, 1, 5]);
  });

  it('orders a lottery issue by match number', () => {
    const rows = [
      footballRow(1, { matchNum: '周六010' }),
      footballRow(2, { matchNum: '周六002' }),
      footballRow(3, { matchNum: '周日001' }),
    ];
    expect(lotteryOrder(rows).map((row) => row.matchNum)).toEqual(['周六002', '周六010', '周日001']);
  });

  it('keeps only what is still to come in the schedule', () => {
    const list = listOf(footballRow(1, { state: 1 }), footballRow(2, { state: 2 }), footballRow(3, { state: 13 }));
    expect(comingUp(list).map((row) => row.id)).toEqual([1, 3]);
  });

  it('gathers today’s matches that are over from several lists, the channel’s row winning', () => {
    const earlier = listOfRows([
      footballRow(1, { state: 8, homeScore: 1 }),
      footballRow(2, { state: 2 }),
      footballRow(3, { state: 8, kickoffAt: KICKOFF - 30 * HOUR }),
    ]);
    const live = listOf(footballRow(1, { state: 8, homeScore: 2 }), footballRow(4, { state: 12 }));
    const ended = endedToday([earlier, live], KICKOFF);
    expect(ended.map((row) => [row.id, row.homeScore])).toEqual([
      [1, 2],
      [4, 0],
    ]);
  });
});

describe('the score a list shows', () => {
  it('is VS for a match that has not kicked off or never will, and the score once it has', () => {
    const football = (state: number) => shownScore(footballRow(1, { state, homeScore: 1, awayScore: 0 }));
    const basketball = (state: number) => shownScore({ ...footballRow(1, { state, homeScore: 80, awayScore: 78 }), sport: 'basketball' });
    // Not started, postponed, cancelled, to be fixed.
    expect([1, 9, 12, 13].map(football)).toEqual(['VS', 'VS', 'VS', 'VS']);
    expect([1, 12, 13, 15].map(basketball)).toEqual(['VS', 'VS', 'VS', 'VS']);
    // Playing, over, interrupted or abandoned after kick-off.
    expect([2, 8, 10, 11].map(football)).toEqual(['1-0', '1-0', '1-0', '1-0']);
    expect([8, 10, 11, 14].map(basketball)).toEqual(['80-78', '80-78', '80-78', '80-78']);
  });
});
