import { portraitSrc } from '../auth/portrait';
import { walletAmount } from './money';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from './queries';
import { useWalletApi } from './wallet-api';

/** The anchor's top givers (GET /pay/room/user/rank): rank, who, and the diamonds given. */
export function RoomRank({ anchorId }: { anchorId: number }) {
  const walletApi = useWalletApi();
  const rank = useQuery(walletQueries.roomRank(walletApi, anchorId));
  return (
    <section className="panel room-rank" data-testid="room-rank" aria-label="贡献榜">
      <div className="room-rank__head">
        <h2 className="panel__title">贡献榜</h2>
        <button type="button" className="link-button link-button--quiet" onClick={() => void rank.refetch()}>
          刷新
        </button>
      </div>
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
