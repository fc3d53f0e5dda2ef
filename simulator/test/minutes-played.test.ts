import { describe, expect, it } from 'vitest';
import type { FeedIncident } from '@portal/contracts';
import { minutesPlayed } from '../src/past-results';

const change = (minute: number, off: number, on: number): FeedIncident => ({ id: `s${off}`, kind: 'substitution', minute, team: 'home', playerId: off, playerInId: on, at: 0 });
const card = (kind: 'red' | 'second_yellow' | 'yellow', minute: number, playerId: number): FeedIncident => ({ id: `c${playerId}${minute}`, kind, minute, team: 'home', playerId, at: 0 });

describe('minutesPlayed', () => {
  it('counts from the kick-off or coming on to going off, a sending off or the final whistle', () => {
    const minutes = minutesPlayed({
      endMinute: 120,
      appearances: [1, 2, 3, 4].map((playerId) => ({ playerId, starter: true })).concat([{ playerId: 5, starter: false }, { playerId: 6, starter: false }]),
      substitutions: [change(60, 2, 5), change(100, 5, 6)],
      incidents: [card('yellow', 20, 3), card('second_yellow', 75, 3), card('red', 30, 4)],
    });
    expect(Object.fromEntries(minutes)).toEqual({ 1: 120, 2: 60, 3: 75, 4: 30, 5: 40, 6: 20 });
  });

  it('gives a minute to whoever came on in stoppage time, and counts no stoppage time', () => {
    const minutes = minutesPlayed({ endMinute: 90, appearances: [{ playerId: 1, starter: true }, { playerId: 2, starter: false }], substitutions: [change(93, 1, 2)], incidents: [] });
    expect(Object.fromEntries(minutes)).toEqual({ 1: 90, 2: 1 });
  });
});
