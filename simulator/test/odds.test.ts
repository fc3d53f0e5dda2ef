import { describe, expect, it } from 'vitest';
import { asianPrice, europePrice, FootballOutlook, lotteryPrice, moneylinePrice, overUnderPrice, pointsHandicapPrice, pointsTotalPrice } from '../src/odds';

const even: [number, number, number] = [1, 1, 1];

describe('odds pricing', () => {
  it('prices 1X2 with the margin asked for, favouring the stronger side', () => {
    const outlook = new FootballOutlook(1.9, 0.9, 0, 0);
    const price = europePrice(outlook, 0.05, even);
    expect(1 / price.home + 1 / price.draw + 1 / price.away).toBeCloseTo(1.05, 1);
    expect(price.home).toBeLessThan(price.away);
    expect(outlook.homeWin + outlook.draw + outlook.awayWin).toBeCloseTo(1, 6);
  });

  it('sets the Asian line where the contest is even: the favourite gives goals', () => {
    const favourite = asianPrice(new FootballOutlook(2.4, 0.7, 0, 0), 0.05, 0);
    expect(favourite.line).toBeLessThanOrEqual(-1);
    expect(favourite.home).toBeGreaterThan(0.7);
    expect(favourite.home).toBeLessThan(1.15);
    const balanced = asianPrice(new FootballOutlook(1.3, 1.3, 0, 0), 0.05, 0);
    expect(balanced.line).toBe(0);
    expect(balanced.home).toBeCloseTo(balanced.away, 2);
    const underdog = asianPrice(new FootballOutlook(0.6, 2.2, 0, 0), 0.05, 0);
    expect(underdog.line).toBeGreaterThanOrEqual(1);
    // In play the line covers the goals still to come, whatever the score.
    expect(asianPrice(new FootballOutlook(0.4, 0.4, 3, 0), 0.05, 0).line).toBe(0);
  });

  it('sets goal lines above the score in quarter steps', () => {
    const before = overUnderPrice(new FootballOutlook(1.4, 1.2, 0, 0), 0.05, 0);
    expect([2.25, 2.5, 2.75]).toContain(before.line);
    const late = overUnderPrice(new FootballOutlook(0.1, 0.1, 2, 2), 0.05, 0);
    expect(late.line).toBe(4.5);
    expect(late.under).toBeLessThan(late.over);
  });

  it('gives the sports lottery a whole-goal handicap against the favourite, and keeps the one it listed the match with', () => {
    const price = lotteryPrice(new FootballOutlook(2.2, 0.8, 0, 0));
    expect(price.handicap).toBeLessThan(0);
    expect(price.handicapHome).toBeGreaterThan(price.home);
    // The sides nearly even now, the handicap it opened with stands.
    expect(lotteryPrice(new FootballOutlook(1.3, 1.25, 0, 0), -1).handicap).toBe(-1);
  });

  it('prices basketball on half-point lines around the expected margin and total', () => {
    const handicap = pointsHandicapPrice(6.2, 12, 0.05, 0);
    expect(handicap.line).toBe(-6.5);
    expect(handicap.home).toBeGreaterThan(0.8);
    const total = pointsTotalPrice(221.3, 17, 0.05, 0);
    expect(total.line).toBe(221.5);
    expect(total.over).toBeGreaterThan(0.8);
  });

  it('prices a basketball moneyline (欧赔) on the two sides alone, the favourite shorter, with the margin asked for', () => {
    const favourite = moneylinePrice(6.2, 12, 0.05, 0);
    expect(favourite.home).toBeLessThan(favourite.away);
    expect(1 / favourite.home + 1 / favourite.away).toBeCloseTo(1.05, 2);
    const even = moneylinePrice(0, 12, 0.05, 0);
    expect(even.home).toBe(even.away);
    // A lean on the home side shortens it; a game all but decided stays within the odds a book quotes.
    expect(moneylinePrice(0, 12, 0.05, 0.02).home).toBeLessThan(even.home);
    expect(moneylinePrice(30, 1, 0.05, 0)).toEqual({ home: 1.01, away: 51 });
  });
});
