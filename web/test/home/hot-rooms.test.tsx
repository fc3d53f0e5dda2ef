// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { HotRooms } from '../../src/routes/_home/-home/HotRooms';
import { renderPage } from '../harness';
import { roomCard } from '../live/fixtures';

afterEach(cleanup);

describe('热门直播 on the home page', () => {
  it('shows each room as the live directory does: cover, 直播中 and how many watch only on air and watched, title, anchor and followers', async () => {
    await renderPage(
      <HotRooms
        rooms={[
          roomCard(1, { title: '英超焦点战', nickName: '球评老王', onAir: true, followerCount: 1200, viewerCount: 3456 }),
          roomCard(2, { title: '赛前分析', nickName: '绿茵解说', onAir: false, viewerCount: 2 }),
          roomCard(3, { title: '无人在看', nickName: '新主播', onAir: true, viewerCount: 0 }),
        ]}
      />,
    );
    const tiles = screen.getAllByTestId('room-card');
    expect(tiles.map((tile) => tile.querySelector('a')?.getAttribute('href'))).toEqual(['/live/room/1', '/live/room/2', '/live/room/3']);
    expect(within(tiles[0]!).getByTestId('live-badge').textContent).toBe('直播中');
    expect(within(tiles[1]!).getByTestId('live-badge').textContent).toBe('未开播');
    expect(within(tiles[0]!).getByTestId('room-viewers').textContent).toBe('3,456 人在看');
    // Off air, or on air with nobody watching yet, the tile says nothing of viewers.
    expect(within(tiles[1]!).queryByTestId('room-viewers')).toBeNull();
    expect(within(tiles[2]!).queryByTestId('room-viewers')).toBeNull();
    expect(within(tiles[0]!).getByTestId('room-title').textContent).toBe('英超焦点战');
    expect(tiles[0]!.textContent).toContain('球评老王1,200 关注');
    expect(screen.getByRole('link', { name: '全部直播 ›' }).getAttribute('href')).toBe('/live/all');
  });

  it('says so when no room is open', async () => {
    await renderPage(<HotRooms rooms={[]} />);
    expect(screen.getByTestId('rooms-empty').textContent).toBe('暂无正在直播的房间');
  });
});
