import { useQuery } from '@tanstack/react-query';
import { matchChannel, type MatchState } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { useChannel } from '../realtime/use-channel';
import { useServerNow } from '../realtime/server-time';
import { MatchRow, MatchRowsTable } from './MatchRows';
import { scoreQueries } from './queries';
import './scores.css';

/** A collected match, following its match channel from the state first read. */
function LiveRow({ first, now }: { first: MatchState; now: number }) {
  const channel = useChannel<MatchState>(matchChannel(first.sport, first.id));
  return <MatchRow match={channel.state ?? first} now={now} />;
}

/** A collected match of either sport (a match id is unique across them). */
function CollectedRow({ matchId, now }: { matchId: number; now: number }) {
  const known = useQuery(scoreQueries.collectedMatch(matchId));
  return known.data ? <LiveRow first={known.data} now={now} /> : null;
}

/** 我的收藏 (/football/collect): the signed-in fan's collected matches, live. */
export function CollectedPage() {
  const { userInfo, openLogin } = useAuth();
  const ids = useQuery({ ...scoreQueries.collected(), enabled: userInfo !== null });
  const now = useServerNow();
  return (
    <section className="panel" aria-label="我的收藏">
      <h1 className="panel__title">我的收藏</h1>
      {userInfo === null ? (
        <p className="scores-empty">
          登录后查看收藏的比赛{' '}
          <button type="button" className="link-button" onClick={openLogin}>
            登录
          </button>
        </p>
      ) : ids.data && ids.data.length === 0 ? (
        <p className="scores-empty">还没有收藏比赛，在比分页点星标收藏</p>
      ) : (
        <MatchRowsTable label="收藏的比赛">
          {(ids.data ?? []).map((id) => (
            <CollectedRow key={id} matchId={id} now={now} />
          ))}
        </MatchRowsTable>
      )}
    </section>
  );
}
