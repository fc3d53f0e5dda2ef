import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useThrottledCallback } from '@tanstack/react-pacer';
import { portraitSrc } from '../auth/portrait';
import { useRoomArrivals } from '../chat/use-room-arrivals';
import { walletAmount } from './money';
import { walletQueries } from './queries';

/** A room's gifts ask for its rank again at most this often: a storm of gifts is one call a window, the first at once. */
export const RANK_REFRESH_MS = 2_000;

/**
 * The anchor's top givers (GET /pay/room/user/rank): rank, who, and the diamonds given. A gift
 * announced in the room (`roomId`'s channel) asks for it again, so the rank follows the gifts.
 */
export function RoomRank({ roomId, anchorId }: { roomId: number; anchorId: number }) {
  const queryClient = useQueryClient();
  const rank = useQuery(walletQueries.roomRank(anchorId));
  const refresh = useThrottledCallback(() => void queryClient.invalidateQueries({ queryKey: walletQueries.roomRank(anchorId).queryKey }), {
    wait: RANK_REFRESH_MS,
  });
  useRoomArrivals(roomId, (messages) => {
    if (messages.some((message) => message.kind === 'gift')) refresh();
  });
  return (
    <section className="panel room-rank" data-testid="room-rank" aria-label="贡献榜">
      <h2 className="panel__title">贡献榜</h2>
      {rank.isPending && <p className="muted">加载中…</p>}
      {rank.isError && (
        <p className="muted" role="alert">
          {rank.error.message}
        </p>
      )}
      {rank.isSuccess && rank.data.length === 0 && <p className="muted">还没有人送礼，快来抢第一！</p>}
      {rank.isSuccess && rank.data.length > 0 && (
        <ol className="room-rank__list">
          {rank.data.map((giver) => (
            <li key={giver.userId} className="room-rank__row" data-testid={`room-rank-${giver.rank}`}>
              <span className={giver.rank <= 3 ? 'room-rank__place is-top' : 'room-rank__place'}>{giver.rank}</span>
              <img className="avatar avatar--small" src={portraitSrc(giver.portrait)} alt="" />
              <span className="room-rank__nick">{giver.nickName}</span>
              <span className="room-rank__total">{walletAmount(giver.total)} 钻石</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
