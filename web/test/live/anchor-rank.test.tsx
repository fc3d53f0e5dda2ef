// @vitest-environment jsdom
import type { AnchorRankEntry } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorRank } from '../../src/live/LivePages';
import { envelope, renderLive, stubGateway } from './support';

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
    const gateway = stubGateway({
      '/api/rank/anchor': (url) =>
        envelope(url.searchParams.get('rankType') === '2' ? [entry(1, { nickName: '周冠军', score: 1_234 })] : [entry(1), entry(2), entry(3, { roomId: null })]),
    });
    await renderLive(<AnchorRank />);
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
    const asked = gateway.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/rank/anchor');
    expect(asked.map((url) => url.searchParams.get('rankType'))).toEqual(['1', '2']);
  });
});
