import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, HOT_ROOM_SIZE, ROOM_SEARCH_EMPTY } from '@portal/contracts';
import { Pager, pageCount } from '../components/Pager';
import { Loaded, RoomGrid } from './RoomTile';
import { liveQueries, useLiveNavs } from './queries';

export const ALL_ROOMS = 'all';

/** The nav a /live/:id path selects: `all` (or nothing) is every nav. */
export function navIdOf(id: string | undefined): number | undefined {
  if (id === undefined || id === ALL_ROOMS) return undefined;
  const navId = Number(id);
  return Number.isInteger(navId) && navId > 0 ? navId : undefined;
}

/** The live directory: nav tabs, search by word, hot rooms and the paged rooms of the nav. */
export function RoomDirectory({ navId, pageSize = DEFAULT_PAGE_SIZE }: { navId: number | undefined; pageSize?: number }) {
  return (
    <div className="live-directory">
      <NavTabs navId={navId} />
      <HotRooms navId={navId} />
      <RoomList key={navId ?? ALL_ROOMS} navId={navId} pageSize={pageSize} />
    </div>
  );
}

function NavTabs({ navId }: { navId: number | undefined }) {
  const navs = useLiveNavs();
  return (
    <nav className="tabs live-tabs" aria-label="直播分类" data-testid="live-navs">
      <Link to="/live/{-$id}" params={{ id: ALL_ROOMS }} className={navId === undefined ? 'is-active' : undefined}>
        全部
      </Link>
      {navs.isSuccess &&
        navs.data.map((nav) => (
          <Link
            key={nav.id}
            to="/live/{-$id}"
            params={{ id: String(nav.id) }}
            className={nav.id === navId ? 'is-active' : undefined}
            data-nav-id={nav.id}
          >
            {nav.name}
          </Link>
        ))}
    </nav>
  );
}

/** The hottest rooms, of the nav when one is chosen (none shown when it has none among them). */
function HotRooms({ navId }: { navId: number | undefined }) {
  const hot = useQuery(liveQueries.hotRooms(HOT_ROOM_SIZE));
  const navName = useNavName(navId);
  const rooms = (hot.data ?? []).filter((room) => navId === undefined || room.navId === navId);
  if (rooms.length === 0) return null;
  return (
    <section className="panel" data-testid="hot-rooms">
      <h2 className="panel__title">{`${navName ?? ''}热门直播`}</h2>
      <RoomGrid rooms={rooms} empty="暂无热门直播" />
    </section>
  );
}

/** The name of a nav (足球), once the navs are read; undefined for every nav. */
function useNavName(navId: number | undefined): string | undefined {
  const navs = useLiveNavs();
  return navId === undefined ? undefined : navs.data?.find((nav) => nav.id === navId)?.name;
}

function RoomList({ navId, pageSize }: { navId: number | undefined; pageSize: number }) {
  const [page, setPage] = useState(1);
  const [word, setWord] = useState('');
  const [draft, setDraft] = useState('');
  const rooms = useQuery(liveQueries.roomPage({ navId, word, page, pageSize }));
  const navName = useNavName(navId);

  function search(event: FormEvent) {
    event.preventDefault();
    setWord(draft.trim());
    setPage(1);
  }

  return (
    <section className="panel" data-testid="room-list">
      <div className="panel__title">
        <h2>{word ? `“${word}”的搜索结果` : navName === undefined ? '全部直播间' : `${navName}直播间`}</h2>
        <form className="live-search" role="search" onSubmit={search}>
          <input
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="搜索直播间或主播"
            aria-label="搜索直播间或主播"
            maxLength={30}
            data-testid="room-search-input"
          />
          <button type="submit" className="button" data-testid="room-search-submit">
            搜索
          </button>
        </form>
      </div>
      <Loaded query={rooms}>
        {(found) => (
          <>
            <RoomGrid rooms={found.list} empty={word ? ROOM_SEARCH_EMPTY : '暂无直播'} />
            <Pager page={page} pages={pageCount(found.total, pageSize)} onPage={setPage} />
          </>
        )}
      </Loaded>
    </section>
  );
}
