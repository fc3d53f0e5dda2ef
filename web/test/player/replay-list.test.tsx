// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PAGE_SIZE, ResultCode, WALLET_MESSAGES, type Highlight, type Replay, routes } from '@portal/contracts';
import { ReplayListPage, ReplayPage, VideoPage } from '../../src/player/PlaybackPages';
import { envelope, fakeGateway, renderPage } from '../harness';
import { fan } from '../live/fixtures';

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
    const gateway = fakeGateway()
      .on(routes.media.replayPage, async ({ init }) => {
        const { page, pageSize } = JSON.parse(String(init?.body)) as { page: number; pageSize: number };
        const first = (page - 1) * pageSize + 1;
        const ids = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first + 1)) }, (_, index) => first + index);
        return envelope({ list: ids.map(replay), total: TOTAL, page, pageSize });
      });
    await renderPage(<ReplayListPage roomId="5" />);

    expect(await screen.findByText('回放1')).toBeTruthy();
    expect(screen.getByTestId('pager-current').textContent).toBe('第 1 / 2 页');
    fireEvent.click(screen.getByTestId('pager-next'));

    expect(await screen.findByText(`回放${DEFAULT_PAGE_SIZE + 1}`)).toBeTruthy();
    expect(screen.queryByText('回放1')).toBeNull();
    expect(screen.getByTestId('pager-current').textContent).toBe('第 2 / 2 页');
    expect(gateway.urls(routes.media.replayPage).map((url) => url.pathname)).toHaveLength(2);
  });

  it('says so when the room id is not a room', async () => {
    await renderPage(<ReplayListPage roomId="abc" />);
    expect(screen.getByText('直播间不存在')).toBeTruthy();
  });
});

function highlight(id: number, overrides: Partial<Highlight> = {}): Highlight {
  return {
    id,
    title: `集锦${id}`,
    cover: '',
    matchType: 1,
    paid: false,
    price: 0,
    unlocked: true,
    createTime: Date.UTC(2026, 10, 1),
    video: `goal-${id}.mp4`,
    videoUrl: `/media/video/goal-${id}.mp4`,
    mediaInfo: { mimeType: 'video/mp4', duration: 5_000 },
    ...overrides,
  };
}

const locked = highlight(2, { paid: true, price: 30, unlocked: false, video: null, videoUrl: null });
const unlocked = { ...locked, unlocked: true, video: 'goal-2.mp4', videoUrl: '/media/video/goal-2.mp4' };

describe('highlights', () => {
  it('lists free and paid highlights with what each costs', async () => {
    fakeGateway()
      .on(routes.media.highlights, () => envelope({ list: [highlight(1), locked], total: 2, page: 1, pageSize: 30 }));
    await renderPage(<ReplayListPage roomId={undefined} />);
    expect(await screen.findByText('集锦1')).toBeTruthy();
    expect(screen.getAllByTestId('highlight-price').map((tag) => tag.textContent)).toEqual(['免费', '30钻石']);
  });

  it('lists the highlights at /playback without a replay, and says so for a replay id that is not one', async () => {
    fakeGateway()
      .on(routes.media.highlights, () => envelope({ list: [highlight(1)], total: 1, page: 1, pageSize: 30 }));
    await renderPage(<ReplayPage recordId={undefined} />);
    expect(await screen.findByText('集锦1')).toBeTruthy();
    cleanup();
    await renderPage(<ReplayPage recordId="abc" />);
    expect(screen.getByText('录像不存在')).toBeTruthy();
  });

  it('asks a visitor to sign in before buying a paid highlight', async () => {
    const gateway = fakeGateway()
      .on(routes.media.highlightDetail, () => envelope(locked));
    await renderPage(<VideoPage video="2" />);
    expect((await screen.findByTestId('highlight-buy')).textContent).toBe('登录后购买');
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByTestId('highlight-buy'));
    expect(gateway.urls(routes.media.highlightPay)).toHaveLength(0);
  });

  it('buys a paid highlight for a signed-in fan and plays it', async () => {
    const gateway = fakeGateway()
      .on(routes.media.highlightDetail, () => envelope(locked))
      .on(routes.media.highlightPay, () => envelope(unlocked));
    await renderPage(<VideoPage video="2" />, { user: fan });
    await waitFor(() => expect(screen.getByTestId('highlight-buy').textContent).toBe('购买观看（30钻石）'));
    fireEvent.click(screen.getByTestId('highlight-buy'));
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe('/media/video/goal-2.mp4'));
    expect(gateway.urls(routes.media.highlightPay).map((url) => url.searchParams.get('id'))).toEqual(['2']);
  });

  it('says why a purchase was refused and offers a top-up when diamonds are short', async () => {
    fakeGateway()
      .on(routes.media.highlightDetail, () => envelope(locked))
      .on(routes.media.highlightPay, () => envelope(null, ResultCode.INSUFFICIENT_FUNDS, WALLET_MESSAGES.insufficientDiamonds));
    await renderPage(<VideoPage video="2" />, { user: fan });
    await waitFor(() => expect(screen.getByTestId('highlight-buy').textContent).toBe('购买观看（30钻石）'));
    fireEvent.click(screen.getByTestId('highlight-buy'));
    const refusal = await screen.findByTestId('highlight-refusal');
    expect(refusal.textContent).toContain(WALLET_MESSAGES.insufficientDiamonds);
    expect(refusal.querySelector('a')?.getAttribute('href')).toMatch(/^\/v\/pay\?back=%2F/); // the top-up returns to this page
  });
});
