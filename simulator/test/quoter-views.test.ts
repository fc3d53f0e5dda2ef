import { describe, expect, it } from 'vitest';
import { FootballOutlook } from '../src/odds';
import { MARKETS_OPEN_BEFORE, PrematchMarket, QuoterViews, type OutlookShift } from '../src/prematch';
import { Rng } from '../src/random';
import { START } from './support';

const SPREAD = {
  market: { margin: 0.15, total: 0.15 },
  step: { margin: 0.08, total: 0.08 },
  company: { margin: 0.06, total: 0.06 },
};
const outlookOf = (shift: OutlookShift) => new FootballOutlook(1.6 + (shift.total + shift.margin) / 2, 1.1 + (shift.total - shift.margin) / 2, 0, 0);

describe('the outlooks kept of the quoters’ views before kick-off', () => {
  it('answers every move with the outlook its view makes afresh, keeping at most one per quoter', () => {
    const quoters = [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1];
    for (let fixture = 1; fixture <= 20; fixture += 1) {
      const market = new PrematchMarket(Rng.for(42, 'prematch', fixture), START - MARKETS_OPEN_BEFORE, START, quoters, SPREAD);
      let made = 0;
      const views = new QuoterViews((shift) => {
        made += 1;
        return outlookOf(shift);
      });
      for (const move of market.moves) {
        const view = market.view(move.quoter, move.at);
        expect(views.of(move.quoter, view)).toEqual(outlookOf(view));
        expect(views.size).toBeLessThanOrEqual(quoters.length);
      }
      // A quoter's view changes only with news, so most moves find their outlook made.
      expect(made).toBeLessThan(market.moves.length / 2);
      views.clear();
      expect(views.size).toBe(0);
    }
  });

  it('makes a quoter’s outlook again once its view has changed, and forgets the one before', () => {
    const views = new QuoterViews(outlookOf);
    const before = { margin: 0.1, total: -0.05 };
    const after = { margin: 0.04, total: -0.02 };
    const first = views.of(0, before);
    expect(views.of(0, before)).toBe(first);
    expect(views.of(0, after)).toEqual(outlookOf(after));
    expect(views.size).toBe(1);
    expect(views.of(0, before)).not.toBe(first);
    expect(views.of(0, before)).toEqual(first);
  });
});
