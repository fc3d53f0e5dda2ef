// @vitest-environment jsdom
import { centerInfoOf } from '../user-fixtures';
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Plan, PlanPage } from '@portal/contracts';
import { PlanDirectoryPage } from '../../src/experts/GuidePages';
import { PlanList, RecordLine } from '../../src/experts/PlanViews';
import { PlanNotices, type PlanNoticeSource } from '../../src/experts/PlanNotices';
import { BoughtPlans } from '../../src/experts/RecommendPages';
import { envelope, fakeGateway, renderPage } from '../harness';
import { fan } from '../live/fixtures';

const ANALYSIS = '主队近五场不败，客队客场防守漏洞明显，本场看好主队赢盘。';

function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 5,
    code: 'PLANCODE01',
    expert: { userId: 11, name: '老蔡看球', nickName: '老蔡看球', portrait: '/static/portrait/default.svg' },
    matchType: 1,
    playType: 2,
    playTypeName: '让球',
    title: '主队稳胆，亚盘必看',
    price: 20,
    legs: [
      {
        matchId: 900,
        matchType: 1,
        leagueName: '英超',
        leagueColor: '#1f77b4',
        home: { id: 1, name: '曼城', logo: '' },
        away: { id: 2, name: '热刺', logo: '' },
        kickoffAt: Date.now() + 3_600_000,
        state: 1,
        homeScore: 0,
        awayScore: 0,
        line: -0.75,
        pick: null,
        result: 0,
      },
    ],
    result: 0,
    publishedAt: new Date().toISOString(),
    closesAt: Date.now() + 3_600_000,
    settledAt: null,
    buyers: 2,
    locked: true,
    bought: false,
    mine: false,
    analysis: null,
    ...overrides,
  };
}

const bought = (source: Plan): Plan => ({
  ...source,
  locked: false,
  bought: true,
  analysis: ANALYSIS,
  legs: source.legs.map((leg) => ({ ...leg, pick: { side: 'home', odds: 0.9 } })),
});
const page = (list: Plan[]): PlanPage => ({ list, total: list.length, page: 1, pageSize: 20 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'auth=; path=/; max-age=0';
});

describe('a paid plan', () => {
  it('shows the price and no pick until bought; buying shows the pick and the analysis', async () => {
    const locked = plan();
    let paid = false;
    const gateway = fakeGateway()
      .on(routes.tj.recommendDetail, () => envelope(paid ? bought(locked) : locked), { params: { code: 'PLANCODE01' } })
      .on(routes.tj.pcRecommends, () => envelope(page([paid ? bought(locked) : locked])))
      .on(routes.tj.buy, () => {
        paid = true;
        return envelope(bought(locked));
      });
    await renderPage(<PlanDirectoryPage search={{}} code="PLANCODE01" />, { user: fan });
    await screen.findByTestId('plan-paywall');
    expect(screen.getByTestId('plan-meta').textContent).toMatch(/^老蔡看球 · 让球 · 发布于 .+ · 20 钻石 · 2 人已购$/);
    // The plan's match, once, leading to its page; the title is the page's heading, not repeated in a card.
    const detailed = screen.getByTestId('plan-detail');
    expect(detailed.querySelectorAll('[data-testid="plan-leg"]')).toHaveLength(1);
    expect(screen.getByTestId('plan-leg-match').getAttribute('href')).toBe('/football/live/900');
    expect(screen.getByTestId('plan-leg-match').textContent).toBe('曼城 VS 热刺');
    expect(detailed.querySelector('[data-testid="plan-card"]')).toBeNull();
    expect(screen.queryByTestId('plan-pick')).toBeNull();
    expect(screen.getByTestId('plan-detail').textContent).not.toContain(ANALYSIS);

    fireEvent.click(screen.getByTestId('plan-buy'));
    const analysis = await screen.findByTestId('plan-analysis');
    expect(analysis.textContent).toContain(ANALYSIS);
    expect(gateway.urls(routes.tj.buy)).toHaveLength(1);
    const detail = screen.getByTestId('plan-detail');
    // Odds as quoted everywhere: two decimals.
    expect(detail.querySelector('[data-testid="plan-pick"]')?.textContent).toBe('推荐：主队 -0.75（0.90）');
    expect(screen.getByTestId('plan-meta').textContent).toMatch(/2 人已购已购买$/);
  });
});

