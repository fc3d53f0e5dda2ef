// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MatchOddsPage } from '../../src/odds/MatchOddsPage';
import { FakeSocket } from '../realtime/fake-socket';
import { envelope, fakeGateway, renderPage } from '../harness';
import { KICKOFF } from '../scores/fixtures';
import type { FeedOddsMove, MatchState } from '@portal/contracts';
import { asian, closedAt, europe, footballMatch, oddsOf, overUnder, subscribe } from './fixtures';

const MOVED = KICKOFF + 20 * 60_000;
const GOAL_MOVE = KICKOFF + 31 * 60_000;

const FIRST_MOVES: FeedOddsMove[] = [{ at: MOVED, live: { home: 2.0, draw: 3.3, away: 3.6 }, homeScore: 0, awayScore: 0, state: 2 }];

async function openPage(
  kind: 'oupei' | 'yapan' | 'daxiaoqiu' | 'three',
  odds = oddsOf('football', 1, europe(1, [2.1, 3.2, 3.5], [2.0, 3.3, 3.6], MOVED), europe(2, [2.05, 3.25, 3.6])),
  { match = footballMatch(1), moves = FIRST_MOVES }: { match?: MatchState; moves?: FeedOddsMove[] } = {},
) {
  fakeGateway()
    .on(routes.live.time, () => envelope(KICKOFF + 30 * 60_000))
    .on(routes.live.oddsHistory, () => envelope({ matchId: 1, sport: 'football', tracks: [{ bookmakerId: 1, playType: 1, moves }] }), { params: { sport: 'football', matchId: 1 } });
  const socket = new FakeSocket();
  await renderPage(<MatchOddsPage sport="football" kind={kind} matchId={1} />, { socket });
  await act(async () => {
    subscribe(socket, 'match:football:1', match);
    subscribe(socket, 'odds:football:1', odds);
  });
  return socket;
}

