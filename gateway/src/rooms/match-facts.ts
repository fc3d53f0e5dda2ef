import { sportOfMatchType } from '@portal/contracts';
import type { ScoreReader } from '../realtime/scores/score-reader';
import type { MatchFactsLookup } from './seams';

/** Match names and kick-off read from the live scores' channel state. */
export function matchFactsFromScores(scores: ScoreReader): MatchFactsLookup {
  return (matchId, matchType) => {
    const sport = sportOfMatchType(matchType);
    const read = sport === undefined ? undefined : scores.match(sport, matchId);
    if (!read) return undefined;
    const { league, home, away, kickoffAt } = read.state;
    return { leagueName: league.name, homeName: home.name, awayName: away.name, matchTime: new Date(kickoffAt) };
  };
}
