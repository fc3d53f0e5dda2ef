import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RESERVATION_LABELS, type FeedSport, type MatchReservation, type RoomCard } from '@portal/contracts';
import { scoreQueries } from '../queries';

/** One anchor of a match's 主播直播间: their room, whether it is on air, whether they reserved the match. */
export interface MatchRoomEntry {
  anchorId: number;
  nickName: string;
  portrait: string;
  roomId: number | null;
  onAir: boolean;
  reserved: boolean;
}

/**
 * The anchors of a match: the open rooms showing it (on air first, as the gateway orders them), then
 * the anchors who reserved it and are not showing it yet; one entry per anchor.
 */
export function matchRoomEntries(showing: readonly RoomCard[], reservations: readonly MatchReservation[]): MatchRoomEntry[] {
  const reservedBy = new Set(reservations.map((reservation) => reservation.anchorId));
  const shown = showing.map((room) => ({
    anchorId: room.anchorId,
    nickName: room.nickName,
    portrait: room.portrait,
    roomId: room.roomId,
    onAir: room.onAir,
    reserved: reservedBy.has(room.anchorId),
  }));
  const showingAnchors = new Set(showing.map((room) => room.anchorId));
  const reservedOnly = reservations
    .filter((reservation) => !showingAnchors.has(reservation.anchorId))
    .map((reservation) => ({
      anchorId: reservation.anchorId,
      nickName: reservation.nickName,
      portrait: reservation.portrait,
      roomId: reservation.roomId,
      onAir: false,
      reserved: true,
    }));
  return [...shown, ...reservedOnly];
}

function EntryBody({ entry }: { entry: MatchRoomEntry }) {
  return (
    <>
      <img src={entry.portrait} alt="" width={24} height={24} className="match-rooms__avatar" />
      <span className="match-rooms__nick">{entry.nickName}</span>
      {entry.onAir ? (
        <span className="match-rooms__state is-on-air">直播中</span>
      ) : (
        !entry.reserved && <span className="match-rooms__state">未开播</span>
      )}
      {entry.reserved && (
        <span className="match-rooms__state match-rooms__state--reserved" data-testid="match-room-reserved">
          {RESERVATION_LABELS.reserved}
        </span>
      )}
    </>
  );
}

/**
 * 主播直播间 of a match: the open rooms streaming it, a room 直播中 only while its stream is on air,
 * and the anchors who reserved it (已预约), each a link to the room.
 */
export function MatchRooms({ sport, matchId }: { sport: FeedSport; matchId: number }) {
  const rooms = useQuery(scoreQueries.rooms(sport, matchId));
  const reservations = useQuery(scoreQueries.reservations(sport, matchId));
  const entries = matchRoomEntries(rooms.data ?? [], reservations.data ?? []);
  if (entries.length === 0) return null;
  return (
    <section className="match-rooms" aria-label="直播间" data-testid="match-rooms">
      <span className="match-rooms__title">主播直播间</span>
      <div className="match-rooms__list">
        {entries.map((entry) =>
          entry.roomId === null ? (
            <span key={entry.anchorId} className="match-rooms__room" data-testid="match-room">
              <EntryBody entry={entry} />
            </span>
          ) : (
            <Link
              key={entry.anchorId}
              to="/live/room/{-$id}"
              params={{ id: String(entry.roomId) }}
              className="match-rooms__room"
              data-room-id={entry.roomId}
              data-testid="match-room"
            >
              <EntryBody entry={entry} />
            </Link>
          ),
        )}
      </div>
    </section>
  );
}
