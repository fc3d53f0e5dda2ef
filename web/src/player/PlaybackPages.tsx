import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  DATE_FORMAT_FULL,
  DEFAULT_PAGE_SIZE,
  ResultCode,
  mediaVideoUrl,
  type Highlight,
  type Replay,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { beijingTime } from '../lib/time';
import { Pager, pageCount } from '../components/Pager';
import { recordedSource } from './stream-sources';
import type { StreamSource } from './stream.machine';
import { playerMutations, playerQueries } from './queries';
import './player.css';
import { TopUpLink } from '../wallet/TopUpLink';

// The player (mpegts.js) comes when a page plays something: the lists never load it.
const LazyReplayPlayer = lazy(() => import('./players').then((module) => ({ default: module.ReplayPlayer })));

/** A recording or highlight, its 16:9 box kept while the player loads. */
function ReplayPlayer({ source }: { source: StreamSource }) {
  return (
    <Suspense fallback={<div className="stream-view-placeholder" />}>
      <LazyReplayPlayer source={source} />
    </Suspense>
  );
}

const positiveId = (id: string | undefined): number | null => {
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
};

const minutes = (ms: number) => `${Math.floor(ms / 60_000)}分${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}秒`;

function Notice({ text }: { text: string }) {
  return <p className="playback__meta">{text}</p>;
}

/** /playback/:id: one recorded live session, played with seeking; /playback alone lists the highlights. */
export function ReplayPage({ recordId }: { recordId: string | undefined }) {
  if (recordId === undefined) return <HighlightList />;
  const id = positiveId(recordId);
  if (id === null)
    return (
      <section className="playback">
        <Notice text="录像不存在" />
      </section>
    );
  return <ReplayById recordId={id} />;
}

