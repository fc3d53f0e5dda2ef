// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import type { HistoryPage, UserInfo } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { AnchorZone } from '../../src/live/AnchorPages';
import { envelope, fakeGateway, renderPage } from '../harness';
import { fan, roomDetail } from './fixtures';

const anchor: UserInfo = { ...fan, id: 105, isAnchor: 1 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const history: HistoryPage = {
  total: 2,
  list: [
    {
      id: 12,
      roomId: 5,
      title: '英超焦点战',
      navId: 1,
      matchId: null,
      matchType: null,
      startedAt: '2026-11-29T02:00:00.000Z',
      endedAt: null,
      durationSeconds: 1_800,
      stats: { messages: 1_234, chatters: 87, gifts: 45, diamonds: 5_200, tickets: 300, newFollowers: 6 },
    },
    {
      id: 11,
      roomId: 5,
      title: '欧冠之夜',
      navId: 1,
      matchId: null,
      matchType: null,
      startedAt: '2026-11-27T12:00:00.000Z',
      endedAt: '2026-11-27T13:30:00.000Z',
      durationSeconds: 5_400,
      stats: { messages: 0, chatters: 0, gifts: 0, diamonds: 0, tickets: 0, newFollowers: 0 },
    },
  ],
};

describe('AnchorZone', () => {
  it("shows each session's chat, gifts, income and new followers beside its times", async () => {
    fakeGateway()
      .on(routes.api.roomInfo, () => envelope(roomDetail(5, { anchorId: anchor.id })))
      .on(routes.api.historyList, () => envelope(history));
    await renderPage(<AnchorZone />, { user: anchor });
    const table = await screen.findByTestId('session-table');
    const headings = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headings).toEqual(['标题', '开播', '关播', '时长', '弹幕', '发言人数', '礼物', '钻石收入', '球票收入', '新增关注']);
    const [, running, ended] = within(table).getAllByRole('row');
    expect(within(running!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '英超焦点战',
      '2026-11-29 10:00',
      '直播中',
      '00:30:00',
      '1,234',
      '87',
      '45',
      '5,200',
      '300',
      '6',
    ]);
    expect(within(ended!).getAllByRole('cell').slice(4).map((td) => td.textContent)).toEqual(['0', '0', '0', '0', '0', '0']);
  });
});
