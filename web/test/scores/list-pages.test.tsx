// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { FootballState, routes } from '@portal/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AllEventsPage } from '../../src/scores/AllEventsPage';
import { CollectedPage } from '../../src/scores/CollectedPage';
import { HomeLiveScores } from '../../src/scores/HomeLiveScores';
import { LotteryScoresPage, lotterySearchSchema } from '../../src/scores/ListPages';
import { ModelPage } from '../../src/scores/ModelPage';
import { SchedulePage } from '../../src/scores/SchedulePage';
import { TextLivePage } from '../../src/scores/TextLivePage';
import { FakeSocket } from '../realtime/fake-socket';
import { envelope, fakeGateway, renderPage } from '../harness';
import { fan } from '../live/fixtures';
import { KICKOFF, basketballMatch, footballMatch, footballRow, listOf } from './fixtures';

const NOW = KICKOFF + 30 * 60_000;

/** The 15 dates of the fixtures window around 2025-05-03 (a Saturday), today in the middle. */
const DATES = Array.from({ length: 15 }, (_, index) => {
  const day = new Date(Date.UTC(2025, 3, 26 + index));
  return {
    date: day.toISOString().slice(0, 10),
    week: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'][day.getUTCDay()] ?? '',
    today: index === 7,
  };
});

const shownRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));

const batch = (channel: string, seq: number, ops: unknown[]) => [{ channel, seq, ops }];

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('赛程 (/next)', () => {
  it('shows the week from today trimmed to seven days, each day by sport, and a score changing in place', async () => {
    const basketball = { ...footballRow(3), sport: 'basketball' as const, home: { id: 31, name: '湖人', logo: '' } };
    const gateway = fakeGateway()
      .on(routes.live.time, () => envelope(NOW))
      .on(routes.api.matchDates, () => envelope(DATES))
      .on(routes.api.matchSchedule, ({ url }) =>
        envelope({ matches: url.searchParams.get('date') === '2025-05-03' ? [footballRow(2), footballRow(1), basketball] : [] }));
    const socket = new FakeSocket();
    await renderPage(<SchedulePage />, { socket });

    const days = await screen.findAllByRole('tab');
    expect(days.map((day) => day.textContent)).toEqual(['今天05-03', '周日05-04', '周一05-05', '周二05-06', '周三05-07', '周四05-08', '周五05-09']);
    expect(days[0]?.getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: '2025-05-03赛程' });
    expect(shownRows(table).map((cells) => cells[3])).toEqual(['主队1', '主队2']);
    expect(within(table).getByRole('link', { name: '主队1' }).getAttribute('href')).toBe('/database/fb/team/11');

    await act(async () => socket.answerChannel('list:football:live', listOf(footballRow(1), footballRow(2))));
    act(() => socket.fire('channel.batch', batch('list:football:live', 2, [{ op: 'set', path: ['matches', '2', 'homeScore'], value: 3 }])));
    expect(shownRows(table)[1]?.[4]).toBe('3-0');

    fireEvent.click(screen.getByRole('button', { name: '篮球' }));
    await waitFor(() => expect(shownRows(screen.getByRole('table')).map((cells) => cells[3])).toEqual(['湖人']));
    expect(within(screen.getByRole('table')).getByRole('link', { name: '湖人' }).getAttribute('href')).toBe('/database/lq/team/31');

    fireEvent.click(days[2] as HTMLElement);
    expect(await screen.findByText('当天暂无比赛')).toBeTruthy();
    expect(gateway.urls(routes.api.matchSchedule).map((url) => url.searchParams.get('date'))).toEqual(['2025-05-03', '2025-05-05']);
  });
});

