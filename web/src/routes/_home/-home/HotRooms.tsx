import { Link } from '@tanstack/react-router';
import type { RoomCard } from '@portal/contracts';
import { RoomGrid } from '../../../live/RoomTile';

/** 热门直播 on the home page: the hot rooms as the live directory shows them. */
export function HotRooms({ rooms }: { rooms: RoomCard[] }) {
  return (
    <section className="panel" aria-labelledby="hot-rooms-title" data-testid="home-hot-rooms">
      <h2 className="panel__title" id="hot-rooms-title">
        热门直播
        <Link to="/live/{-$id}" params={{ id: 'all' }}>
          全部直播 ›
        </Link>
      </h2>
      <RoomGrid rooms={rooms} empty="暂无正在直播的房间" />
    </section>
  );
}
