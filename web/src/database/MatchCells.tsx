import type { ReactNode } from 'react';
import type { FeedSeasonMatch, FeedSport, TeamRef } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { matchPagePath } from '../scores/match-page';
import { ClubBadge, TeamLink } from './links';
import './database.css';

/**
 * A season match's three cells: the home club (set toward the score), the score (VS before
 * kick-off, the shoot-out beside it) as a link to the match's page, and the away club; each club
 * with its badge on the score's side; `mark` adds to a club's cell.
 */
export function MatchCells({
  sport,
  teams,
  match,
  mark,
}: {
  sport: FeedSport;
  teams: Readonly<Record<string, TeamRef | undefined>>;
  match: FeedSeasonMatch;
  mark?: (teamId: number) => ReactNode;
}) {
  return (
    <>
      <td className="db-name db-home">
        {mark?.(match.homeTeamId)}
        <TeamLink sport={sport} team={teams[String(match.homeTeamId)]} id={match.homeTeamId} />
        <ClubBadge team={teams[String(match.homeTeamId)]} />
      </td>
      <td>
        <Link to={matchPagePath(sport)} params={{ id: String(match.id) }} className="db-match-link">
          <SeasonScore match={match} />
        </Link>
      </td>
      <td className="db-name">
        <ClubBadge team={teams[String(match.awayTeamId)]} />
        <TeamLink sport={sport} team={teams[String(match.awayTeamId)]} id={match.awayTeamId} />
        {mark?.(match.awayTeamId)}
      </td>
    </>
  );
}

/** A season match's score once it has kicked off (VS before), with its shoot-out beside it. */
function SeasonScore({ match }: { match: FeedSeasonMatch }) {
  return (
    <>
      {match.finished || match.state !== 1 ? `${match.homeScore} - ${match.awayScore}` : 'VS'}
      {match.penaltyScore && <span className="db-penalties">点球 {match.penaltyScore.join(' - ')}</span>}
    </>
  );
}