function ReplayById({ recordId }: { recordId: number }) {
  const replay = useQuery(playerQueries.replay(recordId));
  return (
    <section className="playback" data-testid="replay-page">
      {replay.isPending && <Notice text="加载中…" />}
      {replay.isError && <Notice text={replay.error.message} />}
      {replay.isSuccess && (
        <>
          <h1>{replay.data.title}</h1>
          <ReplayPlayer source={recordedSource(replay.data.videoUrl, replay.data.mediaInfo)} />
          <p className="playback__meta">
            {beijingTime(replay.data.startTime).format(DATE_FORMAT_FULL)} · 时长 {minutes(replay.data.duration)} ·{' '}
            <Link to="/playback/list/{-$id}" params={{ id: String(replay.data.roomId) }}>
              该直播间的全部回放
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** /playback/list/:id: a room's replays, newest first. */
export function ReplayListPage({ roomId }: { roomId: string | undefined }) {
  if (roomId === undefined) return <HighlightList />;
  const id = positiveId(roomId);
  if (id === null)
    return (
      <section className="playback">
        <Notice text="直播间不存在" />
      </section>
    );
  return <ReplayList roomId={id} />;
}

const priceTag = (highlight: Highlight) => (!highlight.paid ? '免费' : highlight.unlocked ? '已购买' : `${highlight.price}钻石`);

/** A titled, paged grid of videos with its loading, failure and empty states. */
function VideoGrid<T extends { list: unknown[]; total: number }>({
  title,
  testId,
  empty,
  page,
  pageNumber,
  onPage,
  tile,
}: {
  title: string;
  testId: string;
  empty: string;
  page: UseQueryResult<T>;
  pageNumber: number;
  onPage: (page: number) => void;
  tile: (item: T['list'][number]) => ReactNode;
}) {
  return (
    <section className="playback" data-testid={testId}>
      <h1>{title}</h1>
      {page.isPending && <Notice text="加载中…" />}
      {page.isError && <Notice text={page.error.message} />}
      {page.isSuccess && page.data.list.length === 0 && <Notice text={empty} />}
      {page.isSuccess && page.data.list.length > 0 && <ul className="playback-list">{page.data.list.map(tile)}</ul>}
      {page.isSuccess && (
        <Pager page={pageNumber} pages={pageCount(page.data.total, DEFAULT_PAGE_SIZE)} onPage={onPage} />
      )}
    </section>
  );
}

/** /playback/list without a room: the highlights, free and paid, newest first. */
function HighlightList() {
  const [pageNumber, setPageNumber] = useState(1);
  const page = useQuery(playerQueries.highlights(pageNumber));
  return (
    <VideoGrid
      title="精彩集锦"
      testId="highlight-list"
      empty="暂无集锦"
      page={page}
      pageNumber={pageNumber}
      onPage={setPageNumber}
      tile={(highlight: Highlight) => (
        <li key={highlight.id}>
          <Link to="/playback/video/{-$video}" params={{ video: String(highlight.id) }}>
            {highlight.cover ? <img src={highlight.cover} alt="" /> : <img alt="" />}
            <span>{highlight.title}</span>
            <span className="playback__meta">
              {minutes(highlight.mediaInfo.duration ?? 0)} · <b data-testid="highlight-price">{priceTag(highlight)}</b>
            </span>
          </Link>
        </li>
      )}
    />
  );
}

function ReplayList({ roomId }: { roomId: number }) {
  const [pageNumber, setPageNumber] = useState(1);
  const page = useQuery(playerQueries.replays(roomId, pageNumber));
  return (
    <VideoGrid
      title="直播回放"
      testId="replay-list"
      empty="暂无回放"
      page={page}
      pageNumber={pageNumber}
      onPage={setPageNumber}
      tile={(replay: Replay) => (
        <li key={replay.recordId}>
          <Link to="/playback/{-$id}" params={{ id: String(replay.recordId) }}>
            {replay.cover ? <img src={replay.cover} alt="" /> : <img alt="" />}
            <span>{replay.title}</span>
            <span className="playback__meta">
              {beijingTime(replay.startTime).format(DATE_FORMAT_FULL)} · {minutes(replay.duration)}
            </span>
          </Link>
        </li>
      )}
    />
  );
}

/**
 * /playback/video/:video: a highlight by its id (paid ones bought here first), or a recording or
 * highlight by its file name; `.mp4` plays natively, the rest as FLV.
 */
export function VideoPage({ video }: { video: string | undefined }) {
  if (!video)
    return (
      <section className="playback">
        <Notice text="视频不存在" />
      </section>
    );
  const highlightId = /^\d+$/.test(video) ? positiveId(video) : null;
  if (highlightId !== null) return <HighlightById id={highlightId} />;
  const mimeType = /\.mp4$/i.test(video) ? 'video/mp4' : 'video/x-flv';
  return (
    <section className="playback" data-testid="video-page">
      <h1>精彩集锦</h1>
      <ReplayPlayer source={recordedSource(mediaVideoUrl(video), { mimeType })} />
    </section>
  );
}


function HighlightById({ id }: { id: number }) {
  const { signedIn, openLogin } = useAuth();
  const loaded = useQuery(playerQueries.highlight(id, signedIn));
  const purchase = useMutation(playerMutations.buyHighlight(id, signedIn));
  if (!loaded.isSuccess) {
    return (
      <section className="playback">
        {loaded.isPending ? <Notice text="加载中…" /> : <Notice text={loaded.error.message} />}
      </section>
    );
  }
  const highlight = loaded.data;
  const refusal = purchase.error;

  function buy() {
    if (!signedIn) return openLogin();
    purchase.mutate();
  }

  return (
    <section className="playback" data-testid="highlight-page">
      <h1>{highlight.title}</h1>
      {highlight.unlocked && highlight.videoUrl ? (
        <ReplayPlayer source={recordedSource(highlight.videoUrl, highlight.mediaInfo)} />
      ) : (
        <section className="playback__locked" data-testid="highlight-locked">
          <p>付费集锦，{highlight.price}钻石解锁观看</p>
          <button type="button" className="button" disabled={purchase.isPending} onClick={buy} data-testid="highlight-buy">
            {signedIn ? `购买观看（${highlight.price}钻石）` : '登录后购买'}
          </button>
          {refusal && (
            <p className="stream-key__error" role="alert" data-testid="highlight-refusal">
              {refusal.message} {refusal.code === ResultCode.INSUFFICIENT_FUNDS && (
                <TopUpLink className="playback__top-up">去充值</TopUpLink>
              )}
            </p>
          )}
        </section>
      )}
      <p className="playback__meta">
        {beijingTime(highlight.createTime).format(DATE_FORMAT_FULL)} · {priceTag(highlight)} ·{' '}
        <Link to="/playback/list/{-$id}" params={{}}>
          全部集锦
        </Link>
      </p>
    </section>
  );
}
