// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import type { ExpertCard, YouliaoHome } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { YouliaoPage } from '../../src/experts/YouliaoPage';
import { envelope, fakeGateway, renderPage } from '../harness';

const expert = (userId: number, streak: number): ExpertCard => ({
  userId,
  name: `专家${userId}`,
  nickName: `专家${userId}`,
  portrait: '',
  level: 1,
  matchType: 1,
  playTypes: [2],
  introduction: '多年研究盘口与数据，理性分析每一场比赛。',
  record: { settled: 10, wins: 6, halfWins: 0, pushes: 0, halfLosses: 0, losses: 4, hitRate: 60, recentPlayed: 10, recentHits: 6, recentLabel: '近10中6', streak, roi: 5 },
  openPlans: 1,
});
const home = (byStreak: ExpertCard[]): YouliaoHome => ({ hot: [], free: [], settled: [], byHitRate: [expert(1, 1)], byStreak });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/youliao 连红榜', () => {
  it('ranks the experts on a streak with their N连红, and says so when none is on one', async () => {
    fakeGateway()
      .on(routes.tj.homeRecommends, () => envelope(home([expert(2, 4), expert(3, 2)])));
    await renderPage(<YouliaoPage />);
    const ranking = await screen.findByTestId('ranking-streak');
    expect(within(ranking).getAllByTestId('expert-tile').map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('4连红'),
      expect.stringContaining('2连红'),
    ]);
    cleanup();

    fakeGateway()
      .on(routes.tj.homeRecommends, () => envelope(home([])));
    await renderPage(<YouliaoPage />);
    expect((await screen.findByTestId('ranking-streak')).textContent).toContain('暂无连红的专家');
  });
});
