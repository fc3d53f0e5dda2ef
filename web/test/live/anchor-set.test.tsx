// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import type { ListRow, UserInfo } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorSet } from '../../src/live/AnchorPages';
import { KICKOFF, footballRow } from '../scores/fixtures';
import { envelope, fakeGateway, renderPage, type FakeGateway } from '../harness';
import { fan, reservation, roomDetail } from './fixtures';

const anchor: UserInfo = { ...fan, id: 105, isAnchor: 1 };

const today: ListRow[] = [
  footballRow(11, { state: 2 }),
  footballRow(12, { state: 1 }),
  footballRow(13, { state: 8 }),
  footballRow(14, { state: 12 }),
];

function anchorGateway(room = roomDetail(5, { anchorId: anchor.id, isLive: 0 })) {
  return fakeGateway()
    .on(routes.live.time, () => envelope(KICKOFF + 30 * 60_000))
    .on(routes.api.roomInfo, () => envelope(room))
    .on(routes.api.navList, () => envelope([{ id: 1, name: '足球', sort: 1 }, { id: 2, name: '篮球', sort: 2 }]))
    .on(routes.api.matchList, ({ url }) =>
      envelope(url.searchParams.get('anchorId') === String(anchor.id) ? [reservation(900), reservation(901, { matchType: 2, homeName: '广东', awayName: '辽宁' })] : []))
    .on(routes.live.footballToday, () => envelope({ matches: today }))
    .on(routes.live.basketballToday, () => envelope({ matches: [] }))
    .on(routes.api.roomUp, ({ sent }) => envelope({ ...room, isLive: 1, ...(sent as object) }));
}

const matchSelect = () => screen.getByTestId('match-picker-match') as HTMLSelectElement;
const options = () => [...matchSelect().options].map((option) => option.textContent);
const sentBody = (gateway: FakeGateway) => gateway.calls(routes.api.roomUp)[0]?.sent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('开播设置: the match the room shows', () => {
  it("offers the anchor's reservations and today's matches not yet over, of the chosen sport, and opens the room with the pick", async () => {
    const gateway = anchorGateway();
    await renderPage(<AnchorSet />, { user: anchor });
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(options()).toEqual([
      '不关联比赛',
      expect.stringMatching(/^\d{2}-\d{2} \d{2}:\d{2} 英超 曼城 vs 热刺$/),
      expect.stringMatching(/ 主队11 vs 客队11 · 进行中$/),
      expect.stringMatching(/ 主队12 vs 客队12$/),
    ]);
    const groups = [...matchSelect().querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['我预约的比赛', '今日比赛']);

    fireEvent.change(matchSelect(), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('room-title-input'), { target: { value: '今晚看球' } });
    fireEvent.submit(screen.getByTestId('open-close-form'));
    await waitFor(() => expect(gateway.urls(routes.api.roomUp)).toHaveLength(1));
    expect(sentBody(gateway)).toEqual({ title: '今晚看球', navId: 1, matchId: 12, matchType: 1 });
  });

  it('starts again from no match when the sport changes, and opens without a match when none is picked', async () => {
    const gateway = anchorGateway();
    await renderPage(<AnchorSet />, { user: anchor });
    await waitFor(() => expect(options()).toHaveLength(4));
    fireEvent.change(matchSelect(), { target: { value: '900' } });
    fireEvent.change(within(screen.getByTestId('match-picker')).getByTestId('match-picker-sport'), { target: { value: '2' } });
    expect(matchSelect().value).toBe('');
    await waitFor(() => expect(options()).toEqual(['不关联比赛', expect.stringMatching(/ 广东 vs 辽宁$/)]));

    fireEvent.change(screen.getByTestId('room-title-input'), { target: { value: '随便聊聊' } });
    fireEvent.submit(screen.getByTestId('open-close-form'));
    await waitFor(() => expect(gateway.urls(routes.api.roomUp)).toHaveLength(1));
    expect(sentBody(gateway)).toEqual({ title: '随便聊聊', navId: 1 });
  });

  it('keeps a match already set that neither list has, offered by its id', async () => {
    anchorGateway(roomDetail(5, { anchorId: anchor.id, isLive: 1, matchId: 777, matchType: 1 }));
    await renderPage(<AnchorSet />, { user: anchor });
    await waitFor(() => expect(options()).toHaveLength(5));
    expect(matchSelect().value).toBe('777');
    expect(options()[1]).toBe('比赛 777');
  });
});

