// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { DataSearchResponse, SearchMatch } from '@portal/contracts';
import { SearchResults } from '../../src/search/SearchResults';
import { envelope, fakeGateway, renderPage } from '../harness';
import { roomCard } from '../live/fixtures';
import { premier, team } from '../database/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const next: SearchMatch = {
  id: 9001, sport: 'football', league: '英超', home: '曼城', away: '热刺', kickoffAt: Date.UTC(2026, 10, 26, 12), state: 1, homeScore: 0, awayScore: 0,
};

const found: DataSearchResponse = {
  leagues: [premier],
  teams: [{ sport: 'football', team: team(101, '曼城'), league: '英超', nextMatch: next }],
  players: [{ sport: 'football', player: { id: 10110, name: '哈兰德', teamId: 101, number: 9, position: 'ST' }, team: '曼城' }],
  matches: [next],
  counts: { leagues: 1, teams: 1, players: 1, matches: 13 },
};

describe('the search results', () => {
  it('groups what a team name finds, each group with its count and links: the team with its next match and its rooms', async () => {
    const gateway = fakeGateway()
      .on(routes.live.dataSearch, () => envelope(found))
      .on(routes.api.searchList, () => envelope({ rooms: [roomCard(1, { title: '曼城vs热刺 全场解说' })], anchors: [] }))
      .on(routes.api.anchorByMatch, () => envelope([roomCard(2, { title: '英超直播间' })]));
    await renderPage(<SearchResults word="曼城" />);
    const matches = await screen.findByRole('region', { name: '比赛' });
    expect(within(matches).getByText('13')).toBeTruthy();
    expect(within(matches).getByRole('link', { name: '英超 曼城 VS 热刺' }).getAttribute('href')).toBe('/football/live/9001');
    const teams = screen.getByRole('region', { name: '球队' });
    expect(within(teams).getByRole('link', { name: '曼城' }).getAttribute('href')).toBe('/database/fb/team/101');
    expect(await within(teams).findByRole('link', { name: '英超直播间' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '球员' })).getByRole('link', { name: '哈兰德' }).getAttribute('href')).toBe('/database/fb/player/10110');
    expect(within(screen.getByRole('region', { name: '联赛' })).getByRole('link').getAttribute('href')).toBe('/database/fb/hot/0/1/12026/0');
    const rooms = await screen.findByRole('region', { name: '直播间' });
    expect(within(rooms).getByRole('link', { name: '曼城vs热刺 全场解说' }).getAttribute('href')).toBe('/live/room/1');
    expect(within(screen.getByRole('region', { name: '主播' })).getByText('无')).toBeTruthy();
    expect(gateway.calls(routes.api.anchorByMatch)[0]?.query.matchId).toBe(9001);
  });

  it('says why a found match has no result: put off (VS and its state) or stopped (its score and its state)', async () => {
    const match = (id: number, state: number, sport: SearchMatch['sport'] = 'football'): SearchMatch => ({ ...next, id, sport, state, homeScore: 1, awayScore: 0 });
    fakeGateway()
      .on(routes.live.dataSearch, () =>
        envelope({ ...found, teams: [], matches: [match(1, 8), match(2, 13), match(3, 9), match(4, 11), match(5, 15, 'basketball'), match(6, 10, 'basketball')] }))
      .on(routes.api.searchList, () => envelope({ rooms: [], anchors: [] }));
    await renderPage(<SearchResults word="曼城" />);
    const matches = await screen.findByRole('region', { name: '比赛' });
    expect(within(matches).getAllByRole('link').map((a) => a.textContent)).toEqual([
      '英超 曼城 1-0 热刺',
      '英超 曼城 VS 热刺 (待定)',
      '英超 曼城 VS 热刺 (推迟)',
      '英超 曼城 1-0 热刺 (腰斩)',
      '英超 曼城 VS 热刺 (待定)',
      '英超 曼城 1-0 热刺',
    ]);
  });
});
