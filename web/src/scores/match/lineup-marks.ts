import type { FeedIncident, FeedLineup, FeedSide, MatchState } from '@portal/contracts';

/** What happened to one player so far, each entry the minute label of the incident. */
export interface PlayerMarks {
  goals: string[];
  ownGoals: string[];
  yellow: string[];
  red: string[];
  /** Substituted off at this minute. */
  off?: string;
  /** Came on at this minute. */
  on?: string;
}

const empty = (): PlayerMarks => ({ goals: [], ownGoals: [], yellow: [], red: [] });

/**
 * The marks of every player from the incidents: goals (penalties included), own goals, cards,
 * and the minutes they went off or came on. `minuteOf` gives an incident's minute as the page shows it.
 */
export function playerMarks(incidents: readonly FeedIncident[], minuteOf: (incident: FeedIncident) => string): Map<number, PlayerMarks> {
  const marks = new Map<number, PlayerMarks>();
  const of = (playerId: number) => {
    let found = marks.get(playerId);
    if (found === undefined) {
      found = empty();
      marks.set(playerId, found);
    }
    return found;
  };
  for (const incident of incidents) {
    if (incident.playerId === undefined) continue;
    const minute = minuteOf(incident);
    const player = of(incident.playerId);
    switch (incident.kind) {
      case 'goal':
      case 'penalty':
        player.goals.push(minute);
        break;
      case 'own_goal':
        player.ownGoals.push(minute);
        break;
      case 'yellow':
        player.yellow.push(minute);
        break;
      case 'second_yellow':
        player.yellow.push(minute);
        player.red.push(minute);
        break;
      case 'red':
        player.red.push(minute);
        break;
      case 'substitution':
        player.off = minute;
        if (incident.playerInId !== undefined) of(incident.playerInId).on = minute;
        break;
      default:
        break;
    }
  }
  return marks;
}

/** Every player of both line-ups by id, with the side they play for. */
export function lineupPlayers(lineups: MatchState['lineups']): Map<number, { name: string; number: number; side: FeedSide }> {
  const players = new Map<number, { name: string; number: number; side: FeedSide }>();
  if (lineups === null) return players;
  for (const side of ['home', 'away'] as const) {
    const lineup: FeedLineup = lineups[side];
    for (const player of [...lineup.starters, ...lineup.substitutes]) {
      players.set(player.playerId, { name: player.name, number: player.number, side });
    }
  }
  return players;
}

/** The starters of a football line-up in the lines of its formation, goalkeeper first; null when they do not add up. */
export function formationLines<T>(formation: string | null, starters: readonly T[]): T[][] | null {
  if (formation === null) return null;
  const counts = [1, ...formation.split('-').map(Number)];
  if (counts.reduce((sum, n) => sum + n, 0) !== starters.length) return null;
  const lines: T[][] = [];
  let at = 0;
  for (const count of counts) {
    lines.push(starters.slice(at, at + count));
    at += count;
  }
  return lines;
}