describe('赛程 today', () => {
  it("opens on the matches still to come, today's finished ones one click away", async () => {
    const finished = (id: number) => footballRow(id, { state: FootballState.FULL_TIME, homeScore: 2, awayScore: 1 });
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW))
      .on(routes.api.matchDates, () => envelope(DATES))
      .on(routes.api.matchSchedule, ({ url }) =>
        envelope({ matches: url.searchParams.get('date') === '2025-05-03' ? [finished(1), footballRow(2), finished(3)] : [finished(4)] }));
    await renderPage(<SchedulePage />, { socket: new FakeSocket() });

    const table = await screen.findByRole('table', { name: '2025-05-03赛程' });
    expect(shownRows(table).map((cells) => cells[3])).toEqual(['主队2']);
    const fold = screen.getByTestId('schedule-ended');
    expect(fold.textContent).toBe('今天已完场 2 场，点击显示');
    fireEvent.click(fold);
    expect(shownRows(table).map((cells) => cells[3])).toEqual(['主队1', '主队2', '主队3']);
    expect(fold.getAttribute('aria-expanded')).toBe('true');

    // Another day shows all its matches, finished or not, with nothing folded.
    fireEvent.click(screen.getAllByRole('tab')[1] as HTMLElement);
    await waitFor(() => expect(shownRows(screen.getByRole('table')).map((cells) => cells[3])).toEqual(['主队4']));
    expect(screen.queryByTestId('schedule-ended')).toBeNull();
  });
});

describe('全部赛事 (/football/allEventCom)', () => {
  it('lists every competition with its count today, and choosing one filters the matches', async () => {
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW))
      .on(routes.live.footballToday, () =>
        envelope({ matches: [footballRow(1), footballRow(2, { leagueKey: 'liga' }), footballRow(3), footballRow(4, { leagueKey: 'csl' })] }));
    await renderPage(<AllEventsPage />, { socket: new FakeSocket() });

    const group = within(await screen.findByRole('group', { name: '赛事' }));
    await waitFor(() => expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual(['全部 4', '英超 2', '西甲 1', '中超 1']));
    expect(shownRows(screen.getByRole('table')).map((cells) => cells[3])).toEqual(['主队1', '主队2', '主队3', '主队4']);

    fireEvent.click(group.getByRole('button', { name: '英超 2' }));
    expect(shownRows(screen.getByRole('table')).map((cells) => cells[3])).toEqual(['主队1', '主队3']);
    expect(group.getByRole('button', { name: '英超 2' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(group.getByRole('button', { name: '全部 4' }));
    expect(shownRows(screen.getByRole('table'))).toHaveLength(4);
  });
});

describe('我的收藏 (/football/collect)', () => {
  it('asks a visitor to sign in and calls nothing', async () => {
    const gateway = fakeGateway()
      .on(routes.live.time, () => envelope(NOW));
    await renderPage(<CollectedPage />);
    expect(await screen.findByText(/登录后查看收藏的比赛/)).toBeTruthy();
    expect(gateway.urls(routes.live.collected)).toHaveLength(0);
  });

  it('lists the signed-in fan\'s collected matches and follows each one\'s channel', async () => {
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW))
      .on(routes.live.collected, () => envelope({ matchIds: [1] }))
      .on(routes.live.footballMatch, () => envelope({ channel: 'match:football:1', seq: 1, match: footballMatch(1) }));
    const socket = new FakeSocket();
    await renderPage(<CollectedPage />, { user: fan, socket });

    const table = await screen.findByRole('table', { name: '收藏的比赛' });
    await waitFor(() => expect(shownRows(table)[0]?.[3]).toBe('主队1'));
    await waitFor(() => expect(socket.requests('channel.subscribe').some((sent) => sent.request.channel === 'match:football:1')).toBe(true));
    await act(async () => socket.answerChannel('match:football:1', footballMatch(1)));
    act(() => socket.fire('channel.batch', batch('match:football:1', 2, [{ op: 'set', path: ['awayScore'], value: 2 }])));
    expect(shownRows(table)[0]?.[4]).toBe('0-2');
  });
});

