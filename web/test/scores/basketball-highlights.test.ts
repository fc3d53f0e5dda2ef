import { describe, expect, it } from 'vitest';
import type { FeedIncident } from '@portal/contracts';
import { basketballHighlights } from '../../src/scores/match/basketball-highlights';

let next = 0;
/** A basket by `team` worth `points`, leaving the score at `home`-`away`. */
const basket = (team: 'home' | 'away', points: 1 | 2 | 3, home: number, away: number, playerId = team === 'home' ? 301 : 401): FeedIncident => ({
  id: `s${(next += 1)}`,
  kind: 'score',
  minute: 3,
  period: 1,
  team,
  playerId,
  points,
  score: [home, away],
  at: 0,
});
const foul = (playerId: number): FeedIncident => ({ id: `f${(next += 1)}`, kind: 'foul', minute: 4, period: 2, team: 'away', playerId, at: 0 });
const timeout = (team: 'home' | 'away'): FeedIncident => ({ id: `t${(next += 1)}`, kind: 'timeout', minute: 5, period: 2, team, at: 0 });

const labelled = (incidents: FeedIncident[]) => basketballHighlights(incidents).map(({ incident, label }) => [incident.id, label]);

describe('basketballHighlights', () => {
  it('shows made threes, and no two-pointer or free throw that changes nothing', () => {
    const incidents = [basket('home', 2, 2, 0), basket('away', 3, 2, 3), basket('away', 1, 2, 4), basket('home', 2, 4, 4)];
    expect(labelled(incidents)).toEqual([
      [incidents[1]?.id, '三分命中 · 反超'],
      [incidents[3]?.id, '扳平'],
    ]);
  });

  it('marks the basket that takes the lead from behind, for either side, and not one from level or that extends a lead', () => {
    const incidents = [basket('away', 2, 0, 2), basket('home', 2, 2, 2), basket('home', 2, 4, 2), basket('home', 2, 6, 2), basket('away', 2, 6, 4), basket('away', 3, 6, 7)];
    expect(labelled(incidents).map(([, label]) => label)).toEqual(['扳平', '三分命中 · 反超']);
  });

  it('calls a run once it reaches eight unanswered points, once, and again after the other side scores', () => {
    const incidents = [
      basket('home', 2, 2, 0),
      basket('home', 2, 4, 0),
      basket('home', 2, 6, 0),
      basket('home', 1, 7, 0),
      basket('home', 2, 9, 0),
      basket('home', 2, 11, 0),
      basket('away', 2, 11, 2),
      basket('away', 2, 11, 4),
      basket('away', 2, 11, 6),
      basket('away', 2, 11, 8),
    ];
    expect(labelled(incidents)).toEqual([
      [incidents[4]?.id, '9-0攻势'],
      [incidents[9]?.id, '8-0攻势'],
    ]);
  });

  it("shows every time-out, and a player's fouls from his fifth", () => {
    const fouls = [foul(7), foul(7), foul(8), foul(7), foul(7), foul(7), foul(8), foul(7)];
    const out = timeout('home');
    expect(labelled([...fouls, out])).toEqual([
      [fouls[5]?.id, '第5次犯规'],
      [fouls[7]?.id, '第6次犯规'],
      [out.id, '暂停'],
    ]);
  });

  it('has nothing to show before the tip-off', () => {
    expect(basketballHighlights([])).toEqual([]);
  });
});
