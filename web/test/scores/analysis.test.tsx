// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedClosingLines, FeedStandingRow, MatchAnalysisResponse, MatchState, ScoreLeague, ScoreTeam } from '@portal/contracts';
import { AnalysisPage, TABLE_REFRESH_MS } from '../../src/scores/match/AnalysisPage';
import { FakeSocket } from '../realtime/fake-socket';
import { envelope, fakeGateway, renderPage } from '../harness';
import { KICKOFF, basketballMatch, footballMatch } from './fixtures';

const DAY = 86_400_000;
const league: ScoreLeague = { id: 1, name: '英超', country: '英格兰', color: '#c0392b', kind: 'league' };
const HOME: ScoreTeam = { id: 11, name: '主队1', logo: '' };
const AWAY: ScoreTeam = { id: 12, name: '客队1', logo: '' };
const OTHER: ScoreTeam = { id: 50, name: '第三队', logo: '' };

const played = (id: number, home: ScoreTeam, away: ScoreTeam, homeScore: number, awayScore: number, daysAgo: number, lines: FeedClosingLines | null = null) => ({
  id,
  kickoffAt: KICKOFF - daysAgo * DAY,
  league,
  home,
  away,
  homeScore,
  awayScore,
  halfScore: [0, 0] as [number, number],
  lines,
});

const row = (teamId: number, rank: number, points: number, form = 'WDL'): FeedStandingRow => ({
  rank,
  teamId,
  played: 10,
  won: 6,
  drawn: 2,
  lost: 2,
  scored: 18,
  conceded: 9,
  points,
  winRate: 60,
  form,
});

function footballAnalysis(homePoints = 20): MatchAnalysisResponse {
  const bands = (scored: number) => [1, 16, 31, 46, 61, 76].map((from, i) => ({ from, to: from + 14, scored: i === 5 ? scored : 1, conceded: 0 }));
  return {
    matchId: 1,
    sport: 'football',
    seasonId: 1,
    asOf: null,
    // Newest first: a win of the home side at home, then a loss away at the away side.
    headToHead: [played(901, HOME, AWAY, 2, 0, 30), played(902, AWAY, HOME, 1, 0, 200)],
    homeRecent: [played(903, HOME, OTHER, 3, 1, 7), played(901, HOME, AWAY, 2, 0, 30)],
    awayRecent: [played(904, OTHER, AWAY, 1, 1, 7)],
    homeForm: 'WW',
    awayForm: 'D',
    homeStanding: { seasonId: 1, leagueId: 1, league: '英超', group: '', size: 20, row: row(11, 2, homePoints) },
    awayStanding: { seasonId: 1, leagueId: 1, league: '英超', group: '', size: 20, row: row(12, 7, 14) },
    homeUpcoming: [{ id: 905, kickoffAt: KICKOFF + 7 * DAY, league, home: OTHER, away: HOME }],
    awayUpcoming: [],
    homeGoalTimes: { matches: 10, bands: bands(5) },
    awayGoalTimes: { matches: 10, bands: bands(2) },
    homePoints: null,
    awayPoints: null,
    suspended: { home: [{ playerId: 110, name: '停赛中卫', number: 5, position: 'DC' }], away: [] },
  };
}

