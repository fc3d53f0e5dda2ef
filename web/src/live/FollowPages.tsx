import { useState } from 'react';
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, RECOMMEND_ANCHOR_SIZE, routes, type AttentionAnchor, type AttentionMatch } from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { formatDateTime } from '../lib/format';
import { FollowButton } from './FollowButton';
import { Pager, pageCount } from '../components/Pager';
import { AnchorAvatar, LiveBadge, Loaded, RoomGrid, type TileRoom } from './RoomTile';
import { SignedInOnly } from './gates';
import { routeKey } from '../lib/route-query';
import { liveQueries } from './queries';

/** Open rooms before closed ones, each group in the gateway's order. */
export function liveFirst<T extends { isLive: number }>(rooms: T[]): T[] {
  return [...rooms.filter((room) => room.isLive === 1), ...rooms.filter((room) => room.isLive !== 1)];
}

/** An unfollowed anchor or match leaves the cached lists at once, before they are fetched again. */
function dropFollowed<Row>(queryClient: QueryClient, queryKey: QueryKey, unfollowed: (row: Row) => boolean) {
  queryClient.setQueriesData<{ list: Row[]; total: number }>({ queryKey }, (cached) =>
    cached && { list: cached.list.filter((row) => !unfollowed(row)), total: Math.max(0, cached.total - 1) },
  );
}

function useFollowedAnchors(page: number) {
  return useQuery(liveQueries.followedAnchors(page));
}

/** The followed anchors that have a room, as room tiles. */
function roomsOf(anchors: AttentionAnchor[]): TileRoom[] {
  return anchors.flatMap((anchor) => (anchor.roomId === null ? [] : [{ ...anchor, roomId: anchor.roomId }]));
}

/** /live/follow: the rooms of the anchors I follow, open ones first. */
export function FollowedRooms() {
  return (
    <SignedInOnly what="查看你关注的直播">
      <FollowedRoomGrid />
    </SignedInOnly>
  );
}