const rowOf = (key: string) => document.querySelector(`tr[data-market="${key}"]`) as HTMLElement;
const cell = (key: string, field: string, nth = 1) => rowOf(key).querySelectorAll(`td[data-field="${field}"]`)[nth] as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<MatchOddsPage>', () => {
  it('lists every company with opening and current 1X2 prices, the moves marked, and the payout rate, under the match pages\' tab bar', async () => {
    await openPage('oupei');
    expect(screen.getByText('主队1')).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: '比赛页面' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['直播', '分析', '欧赔', '亚盘', '大小球', '三合一', '方案']);
    expect(tabs[0]?.getAttribute('href')).toBe('/football/live/1');
    expect(within(screen.getByRole('navigation', { name: '比赛页面' })).getByRole('link', { current: 'page' }).textContent).toBe('欧赔');
    expect(within(rowOf('1:1')).getByRole('button', { name: '澳门' })).toBeTruthy();
    expect(within(rowOf('2:1')).getByRole('button', { name: '皇冠' })).toBeTruthy();
    expect(cell('1:1', 'home', 0).textContent).toBe('2.10');
    expect(cell('1:1', 'home').textContent).toBe('2.00↓');
    expect(cell('1:1', 'away').textContent).toBe('3.60↑');
    const payout = 1 / (1 / 2.0 + 1 / 3.3 + 1 / 3.6);
    expect(rowOf('1:1').querySelector('td[data-field="payout"]')?.textContent).toBe(`${(payout * 100).toFixed(2)}%`);
  });

  it('changes a price in place on a live patch and adds the move, with the score then, to the open history', async () => {
    const socket = await openPage('oupei');
    fireEvent.click(within(rowOf('1:1')).getByRole('button', { name: '澳门' }));
    const history = await screen.findByRole('region', { name: '澳门 欧赔变化' });
    await waitFor(() => expect(history.querySelectorAll('tr[data-move-at]')).toHaveLength(1));
    expect(within(history).getByRole('img', { name: '澳门 欧赔变化走势' })).toBeTruthy();
    const before = rowOf('1:1');

    act(() =>
      socket.fire('channel.batch', [
        { channel: 'match:football:1', seq: 2, ops: [{ op: 'set', path: ['homeScore'], value: 1 }] },
        {
          channel: 'odds:football:1',
          seq: 2,
          ops: [
            { op: 'set', path: ['markets', '1:1', 'live'], value: { home: 1.55, draw: 3.9, away: 5.6 } },
            { op: 'set', path: ['markets', '1:1', 'changedAt'], value: GOAL_MOVE },
          ],
        },
      ]),
    );

    expect(rowOf('1:1')).toBe(before);
    expect(cell('1:1', 'home').textContent).toBe('1.55↓');
    expect(cell('1:1', 'away').textContent).toBe('5.60↑');
    expect(cell('1:1', 'home').className).toContain('is-flash');
    expect(cell('2:1', 'home').className).not.toContain('is-flash');
    const moves = history.querySelectorAll('tr[data-move-at]');
    expect(moves).toHaveLength(2);
    expect(moves[0]?.getAttribute('data-move-at')).toBe(String(GOAL_MOVE));
    expect([...(moves[0]?.querySelectorAll('td') ?? [])].map((td) => td.textContent).slice(1)).toEqual(['1.55', '3.90', '5.60', '1-0', '上半场']);
    expect([...(moves[1]?.querySelectorAll('td') ?? [])].map((td) => td.textContent).slice(1)).toEqual(['2.00', '3.30', '3.60', '0-0', '上半场']);
  });

  it('adds to the history, once, a move the channel snapshot holds and the history call did not', async () => {
    // The goal moved 澳门 after the history answered and before the channel's snapshot was taken.
    const socket = await openPage('oupei', oddsOf('football', 1, europe(1, [2.1, 3.2, 3.5], [1.55, 3.9, 5.6], GOAL_MOVE), europe(2, [2.05, 3.25, 3.6])));
    fireEvent.click(within(rowOf('1:1')).getByRole('button', { name: '澳门' }));
    const history = await screen.findByRole('region', { name: '澳门 欧赔变化' });
    await waitFor(() => expect(history.querySelectorAll('tr[data-move-at]')).toHaveLength(2));
    const moves = history.querySelectorAll('tr[data-move-at]');
    expect([...moves].map((row) => row.getAttribute('data-move-at'))).toEqual([String(GOAL_MOVE), String(MOVED)]);
    expect([...(moves[0]?.querySelectorAll('td') ?? [])].map((td) => td.textContent).slice(1, 4)).toEqual(['1.55', '3.90', '5.60']);

    // The same move arriving as a patch too adds nothing; 皇冠, never moved, has no row.
    act(() =>
      socket.fire('channel.batch', [{ channel: 'odds:football:1', seq: 2, ops: [{ op: 'set', path: ['markets', '1:1', 'changedAt'], value: GOAL_MOVE }] }]),
    );
    expect(history.querySelectorAll('tr[data-move-at]')).toHaveLength(2);
    fireEvent.click(within(rowOf('2:1')).getByRole('button', { name: '皇冠' }));
    const other = await screen.findByRole('region', { name: '皇冠 欧赔变化' });
    expect(other.querySelectorAll('tr[data-move-at]')).toHaveLength(0);
  });

  it('names Asian lines in Chinese quarter steps, the receiving side with 受让', async () => {
    await openPage('yapan', oddsOf('football', 1, asian(1, -0.5, -0.75), asian(2, 0.25)));
    expect(cell('1:2', 'line', 0).textContent).toBe('半球');
    expect(cell('1:2', 'line').textContent).toBe('半球/一球↓');
    expect(cell('2:2', 'line').textContent).toBe('受让平手/半球');
  });

  it('adds the closing prices (终盘) between the opening and the current ones once the match has kicked off', async () => {
    const closed = closedAt(europe(1, [2.1, 3.2, 3.5], [1.3, 4.8, 9.5], MOVED), { home: 2.0, draw: 3.3, away: 3.6 });
    await openPage('oupei', oddsOf('football', 1, closed, europe(2, [2.05, 3.25, 3.6])));
    const groups = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(groups.slice(0, 4)).toEqual(['公司', '初盘', '终盘', '即时']);
    expect(cell('1:1', 'home', 0).textContent).toBe('2.10');
    expect(cell('1:1', 'home', 1).textContent).toBe('2.00');
    expect(cell('1:1', 'home', 2).textContent).toMatch(/^1\.30/);
    // A company with no closing prices shows a dash there.
    expect(cell('2:1', 'home', 1).textContent).toBe('-');
  });

  it('shows no 终盘 before kick-off', async () => {
    await openPage('oupei');
    expect(screen.queryByRole('columnheader', { name: '终盘' })).toBeNull();
  });

  it('adds a closing row to each company on 三合一 once the match has kicked off', async () => {
    const closedAsian = closedAt(asian(1, -0.5, -1.5), { line: -0.75, home: 0.9, away: 0.96 });
    await openPage('three', oddsOf('football', 1, europe(1, [2.1, 3.2, 3.5]), closedAsian, overUnder(1, 2.5)));
    const company = document.querySelector('tbody[data-company="1"]') as HTMLElement;
    const closing = company.querySelector('tr[data-row="closing"]') as HTMLElement;
    expect([...closing.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['终', '-', '-', '-', '0.90', '半球/一球', '0.96', '-', '-', '-']);
  });

  it('puts the three play types side by side per company on 三合一', async () => {
    await openPage('three', oddsOf('football', 1, europe(1, [2.1, 3.2, 3.5]), asian(1, -0.5), overUnder(1, 2.5)));
    const company = document.querySelector('tbody[data-company="1"]') as HTMLElement;
    const live = company.querySelector('tr[data-row="live"]') as HTMLElement;
    expect([...live.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['即', '2.10', '3.20', '3.50', '0.92↑', '半球', '0.94↓', '0.88', '2.5', '0.98']);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expect.arrayContaining(['欧赔', '让球', '大小球']));
  });

  it("shows a finished match's opening and closing prices (初盘, 终盘) and no in-play ones, on each play type and on 三合一", async () => {
    // The gateway serves a finished match's closing prices as its current ones.
    const closing = { home: 2.0, draw: 3.3, away: 3.6 };
    const finished = footballMatch(1, { state: 8, homeScore: 2, awayScore: 1 });
    await openPage('oupei', oddsOf('football', 1, closedAt(europe(1, [2.1, 3.2, 3.5], [2.0, 3.3, 3.6], MOVED), closing)), { match: finished });
    const groups = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(groups.slice(0, 4)).toEqual(['公司', '初盘', '终盘', '返还率']);
    expect(groups).not.toContain('即时');
    expect(groups).not.toContain('变化时间');
    expect([...rowOf('1:1').querySelectorAll('td[data-field="home"]')].map((td) => td.textContent)).toEqual(['2.10', '2.00']);
    cleanup();

    await openPage('three', oddsOf('football', 1, closedAt(europe(1, [2.1, 3.2, 3.5], [2.0, 3.3, 3.6], MOVED), closing)), { match: finished });
    const company = document.querySelector('tbody[data-company="1"]') as HTMLElement;
    expect([...company.querySelectorAll('tr')].map((row) => row.querySelectorAll('td')[row === company.firstElementChild ? 1 : 0]?.textContent)).toEqual(['初', '终']);
  });

  it('tells the moves before kick-off (赛前) from those in play (滚球) in the history and its chart, the closing prices (终盘) marked', async () => {
    const BEFORE = KICKOFF - 2 * 3_600_000;
    const moves: FeedOddsMove[] = [
      { at: BEFORE - 86_400_000, live: { home: 2.05, draw: 3.25, away: 3.55 }, homeScore: 0, awayScore: 0, state: 1 },
      { at: BEFORE, live: { home: 2.0, draw: 3.3, away: 3.6 }, homeScore: 0, awayScore: 0, state: 1 },
      { at: MOVED, live: { home: 1.9, draw: 3.4, away: 3.9 }, homeScore: 0, awayScore: 0, state: 2 },
    ];
    const closed = closedAt(europe(1, [2.1, 3.2, 3.5], [1.9, 3.4, 3.9], MOVED), { home: 2.0, draw: 3.3, away: 3.6 });
    await openPage('oupei', oddsOf('football', 1, closed), { moves });
    fireEvent.click(within(rowOf('1:1')).getByRole('button', { name: '澳门' }));
    const history = await screen.findByRole('region', { name: '澳门 欧赔变化' });
    await waitFor(() => expect(history.querySelectorAll('tr[data-move-at]')).toHaveLength(3));
    const rows = [...history.querySelectorAll('tbody tr')];
    const label = (row: Element) => (row.matches('.odds-history__phase') ? `[${row.textContent}]` : (row.getAttribute('data-phase') ?? row.querySelector('td')?.textContent));
    expect(rows.map(label)).toEqual(['[滚球]', 'inPlay', '[赛前]', 'prematch', 'prematch', '初盘']);
    expect(rows[3]?.querySelector('td')?.textContent).toMatch(/终盘$/);
    expect(rows[4]?.querySelector('td')?.textContent).not.toMatch(/终盘/);
    const chart = within(history).getByRole('img', { name: '澳门 欧赔变化走势' });
    expect([...chart.querySelectorAll('[data-mark]')].map((mark) => mark.textContent)).toEqual(['初盘', '终盘', '即时']);
    expect(chart.textContent).toContain('赛前');
    expect(chart.textContent).toContain('滚球');
  });

  it("shows each company's moneyline (主胜, 客胜) on the basketball 欧赔 page, and its handicap on 让分", async () => {
    fakeGateway()
      .on(routes.live.oddsHistory, () => envelope({ matchId: 5, sport: 'basketball', tracks: [] }), { params: { sport: 'basketball', matchId: 5 } });
    const markets = {
      '1:1': { market: 'handicap', playType: 1, bookmakerId: 1, bookmakerName: '澳门', initial: { line: -4.5, home: 0.9, away: 0.9 }, live: { line: -5.5, home: 0.88, away: 0.92 }, changedAt: KICKOFF },
      '1:3': { market: 'moneyline', playType: 3, bookmakerId: 1, bookmakerName: '澳门', initial: { home: 1.45, away: 2.7 }, live: { home: 1.4, away: 2.85 }, changedAt: KICKOFF },
    };
    for (const kind of ['oupei', 'yapan'] as const) {
      const socket = new FakeSocket();
      await renderPage(<MatchOddsPage sport="basketball" kind={kind} matchId={5} />, { socket });
      await act(async () => {
        subscribe(socket, 'odds:basketball:5', { matchId: 5, sport: 'basketball', markets });
      });
      expect(screen.queryByText(/本数据源/)).toBeNull();
      if (kind === 'oupei') {
        expect(rowOf('1:1')).toBeNull();
        expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expect.arrayContaining(['主胜', '客胜']));
        expect(cell('1:3', 'home', 0).textContent).toBe('1.45');
        expect(cell('1:3', 'home').textContent).toBe('1.40↓');
        expect(cell('1:3', 'away').textContent).toBe('2.85↑');
        expect(rowOf('1:3').querySelector('td[data-field="payout"]')?.textContent).toBe(`${((1 / (1 / 1.4 + 1 / 2.85)) * 100).toFixed(2)}%`);
      } else {
        expect(rowOf('1:3')).toBeNull();
        expect(cell('1:1', 'line').textContent).toBe('-5.5↓');
      }
      cleanup();
    }
  });
});