describe('篮球文字直播 (/basketball/text)', () => {
  it('writes the play by play of the match being played from its incidents, newest first, and adds a basket as it is pushed', async () => {
    const row = { ...footballRow(2), sport: 'basketball' as const, state: 4 };
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW))
      .on(routes.live.basketballToday, () => envelope({ matches: [row] }));
    const socket = new FakeSocket();
    await renderPage(<TextLivePage />, { socket });

    await waitFor(() => expect(socket.requests('channel.subscribe').some((sent) => sent.request.channel === 'match:basketball:2')).toBe(true));
    const match = basketballMatch(2);
    match.incidents = [
      { id: 'a', kind: 'score', minute: 3, period: 2, team: 'home', playerId: 301, points: 3, score: [29, 28], at: NOW },
      { id: 'b', kind: 'foul', minute: 4, period: 2, team: 'away', playerId: 402, at: NOW },
    ];
    await act(async () => socket.answerChannel('match:basketball:2', match));

    const lines = () => within(screen.getByRole('list', { name: '文字直播' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines()).toEqual(["第2节 4'客队230号 球员402 犯规", "第2节 3'主队223号 球员301 三分球命中29-28"]);

    act(() =>
      socket.fire(
        'channel.batch',
        batch('match:basketball:2', 2, [
          { op: 'set', path: ['incidents', 2], value: { id: 'c', kind: 'score', minute: 5, period: 2, team: 'away', playerId: 401, points: 2, score: [29, 30], at: NOW } },
          { op: 'set', path: ['awayScore'], value: 30 },
        ]),
      ),
    );
    expect(lines()[0]).toBe("第2节 5'客队223号 球员401 两分球命中29-30");
  });

  it('lists a match not yet started as VS, not 0-0', async () => {
    const playing = { ...footballRow(2), sport: 'basketball' as const, state: 4 };
    const later = { ...footballRow(3), sport: 'basketball' as const, state: 1, homeScore: 0, awayScore: 0 };
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW))
      .on(routes.live.basketballToday, () => envelope({ matches: [playing, later] }));
    await renderPage(<TextLivePage />, { socket: new FakeSocket() });
    await screen.findByText(/主队3/);
    const texts = screen.getAllByRole('button').map((button) => button.textContent ?? '');
    expect(texts.find((text) => text.includes('主队3'))).toContain('主队3 VS 客队3');
    expect(texts.find((text) => text.includes('主队2'))).toMatch(/主队2 \d+-\d+ 客队2/);
  });
});

describe('the home page\'s live scores', () => {
  it('shows the matches being played from the live list', async () => {
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW));
    const socket = new FakeSocket();
    await renderPage(<HomeLiveScores />, { socket });
    // No count before the list is in: "0 场进行中" would be untrue.
    expect(screen.queryByText(/场进行中/)).toBeNull();

    await act(async () => socket.answerChannel('list:football:live', listOf(footballRow(1), footballRow(2, { state: 8 }), footballRow(3, { state: 1 }))));
    const table = screen.getByRole('table', { name: '足球即时比分' });
    expect(shownRows(table).map((cells) => cells[3])).toEqual(['主队1', '主队3']);
    expect(screen.getByText('1 场进行中')).toBeTruthy();
  });

  it('puts the matches being played first on the home page, league and cup before friendlies, then those to come the same way', async () => {
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW));
    const socket = new FakeSocket();
    await renderPage(<HomeLiveScores />, { socket });
    const rows = [
      footballRow(1, { leagueKey: 'friendly' }),
      footballRow(2, { leagueKey: 'friendly', state: 1 }),
      footballRow(3, { state: 1 }),
      footballRow(4, { leagueKey: 'liga' }),
      footballRow(5, { leagueKey: 'friendly' }),
    ];
    await act(async () => socket.answerChannel('list:football:live', listOf(...rows)));
    const table = screen.getByRole('table', { name: '足球即时比分' });
    expect(shownRows(table).map((cells) => cells[3])).toEqual(['主队4', '主队1', '主队5', '主队3', '主队2']);
    expect(screen.getByText('3 场进行中')).toBeTruthy();
  });

  it("keeps a friendly being played on the home page when a Saturday's league matches to come would fill it", async () => {
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW));
    const socket = new FakeSocket();
    await renderPage(<HomeLiveScores />, { socket });
    const toCome = Array.from({ length: 13 }, (_, k) => footballRow(k + 1, { state: 1 }));
    await act(async () => socket.answerChannel('list:football:live', listOf(...toCome, footballRow(20, { leagueKey: 'friendly' }))));
    const table = screen.getByRole('table', { name: '足球即时比分' });
    expect(shownRows(table)[0]?.[3]).toBe('主队20');
    expect(shownRows(table)).toHaveLength(12);
  });

  it('counts every match being played on the home page, not only the twelve it shows', async () => {
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW));
    const socket = new FakeSocket();
    await renderPage(<HomeLiveScores />, { socket });
    const playing = Array.from({ length: 15 }, (_, k) => footballRow(k + 1));
    await act(async () => socket.answerChannel('list:football:live', listOf(...playing)));
    expect(shownRows(screen.getByRole('table', { name: '足球即时比分' }))).toHaveLength(12);
    expect(screen.getByText('15 场进行中')).toBeTruthy();
  });

  it('switches the home page\'s live scores to basketball', async () => {
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW));
    const socket = new FakeSocket();
    await renderPage(<HomeLiveScores />, { socket });
    await act(async () => socket.answerChannel('list:football:live', listOf(footballRow(1))));

    fireEvent.click(screen.getByRole('button', { name: '篮球' }));
    await waitFor(() => expect(socket.requests('channel.subscribe').some((sent) => sent.request.channel === 'list:basketball:live')).toBe(true));
  });
});

