import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ROOM_NOT_FOUND_MESSAGE, ResultCode, type RoomDetail } from '@portal/contracts';
import { NotFoundPage } from '../components/NotFoundPage';
import { formatThousands } from '../lib/format';
import { ROOM_MONEY_SHEETS, type RoomMoneySheet } from '../wallet/room-money-sheets';
import { FollowButton } from './FollowButton';
import { AnchorAvatar, LiveBadge, LoadError, Loading } from './RoomTile';
import { RoomMatch } from './RoomMatch';
import { liveQueries } from './queries';
import { useRoomHeader, type RoomHeaderView } from './use-room-live';

export const ROOM_CLOSED = '主播暂未开播';

/** What the room page shows around its header and anchor card. */
export interface RoomSlots {
  player?: ReactNode;
  chat?: ReactNode;
  gifts?: ReactNode;
}

/** The money sheet a phone has open in the room (gifts, red packets, nobility), for the slots. */
export interface RoomSheets {
  shown: RoomMoneySheet | null;
  open(sheet: RoomMoneySheet): void;
  close(): void;
}

/** The tabs a phone shows the room's side in, under the player. */
const ROOM_TABS = { chat: '聊天', anchor: '主播', rank: '贡献榜' } as const;

type RoomTab = keyof typeof ROOM_TABS;

/**
 * The room page: the header (title, live state), the anchor's card with the follow button, the
 * notice, and the slots. A closed room shows its state where the player would be. On a phone
 * (live.css) the player comes first at full width, the title and anchor under it, then the tabs
 * the chat, the anchor's notice and the rank share; the page hides the site's tab bar.
 */
export function RoomLayout({
  room,
  header,
  player,
  chat,
  gifts,
}: { room: RoomDetail; header: RoomHeaderView } & RoomSlots) {
  const [tab, setTab] = useState<RoomTab>('chat');
  return (
    <div className="live-room" data-testid="live-room" data-room-id={room.roomId} data-tab={tab} data-hide-tabbar>
      <div className="live-room__main">
        <header className="live-room__header panel">
          <div className="live-room__heading">
            <LiveBadge live={header.onAir} />
            <h1 className="live-room__title" data-testid="room-heading">
              {header.title}
            </h1>
          </div>
          <span className="muted live-room__meta">
            房间号 {room.roomId} · {room.navName} · <RoomViewers room={room} watching />
          </span>
          <RoomMatch key={`${header.matchType}:${header.matchId}`} matchId={header.matchId} matchType={header.matchType} />
        </header>
        <div className="live-room__player" data-slot="player">
          {header.live ? player : <RoomClosed roomId={room.roomId} />}
        </div>
        <div className="live-room__gifts" data-slot="gifts">
          {gifts}
        </div>
      </div>
      <div className="live-room__tabs" role="tablist" aria-label="直播间">
        {(Object.keys(ROOM_TABS) as RoomTab[]).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'is-active' : undefined}
            onClick={() => setTab(name)}
            data-testid={`room-tab-${name}`}
          >
            {ROOM_TABS[name]}
          </button>
        ))}
      </div>
      <aside className="live-room__side">
        <AnchorCard room={room} />
        <section className="panel live-room__notice" data-testid="room-notice">
          <h2 className="panel__title">公告</h2>
          <p>{header.notice || '主播很懒，还没有写公告。'}</p>
        </section>
        <div className="live-room__chat" data-slot="chat">
          {chat}
        </div>
      </aside>
    </div>
  );
}

/** The phone's buttons beside the chat input that open the room's money sheets. */
export function RoomMoneyButtons({ onOpen }: { onOpen: (sheet: RoomMoneySheet) => void }) {
  return (
    <span className="room-money-buttons">
      {(Object.keys(ROOM_MONEY_SHEETS) as RoomMoneySheet[]).map((sheet) => (
        <button
          key={sheet}
          type="button"
          className={`room-money-buttons__${sheet}`}
          aria-haspopup="dialog"
          onClick={() => onOpen(sheet)}
          data-testid={`room-sheet-${sheet}`}
        >
          {ROOM_MONEY_SHEETS[sheet]}
        </button>
      ))}
    </span>
  );
}

