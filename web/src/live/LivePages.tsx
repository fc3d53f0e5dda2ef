import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth';
import { formatDateTime, formatThousands } from '../lib/format';
import { reportAddRequestSchema, sportOf, type MatchReservation } from '@portal/contracts';
import { useServerNow } from '../realtime/server-time';
import { matchPagePath } from '../match/match-page';
import { MatchStar } from '../scores/MatchStar';
import { AnchorAvatar, LiveBadge, Loaded } from './RoomTile';
import { liveMutations, liveQueries, type ReservationsOf } from './queries';
import { walletAmount } from '../wallet/money';
import { walletQueries } from '../wallet/queries';

/** The tabs of /live/rank: `rankType` 1 today, 2 this week, 3 this month. */
export const ANCHOR_RANK_TABS = [
  { rankType: 1, name: '日榜' },
  { rankType: 2, name: '周榜' },
  { rankType: 3, name: '月榜' },
] as const;

/** /live/rank: in the chosen period, anchors by followers gained (主播榜) and givers by diamonds given (土豪榜). */
export function AnchorRank() {
  const [rankType, setRankType] = useState<number>(ANCHOR_RANK_TABS[0].rankType);
  const rank = useQuery(liveQueries.anchorRank(rankType));
  const givers = useQuery(walletQueries.giversRank(rankType));
  return (
    <section className="panel" data-testid="anchor-rank">
      <h1 className="panel__title">排行榜</h1>
      <nav className="tabs" aria-label="榜单">
        {ANCHOR_RANK_TABS.map((tab) => (
          <button
            key={tab.rankType}
            type="button"
            className={tab.rankType === rankType ? 'tab is-active' : 'tab'}
            onClick={() => setRankType(tab.rankType)}
            data-rank-type={tab.rankType}
          >
            {tab.name}
          </button>
        ))}
      </nav>
      <div className="rank-boards">
        <RankBoard id="rank-anchors" title="主播榜" query={rank} empty="暂无榜单数据">
          {(entry) => (
            <li key={entry.anchorId} className="rank-row" data-testid="rank-row">
              <RankPlace rank={entry.rank} />
              <AnchorAvatar portrait={entry.portrait} nickName={entry.nickName} size={40} />
              <Link
                to="/personal/{-$id}"
                params={{ id: String(entry.anchorId) }}
                search={{ headerNavIndex: 2 }}
                className="rank-row__nick"
                data-testid="rank-anchor"
              >
                {entry.nickName}
              </Link>
              {entry.roomId ? (
                <Link to="/live/room/{-$id}" params={{ id: String(entry.roomId) }}>
                  <LiveBadge live={entry.onAir} />
                </Link>
              ) : (
                <LiveBadge live={false} />
              )}
              <span className="rank-row__score" data-testid="rank-score">
                新增关注 <strong>{formatThousands(entry.score)}</strong>
              </span>
            </li>
          )}
        </RankBoard>
        <RankBoard id="rank-givers" title="土豪榜" query={givers} empty="还没有人送礼">
          {(giver) => (
            <li key={giver.userId} className="rank-row" data-testid="giver-row">
              <RankPlace rank={giver.rank} />
              <AnchorAvatar portrait={giver.portrait ?? ''} nickName={giver.nickName} size={40} />
              <span className="rank-row__nick">{giver.nickName}</span>
              <span className="rank-row__score" data-testid="giver-total">
                送出 <strong>{walletAmount(giver.total)}</strong> 钻石
              </span>
            </li>
          )}
        </RankBoard>
      </div>
    </section>
  );
}

/** One board of /live/rank: its title, then its rows in rank order, or `empty` when it has none. */
function RankBoard<T>({
  id,
  title,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T[]>;
  empty: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="rank-boards__title">
        {title}
      </h2>
      <Loaded query={query}>
        {(rows) => (rows.length === 0 ? <p className="empty">{empty}</p> : <ol className="rank-list">{rows.map(children)}</ol>)}
      </Loaded>
    </section>
  );
}

function RankPlace({ rank }: { rank: number }) {
  return <span className={rank <= 3 ? 'rank-row__place is-top' : 'rank-row__place'}>{rank}</span>;
}

export const REPORT_REASONS = ['色情低俗', '政治敏感', '赌博诈骗', '辱骂攻击', '侵权盗播', '其他'] as const;
const REPORT_CONTENT_MAX = 180;

