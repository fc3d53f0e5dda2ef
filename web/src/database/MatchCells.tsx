import type { ReactNode } from 'react';
import { hasKickedOff, type FeedSeasonMatch, type FeedSport, type ListRow, type TeamRef } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { useServerNow } from '../realtime/server-time';
import { matchClock } from '../match/match-clock';
import { matchPagePath } from '../match/match-page';
import { ClubBadge, TeamLink } from './links';
import './database.css';

/**
 * A season match's three cells: the home club (set toward the score), the score (VS before
 * kick-off, the shoot-out beside it) as a link to the match's page, and the away club; each club
 * with its badge on the score's side; `mark` adds to a club's cell. With the match's `live` row
 * (from `WithLiveRows`) the score is the live one, with the minute beside it while it is played.
 */
export function MatchCells({
  sport,
  teams,
  match,
  mark,
  live,
}: {
  sport: FeedSport;
  teams: Readonly<Record<string, TeamRef | undefined>>;
  match: FeedSeasonMatch;
  mark?: (teamId: number) => ReactNode;
  live?: ListRow;
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
          <SeasonScore match={match} live={live} />
        </Link>
        {live && <LiveClock row={live} />}
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
function SeasonScore({ match, live }: { match: FeedSeasonMatch; live: ListRow | undefined }) {
  const score = live && hasKickedOff(live.sport, live.state) ? live : match.finished || match.state !== 1 ? match : undefined;
  return (
    <>
      {score ? `${score.homeScore} - ${score.awayScore}` : 'VS'}
      {match.penaltyScore && <span className="db-penalties">点球 {match.penaltyScore.join(' - ')}</span>}
    </>
  );
}

/** The minute (67', 中场) or the quarter and time left of a match being played, in red; nothing otherwise. */
function LiveClock({ row }: { row: ListRow }) {
  const clock = matchClock(row, useServerNow());
  return clock.live ? <span className="db-live-clock">{clock.text}</span> : null;
}
