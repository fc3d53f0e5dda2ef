// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedStandingRow, StandingsChannelState } from '@portal/contracts';
import { PlayerPage, TeamPage } from '../../src/database/ClubPages';
import { DatabaseHome } from '../../src/database/DatabaseHome';
import { LeaguePage } from '../../src/database/LeaguePage';
import { envelope, fakeGateway, renderPage } from '../harness';
import { FakeSocket } from '../realtime/fake-socket';
import { footballRow, listOf } from '../scores/fixtures';
import { box, chinese, nba, playerPage, premier, row, standings, teamPage, teams, zones } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('the data base home', () => {
  it('lists the hot leagues and the leagues by region, each a link to its current season', async () => {
    fakeGateway()
      .on(routes.live.database, () => envelope({ leagues: [premier, chinese], hot: [1, 6] }));
    await renderPage(<DatabaseHome sport="football" />);
    const hot = await screen.findByRole('list', { name: '热门赛事' });
    expect(within(hot).getByRole('link', { name: '英超' }).getAttribute('href')).toBe('/database/fb/hot/0/1/12026/0');
    expect(screen.getByText('中国')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '搜索联赛' }), { target: { value: '中国' } });
    const found = screen.getByRole('list', { name: '搜索结果' });
    expect(within(found).getAllByRole('link').map((a) => a.textContent)).toEqual(['中国足球超级联赛']);
  });
  it('lists the regions under their continents, the competitions of a whole continent first', async () => {
    const cup = { ...premier, id: 12, name: '欧洲冠军联赛', shortName: '欧冠', country: '欧洲' };
    const mexico = { ...premier, id: 17, name: '墨西哥超级联赛', shortName: '墨西超', country: '墨西哥' };
    fakeGateway()
      .on(routes.live.database, () => envelope({ leagues: [premier, chinese, mexico, cup], hot: [1] }));
    await renderPage(<DatabaseHome sport="football" />);
    await screen.findByRole('list', { name: '热门赛事' });
    const sections = screen.getAllByRole('region').map((section) => [
      section.getAttribute('aria-label'),
      within(section).getAllByRole('link').map((a) => a.textContent),
    ]);
    expect(sections).toEqual([
      ['洲际赛事', ['欧洲冠军联赛']],
      ['欧洲赛事', [premier.name]],
      ['美洲赛事', ['墨西哥超级联赛']],
      ['亚洲赛事', ['中国足球超级联赛']],
    ]);
  });
});

