import { describe, expect, it } from 'vitest';
import { dayOfDateKey, MINUTE, weekdayOf } from '@portal/contracts';
import { gapFillingOrder, spreadSlots } from '../src/calendar';
import { CHAMPIONS_LEAGUE_ID, competitionEntry, GROUP_CUPS, type GroupCupEntry } from '../src/catalog';
import { cupDay, domesticCupDays, groupCupDays, matchweeks, potDraw } from '../src/season-calendar';

const day = (key: string) => dayOfDateKey(key) ?? 0;

describe("the simulator's calendar", () => {
  it('spreads a day of matches from the first kick-off time to the last, then the others', () => {
    expect(spreadSlots(10, 5)).toEqual([0, 2, 5, 7, 9, 1, 3, 4, 6, 8]);
    expect(spreadSlots(4, 1)).toEqual([0, 1, 2, 3]);
    expect(spreadSlots(3, 5)).toEqual([0, 1, 2]);
  });

  it('puts matches first where the fewest others are being played', () => {
    // Kick-offs every half hour from 0:00 to 3:30; an hour-long game each. Two games are played until 2:00, none after.
    const times = Array.from({ length: 8 }, (_, i) => i * 30 * MINUTE);
    const playing = (at: number) => (at < 120 * MINUTE ? 2 : 0);
    const order = gapFillingOrder(times, 3, 60 * MINUTE, playing);
    // 2:00 and 3:00 fill the empty two hours; then a game at the two o'clock gap's other half, before the crowded start.
    expect(order.slice(0, 2)).toEqual([4, 6]);
    expect(order.slice(0, 3).every((slot) => slot >= 4)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Where every mark is as busy as every other, the earliest slot first.
    expect(gapFillingOrder(times, 1, 60 * MINUTE, () => 1)[0]).toBe(0);
  });

  it('plays rounds on weekends, leaves weekends free when it has fewer rounds, and adds midweek rounds when it has more', () => {
    // 1 March 2025 is a Saturday; 31 March a Monday: five weekends.
    const [first, last] = [day('2025-03-01'), day('2025-03-31')];
    const all = () => true;
    expect(matchweeks(first, last, 5, 6, all)).toEqual([0, 7, 14, 21, 28].map((d) => first + d));
    expect(matchweeks(first, last, 3, 6, all).every((d) => weekdayOf(d) === 6)).toBe(true);
    expect(new Set(matchweeks(first, last, 3, 6, all)).size).toBe(3);
    const seven = matchweeks(first, last, 7, 6, all);
    expect(seven.filter((d) => weekdayOf(d) === 6)).toHaveLength(5);
    expect(seven.filter((d) => weekdayOf(d) === 2)).toHaveLength(2);
    expect(seven).toEqual([...seven].sort((a, b) => a - b));
    // Midweek rounds keep off the weeks the cup plays in, where they can.
    const cupWeek = day('2025-03-11');
    expect(matchweeks(first, last, 6, 6, (d) => d !== cupWeek)).not.toContain(cupWeek);
    // A league of the Americas starts its weekend on Beijing's Sunday, its midweek on Wednesday.
    expect(matchweeks(first, last, 6, 0, all).map(weekdayOf).sort()).toEqual([0, 0, 0, 0, 0, 3]);
  });

  it("puts each group cup's matchdays on its weekday in Beijing, its final on its own", () => {
    const start = day('2024-08-01');
    const [champions, europa, asia] = [GROUP_CUPS[CHAMPIONS_LEAGUE_ID], GROUP_CUPS[31], GROUP_CUPS[32]].map((cup) => {
      if (cup === undefined) throw new Error('no such group cup');
      return cup;
    }) as [GroupCupEntry, GroupCupEntry, GroupCupEntry];
    expect(weekdayOf(cupDay(champions, start, 48))).toBe(3);
    expect(cupDay(champions, start, 48) - (start + 48)).toBeLessThan(7);
    expect(weekdayOf(cupDay(champions, start, 300, true))).toBe(0);
    // 欧联杯 plays on Europe's Thursday evening, Beijing's Friday, in 欧冠's weeks; its final on a Thursday.
    expect(groupCupDays(europa, start).map(weekdayOf).every((d) => d === 5 || d === 4)).toBe(true);
    const championsDays = new Set(groupCupDays(champions, start));
    for (const offset of europa.matchdays) expect(championsDays.has(cupDay(europa, start, offset) - 2)).toBe(true);
    expect(weekdayOf(cupDay(europa, start, 290, true))).toBe(4);
    // 亚冠 in Beijing's evenings, on Tuesday and Wednesday, its final of two legs too.
    expect([...new Set(groupCupDays(asia, day('2025-01-01')).map(weekdayOf))].sort()).toEqual([2, 3]);
  });

  it('draws a pot into groups one club each, as many as it can where they fit, moving one drawn before to make room', () => {
    // Club 1 fits either group, club 2 only group 0: club 1 gives way.
    expect(potDraw([1, 2], [0, 1], (club, g) => club === 1 || g === 0)).toEqual([1, 0]);
    // Neither fits group 1: one goes there all the same.
    expect(potDraw([1, 2], [0, 1], (_, g) => g === 0)).toEqual([0, 1]);
    // Three of a league over three groups, one of which already holds one of them: the fourth club takes that group.
    const taken = (club: number, g: number) => club === 9 || g !== 2;
    expect(potDraw([5, 6, 9], [2, 1, 0], taken).sort()).toEqual([0, 1, 2]);
    expect(potDraw([5, 6, 9], [2, 1, 0], taken)[2]).toBe(2);
  });

  it("spreads a domestic cup's rounds over Wednesdays of its leagues' season, a week apart at least, off the weeks it may not play", () => {
    const [start, end] = [day('2024-08-01'), day('2025-06-30')];
    const all = () => true;
    const days = domesticCupDays(competitionEntry(26), start, end, 5, all);
    expect(days).toHaveLength(5);
    for (const d of days) expect(weekdayOf(d)).toBe(3);
    days.slice(1).forEach((d, i) => expect(d - (days[i] ?? 0)).toBeGreaterThanOrEqual(7));
    expect(days[0]).toBeGreaterThan(start + 12);
    expect(days.at(-1)).toBeLessThan(end - 40);
    // A week it may not play moves its round on a week.
    const blocked = days[2] ?? 0;
    const moved = domesticCupDays(competitionEntry(26), start, end, 5, (d) => d !== blocked);
    expect(moved).not.toContain(blocked);
    expect(moved[2]).toBe(blocked + 7);
  });
});
