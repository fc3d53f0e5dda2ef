import { describe, expect, it } from 'vitest';
import { asianPrice, europePrice, FootballOutlook, lotteryPrice, overUnderPrice, pointsHandicapPrice, pointsTotalPrice } from '../../src/simulator/odds';

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

  it('gives the sports lottery a whole-goal handicap against the favourite', () => {
    const price = lotteryPrice(new FootballOutlook(2.2, 0.8, 0, 0));
    expect(price.handicap).toBeLessThan(0);
    expect(price.handicapHome).toBeGreaterThan(price.home);
  });

  it('prices basketball on half-point lines around the expected margin and total', () => {
    const handicap = pointsHandicapPrice(6.2, 12, 0.05, 0);
    expect(handicap.line).toBe(-6.5);
    expect(handicap.home).toBeGreaterThan(0.8);
    const total = pointsTotalPrice(221.3, 17, 0.05, 0);
    expect(total.line).toBe(221.5);
    expect(total.over).toBeGreaterThan(0.8);
  });
});