/** /live/report: report a room to the operators. */
export function RoomReportForm({ roomId: givenRoomId }: { roomId?: number }) {
  const { signedIn, openLogin } = useAuth();
  const [roomId, setRoomId] = useState(givenRoomId ? String(givenRoomId) : '');
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  const [content, setContent] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const sendReport = useMutation(
    liveMutations.report({
      onSuccess: () => setOutcome({ ok: true, message: '举报已提交，我们会尽快处理' }),
      onError: (error) => setOutcome({ ok: false, message: error.message }),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) {
      openLogin();
      return;
    }
    const details = content.trim();
    const report = reportAddRequestSchema.safeParse({
      roomId: Number(roomId),
      target: 'room',
      reason: details ? `${reason}：${details}` : reason,
    });
    if (!report.success) {
      setOutcome({ ok: false, message: report.error.issues[0]?.message ?? '请检查举报内容' });
      return;
    }
    sendReport.mutate(report.data);
  }

  return (
    <section className="panel live-form" data-testid="room-report">
      <h1 className="panel__title">直播举报</h1>
      <form onSubmit={submit}>
        <label>
          房间号
          <input
            value={roomId}
            onChange={(event) => setRoomId(event.target.value.replace(/\D/g, ''))}
            inputMode="numeric"
            maxLength={12}
            data-testid="report-room-id"
          />
        </label>
        <fieldset>
          <legend>举报原因</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option} className="live-form__choice">
              <input type="radio" name="reason" checked={reason === option} onChange={() => setReason(option)} />
              {option}
            </label>
          ))}
        </fieldset>
        <label>
          补充说明
          <textarea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={REPORT_CONTENT_MAX}
            rows={4}
            data-testid="report-content"
          />
        </label>
        {outcome && (
          <p className={outcome.ok ? 'live-form__ok' : 'live-form__error'} role="status" data-testid="report-outcome">
            {outcome.message}
          </p>
        )}
        <button type="submit" className="button" disabled={sendReport.isPending} data-testid="report-submit">
          提交举报
        </button>
      </form>
    </section>
  );
}

/** The match has begun (by the gateway's clock): an anchor on air now is streaming it, not something before it. */
const kickedOff = (match: MatchReservation, now: number) => match.matchTime !== null && Date.parse(match.matchTime) <= now;

function ReservedMatchRows({ matches }: { matches: MatchReservation[] }) {
  const now = useServerNow();
  if (matches.length === 0) return <p className="empty">暂无预约的比赛</p>;
  return (
    <ul className="match-list">
      {matches.map((match) => (
        <li key={match.id} className="match-row reserved-row" data-testid="reserved-match" data-match-id={match.matchId}>
          <span className="muted reserved-row__league">{match.leagueName}</span>
          <span className="reserved-row__time">{match.matchTime ? formatDateTime(match.matchTime, 'MM-DD HH:mm') : ''}</span>
          <Link to={matchPagePath(sportOf(match.matchType))} params={{ id: String(match.matchId) }} className="match-row__teams" data-testid="reserved-match-page">
            {match.homeName} vs {match.awayName}
          </Link>
          {match.roomId ? (
            <Link to="/live/room/{-$id}" params={{ id: String(match.roomId) }} className="match-row__room" data-testid="reserved-match-room">
              {match.isLive === 1 && kickedOff(match, now) && <LiveBadge live />}
              {match.nickName || '进入直播间'}
            </Link>
          ) : (
            <span className="match-row__room">{match.nickName}</span>
          )}
          <MatchStar matchId={match.matchId} matchType={match.matchType} className="reserved-row__star" />
        </li>
      ))}
    </ul>
  );
}

/** Matches anchors reserved to stream, each with its ☆ to be told when its room opens: /live/reserve and /v/reserve. */
export function ReservedMatches({ whose, title }: { whose: ReservationsOf; title: string }) {
  const matches = useQuery(liveQueries.reservations(whose));
  return (
    <section className="panel" data-testid="reserved-matches">
      <h1 className="panel__title">{title}</h1>
      <Loaded query={matches}>{(reserved) => <ReservedMatchRows matches={reserved} />}</Loaded>
    </section>
  );
}

/** /anchor: the anchor landing page. */
export function AnchorLanding() {
  const { signedIn, userInfo, openLogin } = useAuth();
  const isAnchor = userInfo?.isAnchor === 1;
  return (
    <div className="anchor-landing" data-testid="anchor-landing">
      <header className="anchor-landing__hero">
        <Link to="/" className="anchor-landing__home">
          返回首页
        </Link>
        <h1>成为主播，和球迷一起看球</h1>
        <p>足球、篮球、电竞，开播只需三步：申请主播、设置直播间、推流开播。</p>
        {!signedIn ? (
          <button type="button" className="button" onClick={openLogin} data-testid="anchor-landing-login">
            登录后申请
          </button>
        ) : isAnchor ? (
          <Link to="/v/anchor-set" className="button" data-testid="anchor-landing-go">
            去开播
          </Link>
        ) : (
          <Link to="/v/apply" className="button" data-testid="anchor-landing-apply">
            申请成为主播
          </Link>
        )}
      </header>
      <ol className="anchor-landing__steps">
        <li>
          <h2>申请主播</h2>
          <p>填写真实姓名与联系方式，审核通过后即可开播。</p>
        </li>
        <li>
          <h2>设置直播间</h2>
          <p>设置标题、封面、公告和直播分类。</p>
        </li>
        <li>
          <h2>推流开播</h2>
          <p>
            使用推流工具开播，<Link to="/live/manual">下载开播工具</Link>，或查看
            <Link to="/about/live/{-$id}" params={{ id: '2' }}>
              主播教程
            </Link>
            。
          </p>
        </li>
      </ol>
    </div>
  );
}
