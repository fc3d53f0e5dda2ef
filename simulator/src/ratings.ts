import { competitionEntry } from './catalog';
import type { TeamProfile } from './reference';
import type { PlannedMatch } from './season-calendar';

// What the clubs' ratings (power, pace) make of a fixture before a ball is played: the goals and
// points the engines play towards, and the fair lines of the matches played before the simulated days.

const HOME_ADVANTAGE = 1.12;
/** Standard deviation of a full game's final margin and total. */
export const MARGIN_SD = 12;
export const TOTAL_SD = 17;
const HOME_EDGE = 2.5;

/** Goals each side is expected to score over 90 minutes: the league's average, moved by the clubs' powers and home advantage. */
export function expectedGoals(fixture: Pick<PlannedMatch, 'leagueId' | 'knockout'>, home: TeamProfile, away: TeamProfile): [number, number] {
  const entry = competitionEntry(fixture.leagueId);
  const half = (entry.goalsPerMatch ?? 2.7) / 2;
  const diff = home.power - away.power;
  const advantage = fixture.knockout || entry.kind === 'friendly' ? 1.05 : HOME_ADVANTAGE;
  return [half * Math.exp(1.1 * diff) * advantage, (half * Math.exp(-1.1 * diff)) / advantage];
}

/** How many points the home side is expected to win by: the clubs' powers, and home court outside friendlies. */
export function expectedPointsMargin(fixture: Pick<PlannedMatch, 'leagueId'>, home: TeamProfile, away: TeamProfile): number {
  const edge = competitionEntry(fixture.leagueId).kind === 'friendly' ? 0 : HOME_EDGE;
  return 14 * (home.power - away.power) + edge;
}

/** A game's expected points: its league's average, moved by how fast the two clubs play. */
export function expectedGamePoints(leagueId: number, home: TeamProfile, away: TeamProfile): number {
  return (competitionEntry(leagueId).pointsPerGame ?? 190) * ((home.pace + away.pace) / 2);
}
