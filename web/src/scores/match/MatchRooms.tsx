import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FeedSport } from '@portal/contracts';
import { scoreQueries } from '../queries';

/** Links to the open rooms streaming the match; a room is 直播中 only while its stream is on air. */
export function MatchRooms({ sport, matchId }: { sport: FeedSport; matchId: number }) {
  const rooms = useQuery(scoreQueries.rooms(sport, matchId));
  if (!rooms.data || rooms.data.length === 0) return null;
  return (
    <section className="match-rooms" aria-label="直播间">
      <span className="match-rooms__title">主播直播间</span>
      {rooms.data.map((room) => (
        <Link key={room.roomId} to="/live/room/{-$id}" params={{ id: String(room.roomId) }} className="match-rooms__room" data-room-id={room.roomId}>
          <img src={room.portrait} alt="" width={24} height={24} className="match-rooms__avatar" />
          <span>{room.nickName}</span>
          <span className={`match-rooms__state ${room.onAir ? 'is-on-air' : ''}`}>{room.onAir ? '直播中' : '未开播'}</span>
        </Link>
      ))}
    </section>
  );
}