describe('the league page', () => {
  it('shows the table with its zones and re-ranks it in place when the standings channel changes', async () => {
    fakeGateway()
      .on(routes.live.seasonStandings, () => envelope(standings([row(1, 101, 30), row(2, 102, 28), row(3, 103, 20)])), { params: { seasonId: 12026 } });
    const socket = new FakeSocket();
    await renderPage(<LeaguePage sport="football" leagueId={1} seasonId={12026} tab={0} />, { socket });
    await screen.findByRole('table', { name: '积分榜' });
    expect(rowOf('曼城').className).toBe('db-zone-top');
    expect(rowOf('利物浦').className).toBe('db-zone-bottom');
    expect(within(rowOf('阿森纳')).getByText('28')).toBeTruthy();
    expect(rowOf('阿森纳').querySelector('.db-name img')?.getAttribute('src')).toBe('/live/data/team-logo/102');

    await waitFor(() => expect(socket.requests('channel.subscribe').map((s) => s.request.channel)).toContain('standings:12026'));
    const group = (rows: FeedStandingRow[]) => [{ name: '', rows, zones }];
    const state = (rows: FeedStandingRow[]): StandingsChannelState => ({ seasonId: 12026, total: group(rows), home: group(rows), away: group(rows), form: group(rows) });
    act(() => socket.answer('channel.subscribe', { ok: true, channel: 'standings:12026', seq: 1, snapshot: state([row(1, 101, 30), row(2, 102, 28), row(3, 103, 20)]) }));
    act(() =>
      socket.fire('channel.batch', [
        {
          channel: 'standings:12026',
          seq: 2,
          ops: [{ op: 'set', path: ['total', 0, 'rows'], value: [row(1, 102, 31, { played: 11 }), row(2, 101, 30), row(3, 103, 20)] }],
        },
      ]),
    );
    await waitFor(() => expect(within(rowOf('阿森纳')).getByText('31')).toBeTruthy());
    const ranked = screen.getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('link')[0]?.textContent);
    expect(ranked).toEqual(['阿森纳', '曼城', '利物浦']);
  });

  it('shows a round of fixtures and results, each score a link to its match page', async () => {
    fakeGateway()
      .on(routes.live.seasonStandings, () => envelope(standings([])), { params: { seasonId: 12026 } })
      .on(routes.live.seasonFixtures, () =>
        envelope({ league: premier, seasonId: 12026, teams, rounds: [{ round: 1, name: '第1轮', matches: teamPage.matches }] }), { params: { seasonId: 12026 } });
    await renderPage(<LeaguePage sport="football" leagueId={1} seasonId={12026} tab={1} />);
    const table = await screen.findByRole('table', { name: '赛程赛果' });
    expect(within(table).getByRole('link', { name: '4 - 1' }).getAttribute('href')).toBe('/football/live/5001');
    expect(within(table).getByRole('link', { name: '曼城' }).getAttribute('href')).toBe('/database/fb/team/101');
    expect(within(table).getByRole('link', { name: '曼城' }).parentElement?.querySelector('img')?.getAttribute('src')).toBe('/live/data/team-logo/101');
  });

  it("shows a match being played with the live list's score and minute, holding the list only then", async () => {
    const kickoffAt = Date.now() - 30 * 60_000;
    const [played] = teamPage.matches;
    const playing = { ...played!, id: 5002, kickoffAt, state: 1, finished: false, homeScore: 0, awayScore: 0, halfScore: null };
    fakeGateway()
      .on(routes.live.seasonStandings, () => envelope(standings([])), { params: { seasonId: 12026 } })
      .on(routes.live.seasonFixtures, () =>
        envelope({ league: premier, seasonId: 12026, teams, rounds: [{ round: 1, name: '第1轮', matches: [played!, playing] }] }), { params: { seasonId: 12026 } });
    const socket = new FakeSocket();
    await renderPage(<LeaguePage sport="football" leagueId={1} seasonId={12026} tab={1} />, { socket });
    const table = await screen.findByRole('table', { name: '赛程赛果' });
    // The season's answer still has it unplayed: VS until the live list answers.
    expect(within(table).getByRole('link', { name: 'VS' }).getAttribute('href')).toBe('/football/live/5002');
    await waitFor(() => expect(socket.requests('channel.subscribe').map((s) => s.request.channel)).toContain('list:football:live'));
    const live = footballRow(5002, { kickoffAt, phaseStartedAt: kickoffAt, homeScore: 1, awayScore: 0 });
    act(() => socket.answer('channel.subscribe', { ok: true, channel: 'list:football:live', seq: 1, snapshot: listOf(live) }));
    const link = await within(table).findByRole('link', { name: '1 - 0' });
    expect(link.getAttribute('href')).toBe('/football/live/5002');
    expect(link.parentElement?.querySelector('.db-live-clock')?.textContent).toMatch(/^3[01]'$/);
    // The finished match keeps its final score, with no minute.
    expect(within(table).getByRole('link', { name: '4 - 1' }).parentElement?.querySelector('.db-live-clock')).toBeNull();

    act(() => socket.fire('channel.batch', [{ channel: 'list:football:live', seq: 2, ops: [{ op: 'set', path: ['matches', '5002', 'state'], value: 3 }] }]));
    await waitFor(() => expect(link.parentElement?.querySelector('.db-live-clock')?.textContent).toBe('中场'));
  });

  it('holds no live list for a round with no match being played', async () => {
    fakeGateway()
      .on(routes.live.seasonStandings, () => envelope(standings([])), { params: { seasonId: 12026 } })
      .on(routes.live.seasonFixtures, () =>
        envelope({ league: premier, seasonId: 12026, teams, rounds: [{ round: 1, name: '第1轮', matches: teamPage.matches }] }), { params: { seasonId: 12026 } });
    const socket = new FakeSocket();
    await renderPage(<LeaguePage sport="football" leagueId={1} seasonId={12026} tab={1} />, { socket });
    await screen.findByRole('link', { name: '4 - 1' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(socket.requests('channel.subscribe').map((s) => s.request.channel)).not.toContain('list:football:live');
  });

  it('opens a cup of knockout ties only on its ties, with no table, and shows a shoot-out', async () => {
    const cup = { ...premier, id: 26, name: '英格兰联赛杯', shortName: '联赛杯', kind: 'cup' as const };
    const tie = { ...teamPage.matches[0]!, id: 5003, round: 4, roundName: '半决赛', homeScore: 1, awayScore: 1, penaltyScore: [4, 3] as [number, number] };
    fakeGateway()
      .on(routes.live.seasonStandings, () => envelope({ ...standings([]), league: cup, seasonId: 262026, groups: [] }), { params: { seasonId: 262026 } })
      .on(routes.live.seasonFixtures, () => envelope({ league: cup, seasonId: 262026, teams, rounds: [{ round: 4, name: '半决赛', matches: [tie] }] }), { params: { seasonId: 262026 } });
    await renderPage(<LeaguePage sport="football" leagueId={26} seasonId={262026} tab={0} />);
    const table = await screen.findByRole('table', { name: '赛程赛果' });
    expect(within(table).getByText('点球 4 - 3')).toBeTruthy();
    // The side that won the shoot-out goes through.
    const through = within(table).getByText('晋级');
    expect(tie.homeTeamId).toBe(101);
    expect(within(through.closest('td') as HTMLElement).getByRole('link').textContent).toBe('曼城');
    expect(screen.queryByRole('link', { name: '积分榜' })).toBeNull();
    expect(screen.getByRole('link', { name: '赛程赛果' }).className).toBe('db-tab-on');
    expect(screen.queryByRole('table', { name: '积分榜' })).toBeNull();
  });

  it('ranks the scorers by goals, with the matches each played', async () => {
    const scorer = (id: number, name: string, goals: number, appearances: number) => ({
      playerId: id, teamId: 101, appearances, starts: appearances, goals, penaltyGoals: 0, assists: 0, yellow: 0, red: 0,
      player: { id, name, teamId: 101, number: 9, position: 'ST' },
    });
    fakeGateway()
      .on(routes.live.seasonStandings, () => envelope(standings([])), { params: { seasonId: 12026 } })
      .on(routes.live.seasonPlayers, () =>
        envelope({ league: premier, seasonId: 12026, teams, sport: 'football', players: [scorer(1, '甲', 5, 14), scorer(2, '乙', 9, 12), scorer(3, '丙', 0, 15)] }), { params: { seasonId: 12026 } });
    await renderPage(<LeaguePage sport="football" leagueId={1} seasonId={12026} tab={2} />);
    const table = await screen.findByRole('table', { name: '射手榜' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['排名', '球员', '球队', '出场', '进球']);
    expect(within(table).getAllByRole('row').slice(1).map((tr) => [...tr.children].map((td) => td.textContent))).toEqual([
      ['1', '乙', '曼城', '12', '9'],
      ['2', '甲', '曼城', '14', '5'],
    ]);
  });

  it('ranks the basketball leaders by their per game average', async () => {
    const player = (id: number, name: string, points: number, games: number) => ({
      playerId: id, teamId: 101, games, starts: games, totals: box(points), player: { id, name, teamId: 101, number: 1, position: 'PG' },
    });
    fakeGateway()
      .on(routes.live.seasonStandings, () => envelope({ ...standings([]), league: nba, seasonId: 1012026 }), { params: { seasonId: 1012026 } })
      .on(routes.live.seasonPlayers, () =>
        envelope({ league: nba, seasonId: 1012026, teams, sport: 'basketball', players: [player(1, '甲', 100, 10), player(2, '乙', 90, 5)] }), { params: { seasonId: 1012026 } });
    await renderPage(<LeaguePage sport="basketball" leagueId={101} seasonId={1012026} tab={2} />);
    const table = await screen.findByRole('table', { name: '得分' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [within(tr).getAllByRole('link')[0]?.textContent, tr.children[3]?.textContent, tr.lastElementChild?.textContent]);
    expect(names).toEqual([
      ['乙', '5', '18.0'],
      ['甲', '10', '10.0'],
    ]);
    expect(within(table).getByRole('link', { name: '乙' }).getAttribute('href')).toBe('/database/lq/player/2');
  });
});

describe('the team and player pages', () => {
  it('shows a club with its squad by position, season statistics, form and fixtures', async () => {
    fakeGateway()
      .on(routes.live.footballTeamStats, () => envelope(teamPage), { params: { id: 101 } });
    await renderPage(<TeamPage sport="football" teamId={101} />);
    expect(await screen.findByRole('heading', { name: '曼城俱乐部' })).toBeTruthy();
    const squad = screen.getByRole('table', { name: '阵容' });
    expect(within(squad).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['门将', '前锋']);
    const forwards = within(squad).getAllByRole('row')[1]!;
    expect(forwards.querySelector('li')?.textContent).toBe('9哈兰德中锋14 场 12 球停赛');
    expect(within(squad).getAllByRole('row')[0]!.querySelector('li')?.textContent).toBe('31埃德森0 场');
    expect(within(forwards).getByRole('link', { name: '哈兰德' }).getAttribute('href')).toBe('/database/fb/player/10110');
    expect(screen.getByText(/14 场 8 胜 4 平 2 负/)).toBeTruthy();
    expect(screen.getByLabelText('近况 WWD')).toBeTruthy();
    const fixtures = screen.getByRole('table', { name: '球队赛程' });
    expect(within(fixtures).getByTestId('club-result').textContent).toBe('胜');
  });

  it("lists the club's cup ties beside its league fixtures, each cup a link to its ties", async () => {
    const cup = { ...premier, id: 26, name: '英格兰联赛杯', shortName: '联赛杯', kind: 'cup' as const };
    const tie = { ...teamPage.matches[0]!, id: 5004, roundName: '1/8决赛', homeTeamId: 102, awayTeamId: 101, homeScore: 2, awayScore: 2, penaltyScore: [3, 5] as [number, number] };
    const champions = { ...premier, id: 12, name: '欧洲冠军联赛', shortName: '欧冠', kind: 'cup' as const };
    const group = { ...teamPage.matches[0]!, id: 5005, roundName: '小组赛第1轮', kickoffAt: tie.kickoffAt - 86_400_000 };
    fakeGateway()
      .on(routes.live.footballTeamStats, () =>
        envelope({ ...teamPage, cups: [{ league: cup, seasonId: 262026, matches: [tie] }, { league: champions, seasonId: 122026, matches: [group] }] }), { params: { id: 101 } });
    await renderPage(<TeamPage sport="football" teamId={101} />);
    const ties = await screen.findByRole('table', { name: '杯赛赛程' });
    // Every cup's ties together, by kick-off.
    expect(within(ties).getAllByRole('row').map((tr) => within(tr).getAllByRole('link')[0]?.textContent)).toEqual(['欧冠', '联赛杯']);
    expect(within(ties).getByRole('link', { name: '联赛杯' }).getAttribute('href')).toBe('/database/fb/hot/0/26/262026/1');
    expect(within(ties).getByText('1/8决赛')).toBeTruthy();
    expect(within(ties).getByText('点球 3 - 5')).toBeTruthy();
    // Its league fixtures stay apart, with their own 盘路.
    expect(within(screen.getByRole('table', { name: '球队赛程' })).queryByText('1/8决赛')).toBeNull();
  });

  it("shows the club's league match and cup tie being played with the live list's scores", async () => {
    const kickoffAt = Date.now() - 20 * 60_000;
    const [played] = teamPage.matches;
    const unplayed = { state: 1, finished: false, homeScore: 0, awayScore: 0, halfScore: null, kickoffAt };
    const league = { ...played!, ...unplayed, id: 5006 };
    const tie = { ...played!, ...unplayed, id: 5007, roundName: '1/8决赛' };
    const cup = { ...premier, id: 26, name: '英格兰联赛杯', shortName: '联赛杯', kind: 'cup' as const };
    fakeGateway()
      .on(routes.live.footballTeamStats, () => envelope({ ...teamPage, matches: [played!, league], cups: [{ league: cup, seasonId: 262026, matches: [tie] }] }), { params: { id: 101 } });
    const socket = new FakeSocket();
    await renderPage(<TeamPage sport="football" teamId={101} />, { socket });
    const fixtures = await screen.findByRole('table', { name: '球队赛程' });
    const ties = screen.getByRole('table', { name: '杯赛赛程' });
    await waitFor(() => expect(socket.requests('channel.subscribe').map((s) => s.request.channel)).toContain('list:football:live'));
    const row = (id: number, homeScore: number, awayScore: number) => footballRow(id, { kickoffAt, phaseStartedAt: kickoffAt, homeScore, awayScore });
    act(() => socket.answer('channel.subscribe', { ok: true, channel: 'list:football:live', seq: 1, snapshot: listOf(row(5006, 2, 0), row(5007, 0, 1)) }));
    expect((await within(fixtures).findByRole('link', { name: '2 - 0' })).getAttribute('href')).toBe('/football/live/5006');
    expect((await within(ties).findByRole('link', { name: '0 - 1' })).getAttribute('href')).toBe('/football/live/5007');
    expect(within(ties).getByRole('link', { name: '0 - 1' }).parentElement?.querySelector('.db-live-clock')?.textContent).toMatch(/^2[01]'$/);
  });

  it('shows no cup section for a club in no cup', async () => {
    fakeGateway()
      .on(routes.live.footballTeamStats, () => envelope(teamPage), { params: { id: 101 } });
    await renderPage(<TeamPage sport="football" teamId={101} />);
    await screen.findByRole('table', { name: '球队赛程' });
    expect(screen.queryByRole('table', { name: '杯赛赛程' })).toBeNull();
  });

  it("marks each finished fixture with the club's own result, home or away", async () => {
    const [won] = teamPage.matches;
    const away = { ...won!, id: 5002, homeTeamId: 102, awayTeamId: 101, homeScore: 2, awayScore: 0 };
    const level = { ...won!, id: 5003, homeScore: 1, awayScore: 1 };
    const later = { ...won!, id: 5004, finished: false, state: 1, homeScore: 0, awayScore: 0 };
    fakeGateway()
      .on(routes.live.footballTeamStats, () => envelope({ ...teamPage, matches: [won, away, level, later] }), { params: { id: 101 } });
    await renderPage(<TeamPage sport="football" teamId={101} />);
    const fixtures = await screen.findByRole('table', { name: '球队赛程' });
    const rows = within(fixtures).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('[data-testid="club-result"]')?.textContent ?? '')).toEqual(['胜', '负', '平', '']);
  });

  it("shows the club's 盘路 and each match's 大小 at the closing lines, and sums them", async () => {
    const [won] = teamPage.matches;
    // 4-1 at home giving 球半 (-1.5): covered; five goals over 3.
    const home = { ...won!, id: 5001, lines: { handicap: -1.5, total: 3 } };
    // 2-2 away, the home side giving 平/半 (-0.25): the club away wins half; four goals on 2.5/3.
    const away = { ...won!, id: 5002, homeTeamId: 102, awayTeamId: 101, homeScore: 2, awayScore: 2, lines: { handicap: -0.25, total: 2.75 } };
    const unpriced = { ...won!, id: 5003, lines: null };
    const later = { ...won!, id: 5004, finished: false, state: 1, homeScore: 0, awayScore: 0, lines: null };
    fakeGateway()
      .on(routes.live.footballTeamStats, () => envelope({ ...teamPage, matches: [home, away, unpriced, later] }), { params: { id: 101 } });
    await renderPage(<TeamPage sport="football" teamId={101} />);
    const fixtures = await screen.findByRole('table', { name: '球队赛程' });
    const rows = within(fixtures).getAllByRole('row').slice(1);
    const cells = (field: string) => rows.map((row) => row.querySelector(`[data-field="${field}"]`)?.textContent);
    expect(cells('handicap')).toEqual(['球半', '平/半', '', '']);
    expect(cells('handicap-result')).toEqual(['赢', '赢半', '', '']);
    expect(cells('total')).toEqual(['3 大', '2.5/3 大', '', '']);
    expect(screen.getByTestId('club-lines').textContent).toBe('盘路 2赢 0走 0输 · 2大 0小（2 场有盘）');
  });

  it("reads a club's earlier season when the fan picks it", async () => {
    const gateway = fakeGateway()
      .on(routes.live.footballTeamStats, ({ url }) =>
        envelope(url.searchParams.get('seasonId') === '12025' ? { ...teamPage, seasonId: 12025, form: 'LLD' } : teamPage), { params: { id: 101 } });
    await renderPage(<TeamPage sport="football" teamId={101} />);
    const picker = await screen.findByRole('combobox', { name: '赛季' });
    expect((picker as HTMLSelectElement).value).toBe('12026');
    fireEvent.change(picker, { target: { value: '12025' } });
    expect(await screen.findByLabelText('近况 LLD')).toBeTruthy();
    expect(gateway.urls(routes.live.footballTeamStats).map((url) => url.searchParams.get('seasonId'))).toEqual([null, '12025']);
  });

  it('shows a player with his career by season, his minutes, and his recent matches', async () => {
    fakeGateway()
      .on(routes.live.footballPlayerStats, () => envelope(playerPage), { params: { id: 10110 } });
    await renderPage(<PlayerPage sport="football" playerId={10110} />);
    const career = await screen.findByRole('table', { name: '生涯统计' });
    // Appearances, minutes (a vendor without them: -) and goals.
    expect(within(career).getAllByRole('row').slice(1).map((tr) => [1, 2, 3].map((i) => tr.children[i]?.textContent))).toEqual([
      ['14（13）', "1180'", '12'],
      ['35（31）', '-', '27'],
    ]);
    const recent = screen.getByRole('table', { name: '近期比赛' });
    expect(within(recent).getAllByRole('row').map((tr) => tr.lastElementChild?.textContent)).toEqual([
      '首发 · 78分钟 · 2 球 1 助攻',
      '替补 · 25分钟 · 1 球 0 助攻',
      '未出场',
    ]);
    expect(screen.getByText('9 号 · 中锋 · 挪威')).toBeTruthy();
  });
});
