// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { DataSearchResponse, SearchMatch } from '@portal/contracts';
import { SearchBox } from '../../src/search/SearchBox';
import { envelope, fakeGateway, renderPage } from '../harness';
import { team } from '../database/fixtures';

const derby: SearchMatch = {
  id: 9001, sport: 'football', league: '英超', home: '曼城', away: '曼联', kickoffAt: Date.UTC(2026, 10, 26, 12), state: 1, homeScore: 0, awayScore: 0,
};
const nothing: DataSearchResponse = { leagues: [], teams: [], players: [], matches: [], counts: { leagues: 0, teams: 0, players: 0, matches: 0 } };
const found: DataSearchResponse = {
  ...nothing,
  teams: [
    { sport: 'football', team: team(101, '曼城'), league: '英超', nextMatch: derby },
    { sport: 'football', team: team(102, '曼联'), league: '英超', nextMatch: derby },
  ],
  matches: [derby],
  counts: { leagues: 0, teams: 2, players: 0, matches: 1 },
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Types into the header box one character at a time, then lets the typing rest. */
async function type(box: HTMLElement, text: string) {
  for (let end = 1; end <= text.length; end += 1) fireEvent.change(box, { target: { value: text.slice(0, end) } });
  await act(() => vi.advanceTimersByTimeAsync(300));
}

describe('the header search box', () => {
  it('suggests clubs and matches once typing rests, asking once for the whole word, each leading to its page', async () => {
    const gateway = fakeGateway()
      .on(routes.inform.hotSearch, () => envelope([{ word: '皇马' }]))
      .on(routes.live.dataSearch, ({ url }) => envelope(url.searchParams.get('word') === '曼' ? found : nothing));
    await renderPage(<SearchBox />);
    const box = screen.getByRole('searchbox', { name: '搜索' });
    fireEvent.focus(box);
    expect(await screen.findByRole('region', { name: '热门搜索' })).toBeTruthy();

    await type(box, '曼');
    const suggestions = await screen.findByTestId('search-suggestions');
    const teams = await within(suggestions).findByRole('list', { name: '球队' });
    expect(within(teams).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['曼城', '/database/fb/team/101'],
      ['曼联', '/database/fb/team/102'],
    ]);
    const matches = within(suggestions).getByRole('list', { name: '比赛' });
    expect(within(matches).getByRole('link', { name: '英超 曼城 VS 曼联' }).getAttribute('href')).toBe('/football/live/9001');
    expect(screen.queryByRole('region', { name: '热门搜索' })).toBeNull();

    fireEvent.click(within(teams).getAllByRole('link')[0]!);
    expect(screen.queryByTestId('search-panel')).toBeNull();

    fireEvent.focus(box);
    await type(box, '曼城队');
    expect(await screen.findByText('没有相关球队或比赛，按回车搜索全部内容')).toBeTruthy();
    expect(gateway.urls(routes.live.dataSearch).map((url) => url.searchParams.get('word'))).toEqual(['曼', '曼城队']);

    // Everything the word finds, news too, on the results page in a new tab, as Enter does.
    const open = vi.fn();
    vi.stubGlobal('open', open);
    fireEvent.click(screen.getByTestId('search-all'));
    expect(open).toHaveBeenCalledWith('/search?val=%E6%9B%BC%E5%9F%8E%E9%98%9F', '_blank', 'noopener');
  });
});
