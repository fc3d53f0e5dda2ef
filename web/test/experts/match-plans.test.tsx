// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { MatchPlansRoute } from '../../src/experts/GuidePages';
import { MatchTabs } from '../../src/scores/match/MatchTabs';
import { FakeSocket } from '../realtime/fake-socket';
import { envelope, fakeGateway, renderPage } from '../harness';
import { footballMatch, KICKOFF } from '../scores/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a match's 方案 page", () => {
  it("sits under the match's head and the tab bar of its pages, 方案 marked, and counts the plans", async () => {
    fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF + 30 * 60_000))
      .on(routes.pc.match, () => envelope({ match: null, plans: [] }));
    const socket = new FakeSocket();
    await renderPage(<MatchPlansRoute sport="football" id="7" />, { socket });
    await act(async () => socket.answerChannel('match:football:7', footballMatch(7)));
    const head = screen.getByRole('region', { name: '比赛' });
    expect(within(head).getByLabelText('比分')).toBeTruthy();
    const tabs = within(head).getByRole('navigation', { name: '比赛页面' });
    expect(within(tabs).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/football/plan/7');
    expect((await screen.findByText('本场比赛暂无专家方案')).textContent).toBe('本场比赛暂无专家方案');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('专家方案（0）');
  });
});

describe('the tab bar of a match', () => {
  it("names a basketball match's handicap and total pages 让分 and 大小分", async () => {
    await renderPage(<MatchTabs sport="basketball" matchId={9} current="yapan" />);
    const tabs = screen.getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['直播', '分析', '欧赔', '让分', '大小分', '三合一', '方案']);
    expect(tabs[3]?.getAttribute('href')).toBe('/basketball/yapan/9');
  });
});