describe('胜平负模型 (/football/model)', () => {
  it('shows the model\'s probabilities beside the opening odds\', marks the likeliest and the verdict on finished matches, and its record', async () => {
    const strength = { attack: 1.2, defence: 0.9, played: 10 };
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW))
      .on(routes.live.footballModel, () =>
        envelope({
          matches: [
            {
              match: footballRow(1, { state: 8, homeScore: 2, awayScore: 0 }),
              home: strength,
              away: strength,
              expectedGoals: [1.8, 0.9],
              model: { home: 0.55, draw: 0.25, away: 0.2 },
              implied: { home: 0.5, draw: 0.28, away: 0.22 },
              result: 'home',
            },
            {
              match: footballRow(2, { state: 1 }),
              home: strength,
              away: strength,
              expectedGoals: [1.0, 1.4],
              model: { home: 0.3, draw: 0.3, away: 0.4 },
              implied: null,
              result: null,
            },
          ],
          record: { settled: 40, modelHits: 21, oddsHits: 20, oddsSettled: 38, modelBrier: 0.6123, oddsBrier: 0.6011 },
        }));
    await renderPage(<ModelPage />, { socket: new FakeSocket() });

    const table = await screen.findByRole('table', { name: '今日比赛模型' });
    const first = table.querySelector('tr[data-match-id="1"]') as HTMLElement;
    expect(first.querySelector('[data-kind="model"][data-outcome="home"]')?.textContent).toBe('55.0%');
    expect(first.querySelector('[data-kind="model"][data-outcome="home"]')?.className).toBe('is-top');
    expect(first.querySelector('[data-kind="implied"][data-outcome="draw"]')?.textContent).toBe('28.0%');
    expect(first.querySelector('[data-verdict]')?.textContent).toBe('✓');
    const second = table.querySelector('tr[data-match-id="2"]') as HTMLElement;
    expect(second.querySelector('[data-kind="model"][data-outcome="away"]')?.className).toBe('is-top');
    expect(within(second).getByText('未开盘')).toBeTruthy();
    expect(second.querySelector('[data-verdict]')?.textContent).toBe('');
    expect(screen.getByTestId('model-hits').textContent).toBe('21/40（52.5%）');
    expect(screen.getByTestId('odds-hits').textContent).toBe('20/38（52.6%）');
  });
});

