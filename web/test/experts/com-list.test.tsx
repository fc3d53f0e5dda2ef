// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import type { TippedMatch } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ComListPage } from '../../src/experts/GuidePages';
import { envelope, fakeGateway, renderPage } from '../harness';

const HOUR = 3_600_000;
const match = (matchId: number, kickoffAt: number, overrides: Partial<TippedMatch> = {}): TippedMatch => ({
  matchId,
  matchType: 1,
  leagueId: 1,
  leagueName: '英超',
  leagueColor: '#1f77b4',
  home: { id: matchId * 10, name: `主${matchId}`, logo: '' },
  away: { id: matchId * 10 + 1, name: `客${matchId}`, logo: '' },
  kickoffAt,
  state: 1,
  homeScore: 0,
  awayScore: 0,
  open: true,
  lines: { '2': -0.5, '3': 2.5 },
  plans: 1,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/guide/expert/comList', () => {
  it('lists the matches with plans still to play, soonest first, apart from those begun, latest first, each to its plans', async () => {
    const now = Date.now();
    fakeGateway()
      .on(routes.tj.matches, () =>
        envelope([
          match(1, now + 5 * HOUR),
          match(2, now - 30 * 24 * HOUR, { open: false, state: 8, homeScore: 2, awayScore: 1, lines: {} }),
          match(3, now + HOUR, { plans: 2 }),
          match(4, now + 2 * HOUR, { plans: 0 }),
          match(5, now - HOUR, { open: false, state: 4, homeScore: 1, awayScore: 0, lines: {} }),
        ]));
    await renderPage(<ComListPage matchType={1} />);
    const upcoming = within(await screen.findByRole('region', { name: '未开赛' })).getAllByTestId('tipped-match');
    expect(upcoming.map((row) => row.dataset.matchId)).toEqual(['3', '1']);
    expect(upcoming[0]!.textContent).toContain('主3 VS 客3');
    expect(upcoming[0]!.textContent).toContain('-0.5 / 2.5');
    const begun = within(screen.getByRole('region', { name: '已开赛' })).getAllByTestId('tipped-match');
    expect(begun.map((row) => row.dataset.matchId)).toEqual(['5', '2']);
    expect(begun[1]!.textContent).toContain('主2 2:1 客2');
    expect(within(begun[1]!).getByRole('link', { name: '查看方案' }).getAttribute('href')).toBe('/football/plan/2');
  });
});
