// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RoomDirectory, navIdOf } from '../../src/live/RoomDirectory';
import { envelope, fakeGateway, renderPage } from '../harness';
import { roomCard } from './fixtures';

const PAGE_SIZE = 2;
/** Open rooms; only room 1 has a stream on air. */
const rooms = [1, 2, 3, 4, 5].map((id) => roomCard(id, { onAir: id === 1 }));

/** /api/room/page over `rooms`: filtered by word (title or nickname) and nav, then paged. */
function roomPage(url: URL) {
  const word = url.searchParams.get('word') ?? '';
  const navId = url.searchParams.get('navId');
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const matching = rooms.filter(
    (room) =>
      (!word || room.title.includes(word) || room.nickName.includes(word)) && (!navId || room.navId === Number(navId)),
  );
  return envelope({ list: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shownTitles = () =>
  within(screen.getByTestId('room-list'))
    .queryAllByTestId('room-title')
    .map((title) => title.textContent);

describe('the live directory', () => {
  it('reads the nav from the path: all, or a nav id', () => {
    expect(navIdOf('all')).toBeUndefined();
    expect(navIdOf(undefined)).toBeUndefined();
    expect(navIdOf('1')).toBe(1);
    expect(navIdOf('2')).toBe(2);
    expect(navIdOf('x')).toBeUndefined();
  });

  it('shows the navs, the hot rooms and the first page, and pages forward and back', async () => {
    const gateway = fakeGateway()
      .on(routes.api.navList, () => envelope([{ id: 1, name: '足球', sort: 1 }, { id: 2, name: '篮球', sort: 2 }]))
      .on(routes.api.hotAppRoom, () => envelope([roomCard(9, { title: '热门房间', nickName: '热门主播' })]))
      .on(routes.api.roomPage, ({ url }) => roomPage(url));
    await renderPage(<RoomDirectory navId={undefined} pageSize={PAGE_SIZE} />);

    await waitFor(() => expect(shownTitles()).toEqual(['直播间1', '直播间2']));
    const badges = within(screen.getByTestId('room-list')).getAllByTestId('live-badge').map((badge) => badge.textContent);
    expect(badges).toEqual(['直播中', '未开播']);
    expect(screen.getByTestId('pager-current').textContent).toBe('第 1 / 3 页');
    expect((screen.getByTestId('pager-prev') as HTMLButtonElement).disabled).toBe(true);
    const hot = within(await screen.findByTestId('hot-rooms'));
    expect(hot.getByTestId('room-anchor').textContent).toBe('热门主播');
    expect(hot.getByRole('link').getAttribute('href')).toBe('/live/room/9');
    const navs = within(screen.getByTestId('live-navs'));
    await waitFor(() => expect(navs.getByText('篮球').getAttribute('href')).toBe('/live/2'));
    expect(navs.getByText('全部').className).toBe('is-active');

    fireEvent.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(shownTitles()).toEqual(['直播间3', '直播间4']));
    fireEvent.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(shownTitles()).toEqual(['直播间5']));
    expect((screen.getByTestId('pager-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('pager-prev'));
    await waitFor(() => expect(shownTitles()).toEqual(['直播间3', '直播间4']));

    const pages = gateway.urls(routes.api.roomPage).map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '3', '2']);
    expect(gateway.urls(routes.api.roomPage).every((url) => url.searchParams.get('pageSize') === '2')).toBe(true);
  });

  it("shows a nav's own hot rooms under its name, and its rooms as the nav's", async () => {
    fakeGateway()
      .on(routes.api.navList, () => envelope([{ id: 1, name: '足球', sort: 1 }, { id: 2, name: '篮球', sort: 2 }]))
      .on(routes.api.hotAppRoom, () =>
        envelope([roomCard(9, { title: '篮球热门', navId: 2, navName: '篮球' }), roomCard(8, { title: '足球热门' })]))
      .on(routes.api.roomPage, ({ url }) => roomPage(url));
    await renderPage(<RoomDirectory navId={2} pageSize={PAGE_SIZE} />);
    const hot = await screen.findByTestId('hot-rooms');
    await waitFor(() => expect(within(hot).getByRole('heading').textContent).toBe('篮球热门直播'));
    expect(within(hot).getAllByTestId('room-title').map((title) => title.textContent)).toEqual(['篮球热门']);
    expect(within(screen.getByTestId('room-list')).getByRole('heading').textContent).toBe('篮球直播间');
  });

  it('shows no hot rooms on a nav none of them is in', async () => {
    const gateway = fakeGateway()
      .on(routes.api.hotAppRoom, () => envelope([roomCard(8, { title: '足球热门' })]))
      .on(routes.api.roomPage, ({ url }) => roomPage(url));
    await renderPage(<RoomDirectory navId={2} pageSize={PAGE_SIZE} />);
    await waitFor(() => expect(screen.getByTestId('room-list').textContent).toContain('暂无直播'));
    await waitFor(() => expect(gateway.urls(routes.api.hotAppRoom)).toHaveLength(1));
    await act(() => gateway.settled());
    expect(screen.queryByTestId('hot-rooms')).toBeNull();
  });

  it('searches by word from the first page, and says so when nothing matches', async () => {
    const gateway = fakeGateway()
      .on(routes.api.roomPage, ({ url }) => roomPage(url));
    await renderPage(<RoomDirectory navId={1} pageSize={PAGE_SIZE} />);
    await waitFor(() => expect(shownTitles()).toEqual(['直播间1', '直播间2']));
    fireEvent.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(shownTitles()).toEqual(['直播间3', '直播间4']));

    fireEvent.change(screen.getByTestId('room-search-input'), { target: { value: ' 主播5 ' } });
    fireEvent.click(screen.getByTestId('room-search-submit'));
    await waitFor(() => expect(shownTitles()).toEqual(['直播间5']));
    const last = gateway.urls(routes.api.roomPage).at(-1);
    expect(last?.searchParams.get('word')).toBe('主播5');
    expect(last?.searchParams.get('page')).toBe('1');
    expect(last?.searchParams.get('navId')).toBe('1');
    expect(screen.queryByTestId('pager-current')).toBeNull();

    fireEvent.change(screen.getByTestId('room-search-input'), { target: { value: '没有的房间' } });
    fireEvent.click(screen.getByTestId('room-search-submit'));
    expect((await screen.findByTestId('rooms-empty')).textContent).toBe('没有找到相关直播间');
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    fakeGateway()
      .on(routes.api.roomPage, ({ url }) => (fail ? envelope(null, 500, '服务繁忙') : roomPage(url)));
    await renderPage(<RoomDirectory navId={undefined} pageSize={PAGE_SIZE} />);
    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toContain('服务繁忙');

    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    await waitFor(() => expect(shownTitles()).toEqual(['直播间1', '直播间2']));
  });

  it('says there is no live room when the nav has none', async () => {
    fakeGateway()
      .on(routes.api.roomPage, () => envelope({ list: [], total: 0 }));
    await renderPage(<RoomDirectory navId={4} />);
    expect((await screen.findByTestId('rooms-empty')).textContent).toBe('暂无直播');
  });
});
