import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatThousands } from '../lib/format';
import { portraitSrc } from '../auth/portrait';
import './live.css';
import type { RoomCard } from '@portal/contracts';

export function LiveBadge({ live }: { live: boolean }) {
  return live ? (
    <span className="live-badge" data-testid="live-badge">
      直播中
    </span>
  ) : (
    <span className="live-badge live-badge--off" data-testid="live-badge">
      未开播
    </span>
  );
}

export function AnchorAvatar({ portrait, nickName, size = 32 }: { portrait: string; nickName: string; size?: number }) {
  return (
    <img
      className="anchor-avatar"
      src={portraitSrc(portrait)}
      alt={nickName}
      width={size}
      height={size}
      loading="lazy"
    />
  );
}

/** A room in a list: cover, live badge, title, anchor and followers; on air, how many watch. */
export type TileRoom = Pick<RoomCard, 'roomId' | 'title' | 'cover' | 'isLive' | 'onAir' | 'nickName' | 'portrait' | 'followerCount'> & {
  navName?: string;
  viewerCount?: number;
};

export function RoomTile({ room }: { room: TileRoom }) {
  return (
    <li className="room-card" data-testid="room-card" data-room-id={room.roomId}>
      <Link to="/live/room/{-$id}" params={{ id: String(room.roomId) }} className="room-card__link">
        <div className="room-card__cover">
          {room.cover ? <img src={room.cover} alt="" loading="lazy" /> : <div className="room-card__blank" />}
          <LiveBadge live={room.onAir} />
          {room.onAir && room.viewerCount !== undefined && room.viewerCount > 0 && (
            <span className="room-card__viewers" data-testid="room-viewers">
              {formatThousands(room.viewerCount)} 人在看
            </span>
          )}
          {room.navName && <span className="room-card__nav">{room.navName}</span>}
        </div>
        <div className="room-card__title" data-testid="room-title">
          {room.title}
        </div>
        <div className="room-card__anchor">
          <AnchorAvatar portrait={room.portrait} nickName={room.nickName} size={24} />
          <span className="room-card__nick" data-testid="room-anchor">
            {room.nickName}
          </span>
          <span className="room-card__followers">{formatThousands(room.followerCount)} 关注</span>
        </div>
      </Link>
    </li>
  );
}

export function RoomGrid({ rooms, empty }: { rooms: TileRoom[]; empty: string }) {
  if (rooms.length === 0) return <p className="empty" data-testid="rooms-empty">{empty}</p>;
  return (
    <ul className="room-grid" data-testid="room-grid">
      {rooms.map((room) => (
        <RoomTile key={room.roomId} room={room} />
      ))}
    </ul>
  );
}

/** A failed load, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="empty live-error" role="alert" data-testid="load-error">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}

export function Loading() {
  return <p className="empty" data-testid="loading">加载中…</p>;
}

/** A query's data through `children`; while it loads, or after it failed (with a retry), that instead. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
