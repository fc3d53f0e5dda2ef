import type { ScoreReader } from '../realtime/scores/score-reader';
import type { MatchFactsLookup } from './seams';

/** Match names and kick-off read from the live scores' channel state. */
export function matchFactsFromScores(scores: ScoreReader): MatchFactsLookup {
  return (matchId, matchType) => {
    const read = scores.match(matchType === 1 ? 'football' : 'basketball', matchId);
    if (!read) return undefined;
    const { league, home, away, kickoffAt } = read.state;
    return { leagueName: league.name, homeName: home.name, awayName: away.name, matchTime: new Date(kickoffAt) };
  };
}