function FollowedRoomGrid() {
  const [page, setPage] = useState(1);
  const anchors = useFollowedAnchors(page);
  return (
    <section className="panel" data-testid="followed-rooms">
      <h1 className="panel__title">关注的直播</h1>
      <Loaded query={anchors}>
        {(followed) => (
          <>
            <RoomGrid rooms={liveFirst(roomsOf(followed.list))} empty="你还没有关注任何直播间" />
            <Pager page={page} pages={pageCount(followed.total, DEFAULT_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </Loaded>
      <RecommendedAnchors />
    </section>
  );
}

/** /v/concern: the anchors I follow, whether they are live, and unfollowing. */
export function FollowedAnchors() {
  const [page, setPage] = useState(1);
  const anchors = useFollowedAnchors(page);
  return (
    <section className="panel" data-testid="followed-anchors">
      <h1 className="panel__title">关注的主播</h1>
      <Loaded query={anchors}>
        {(followed) => (
          <>
            {followed.list.length === 0 ? (
              <p className="empty">你还没有关注任何主播</p>
            ) : (
              <ul className="anchor-list">
                {liveFirst(followed.list).map((anchor) => (
                  <FollowedAnchorRow key={anchor.anchorId} anchor={anchor} />
                ))}
              </ul>
            )}
            <Pager page={page} pages={pageCount(followed.total, DEFAULT_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </Loaded>
      <RecommendedAnchors />
    </section>
  );
}

/**
 * Anchors to follow below the followed ones, as 斗鱼 and 虎牙 suggest them: open rooms first, then
 * the most followed, leaving out those already followed and the user's own card. Following one
 * moves it up into the followed list.
 */
function RecommendedAnchors() {
  const { userInfo } = useAuth();
  const recommended = useQuery(liveQueries.recommendedAnchors(RECOMMEND_ANCHOR_SIZE));
  const anchors = (recommended.data ?? []).filter((anchor) => !anchor.followed && anchor.id !== userInfo?.id);
  if (anchors.length === 0) return null;
  return (
    <section className="recommended-anchors" aria-label="推荐主播" data-testid="recommended-anchors">
      <h2 className="panel__title">推荐主播</h2>
      <ul className="anchor-list">
        {anchors.map((anchor) => (
          <li key={anchor.id} className="anchor-row" data-testid="recommended-anchor">
            <AnchorAvatar portrait={anchor.portrait} nickName={anchor.nickName} size={48} />
            <div className="anchor-row__body">
              <Link to="/personal/{-$id}" params={{ id: String(anchor.id) }} search={{ headerNavIndex: 2 }} className="anchor-row__nick">
                {anchor.nickName}
              </Link>
              {anchor.signature !== '' && <div className="muted">{anchor.signature}</div>}
            </div>
            {anchor.roomId !== null && (
              <Link to="/live/room/{-$id}" params={{ id: String(anchor.roomId) }}>
                <LiveBadge live={anchor.onAir} />
              </Link>
            )}
            <FollowButton target={{ type: 'anchor', anchorId: anchor.id }} state={{ followed: false, followers: anchor.followerCount }} onFollowed={() => undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FollowedAnchorRow({ anchor }: { anchor: AttentionAnchor }) {
  const queryClient = useQueryClient();
  return (
    <li className="anchor-row" data-testid="followed-anchor">
      <AnchorAvatar portrait={anchor.portrait} nickName={anchor.nickName} size={48} />
      <div className="anchor-row__body">
        <div className="anchor-row__nick">{anchor.nickName}</div>
        {anchor.roomId !== null && (
          <Link to="/live/room/{-$id}" params={{ id: String(anchor.roomId) }} className="muted">
            {anchor.title}
          </Link>
        )}
      </div>
      <LiveBadge live={anchor.onAir} />
      <FollowButton
        target={{ type: 'anchor', anchorId: anchor.anchorId }}
        state={{ followed: true, followers: anchor.followerCount }}
        onFollowed={({ followed }) => {
          if (!followed) dropFollowed<AttentionAnchor>(queryClient, routeKey(routes.api.pageAttention), (row) => row.anchorId === anchor.anchorId);
        }}
      />
    </li>
  );
}

/** /v/attention: the rooms and the matches I follow. */
export function MyAttention() {
  const [tab, setTab] = useState<'rooms' | 'matches'>('rooms');
  return (
    <div data-testid="my-attention">
      <nav className="tabs" aria-label="我的关注">
        <button type="button" className={tab === 'rooms' ? 'tab is-active' : 'tab'} onClick={() => setTab('rooms')}>
          直播间
        </button>
        <button
          type="button"
          className={tab === 'matches' ? 'tab is-active' : 'tab'}
          onClick={() => setTab('matches')}
          data-testid="attention-tab-matches"
        >
          比赛
        </button>
      </nav>
      {tab === 'rooms' ? <FollowedRoomGrid /> : <FollowedMatches />}
    </div>
  );
}

function FollowedMatches() {
  const matches = useQuery(liveQueries.followedMatches());
  return (
    <section className="panel" data-testid="followed-matches">
      <h1 className="panel__title">关注的比赛</h1>
      <Loaded query={matches}>
        {(followed) =>
          followed.length === 0 ? (
            <p className="empty">你还没有关注任何比赛</p>
          ) : (
            <ul className="match-list">
              {followed.map((match) => (
                <FollowedMatchRow key={`${match.matchType}-${match.matchId}`} match={match} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function FollowedMatchRow({ match }: { match: AttentionMatch }) {
  const queryClient = useQueryClient();
  return (
    <li className="match-row" data-testid="followed-match" data-match-id={match.matchId}>
      <span className="muted">{match.leagueName}</span>
      <span>{match.matchTime ? formatDateTime(match.matchTime, 'MM-DD HH:mm') : ''}</span>
      <span className="match-row__teams">
        {match.homeName} vs {match.awayName}
      </span>
      {match.liveRoomCount > 0 && <span className="live-badge">{match.liveRoomCount} 个直播间</span>}
      <FollowButton
        target={{ type: 'match', matchId: match.matchId, matchType: match.matchType }}
        state={{ followed: true, followers: 0 }}
        onFollowed={({ followed }) => {
          if (!followed) dropFollowed<AttentionMatch>(queryClient, routeKey(routes.api.attentionMatches), (row) => row.matchId === match.matchId);
        }}
        showCount={false}
      />
    </li>
  );
}
