// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ListRow, OddsMarketState } from '@portal/contracts';
import { OddsDetailPage } from '../../src/odds/OddsDetailPage';
import { FakeSocket } from '../realtime/fake-socket';
import { envelope, fakeGateway, renderPage } from '../harness';
import { KICKOFF, footballRow, listOf } from '../scores/fixtures';
import { asian, closedAt, europe, oddsOf, subscribe } from './fixtures';

const BOOKMAKERS = [
  { id: 1, name: '澳门' },
  { id: 2, name: '皇冠' },
  { id: 3, name: '立博' },
];

const finished = footballRow(3, { leagueKey: 'liga', state: 8, phaseStartedAt: null, homeScore: 2, awayScore: 2 });

function answer(companies: readonly number[], rows: readonly ListRow[] = [footballRow(1), footballRow(2, { leagueKey: 'liga' }), finished]) {
  // The finished match closed at kick-off at 2.40, 3.10 and 3.00, which the gateway serves as its current prices (not its last in-play ones).
  const europeOf = (company: number, id: number) =>
    id === finished.id
      ? closedAt(europe(company, [2.5, 3.2, 2.9], [2.4, 3.1, 3]), { home: 2.4, draw: 3.1, away: 3 })
      : europe(company, [2 + company / 10, 3.2, 3.5 + id / 10]);
  const markets = (id: number): OddsMarketState[] => companies.flatMap((company) => [europeOf(company, id), asian(company, -0.5)]);
  return { sport: 'football', bookmakers: BOOKMAKERS, matches: rows.map((row) => ({ row, markets: markets(row.id) })) };
}

async function openDetail(view: 'oupei' | 'join' | 'index' | 'table') {
  const gateway = fakeGateway()
    .on(routes.live.time, () => envelope(KICKOFF + 30 * 60_000))
    .on(routes.live.footballOddsDetail, ({ url }) => envelope(answer((url.searchParams.get('companies') ?? '1').split(',').map(Number))));
  const socket = new FakeSocket();
  await renderPage(<OddsDetailPage sport="football" view={view} />, { socket });
  await screen.findAllByRole('row');
  await waitFor(() => expect(document.querySelector('[data-match-id="1"]')).toBeTruthy());
  return { gateway, socket };
}

