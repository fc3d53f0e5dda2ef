import { describe, expect, it } from 'vitest';
import type { MatchState } from '@portal/contracts';
import { likeliestOutcome } from '@portal/contracts';
import { WinModel, brier, impliedProbabilities, outcomeProbabilities } from '../../src/realtime/scores/win-model';

const DAY = 86_400_000;

/** A finished match between two of four clubs, only the fields the model reads. */
function result(id: number, home: number, away: number, homeScore: number, awayScore: number): MatchState {
  return {
    id,
    kickoffAt: id * DAY,
    home: { id: home, name: `队${home}`, logo: '' },
    away: { id: away, name: `队${away}`, logo: '' },
    homeScore,
    awayScore,
  } as MatchState;
}

describe('the win/draw/loss model', () => {
  it('gives equal sides at equal expected goals equal chances, and the three results add up to one', () => {
    const even = outcomeProbabilities(1.3, 1.3);
    expect(even.home).toBeCloseTo(even.away, 10);
    expect(even.home + even.draw + even.away).toBeCloseTo(1, 10);
    const lopsided = outcomeProbabilities(2.5, 0.5);
    expect(lopsided.home).toBeGreaterThan(0.75);
    expect(likeliestOutcome(lopsided)).toBe('home');
  });

  it('takes the margin out of European odds', () => {
    const implied = impliedProbabilities({ home: 1.9, draw: 3.4, away: 4.2 });
    expect((implied?.home ?? 0) + (implied?.draw ?? 0) + (implied?.away ?? 0)).toBeCloseTo(1, 10);
    expect(implied?.home).toBeCloseTo(1 / 1.9 / (1 / 1.9 + 1 / 3.4 + 1 / 4.2), 10);
    expect(impliedProbabilities(null)).toBeNull();
  });

  it('reads a side that scores a lot as a strong attack, only from the matches before the one it prices', () => {
    const results = [result(1, 1, 2, 4, 0), result(2, 3, 1, 0, 3), result(3, 1, 4, 5, 1), result(4, 2, 3, 1, 1), result(5, 4, 2, 0, 0)];
    const model = new WinModel(results);
    const strong = model.strength(1, 10 * DAY);
    expect(strong.played).toBe(3);
    expect(strong.attack).toBeGreaterThan(1.5);
    expect(strong.defence).toBeLessThan(1);
    expect(model.strength(1, 2 * DAY).played).toBe(1);
    expect(model.strength(9, 10 * DAY)).toEqual({ attack: 1, defence: 1, played: 0 });

    const next = model.predict(result(10, 1, 2, 0, 0));
    expect(next.model.home).toBeGreaterThan(next.model.away);
    expect(next.expectedGoals[0]).toBeGreaterThan(next.expectedGoals[1]);
  });

  it('keeps a record of its likeliest results and Brier scores beside the odds', () => {
    const results = [result(1, 1, 2, 3, 0), result(2, 1, 3, 2, 0), result(3, 1, 2, 2, 1)];
    const model = new WinModel(results);
    const record = model.record(results, (id) => (id === 3 ? { home: 1.5, draw: 4, away: 6 } : null));
    expect(record.settled).toBe(3);
    expect(record.oddsSettled).toBe(1);
    expect(record.oddsHits).toBe(1);
    expect(record.modelHits).toBeGreaterThanOrEqual(1);
    expect(brier({ home: 1, draw: 0, away: 0 }, 'home')).toBe(0);
    expect(brier({ home: 1, draw: 0, away: 0 }, 'away')).toBe(2);
  });
});
