import { Link } from '@tanstack/react-router';
import { hasKickedOff, matchChannel, sportOfMatchType, type MatchState, type Sport } from '@portal/contracts';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { kickoffText } from '../match/format';
import { changedMatchParts } from '../scores/match/match-cells';
import { matchClock } from '../match/match-clock';
import { matchPagePath } from '../match/match-page';
import { isRowNotStarted } from '../scores/rows';
import { flashClass, useFlashes } from '../scores/use-flashes';
import '../scores/scores.css';

/**
 * 本场比赛: the match a room shows (its `matchId` and `matchType`), live from the match channel and
 * held back by the room's 比分延迟 like every score channel; nothing for a room without a match.
 */
export function RoomMatch({ matchId, matchType }: { matchId: number | null; matchType: number | null }) {
  const sport = matchType === null ? undefined : sportOfMatchType(matchType);
  if (matchId === null || sport === undefined) return null;
  return <RoomMatchBar sport={sport} matchId={matchId} />;
}

function RoomMatchBar({ sport, matchId }: { sport: Sport; matchId: number }) {
  const match = useChannel<MatchState>(matchChannel(sport, matchId));
  const now = useServerNow();
  const flashes = useFlashes(match.onPatch, changedMatchParts);
  const state = match.state;
  // Until the match comes in, its bar's place is kept: the player under it does not move down.
  if (!state) {
    return (
      <section className="room-match" aria-hidden="true" data-testid="room-match-waiting">
        <strong className="room-match__score">{'\u00a0'}</strong>
      </section>
    );
  }
  const notStarted = isRowNotStarted(state);
  // A match put off before kick-off has no score to show, only its state.
  const scoreless = !hasKickedOff(sport, state.state);
  const clock = matchClock(state, now);
  return (
    <section className="room-match" aria-label="本场比赛" data-testid="room-match">
      <span className="room-match__league" style={{ backgroundColor: state.league.color }}>
        {state.league.name}
      </span>
      <span className="room-match__team room-match__team--home">{state.home.name}</span>
      <strong className={`room-match__score ${flashClass(flashes, 'score')}`} aria-label="比分">
        {scoreless ? 'VS' : `${state.homeScore} - ${state.awayScore}`}
      </strong>
      <span className="room-match__team">{state.away.name}</span>
      <span className={`room-match__clock ${clock.live ? 'is-live' : ''} ${flashClass(flashes, 'clock')}`} data-testid="room-match-clock">
        {notStarted ? `${kickoffText(state.kickoffAt, now)} 开赛` : clock.text}
      </span>
      <Link to={matchPagePath(sport)} params={{ id: String(matchId) }} className="room-match__more">
        比赛详情 ›
      </Link>
    </section>
  );
}
