import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { goLiveMatchText, goLiveNoticeSchema, type GoLiveNotice } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { sharedSocketAs } from '../realtime/socket';
import './live.css';

/** How long a go-live toast stays on screen. */
export const GO_LIVE_TOAST_MS = 10_000;
/** Toasts shown at once; an older one gives way to a newer. */
const MAX_TOASTS = 3;

/** The part of the tab's socket the go-live notices use. */
export interface GoLiveSource {
  on(event: 'room.opened', listener: (notice: unknown) => void): unknown;
  off(event: 'room.opened', listener: (notice: unknown) => void): unknown;
}

function tabSocket(): GoLiveSource {
  return sharedSocketAs<GoLiveSource>();
}

/**
 * Toasts "an anchor you follow is live", or "an anchor is live for the reserved match" to the fans
 * following it, with a link to the room, for a signed-in user. Mounted once, in the root layout.
 */
export function GoLiveNotices({ source = tabSocket }: { source?: () => GoLiveSource }) {
  const { verified } = useAuth();
  if (!verified) return null;
  return <GoLiveToasts source={source} />;
}

function GoLiveToasts({ source }: { source: () => GoLiveSource }) {
  const [notices, setNotices] = useState<GoLiveNotice[]>([]);

  useEffect(() => {
    const socket = source();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onOpened = (payload: unknown) => {
      const parsed = goLiveNoticeSchema.safeParse(payload);
      if (!parsed.success) return;
      const notice = parsed.data;
      setNotices((shown) => [...shown.filter((old) => old.roomId !== notice.roomId), notice].slice(-MAX_TOASTS));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setNotices((shown) => shown.filter((old) => old !== notice));
      }, GO_LIVE_TOAST_MS);
      timers.add(timer);
    };
    socket.on('room.opened', onOpened);
    return () => {
      socket.off('room.opened', onOpened);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [source]);

  if (notices.length === 0) return null;
  return (
    <div className="go-live-toasts" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.roomId} className="go-live-toast" data-testid="go-live-toast">
          {notice.match ? (
            <span>
              <strong>{notice.nickName}</strong> 开播了：{goLiveMatchText(notice.match)}
            </span>
          ) : (
            <span>
              你关注的主播 <strong>{notice.nickName}</strong> 开播了：{notice.title}
            </span>
          )}
          <Link to="/live/room/{-$id}" params={{ id: String(notice.roomId) }} className="button">
            去看看
          </Link>
          <button
            type="button"
            className="go-live-toast__close"
            aria-label="关闭"
            onClick={() => setNotices((shown) => shown.filter((old) => old !== notice))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
