// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import type { ExpertCard, TippedMatch } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecommendComListPage, RecommendPage } from '../../src/experts/RecommendPages';
import { envelope, fakeGateway, renderPage } from '../harness';
import { fan } from '../live/fixtures';

const HOUR = 3_600_000;
const expert = { ...fan, isExpert: 1 as const };
const LEAGUES = { 1: { leagueName: '英超', leagueColor: '#1f77b4' }, 13: { leagueName: '球会友谊', leagueColor: '#117a65' } } as const;
const match = (matchId: number, leagueId: 1 | 13, kickoffAt: number): TippedMatch => ({
  matchId,
  matchType: 1,
  leagueId,
  ...LEAGUES[leagueId],
  home: { id: matchId * 10, name: `主${matchId}`, logo: '' },
  away: { id: matchId * 10 + 1, name: `客${matchId}`, logo: '' },
  kickoffAt,
  state: 0,
  homeScore: 0,
  awayScore: 0,
  open: true,
  lines: { '1': null, '2': -0.5, '3': 2.5 },
  plans: 0,
});

/** The signed-in expert's card (POST /tj/expert/info): football 让球 and 大小球 unless told. */
const card = (overrides: Partial<ExpertCard> = {}): ExpertCard => ({
  userId: expert.id,
  name: '绿茵神算',
  nickName: expert.nickName,
  portrait: '',
  level: 3,
  matchType: 1,
  playTypes: [2, 3],
  introduction: '多年研究盘口与数据，理性分析每一场比赛。',
  record: { settled: 0, wins: 0, halfWins: 0, pushes: 0, halfLosses: 0, losses: 0, hitRate: null, recentPlayed: 0, recentHits: 0, recentLabel: '近0中0', streak: 0, roi: null },
  openPlans: 0,
  ...overrides,
});

/** The gateway's /tj/match and /tj/match/filter over `matches`, the former by league when asked; the expert's card. */
function stubMatches(matches: TippedMatch[], expertCard: ExpertCard = card()) {
  const counts = new Map<number, { id: number; name: string; color: string; count: number }>();
  for (const m of matches) {
    const league = counts.get(m.leagueId) ?? { id: m.leagueId, name: m.leagueName, color: m.leagueColor, count: 0 };
    league.count += 1;
    counts.set(m.leagueId, league);
  }
  return fakeGateway()
    .on(routes.tj.matches, ({ url }) => {
      const leagueId = url.searchParams.get('leagueId');
      return envelope(matches.filter((m) => leagueId === null || m.leagueId === Number(leagueId)));
    })
    .on(routes.tj.matchFilter, () => envelope({ leagues: [...counts.values()].sort((a, b) => b.count - a.count) }))
    .on(routes.tj.expertInfo, () => envelope(expertCard));
}

const shownIds = () => screen.queryAllByTestId('publish-match').map((row) => row.dataset.matchId);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the publish form', () => {
  it("offers each league with its count, lists one league's matches when chosen, and keeps a match chosen in another league", async () => {
    const now = Date.now();
    const gateway = stubMatches([match(1, 13, now + HOUR), match(2, 13, now + 2 * HOUR), match(3, 1, now + 20 * HOUR)]);
    await renderPage(<RecommendPage />, { user: expert });
    const picker = await screen.findByTestId('publish-league');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['全部赛事（3）', '球会友谊（2）', '英超（1）']));
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']));

    await act(async () => fireEvent.change(picker, { target: { value: '1' } }));
    await waitFor(() => expect(shownIds()).toEqual(['3']));
    expect(gateway.urls(routes.tj.matches).at(-1)?.searchParams.get('leagueId')).toBe('1');
    fireEvent.click(within(screen.getByTestId('publish-matches')).getByRole('checkbox'));

    await act(async () => fireEvent.change(picker, { target: { value: '13' } }));
    await waitFor(() => expect(shownIds()).toEqual(['1', '2']));
    expect(screen.getByTestId('publish-sides').textContent).toContain('主3 VS 客3 的推荐');
    expect(screen.getByTestId('publish-sides').textContent).toContain('主队 -0.5');
  });

  it('offers only the sport and the play types the expert was approved for, a page preset among them', async () => {
    const now = Date.now();
    const options = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('option').map((option) => option.textContent);
    stubMatches([match(1, 1, now + HOUR)]);
    await renderPage(<RecommendPage preset={{ matchType: 1, playType: 3 }} />, { user: expert });
    await screen.findByTestId('publish-form');
    expect(options('publish-sport')).toEqual(['足球']);
    expect((screen.getByTestId('publish-sport') as HTMLSelectElement).disabled).toBe(true);
    expect(options('publish-play-type')).toEqual(['让球', '大小球']);
    expect((screen.getByTestId('publish-play-type') as HTMLSelectElement).value).toBe('3');
    cleanup();

    // A basketball expert on the football 亚盘 page: their own sport, their first play type.
    stubMatches([], card({ matchType: 2, playTypes: [2, 1] }));
    await renderPage(<RecommendPage preset={{ matchType: 1, playType: 2 }} />, { user: expert });
    await screen.findByTestId('publish-form');
    expect(options('publish-sport')).toEqual(['篮球']);
    expect(options('publish-play-type')).toEqual(['让分', '大小分']);
    expect((screen.getByTestId('publish-play-type') as HTMLSelectElement).value).toBe('1');
  });
});

describe('/recommend/comList', () => {
  it('lists the soonest 60 of all the leagues, saying how many there are, and every match of a league chosen', async () => {
    const now = Date.now();
    const friendlies = Array.from({ length: 70 }, (_, k) => match(100 + k, 13, now + (k + 1) * 60_000));
    stubMatches([...friendlies, match(1, 1, now + 30 * HOUR), match(2, 1, now + 31 * HOUR)]);
    await renderPage(<RecommendComListPage matchType={1} />, { user: expert });
    await waitFor(() => expect(screen.getAllByTestId('tipped-match')).toHaveLength(60));
    expect(screen.getByTestId('com-list-more').textContent).toContain('共 72 场');
    const picker = screen.getByTestId('publish-league');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await act(async () => fireEvent.change(picker, { target: { value: '1' } }));
    await waitFor(() => expect(screen.getAllByTestId('tipped-match').map((row) => row.dataset.matchId)).toEqual(['1', '2']));
    expect(screen.queryByTestId('com-list-more')).toBeNull();
  });
});
