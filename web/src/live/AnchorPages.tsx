import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  DEFAULT_PAGE_SIZE,
  ROOM_NOTICE_MAX_LENGTH,
  ROOM_TITLE_MAX_LENGTH,
  SPORT_IDS,
  matchTypeOf,
  sportOfMatchType,
  roomSettingRequestSchema,
  roomUpRequestSchema,
  type RoomDetail,
  type SessionStats,
  WALLET_CURRENCY_LABELS,
} from '@portal/contracts';
import { formatDateTime, formatThousands } from '../lib/format';
import { Pager, pageCount } from '../components/Pager';
import { LiveBadge, Loaded } from './RoomTile';
import { liveMutations, liveQueries, useLiveNavs, useMyRoom, type LiveNav } from './queries';
import { useAuth } from '../auth/use-auth';
import { AnchorOnly } from './gates';
import { RoomViewers } from './RoomLayout';
import { MatchPicker, type PickedMatch } from './MatchPicker';
import { ReserveMatchPanel } from './ReserveMatches';

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? '请检查填写的内容';
}

/** `HH:MM:SS` of a whole number of seconds. */
export function formatDuration(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

function NavSelect({ navs, value, onChange }: { navs: LiveNav[]; value: number; onChange: (navId: number) => void }) {
  return (
    <select value={value} onChange={(event) => onChange(Number(event.target.value))} data-testid="room-nav">
      {navs.map((nav) => (
        <option key={nav.id} value={nav.id}>
          {nav.name}
        </option>
      ))}
    </select>
  );
}

/** /v/anchor-set: open and close the room, and reserve matches; `streamKey` is where the push address is shown. */
export function AnchorSet({ streamKey }: { streamKey?: ReactNode }) {
  return (
    <AnchorOnly>
      <AnchorSetPanel streamKey={streamKey} />
      <ReserveMatchPanel />
    </AnchorOnly>
  );
}

function AnchorSetPanel({ streamKey }: { streamKey?: ReactNode }) {
  const { userInfo } = useAuth();
  const room = useMyRoom();
  const navs = useLiveNavs();
  return (
    <section className="panel live-form" data-testid="anchor-set">
      <h1 className="panel__title">开播设置</h1>
      <Loaded query={room}>
        {(myRoom) => (
          <Loaded query={navs}>
            {(navList) => <OpenCloseForm room={myRoom} navs={navList} anchorId={myRoom?.anchorId ?? userInfo?.id} />}
          </Loaded>
        )}
      </Loaded>
      {streamKey && (
        <div className="anchor-set__stream-key" data-slot="stream-key">
          {streamKey}
        </div>
      )}
    </section>
  );
}

function OpenCloseForm({ room, navs, anchorId }: { room: RoomDetail | null; navs: LiveNav[]; anchorId: number | undefined }) {
  const [title, setTitle] = useState(room?.title ?? '');
  const [navId, setNavId] = useState(room?.navId ?? navs[0]?.id ?? 1);
  const [match, setMatch] = useState<PickedMatch>({
    matchId: room?.matchId ? String(room.matchId) : '',
    // The sport of the room's match; without one, the first the registry lists.
    matchType: matchTypeOf(sportOfMatchType(room?.matchType ?? 0) ?? SPORT_IDS[0]),
  });
  const [error, setError] = useState<string | null>(null);
  const shown = { onMutate: () => setError(null), onError: (failure: Error) => setError(failure.message) };
  const openRoom = useMutation(liveMutations.openRoom(shown));
  const closeRoom = useMutation(liveMutations.closeRoom(shown));
  const busy = openRoom.isPending || closeRoom.isPending;
  const live = room?.isLive === 1;

  function open(event: FormEvent) {
    event.preventDefault();
    const opening = roomUpRequestSchema.safeParse({ title, navId, ...(match.matchId ? match : {}) });
    if (!opening.success) {
      setError(firstIssue(opening.error));
      return;
    }
    openRoom.mutate(opening.data);
  }

  return (
    <form onSubmit={open} data-testid="open-close-form">
      <p className="anchor-set__state">
        <LiveBadge live={live && room.onAir} />
        {room && (
          <Link to="/live/room/{-$id}" params={{ id: String(room.roomId) }} className="muted">
            我的直播间（房间号 {room.roomId}）
          </Link>
        )}
        {live && room.onAir && (
          <span className="muted">
            <RoomViewers room={room} />
          </span>
        )}
        {live && !room.onAir && (
          <span className="live-form__hint" data-testid="awaiting-stream">
            房间已开启，等待推流：用下方的服务器地址和推流码开始推流
          </span>
        )}
      </p>
      <label>
        直播标题
        <input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={ROOM_TITLE_MAX_LENGTH}
          data-testid="room-title-input"
        />
      </label>
      <label>
        直播分类
        <NavSelect navs={navs} value={navId} onChange={setNavId} />
      </label>
      <MatchPicker anchorId={anchorId} value={match} onChange={setMatch} />
      {error && (
        <p className="live-form__error" role="alert">
          {error}
        </p>
      )}
      {live && room ? (
        <div className="live-form__actions">
          <button type="submit" className="button" disabled={busy}>
            更新并继续直播
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => closeRoom.mutate(room.roomId)}
            data-testid="room-down"
          >
            关播
          </button>
        </div>
      ) : (
        <button type="submit" className="button" disabled={busy} data-testid="room-up">
          开播
        </button>
      )}
    </form>
  );
}

/** /v/anchor-room-set: the room's title, notice, cover and nav. */
export function AnchorRoomSet() {
  return (
    <AnchorOnly>
      <AnchorRoomSetPanel />
    </AnchorOnly>
  );
}

