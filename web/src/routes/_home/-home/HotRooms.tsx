import { Link } from '@tanstack/react-router';
import type { HotRoom } from './home-data';

export function HotRooms({ rooms }: { rooms: HotRoom[] }) {
  return (
    <section className="panel" aria-labelledby="hot-rooms-title">
      <h2 className="panel__title" id="hot-rooms-title">
        热门直播
        <Link to="/live/{-$id}" params={{ id: 'all' }}>
          全部直播 ›
        </Link>
      </h2>
      {rooms.length === 0 ? (
        <p className="empty">暂无正在直播的房间</p>
      ) : (
        <div className="room-grid" data-testid="hot-rooms">
          {rooms.map((room) => (
            <Link key={room.id} to="/live/room/{-$id}" params={{ id: String(room.id) }} className="room-card">
              <div className="room-card__cover">
                {room.cover && <img src={room.cover} alt="" loading="lazy" />}
                {room.live && <span className="room-card__badge">直播中</span>}
              </div>
              <div className="room-card__title">{room.title}</div>
              <div className="room-card__anchor">{room.anchor}</div>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