describe('开播设置: the room state', () => {
  it('says an open room waits for the stream until it is on air, and on air how many watch', async () => {
    anchorGateway(roomDetail(5, { anchorId: anchor.id, isLive: 1, onAir: false }));
    await renderPage(<AnchorSet />, { user: anchor });
    expect((await screen.findByTestId('awaiting-stream')).textContent).toContain('等待推流');
    expect(screen.getByTestId('live-badge').textContent).toBe('未开播');
    expect(screen.queryByTestId('room-viewers')).toBeNull();
    cleanup();

    // On air, how many watch: none is none here, the anchor's settings page is not their room.
    anchorGateway(roomDetail(5, { anchorId: anchor.id, isLive: 1, onAir: true, viewerCount: 0 }));
    await renderPage(<AnchorSet />, { user: anchor });
    await waitFor(() => expect(screen.getByTestId('live-badge').textContent).toBe('直播中'));
    expect(screen.queryByTestId('awaiting-stream')).toBeNull();
    expect(screen.getByTestId('room-viewers').textContent).toBe('0 人在看');
    cleanup();

    anchorGateway();
    await renderPage(<AnchorSet />, { user: anchor });
    await screen.findByTestId('room-up');
    expect(screen.queryByTestId('awaiting-stream')).toBeNull();
  });
});

describe('开播设置: 预约比赛', () => {
  const day = (offset: number) => new Date(KICKOFF + offset * 86_400_000).toISOString().slice(0, 10);
  const tomorrow: ListRow[] = [
    footballRow(21, { state: 1 }),
    footballRow(22, { state: 1, leagueKey: 'epl', home: { id: 1, name: '利物浦', logo: '' } }),
    // Put off: not to be reserved.
    footballRow(23, { state: 9 }),
    footballRow(24, { state: 1, sport: 'basketball' }),
  ];

  function reservingGateway() {
    const reserved = [reservation(900)];
    const gateway = fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF + 30 * 60_000))
      .on(routes.api.roomInfo, () => envelope(roomDetail(5, { anchorId: anchor.id, isLive: 0 })))
      .on(routes.api.navList, () => envelope([{ id: 1, name: '足球', sort: 1 }]))
      .on(routes.live.footballToday, () => envelope({ matches: [] }))
      .on(routes.api.matchDates, () =>
        envelope([-1, 0, 1].map((offset) => ({ date: day(offset), week: `周${offset + 2}`, today: offset === 0 }))))
      .on(routes.api.matchSchedule, ({ url }) => envelope({ matches: url.searchParams.get('date') === day(1) ? tomorrow : [] }))
      .on(routes.api.matchList, () => envelope(reserved))
      .on(routes.api.matchReserve, ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { matchId: number; operateType?: number };
        const at = reserved.findIndex((entry) => entry.matchId === body.matchId);
        if (body.operateType === 0) reserved.splice(at, 1);
        else reserved.push(reservation(body.matchId, { homeName: `主队${body.matchId}` }));
        return envelope(body.operateType === 0 ? null : reserved.at(-1));
      });
    return gateway;
  }

  const reservable = () => screen.queryAllByTestId('reservable-match');
  const reserveBodies = (gateway: FakeGateway) => gateway.calls(routes.api.matchReserve).map(({ sent }) => sent);

  it("offers a day's matches not begun of the sport, reserves one and cancels it, the anchor's list following", async () => {
    const gateway = reservingGateway();
    await renderPage(<AnchorSet />, { user: anchor });
    const panel = await screen.findByTestId('reserve-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('my-reservation')).toHaveLength(1));
    expect(within(panel).getByText('这一天没有可预约的比赛')).toBeTruthy();

    const dates = within(panel).getByTestId('reserve-date') as HTMLSelectElement;
    expect([...dates.options].map((option) => option.value)).toEqual([day(0), day(1)]);
    fireEvent.change(dates, { target: { value: day(1) } });
    await waitFor(() => expect(reservable().map((row) => row.dataset.matchId)).toEqual(['21', '22']));
    fireEvent.change(within(panel).getByTestId('reserve-search'), { target: { value: '利物浦' } });
    expect(reservable().map((row) => row.dataset.matchId)).toEqual(['22']);

    fireEvent.click(within(reservable()[0]!).getByTestId('reserve-button'));
    await waitFor(() => expect(within(panel).getAllByTestId('my-reservation')).toHaveLength(2));
    expect(reserveBodies(gateway)).toEqual([
      { matchId: 22, matchType: 1, leagueName: '英超', homeName: '利物浦', awayName: '客队22', matchTime: new Date(KICKOFF + 22 * 60_000).toISOString() },
    ]);
    const button = within(reservable()[0]!).getByTestId('reserve-button');
    expect([button.textContent, button.getAttribute('aria-pressed')]).toEqual(['已预约', 'true']);

    fireEvent.click(within(panel).getAllByTestId('reservation-cancel')[1]!);
    await waitFor(() => expect(within(panel).getAllByTestId('my-reservation')).toHaveLength(1));
    expect(reserveBodies(gateway)[1]).toEqual({ matchId: 22, matchType: 1, operateType: 0 });
    await waitFor(() => expect(within(reservable()[0]!).getByTestId('reserve-button').textContent).toBe('预约'));

    fireEvent.click(within(panel).getByRole('button', { name: '篮球' }));
    fireEvent.change(within(panel).getByTestId('reserve-search'), { target: { value: '' } });
    expect(reservable().map((row) => row.dataset.matchId)).toEqual(['24']);
  });
});