function AnchorRoomSetPanel() {
  const room = useMyRoom();
  const navs = useLiveNavs();
  return (
    <section className="panel live-form" data-testid="anchor-room-set">
      <h1 className="panel__title">直播间设置</h1>
      <Loaded query={room}>
        {(myRoom) =>
          myRoom ? (
            <Loaded query={navs}>{(navList) => <RoomSettingsForm room={myRoom} navs={navList} />}</Loaded>
          ) : (
            <p className="empty">
              你还没有直播间，<Link to="/v/anchor-set">先去开播</Link>
            </p>
          )
        }
      </Loaded>
    </section>
  );
}

function RoomSettingsForm({ room, navs }: { room: RoomDetail; navs: LiveNav[] }) {
  const [title, setTitle] = useState(room.title);
  const [notice, setNotice] = useState(room.notice);
  const [cover, setCover] = useState(room.cover);
  const [navId, setNavId] = useState(room.navId ?? navs[0]?.id ?? 1);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const failed = (failure: Error) => setOutcome({ ok: false, message: failure.message });
  const uploadCover = useMutation(liveMutations.uploadCover({ onSuccess: setCover, onError: failed }));
  const saveRoom = useMutation(liveMutations.saveRoom({ onSuccess: () => setOutcome({ ok: true, message: '已保存' }), onError: failed }));
  const uploading = uploadCover.isPending;

  function pickCover(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    uploadCover.mutate(file, {
      onSettled: () => {
        input.value = '';
      },
    });
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const settings = roomSettingRequestSchema.safeParse({ title, notice: notice.trim(), cover: cover || undefined, navId });
    if (!settings.success) {
      setOutcome({ ok: false, message: firstIssue(settings.error) });
      return;
    }
    saveRoom.mutate(settings.data);
  }

  return (
    <form onSubmit={save} data-testid="room-settings-form">
      <label>
        直播标题
        <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={ROOM_TITLE_MAX_LENGTH} />
      </label>
      <label>
        直播公告
        <textarea value={notice} onChange={(event) => setNotice(event.target.value)} maxLength={ROOM_NOTICE_MAX_LENGTH} rows={4} />
      </label>
      <label>
        直播封面
        <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(event) => void pickCover(event.target)} disabled={uploading} data-testid="room-cover-file" />
      </label>
      {uploading && <p className="live-form__hint">封面上传中…</p>}
      {cover && <img className="room-settings__cover" src={cover} alt="封面预览" data-testid="room-cover-preview" />}
      <label>
        直播分类
        <NavSelect navs={navs} value={navId} onChange={setNavId} />
      </label>
      {outcome && (
        <p className={outcome.ok ? 'live-form__ok' : 'live-form__error'} role="status">
          {outcome.message}
        </p>
      )}
      <button type="submit" className="button" disabled={saveRoom.isPending}>
        保存
      </button>
    </form>
  );
}

/** /v/anchor-zone: the anchor's space: past sessions and followers. */
export function AnchorZone() {
  return (
    <AnchorOnly>
      <AnchorZonePanel />
    </AnchorOnly>
  );
}

function AnchorZonePanel() {
  const room = useMyRoom();
  return (
    <section className="panel" data-testid="anchor-zone">
      <h1 className="panel__title">主播空间</h1>
      <Loaded query={room}>
        {(myRoom) =>
          myRoom ? (
            <>
              <p className="anchor-zone__summary">
                <LiveBadge live={myRoom.onAir} /> {myRoom.title} · 粉丝{' '}
                <span data-testid="anchor-followers">{formatThousands(myRoom.anchor.followerCount)}</span>
              </p>
              <RoomSessions />
            </>
          ) : (
            <p className="empty">你还没有直播间</p>
          )
        }
      </Loaded>
    </section>
  );
}

/** The figures of a session the table shows, each counted from what happened in the room while it ran. */
const SESSION_FIGURES: ReadonlyArray<{ label: string; of: (stats: SessionStats) => number }> = [
  { label: '弹幕', of: (stats) => stats.messages },
  { label: '发言人数', of: (stats) => stats.chatters },
  { label: '礼物', of: (stats) => stats.gifts },
  { label: `${WALLET_CURRENCY_LABELS.balance}收入`, of: (stats) => stats.diamonds },
  { label: `${WALLET_CURRENCY_LABELS.ticket}收入`, of: (stats) => stats.tickets },
  { label: '新增关注', of: (stats) => stats.newFollowers },
];

function RoomSessions() {
  const [page, setPage] = useState(1);
  const sessions = useQuery(liveQueries.sessions(page));
  return (
    <Loaded query={sessions}>
      {(history) => (
        <>
          <h2 className="panel__title">直播记录</h2>
          {history.list.length === 0 ? (
            <p className="empty">还没有直播记录</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label="直播记录">
              <table className="session-table" data-testid="session-table">
                <thead>
                  <tr>
                    <th>标题</th>
                    <th>开播</th>
                    <th>关播</th>
                    <th>时长</th>
                    {SESSION_FIGURES.map(({ label }) => (
                      <th key={label} className="session-table__figure">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {history.list.map((session) => (
                    <tr key={session.id}>
                      <td>{session.title}</td>
                      <td>{formatDateTime(session.startedAt, 'YYYY-MM-DD HH:mm')}</td>
                      <td>{session.endedAt ? formatDateTime(session.endedAt, 'YYYY-MM-DD HH:mm') : '直播中'}</td>
                      <td>{formatDuration(session.durationSeconds)}</td>
                      {SESSION_FIGURES.map(({ label, of }) => (
                        <td key={label} className="session-table__figure">
                          {formatThousands(of(session.stats))}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pages={pageCount(history.total, DEFAULT_PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </Loaded>
  );
}
