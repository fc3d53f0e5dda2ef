// @vitest-environment jsdom
import type { ListRow, UserInfo } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorSet } from '../../src/live/AnchorPages';
import { KICKOFF, footballRow } from '../scores/fixtures';
import { callsTo, envelope, fan, renderLive, reservation, roomDetail, stubGateway } from './support';

const anchor: UserInfo = { ...fan, id: 105, isAnchor: 1 };

const today: ListRow[] = [
  footballRow(11, { state: 2 }),
  footballRow(12, { state: 1 }),
  footballRow(13, { state: 8 }),
  footballRow(14, { state: 12 }),
];

function anchorGateway(room = roomDetail(5, { anchorId: anchor.id, isLive: 0 })) {
  return stubGateway(
    {
      '/live/time': () => envelope(KICKOFF + 30 * 60_000),
      '/api/room/info': () => envelope(room),
      '/api/nav/list': () => envelope([{ id: 1, name: '足球', sort: 1 }, { id: 2, name: '篮球', sort: 2 }]),
      '/api/match/list': (url) =>
        envelope(url.searchParams.get('anchorId') === String(anchor.id) ? [reservation(900), reservation(901, { matchType: 2, homeName: '广东', awayName: '辽宁' })] : []),
      '/live/football/v1_1/today': () => envelope({ matches: today }),
      '/live/basketball/v1_1/today': () => envelope({ matches: [] }),
      '/api/room/up': (_url, init) => envelope({ ...room, isLive: 1, ...(JSON.parse(String(init?.body)) as object) }),
    },
    anchor,
  );
}

const matchSelect = () => screen.getByTestId('match-picker-match') as HTMLSelectElement;
const options = () => [...matchSelect().options].map((option) => option.textContent);
const sentBody = (gateway: ReturnType<typeof stubGateway>) =>
  JSON.parse(String(gateway.mock.calls.find(([input]) => String(input).includes('/api/room/up'))?.[1]?.body));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('开播设置: the match the room shows', () => {
  it("offers the anchor's reservations and today's matches not yet over, of the chosen sport, and opens the room with the pick", async () => {
    const gateway = anchorGateway();
    await renderLive(<AnchorSet />, { user: anchor });
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
    await waitFor(() => expect(callsTo(gateway, '/api/room/up')).toHaveLength(1));
    expect(sentBody(gateway)).toEqual({ title: '今晚看球', navId: 1, matchId: 12, matchType: 1 });
  });

  it('starts again from no match when the sport changes, and opens without a match when none is picked', async () => {
    const gateway = anchorGateway();
    await renderLive(<AnchorSet />, { user: anchor });
    await waitFor(() => expect(options()).toHaveLength(4));
    fireEvent.change(matchSelect(), { target: { value: '900' } });
    fireEvent.change(within(screen.getByTestId('match-picker')).getByTestId('match-picker-sport'), { target: { value: '2' } });
    expect(matchSelect().value).toBe('');
    await waitFor(() => expect(options()).toEqual(['不关联比赛', expect.stringMatching(/ 广东 vs 辽宁$/)]));

    fireEvent.change(screen.getByTestId('room-title-input'), { target: { value: '随便聊聊' } });
    fireEvent.submit(screen.getByTestId('open-close-form'));
    await waitFor(() => expect(callsTo(gateway, '/api/room/up')).toHaveLength(1));
    expect(sentBody(gateway)).toEqual({ title: '随便聊聊', navId: 1 });
  });

  it('keeps a match already set that neither list has, offered by its id', async () => {
    anchorGateway(roomDetail(5, { anchorId: anchor.id, isLive: 1, matchId: 777, matchType: 1 }));
    await renderLive(<AnchorSet />, { user: anchor });
    await waitFor(() => expect(options()).toHaveLength(5));
    expect(matchSelect().value).toBe('777');
    expect(options()[1]).toBe('比赛 777');
  });
});

describe('开播设置: the room state', () => {
  it('says an open room waits for the stream until it is on air, and on air how many watch', async () => {
    anchorGateway(roomDetail(5, { anchorId: anchor.id, isLive: 1, onAir: false }));
    await renderLive(<AnchorSet />, { user: anchor });
    expect((await screen.findByTestId('awaiting-stream')).textContent).toContain('等待推流');
    expect(screen.getByTestId('live-badge').textContent).toBe('未开播');
    expect(screen.queryByTestId('room-viewers')).toBeNull();
    cleanup();

    // On air, how many watch: none is none here, the anchor's settings page is not their room.
    anchorGateway(roomDetail(5, { anchorId: anchor.id, isLive: 1, onAir: true, viewerCount: 0 }));
    await renderLive(<AnchorSet />, { user: anchor });
    await waitFor(() => expect(screen.getByTestId('live-badge').textContent).toBe('直播中'));
    expect(screen.queryByTestId('awaiting-stream')).toBeNull();
    expect(screen.getByTestId('room-viewers').textContent).toBe('0 人在看');
    cleanup();

    anchorGateway();
    await renderLive(<AnchorSet />, { user: anchor });
    await screen.findByTestId('room-up');
    expect(screen.queryByTestId('awaiting-stream')).toBeNull();
  });
});
