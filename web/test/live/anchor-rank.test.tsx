// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import type { AnchorRankEntry } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorRank } from '../../src/live/LivePages';
import { envelope, fakeGateway, renderPage } from '../harness';

const entry = (rank: number, overrides: Partial<AnchorRankEntry> = {}): AnchorRankEntry => ({
  rank,
  anchorId: 10 + rank,
  nickName: `主播${rank}`,
  portrait: '',
  level: 1,
  roomId: rank,
  isLive: 1,
  onAir: rank === 1,
  score: 1_000 - rank,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/live/rank', () => {
  it('ranks anchors by followers gained in the period: each links to their space and their room, and says what the figure counts', async () => {
    const gateway = fakeGateway()
      .on(routes.api.rankPrice, () => envelope([]))
      .on(routes.api.rankAnchor, ({ url }) =>
        envelope(url.searchParams.get('rankType') === '2' ? [entry(1, { nickName: '周冠军', score: 1_234 })] : [entry(1), entry(2), entry(3, { roomId: null })]));
    await renderPage(<AnchorRank />);
    const rows = await screen.findAllByTestId('rank-row');
    expect(rows.map((row) => within(row).getByTestId('rank-anchor').getAttribute('href'))).toEqual([
      '/personal/11?headerNavIndex=2',
      '/personal/12?headerNavIndex=2',
      '/personal/13?headerNavIndex=2',
    ]);
    expect(within(rows[0]!).getByText('直播中').closest('a')?.getAttribute('href')).toBe('/live/room/1');
    expect(within(rows[1]!).getByText('未开播').closest('a')?.getAttribute('href')).toBe('/live/room/2');
    expect(within(rows[2]!).getByText('未开播').closest('a')).toBeNull();
    expect(within(rows[0]!).getByTestId('rank-score').textContent).toBe('新增关注 999');

    fireEvent.click(screen.getByRole('button', { name: '周榜' }));
    await waitFor(() => expect(screen.getAllByTestId('rank-row')).toHaveLength(1));
    expect(screen.getByTestId('rank-score').textContent).toBe('新增关注 1,234');
    expect(gateway.calls(routes.api.rankAnchor).map(({ query }) => query.rankType)).toEqual([1, 2]);
  });

  it('ranks givers site-wide by the diamonds they gave in the period beside the anchors, their names as text', async () => {
    const giver = (rank: number, nickName: string, total: number) => ({ rank, userId: 100 + rank, nickName, portrait: null, total });
    const gateway = fakeGateway()
      .on(routes.api.rankAnchor, () => envelope([entry(1)]))
      .on(routes.api.rankPrice, ({ url }) =>
        envelope(url.searchParams.get('rankType') === '3' ? [giver(1, '月度土豪', 1_500_000)] : [giver(1, '<b>大哥</b>', 5_200), giver(2, '二哥', 880)]));
    await renderPage(<AnchorRank />);
    const board = await screen.findByRole('region', { name: '土豪榜' });
    const rows = await within(board).findAllByTestId('giver-row');
    expect(rows.map((row) => [row.querySelector('.rank-row__nick')?.textContent, within(row).getByTestId('giver-total').textContent])).toEqual([
      ['<b>大哥</b>', '送出 5,200 钻石'],
      ['二哥', '送出 880 钻石'],
    ]);
    expect(board.querySelector('b')).toBeNull();
    expect(within(screen.getByRole('region', { name: '主播榜' })).getAllByTestId('rank-row')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '月榜' }));
    await waitFor(() => expect(within(board).getAllByTestId('giver-row')).toHaveLength(1));
    expect(within(board).getByTestId('giver-total').textContent).toBe('送出 1,500,000 钻石');
    expect(gateway.calls(routes.api.rankPrice).map(({ query }) => query.rankType)).toEqual([1, 3]);
  });

  it('says so when no one gave in the period', async () => {
    fakeGateway()
      .on(routes.api.rankAnchor, () => envelope([]))
      .on(routes.api.rankPrice, () => envelope([]));
    await renderPage(<AnchorRank />);
    expect(await within(screen.getByRole('region', { name: '土豪榜' })).findByText('还没有人送礼')).toBeTruthy();
  });
});