describe('a list of plans', () => {
  it("names each plan's expert, except where the page is the expert's own", async () => {
    await renderPage(
      <>
        <section data-testid="anywhere">
          <PlanList plans={[plan()]} />
        </section>
        <section data-testid="own-page">
          <PlanList plans={[plan()]} byline={false} />
        </section>
      </>,
    );
    const anywhere = screen.getByTestId('anywhere');
    expect(anywhere.querySelector('.plan-card__expert')?.getAttribute('href')).toBe('/guide/expert/info/11');
    expect(anywhere.textContent).not.toContain('发布于');
    const own = screen.getByTestId('own-page');
    expect(own.querySelector('.plan-card__expert')).toBeNull();
    expect(own.textContent).not.toContain('老蔡看球');
    expect(own.textContent).toMatch(/让球发布于 \d{2}-\d{2} \d{2}:\d{2}/);
  });
});

describe("a plan's match", () => {
  it('shows the score once played, VS before, and the state where the match was postponed or cancelled', async () => {
    const withLeg = (leg: Partial<Plan['legs'][number]>, result: Plan['result']) => {
      const source = plan({ result });
      return { ...source, legs: [{ ...source.legs[0]!, ...leg }] };
    };
    await renderPage(
      <PlanList
        plans={[
          withLeg({ state: 1, homeScore: 0, awayScore: 0 }, 0),
          withLeg({ state: 8, homeScore: 2, awayScore: 1 }, 1),
          withLeg({ state: 9, homeScore: 0, awayScore: 0 }, 6),
          withLeg({ matchType: 2, state: 12, homeScore: 0, awayScore: 0 }, 6),
        ]}
      />,
    );
    const teams = screen.getAllByTestId('plan-leg').map((leg) => leg.querySelector('strong')?.textContent);
    expect(teams).toEqual(['VS', '2:1', '推迟', '取消']);
  });
});

describe("an expert's record", () => {
  it('reads every percentage with one decimal, and -- before any settled plan', () => {
    const record = { settled: 20, wins: 12, halfWins: 0, pushes: 0, halfLosses: 0, losses: 8, hitRate: 60, recentPlayed: 10, recentHits: 6, recentLabel: '近10中6', streak: 0, roi: -3 };
    const { unmount } = render(<RecordLine record={record} />);
    expect(screen.getByTestId('expert-record').textContent).toBe('命中率 60.0%近10中6回报率 -3.0%');
    unmount();
    render(<RecordLine record={{ ...record, settled: 0, wins: 0, losses: 0, hitRate: null, recentPlayed: 0, recentHits: 0, recentLabel: '近0中0', roi: null }} />);
    expect(screen.getByTestId('expert-record').textContent).toBe('命中率 --近0中0回报率 --');
  });
});

describe('a settled plan pushed over the socket', () => {
  it('refreshes the bought plans in place and toasts the result', async () => {
    let settled = false;
    const mine = bought(plan());
    fakeGateway()
      .on(routes.tj.bought, () => envelope(page([settled ? { ...mine, result: 4, legs: mine.legs.map((leg) => ({ ...leg, result: 4 })) } : mine])))
      .on(routes.user.centerInfo, centerInfoOf(fan));
    const listeners = new Set<(notice: unknown) => void>();
    const source: PlanNoticeSource = { on: (_event, listener) => listeners.add(listener), off: (_event, listener) => listeners.delete(listener) };
    await renderPage(
      <>
        <BoughtPlans />
        <PlanNotices source={() => source} />
      </>,
      { user: fan },
    );
    const badge = () => screen.getByTestId('bought-plans').querySelector('[data-testid="plan-result"]');
    await waitFor(() => expect(badge()?.getAttribute('data-result')).toBe('0'));
    settled = true;
    act(() => listeners.forEach((listener) => listener({ planId: mine.id, code: mine.code, title: mine.title, result: 4 })));
    await waitFor(() => expect(badge()?.getAttribute('data-result')).toBe('4'));
    expect(badge()?.textContent).toBe('赢半');
    expect(screen.getByTestId('plan-toast').textContent).toContain('赢半');
  });
});