const rowOf = (id: number) => document.querySelector(`[data-match-id="${id}"]`) as HTMLElement;
const texts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<OddsDetailPage>', () => {
  it("lists the day's matches with the chosen company's opening and current prices and payout rate", async () => {
    const { gateway, socket } = await openDetail('oupei');
    expect(gateway.urls(routes.live.footballOddsDetail)[0]?.searchParams.get('companies')).toBe('1');
    expect(texts(rowOf(1)).slice(3)).toEqual(['主队1', '0-0', '客队1', '2.10', '3.20', '3.60', '2.10', '3.20', '3.60', expect.stringMatching(/%$/)]);
    // Rows of matches not over follow their odds channels; a finished one does not.
    const channels = socket.requests('channel.subscribe').map((sent) => sent.request.channel);
    expect(channels).toEqual(expect.arrayContaining(['odds:football:1', 'odds:football:2', 'list:football:live']));
    expect(channels).not.toContain('odds:football:3');
    // The finished match shows its closing prices as its current ones.
    expect(texts(rowOf(3)).slice(6, 12)).toEqual(['2.50', '3.20', '2.90', '2.40↓', '3.10↓', '3.00↑']);
  });

  it('changes a row in place when its odds channel moves, and takes the score from the live list', async () => {
    const { socket } = await openDetail('oupei');
    await act(async () => {
      subscribe(socket, 'odds:football:1', oddsOf('football', 1, europe(1, [2.1, 3.2, 3.6])));
      subscribe(socket, 'list:football:live', listOf(footballRow(1), footballRow(2, { leagueKey: 'liga' })));
    });
    const row = rowOf(1);
    act(() =>
      socket.fire('channel.batch', [
        { channel: 'list:football:live', seq: 2, ops: [{ op: 'set', path: ['matches', '1', 'homeScore'], value: 1 }] },
        { channel: 'odds:football:1', seq: 2, ops: [{ op: 'set', path: ['markets', '1:1', 'live'], value: { home: 1.6, draw: 3.8, away: 5.2 } }] },
      ]),
    );
    expect(rowOf(1)).toBe(row);
    expect(texts(row).slice(6, 12)).toEqual(['2.10', '3.20', '3.60', '1.60↓', '3.80↑', '5.20↑']);
    expect(texts(row)[4]).toBe('1-0');
  });

  it('asks for another company when one is picked, and filters by league', async () => {
    const { gateway } = await openDetail('oupei');
    fireEvent.change(screen.getByRole('combobox', { name: '公司' }), { target: { value: '3' } });
    await waitFor(() => expect(texts(rowOf(1))[6]).toBe('2.30'));
    expect(gateway.urls(routes.live.footballOddsDetail).at(-1)?.searchParams.get('companies')).toBe('3');
    fireEvent.change(screen.getByRole('combobox', { name: '赛事' }), { target: { value: '2' } });
    expect(rowOf(1)).toBeNull();
    expect(rowOf(2)).toBeTruthy();
    expect(rowOf(3)).toBeTruthy();
  });

  it("shows the chosen company's basketball moneylines (主胜, 客胜) on 欧赔, and its moneyline, handicap and total on 综合指数", async () => {
    const game = footballRow(7, { sport: 'basketball', state: 1, phaseStartedAt: null, odds: { sport: 'basketball', bookmakerId: 1, handicap: null, total: null } });
    const market = (playType: number, name: string, initial: object, live = initial) =>
      ({ market: name, playType, bookmakerId: 1, bookmakerName: '澳门', initial, live, changedAt: KICKOFF }) as OddsMarketState;
    const markets = [
      market(1, 'handicap', { line: -4.5, home: 0.9, away: 0.9 }),
      market(2, 'total', { line: 210.5, over: 0.88, under: 0.92 }),
      market(3, 'moneyline', { home: 1.45, away: 2.7 }, { home: 1.5, away: 2.6 }),
    ];
    fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF))
      .on(routes.live.basketballOddsDetail, () => envelope({ sport: 'basketball', bookmakers: BOOKMAKERS, matches: [{ row: game, markets }] }));
    for (const view of ['oupei', 'index'] as const) {
      await renderPage(<OddsDetailPage sport="basketball" view={view} />, { socket: new FakeSocket() });
      await waitFor(() => expect(rowOf(7)).toBeTruthy());
      expect(screen.queryByText(/本数据源/)).toBeNull();
      if (view === 'oupei') {
        expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expect.arrayContaining(['欧赔', '初主胜', '初客胜', '即主胜', '即客胜']));
        expect(texts(rowOf(7)).slice(6)).toEqual(['1.45', '2.70', '1.50↑', '2.60↓', `${((1 / (1 / 1.5 + 1 / 2.6)) * 100).toFixed(2)}%`]);
      } else {
        expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expect.arrayContaining(['欧赔', '让分', '大小分']));
        expect(texts(rowOf(7)).slice(6)).toEqual(['1.50↑', '2.60↓', '0.90', '-4.5', '0.90', '0.88', '210.5', '0.92']);
      }
      cleanup();
    }
  });

  it('puts several companies side by side on join', async () => {
    const { gateway } = await openDetail('join');
    expect(gateway.urls(routes.live.footballOddsDetail)[0]?.searchParams.get('companies')).toBe('1,2,5');
    expect(screen.getByRole('columnheader', { name: '澳门 欧赔' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '皇冠 欧赔' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '立博' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: '立博 欧赔' })).toBeTruthy());
    expect(gateway.urls(routes.live.footballOddsDetail).at(-1)?.searchParams.get('companies')).toBe('1,2,3,5');
    fireEvent.click(screen.getByRole('button', { name: '让球' }));
    expect(screen.getByRole('columnheader', { name: '澳门 让球' })).toBeTruthy();
  });
});