async function openPage(sport: 'football' | 'basketball', answers: MatchAnalysisResponse[], match: MatchState) {
  let call = 0;
  const analysis = sport === 'football' ? routes.live.footballMatchAnalysis : routes.live.basketballMatchAnalysis;
  const gateway = fakeGateway()
    .on(routes.live.time, () => envelope(KICKOFF + 30 * 60_000))
    .on(analysis, () => envelope(answers[Math.min(call++, answers.length - 1)]), { params: { id: match.id } });
  const socket = new FakeSocket();
  await renderPage(<AnalysisPage sport={sport} matchId={match.id} />, { socket });
  await act(async () => socket.answerChannel(`match:${sport}:${match.id}`, match));
  return { gateway, socket, analysis };
}

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<AnalysisPage>', () => {
  it('shows both sides in the table, the meetings with the home filter, the form strips, goal times and next fixtures', async () => {
    await openPage('football', [footballAnalysis()], footballMatch(1));
    const table = await screen.findByRole('table', { name: '积分排名' });
    const home = table.querySelector('tr[data-team="11"]') as HTMLElement;
    expect(home.querySelector('[data-field="rank"]')?.textContent).toBe('2/20');
    expect(home.querySelector('[data-field="points"]')?.textContent).toBe('20');
    expect(within(home).getByRole('link', { name: '主队1' }).getAttribute('href')).toBe('/database/fb/team/11');
    expect(screen.getByRole('link', { name: '分析' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: '联赛积分' })).toBeTruthy();

    expect(rowsOf('交锋记录')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '同主客' }));
    expect(rowsOf('交锋记录').map((r) => r.getAttribute('data-match'))).toEqual(['901']);
    expect(screen.getByText(/近1场 1胜 0平 0负/)).toBeTruthy();

    const strip = screen.getByLabelText('主队1 近期战绩');
    expect([...strip.children].map((mark) => mark.textContent)).toEqual(['胜', '胜']);
    expect(screen.getByLabelText('客队1 近期战绩').textContent).toBe('平');

    const last = screen.getByRole('table', { name: '进球时间' }).querySelector('tr[data-band="76"]') as HTMLElement;
    expect(last.querySelectorAll('td')[0]?.textContent).toBe('5');
    expect(last.querySelectorAll('td')[2]?.textContent).toBe('2');
    expect(within(screen.getByRole('table', { name: '主队1 未来赛程' })).getByRole('link', { name: '第三队' })).toBeTruthy();
    expect(screen.getByText('暂无赛程')).toBeTruthy();

    // 伤停情况: the home side's banned centre-back, linked to his page; none for the away side.
    const banned = within(screen.getByRole('table', { name: '主队1 伤停' })).getAllByRole('row');
    expect(banned.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([['5', '停赛中卫', '中后卫', '红牌停赛']]);
    expect(within(banned[0]!).getByRole('link', { name: '停赛中卫' }).getAttribute('href')).toBe('/database/fb/player/110');
    expect(within(screen.getByRole('region', { name: '伤停情况' })).getByText('暂无伤停')).toBeTruthy();
  });

  it("reads each recent match's 盘路 for the side and its 大小 from the closing lines, and sums them", async () => {
    const analysis = footballAnalysis();
    analysis.homeRecent = [
      // 3-1 giving 一球 (-1): the home side covers; four goals over 2.5.
      played(903, HOME, OTHER, 3, 1, 7, { handicap: -1, total: 2.5 }),
      // 2-0 away, the home side of that match (第三队) getting 半球: the side of the page wins its handicap by two.
      played(906, OTHER, HOME, 0, 2, 14, { handicap: 0.5, total: 2 }),
      // 1-1 at 平/半 (-0.25) for the side at home: half lost; two goals on 2: 走.
      played(907, HOME, OTHER, 1, 1, 21, { handicap: -0.25, total: 2 }),
      played(908, HOME, OTHER, 0, 0, 28),
    ];
    await openPage('football', [analysis], footballMatch(1));
    const rows = rowsOf('主队1 近期比赛');
    const cells = (r: HTMLElement, field: string) => r.querySelector(`[data-field="${field}"]`)?.textContent;
    expect(rows.map((r) => cells(r, 'handicap'))).toEqual(['一球', '受半球', '平/半', '-']);
    expect(rows.map((r) => cells(r, 'handicap-result'))).toEqual(['赢', '赢', '输半', '-']);
    expect(rows.map((r) => cells(r, 'total'))).toEqual(['2.5 大', '2 走', '2 走', '-']);
    expect(screen.getByText(/近4场 .* 盘路 2赢 0走 1输 · 1大 0小/)).toBeTruthy();
  });

  it('changes the header on a match patch and reads the analysis again when the season table changes', async () => {
    const { gateway, socket, analysis } = await openPage('football', [footballAnalysis(20), footballAnalysis(23)], footballMatch(1));
    await screen.findByRole('table', { name: '积分排名' });
    await act(async () => socket.answerChannel('standings:1', { seasonId: 1, total: [], home: [], away: [], form: [] }, 5));
    expect(gateway.calls(analysis)).toHaveLength(1);

    act(() => socket.fire('channel.batch', [{ channel: 'match:football:1', seq: 2, ops: [{ op: 'set', path: ['homeScore'], value: 1 }] }]));
    expect(screen.getByLabelText('比分').textContent).toBe('1 - 0');

    act(() =>
      socket.fire('channel.batch', [{ channel: 'standings:1', seq: 6, ops: [{ op: 'set', path: ['total'], value: [] }] }]),
    );
    await waitFor(() => expect(document.querySelector('tr[data-team="11"] [data-field="points"]')?.textContent).toBe('23'));
    expect(gateway.calls(analysis)).toHaveLength(2);
  });

  it('lets a reading of the analysis finish while the table changes faster than it answers, then reads it once more', async () => {
    const analysis = routes.live.footballMatchAnalysis;
    const answers: ((response: Response) => void)[] = [];
    const gateway = fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF + 30 * 60_000))
      .on(analysis, () => new Promise<Response>((answer) => answers.push(answer)), { params: { id: 1 } });
    const socket = new FakeSocket();
    await renderPage(<AnalysisPage sport="football" matchId={1} />, { socket });
    await act(async () => socket.answerChannel('match:football:1', footballMatch(1)));
    await act(async () => socket.answerChannel('standings:1', { seasonId: 1, total: [], home: [], away: [], form: [] }, 5));
    for (const seq of [6, 7, 8])
      act(() => socket.fire('channel.batch', [{ channel: 'standings:1', seq, ops: [{ op: 'set', path: ['total'], value: [] }] }]));
    expect(gateway.calls(analysis)).toHaveLength(1);

    await act(async () => answers[0]!(envelope(footballAnalysis(20))));
    await screen.findByRole('table', { name: '积分排名' });
    // The changes that came while it was on its way: one more reading, after it.
    await waitFor(() => expect(gateway.calls(analysis)).toHaveLength(2), { timeout: 3 * TABLE_REFRESH_MS });
    await act(async () => answers[1]!(envelope(footballAnalysis(23))));
    await waitFor(() => expect(document.querySelector('tr[data-team="11"] [data-field="points"]')?.textContent).toBe('23'));
    expect(gateway.calls(analysis)).toHaveLength(2);
  });

  it('analyses a match the live scores do not hold under its result, with the tabs such a match has', async () => {
    const premier = { id: 1, sport: 'football' as const, name: '英格兰超级联赛', shortName: '英超', country: '英格兰', kind: 'league' as const, seasons: [{ id: 1, name: '2026-2027', current: true }] };
    const club = (team: ScoreTeam) => ({ id: team.id, name: `${team.name}俱乐部`, shortName: team.name, logo: '' });
    const result = {
      id: 1, round: 3, roundName: '第3轮', group: null, kickoffAt: KICKOFF - 60 * DAY, homeTeamId: 11, awayTeamId: 12,
      state: 8, finished: true, homeScore: 2, awayScore: 1, penaltyScore: null, halfScore: [1, 0] as [number, number], incidents: [], lines: null,
    };
    fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF))
      .on(routes.live.footballMatchAnalysis, () =>
        envelope({
          ...footballAnalysis(),
          asOf: result.kickoffAt,
          awayStanding: { seasonId: 1, leagueId: 1, league: '英超', group: '', size: 20, row: { ...row(12, 20, 0, ''), played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0 } },
        }), { params: { id: 1 } })
      .on(routes.live.seasonMatch, () =>
        envelope({
          league: premier, seasonId: 1, teams: { 11: club(HOME), 12: club(AWAY) }, match: result, players: {},
          lineups: null, boxScore: null, teamStats: null, substitutions: [], quarterScores: [],
        }), { params: { id: 1 } });
    const socket = new FakeSocket();
    await renderPage(<AnalysisPage sport="football" matchId={1} />, { socket });
    const request = socket.requests('channel.subscribe').find((sent) => sent.request.channel === 'match:football:1');
    await act(async () => request?.ack?.({ ok: false, message: '未知频道' }));

    const page = await screen.findByRole('region', { name: '比赛分析' });
    expect(within(page).getByLabelText('比分').textContent).toBe('2 - 1');
    const tabs = within(screen.getByRole('navigation', { name: '比赛页面' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['直播', '/football/live/1', null],
      ['分析', '/football/analysis/1', 'page'],
    ]);
    const table = await screen.findByRole('table', { name: '积分排名' });
    expect(within(table.querySelector('tr[data-team="11"]') as HTMLElement).getByRole('link', { name: '主队1' })).toBeTruthy();
    // The table and the goal times as they stood before it.
    expect(screen.getByRole('heading', { name: '赛前积分' })).toBeTruthy();
    // A side yet to play has no place in it.
    expect(['11', '12'].map((id) => table.querySelector(`tr[data-team="${id}"] [data-field="rank"]`)?.textContent)).toEqual(['2/20', '-']);
    expect(screen.getByText(/^赛前本赛季联赛：/)).toBeTruthy();
    expect(screen.getByLabelText('客队1 近期战绩').textContent).toBe('平');
  });

  it('shows points for and against per game in basketball, with its own route', async () => {
    const answer: MatchAnalysisResponse = {
      ...footballAnalysis(),
      matchId: 2,
      sport: 'basketball',
      headToHead: [],
      homeGoalTimes: null,
      awayGoalTimes: null,
      homePoints: { recentGames: 10, recentScored: 112.4, recentConceded: 105.1, seasonGames: 30, seasonScored: 110, seasonConceded: 108.2 },
      awayPoints: { recentGames: 10, recentScored: 99, recentConceded: 101.5, seasonGames: 30, seasonScored: 100.3, seasonConceded: 102 },
    };
    await openPage('basketball', [answer], basketballMatch(2));
    const points = await screen.findByRole('table', { name: '得失分' });
    expect(points.querySelector('tr[data-team="21"] [data-field="recentScored"]')?.textContent).toBe('112.4');
    expect(screen.queryByRole('table', { name: '进球时间' })).toBeNull();
    expect(screen.getByText('暂无比赛')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: '积分排名' })).getByRole('link', { name: '主队2' }).getAttribute('href')).toBe('/database/lq/team/21');
  });
});
