// @vitest-environment jsdom
import type { TippedMatch } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecommendComListPage, RecommendPage } from '../../src/experts/RecommendPages';
import { callsTo, envelope, fan, renderLive, stubGateway } from '../live/support';

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

/** The gateway's /tj/match and /tj/match/filter over `matches`, the former by league when asked. */
function stubMatches(matches: TippedMatch[]) {
  const counts = new Map<number, { id: number; name: string; color: string; count: number }>();
  for (const m of matches) {
    const league = counts.get(m.leagueId) ?? { id: m.leagueId, name: m.leagueName, color: m.leagueColor, count: 0 };
    league.count += 1;
    counts.set(m.leagueId, league);
  }
  return stubGateway(
    {
      '/tj/match': (url) => {
        const leagueId = url.searchParams.get('leagueId');
        return envelope(matches.filter((m) => leagueId === null || m.leagueId === Number(leagueId)));
      },
      '/tj/match/filter': () => envelope({ leagues: [...counts.values()].sort((a, b) => b.count - a.count) }),
    },
    expert,
  );
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
    await renderLive(<RecommendPage />, { user: expert });
    const picker = await screen.findByTestId('publish-league');
    await waitFor(() => expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['全部赛事（3）', '球会友谊（2）', '英超（1）']));
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']));

    await act(async () => fireEvent.change(picker, { target: { value: '1' } }));
    await waitFor(() => expect(shownIds()).toEqual(['3']));
    expect(callsTo(gateway, '/tj/match').at(-1)?.searchParams.get('leagueId')).toBe('1');
    fireEvent.click(within(screen.getByTestId('publish-matches')).getByRole('checkbox'));

    await act(async () => fireEvent.change(picker, { target: { value: '13' } }));
    await waitFor(() => expect(shownIds()).toEqual(['1', '2']));
    expect(screen.getByTestId('publish-sides').textContent).toContain('主3 VS 客3 的推荐');
    expect(screen.getByTestId('publish-sides').textContent).toContain('主队 -0.5');
  });
});

describe('/recommend/comList', () => {
  it('lists the soonest 60 of all the leagues, saying how many there are, and every match of a league chosen', async () => {
    const now = Date.now();
    const friendlies = Array.from({ length: 70 }, (_, k) => match(100 + k, 13, now + (k + 1) * 60_000));
    stubMatches([...friendlies, match(1, 1, now + 30 * HOUR), match(2, 1, now + 31 * HOUR)]);
    await renderLive(<RecommendComListPage matchType={1} />, { user: expert });
    await waitFor(() => expect(screen.getAllByTestId('tipped-match')).toHaveLength(60));
    expect(screen.getByTestId('com-list-more').textContent).toContain('共 72 场');
    const picker = screen.getByTestId('publish-league');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await act(async () => fireEvent.change(picker, { target: { value: '1' } }));
    await waitFor(() => expect(screen.getAllByTestId('tipped-match').map((row) => row.dataset.matchId)).toEqual(['1', '2']));
    expect(screen.queryByTestId('com-list-more')).toBeNull();
  });
});