/**
 * How many watch the room: the figure the room came with, then asked again every 20 s while shown.
 * On the room page (`watching`) never below one: whoever reads it is watching, even before their
 * page is counted.
 */
export function RoomViewers({ room, watching = false }: { room: Pick<RoomDetail, 'roomId' | 'viewerCount'>; watching?: boolean }) {
  const audience = useQuery({
    ...liveQueries.audience(room.roomId),
    initialData: { roomId: room.roomId, viewerCount: room.viewerCount },
  });
  const viewers = watching ? Math.max(1, audience.data.viewerCount) : audience.data.viewerCount;
  return <span data-testid="room-viewers">{formatThousands(viewers)} 人在看</span>;
}

export function AnchorCard({ room }: { room: RoomDetail }) {
  const queryClient = useQueryClient();
  return (
    <section className="panel anchor-card" data-testid="anchor-card">
      <AnchorAvatar portrait={room.portrait} nickName={room.nickName} size={56} />
      <div className="anchor-card__body">
        <div className="anchor-card__nick" data-testid="anchor-nick">
          {room.nickName}
        </div>
        <Link
          to="/personal/{-$id}"
          params={{ id: String(room.anchorId) }}
          search={{ headerNavIndex: 2 }}
          className="muted anchor-card__space"
        >
          主播空间
        </Link>
      </div>
      <FollowButton
        target={{ type: 'anchor', anchorId: room.anchorId }}
        state={{ followed: room.followed, followers: room.anchor.followerCount }}
        onFollowed={({ followed, followers }) =>
          queryClient.setQueryData(liveQueries.room(room.roomId).queryKey, (cached) =>
            cached && { ...cached, followed, anchor: { ...cached.anchor, followerCount: followers } },
          )
        }
      />
    </section>
  );
}

export function RoomClosed({ roomId }: { roomId: number }) {
  return (
    <div className="room-closed" data-testid="room-closed">
      <p className="room-closed__title">{ROOM_CLOSED}</p>
      <Link to="/playback/list/{-$id}" params={{ id: String(roomId) }} className="button" data-testid="room-replays">
        看看主播的回放
      </Link>
    </div>
  );
}

function RoomUnknown() {
  return (
    <div className="panel room-unknown" data-testid="room-unknown">
      <NotFoundPage
        title={ROOM_NOT_FOUND_MESSAGE}
        extra={
          <Link to="/live/{-$id}" params={{ id: 'all' }} className="link-button">
            去直播大厅看看
          </Link>
        }
      />
    </div>
  );
}

/** The slots of a loaded room, given the room (its anchor is what the chat and gifts need) and the phone's money sheets. */
export type RoomSlotsOf = (room: RoomDetail, sheets: RoomSheets) => RoomSlots;

/**
 * The room of `roomId` with its slots: loads the room, follows its live state, and shows an unknown
 * room as such.
 */
export function LiveRoom({ roomId, slots }: { roomId: number | undefined; slots?: RoomSlotsOf }) {
  if (roomId === undefined) return <RoomUnknown />;
  return <LoadedRoom roomId={roomId} slots={slots} />;
}

function LoadedRoom({ roomId, slots }: { roomId: number; slots?: RoomSlotsOf }) {
  const detail = useQuery(liveQueries.room(roomId));
  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    // The gateway answered that there is no such room; anything else may pass on a retry.
    if (detail.error.code !== null && detail.error.code !== ResultCode.INTERNAL) return <RoomUnknown />;
    return <LoadError message={detail.error.message} onRetry={() => void detail.refetch()} />;
  }
  return <LiveRoomView room={detail.data} slots={slots} />;
}

function LiveRoomView({ room, slots }: { room: RoomDetail; slots?: RoomSlotsOf }) {
  const header = useRoomHeader(room);
  const [sheet, setSheet] = useState<RoomMoneySheet | null>(null);
  const sheets: RoomSheets = { shown: sheet, open: setSheet, close: () => setSheet(null) };
  return <RoomLayout room={room} header={header} {...slots?.(room, sheets)} />;
}

/** The room id of a /live/room/:id path, when it is one. */
export function roomIdOf(id: string | undefined): number | undefined {
  if (id === undefined || !/^[1-9]\d{0,11}$/.test(id)) return undefined;
  return Number(id);
}