describe('竞彩足球 (/football/jczq) and the other lottery lists', () => {
  /** The page with its issue kept as the route keeps it in `issueNum`. */
  function JczqPage({ picks }: { picks: (number | undefined)[] }) {
    const [issueNum, setIssueNum] = useState<number | undefined>();
    const onPickIssue = (picked: number | undefined) => {
      picks.push(picked);
      setIssueNum(picked);
    };
    return <LotteryScoresPage sport="football" channel="list:football:jczq" issueNum={issueNum} onPickIssue={onPickIssue} />;
  }

  const numbered = (id: number, matchNum: string, overrides: Parameters<typeof footballRow>[1] = {}) =>
    footballRow(id, { matchNum, ...overrides });
  const issues = { lotteryCode: 'jczq', issueNum: '20250503', issues: ['20250501', '20250502', '20250503', '20250504'] };

  it('shows the issue on sale live, another issue chosen from its answer, and back and forth without asking again', async () => {
    const gateway = fakeGateway()
      .on(routes.live.time, () => envelope(NOW))
      .on(routes.live.issue, () => envelope(issues))
      .on(routes.live.footballJczq, ({ url }) =>
        envelope({
          channel: null,
          seq: null,
          issueNum: url.searchParams.get('issueNum'),
          issues: issues.issues,
          matches: [numbered(9, '周五002', { state: 8, homeScore: 2, awayScore: 1 }), numbered(8, '周五001', { state: 8 })],
        }));
    const socket = new FakeSocket();
    const picks: (number | undefined)[] = [];
    await renderPage(<JczqPage picks={picks} />, { socket });
    await act(async () =>
      socket.answerChannel('list:football:jczq', { ...listOf(numbered(2, '周六002'), numbered(1, '周六001')), issueNum: '20250503' }),
    );

    const picker = await screen.findByRole<HTMLSelectElement>('combobox', { name: '期号' });
    expect(Array.from(picker.options).map((option) => option.textContent)).toEqual([
      '第 20250504 期',
      '第 20250503 期（在售）',
      '第 20250502 期',
      '第 20250501 期',
    ]);
    expect(picker.value).toBe('20250503');
    expect(shownRows(screen.getByRole('table')).map((cells) => cells[0])).toEqual(['周六001', '周六002']);

    fireEvent.change(picker, { target: { value: '20250502' } });
    await waitFor(() => expect(shownRows(screen.getByRole('table')).map((cells) => cells[0])).toEqual(['周五001', '周五002']));
    expect(picks).toEqual([20250502]);
    expect(gateway.urls(routes.live.footballJczq).map((url) => url.searchParams.get('issueNum'))).toEqual(['20250502']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '期号' }).value).toBe('20250502');
    // The issue on sale goes on changing behind it, unseen.
    act(() => socket.fire('channel.batch', batch('list:football:jczq', 2, [{ op: 'set', path: ['matches', '1', 'homeScore'], value: 1 }])));
    expect(shownRows(screen.getByRole('table')).map((cells) => cells[5])).toEqual(['0-0', '2-1']);

    fireEvent.change(screen.getByRole('combobox', { name: '期号' }), { target: { value: '20250503' } });
    expect(picks).toEqual([20250502, undefined]);
    expect(shownRows(screen.getByRole('table')).map((cells) => cells[5])).toEqual(['1-0', '0-0']);
    expect(gateway.urls(routes.live.footballJczq)).toHaveLength(1);

    // An issue whose matches are all over is not asked again.
    fireEvent.change(screen.getByRole('combobox', { name: '期号' }), { target: { value: '20250502' } });
    await waitFor(() => expect(shownRows(screen.getByRole('table')).map((cells) => cells[5])).toEqual(['0-0', '2-1']));
    expect(gateway.urls(routes.live.footballJczq)).toHaveLength(1);
  });

  it('offers the next issue when the one on sale has no matches', async () => {
    fakeGateway()
      .on(routes.live.time, () => envelope(NOW))
      .on(routes.live.issue, () => envelope({ ...issues, issues: ['20250501', '20250502', '20250504'] }))
      .on(routes.live.footballJczq, () =>
        envelope({ channel: null, seq: null, issueNum: '20250504', issues: [], matches: [numbered(5, '周日001', { state: 1 })] }));
    const socket = new FakeSocket();
    const picks: (number | undefined)[] = [];
    await renderPage(<JczqPage picks={picks} />, { socket });
    await act(async () => socket.answerChannel('list:football:jczq', { ...listOf(), issueNum: '20250503' }));

    expect(await screen.findByText('本期暂无比赛')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '看第 20250504 期' }));
    expect(picks).toEqual([20250504]);
    await waitFor(() => expect(shownRows(screen.getByRole('table')).map((cells) => cells[4])).toEqual(['主队5']));
    expect(screen.queryByText('本期暂无比赛')).toBeNull();
  });

  it('reads the issue from the address as a number, and drops one that is no issue', () => {
    expect(lotterySearchSchema.parse({ issueNum: 20250502 })).toEqual({ issueNum: 20250502 });
    expect(lotterySearchSchema.parse({ issueNum: '26111' })).toEqual({ issueNum: 26111 });
    expect(lotterySearchSchema.parse({ issueNum: '第1期' })).toEqual({ issueNum: undefined });
    expect(lotterySearchSchema.parse({ issueNum: 123 })).toEqual({ issueNum: undefined });
    expect(lotterySearchSchema.parse({})).toEqual({ issueNum: undefined });
  });
});
