// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_PAGE_SIZE, type Replay } from '@portal/contracts';
import { ReplayListPage } from '../../src/player/PlaybackPages';
import { callsTo, envelope, renderLive, stubGateway } from '../live/support';

const TOTAL = DEFAULT_PAGE_SIZE + 3;

function replay(recordId: number): Replay {
  return {
    recordId,
    roomId: 5,
    anchorId: 9,
    title: `回放${recordId}`,
    cover: '',
    startTime: Date.UTC(2026, 10, 1) + recordId * 60_000,
    endTime: null,
    duration: 12_000,
    size: 1024,
    video: `room-5-${recordId}.flv`,
    videoUrl: `/media/video/room-5-${recordId}.flv`,
    mediaInfo: { mimeType: 'video/x-flv', duration: 12_000 },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReplayListPage', () => {
  it('pages through a room’s replays, asking the gateway for each page', async () => {
    const gateway = stubGateway({
      '/api/back/pageByRoom': async (_url, init) => {
        const { page, pageSize } = JSON.parse(String(init?.body)) as { page: number; pageSize: number };
        const first = (page - 1) * pageSize + 1;
        const ids = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first + 1)) }, (_, index) => first + index);
        return envelope({ list: ids.map(replay), total: TOTAL, page, pageSize });
      },
    });
    await renderLive(<ReplayListPage roomId="5" />);

    expect(await screen.findByText('回放1')).toBeTruthy();
    expect(screen.getByTestId('pager-current').textContent).toBe('第 1 / 2 页');
    fireEvent.click(screen.getByTestId('pager-next'));

    expect(await screen.findByText(`回放${DEFAULT_PAGE_SIZE + 1}`)).toBeTruthy();
    expect(screen.queryByText('回放1')).toBeNull();
    expect(screen.getByTestId('pager-current').textContent).toBe('第 2 / 2 页');
    expect(callsTo(gateway, '/api/back/pageByRoom').map((url) => url.pathname)).toHaveLength(2);
  });

  it('says so when the room id is not a room', async () => {
    stubGateway({});
    await renderLive(<ReplayListPage roomId="abc" />);
    expect(screen.getByText('直播间不存在')).toBeTruthy();
  });
});
