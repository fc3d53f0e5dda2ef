// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MatchReservation, RoomCard } from '@portal/contracts';
import { dayStartOf } from '../../src/scores/club-ranks';
import { MatchCentre } from '../../src/scores/match/MatchCentre';
import { GOAL_SOUND_KEY } from '../../src/scores/sound';
import { FakeSocket } from '../realtime/fake-socket';
import { envelope, fakeGateway, renderPage, type FakeGateway } from '../harness';
import { reservation, roomCard } from '../live/fixtures';
import { KICKOFF, basketballMatch, footballMatch } from './fixtures';
import { closedAt, europe, oddsOf } from '../odds/fixtures';

let rooms: RoomCard[] = [];
let reservations: MatchReservation[] = [];
let gateway: FakeGateway;

async function renderCentre(sport: 'football' | 'basketball', matchId: number) {
  const socket = new FakeSocket();
  await renderPage(<MatchCentre sport={sport} matchId={matchId} />, { socket });
  return socket;
}

const playerOnPitch = (id: number) => document.querySelector(`.pitch [data-player-id="${id}"]`) as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(GOAL_SOUND_KEY, '0');
  rooms = [];
  reservations = [];
  gateway = fakeGateway()
    .on(routes.live.time, () => envelope(KICKOFF + 30 * 60_000))
    .on(routes.api.anchorByMatch, () => envelope(rooms))
    .on(routes.api.matchList, () => envelope(reservations))
    .on(routes.live.dataRanks, () => envelope({ clubs: [{ teamId: 11, leagueId: 1, league: '英超', group: '', rank: 3 }] }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the match page hub', () => {
  it('links every sub-page of the match in its tab bar, and the rooms streaming it, 直播中 only while on air', async () => {
    rooms = [roomCard(3, { nickName: '主播甲', onAir: true }), roomCard(4, { nickName: '主播乙', onAir: false })];
    const socket = await renderCentre('football', 1);
    await act(async () => socket.answerChannel('match:football:1', footballMatch()));

    const tabs = within(screen.getByRole('navigation', { name: '比赛页面' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['直播', '分析', '欧赔', '亚盘', '大小球', '三合一', '方案']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/football/live/1', '/football/analysis/1', '/football/oupei/1', '/football/yapan/1',
      '/football/daxiaoqiu/1', '/football/three/1', '/football/plan/1',
    ]);
    expect(tabs[0]?.getAttribute('aria-current')).toBe('page');

    const roomLinks = await within(await screen.findByRole('region', { name: '直播间' })).findAllByRole('link');
    expect(roomLinks.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/live/room/3', '主播甲直播中'],
      ['/live/room/4', '主播乙未开播'],
    ]);
    expect(gateway.calls(routes.api.anchorByMatch)[0]?.query).toMatchObject({ matchId: 1, matchType: 1 });
  });

  it('lists the anchors who reserved the match among its rooms, once each, after those streaming it', async () => {
    rooms = [roomCard(3, { nickName: '主播甲', onAir: true }), roomCard(4, { nickName: '主播乙', onAir: false })];
    reservations = [
      reservation(1, { anchorId: 103, nickName: '主播甲', roomId: 3 }),
      reservation(1, { anchorId: 108, nickName: '主播丙', roomId: 8 }),
      reservation(1, { anchorId: 109, nickName: '新主播', roomId: null }),
    ];
    const socket = await renderCentre('football', 1);
    await act(async () => socket.answerChannel('match:football:1', footballMatch()));

    const strip = await screen.findByRole('region', { name: '直播间' });
    await waitFor(() => expect(within(strip).getAllByTestId('match-room')).toHaveLength(4));
    expect(within(strip).getAllByTestId('match-room').map((entry) => [entry.getAttribute('href'), entry.textContent])).toEqual([
      ['/live/room/3', '主播甲直播中已预约'],
      ['/live/room/4', '主播乙未开播'],
      ['/live/room/8', '主播丙已预约'],
      [null, '新主播已预约'],
    ]);
    const asked = gateway.urls(routes.api.matchList)[0];
    expect([asked?.searchParams.get('matchId'), asked?.searchParams.get('matchType')]).toEqual(['1', '1']);
  });

  it('puts the chat behind a 聊天 tab, which the 直播 tab takes back (a phone shows one or the other)', async () => {
    const socket = await renderCentre('football', 1);
    await act(async () => socket.answerChannel('match:football:1', footballMatch()));
    const tabs = within(screen.getByRole('navigation', { name: '比赛页面' }));
    const chat = tabs.getByRole('button', { name: '聊天' });
    const page = document.querySelector('.match-page') as HTMLElement;
    expect(chat.getAttribute('aria-pressed')).toBe('false');
    expect(page.classList.contains('is-chat')).toBe(false);

    fireEvent.click(chat);
    expect(chat.getAttribute('aria-pressed')).toBe('true');
    expect(page.classList.contains('is-chat')).toBe(true);
    expect(tabs.getByRole('link', { name: '直播' }).classList.contains('is-active')).toBe(false);

    fireEvent.click(tabs.getByRole('link', { name: '直播' }));
    await waitFor(() => expect(chat.getAttribute('aria-pressed')).toBe('false'));
    expect(page.classList.contains('is-chat')).toBe(false);
    expect(tabs.getByRole('link', { name: '直播' }).classList.contains('is-active')).toBe(true);
  });

  it("shows 赛后战报 once the match is over, the report the news has of it, and asks nothing before", async () => {
    const report = { id: 77, columnNo: '1', title: '英超：主队1力克客队1，比分2比1', summary: '英格兰超级联赛一场焦点战落下帷幕。', cover: '/inform/picture/9.png', authorId: null, authorName: '足球快讯', views: 0, publishedAt: '2025-03-15T14:00:00.000Z' };
    const asked: unknown[] = [];
    gateway = fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF + 3 * 60 * 60_000))
      .on(routes.api.anchorByMatch, () => envelope([]))
      .on(routes.inform.newsList, ({ init }) => {
        asked.push(JSON.parse(String(init?.body)));
        return envelope({ list: [report], total: 1, pageNum: 1, pageSize: 3 });
      });
    const socket = await renderCentre('football', 1);
    await act(async () => socket.answerChannel('match:football:1', { ...footballMatch(), state: 4 }));
    expect(screen.queryByRole('region', { name: '赛后战报' })).toBeNull();
    expect(asked).toEqual([]);
    cleanup();

    const ended = await renderCentre('football', 1);
    await act(async () => ended.answerChannel('match:football:1', { ...footballMatch(), state: 8, homeScore: 2, awayScore: 1 }));
    const news = await screen.findByRole('region', { name: '赛后战报' });
    expect(within(news).getByRole('link', { name: report.title }).getAttribute('href')).toBe('/news/77');
    expect(asked).toEqual([expect.objectContaining({ matchId: 1, pageParam: { pageNum: 1, pageSize: 3 } })]);
  });

  it('links the team names to their club pages and the players of the line-ups and box score to theirs', async () => {
    const socket = await renderCentre('football', 1);
    await act(async () => socket.answerChannel('match:football:1', footballMatch()));
    const hero = document.querySelector('.match-hero') as HTMLElement;
    expect(within(hero).getByRole('link', { name: '主队1' }).getAttribute('href')).toBe('/database/fb/team/11');
    expect(within(hero).getByRole('link', { name: '客队1' }).getAttribute('href')).toBe('/database/fb/team/12');
    // The home side's place in its league's table under its name; the away side has none.
    expect((await within(hero).findByText('英超3')).className).toBe('match-hero__rank');
    expect(hero.querySelectorAll('.match-hero__rank')).toHaveLength(1);
    expect(playerOnPitch(100).querySelector('a')?.getAttribute('href')).toBe('/database/fb/player/100');
    const bench = document.querySelector('.lineup-list [data-player-id="120"] a');
    expect(bench?.getAttribute('href')).toBe('/database/fb/player/120');
    cleanup();

    const basket = await renderCentre('basketball', 2);
    await act(async () => basket.answerChannel('match:basketball:2', basketballMatch()));
    const line = document.querySelector('.box-score tr[data-player-id="301"] a');
    expect(line?.getAttribute('href')).toBe('/database/lq/player/301');
    expect(within(document.querySelector('.match-hero') as HTMLElement).getByRole('link', { name: '主队2' }).getAttribute('href')).toBe('/database/lq/team/21');
  });

  it("lists a basketball match's turning points in 比赛事件, not its every foul, the player named on his side", async () => {
    const at = KICKOFF;
    const socket = await renderCentre('basketball', 2);
    await act(async () =>
      socket.answerChannel('match:basketball:2', {
        ...basketballMatch(),
        incidents: [
          { id: 's1', kind: 'score', minute: 1, period: 1, team: 'home', playerId: 301, points: 2, score: [2, 0], at },
          { id: 'f1', kind: 'foul', minute: 2, period: 1, team: 'away', playerId: 401, at },
          { id: 's2', kind: 'score', minute: 3, period: 1, team: 'away', playerId: 402, points: 3, score: [2, 3], at },
          { id: 't1', kind: 'timeout', minute: 3, period: 1, team: 'home', at },
        ],
      }),
    );
    const timeline = document.querySelector('.timeline') as HTMLElement;
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => [item.dataset.kind, item.textContent])).toEqual([
      ['timeout', "暂停第1节 3'"],
      ['score', "第1节 3'球员402 三分命中 · 反超 2-3"],
    ]);
  });

  it('shows the score in the head once the match has kicked off, VS before and for a match put off before it', async () => {
    const socket = await renderCentre('football', 1);
    const score = () => screen.getByLabelText('比分').textContent;
    await act(async () => socket.answerChannel('match:football:1', { ...footballMatch(), homeScore: 1, awayScore: 0 }));
    expect(score()).toBe('1 - 0');
    cleanup();
    const putOff = await renderCentre('football', 1);
    await act(async () => putOff.answerChannel('match:football:1', { ...footballMatch(), state: 13, homeScore: 0, awayScore: 0 }));
    expect(score()).toBe('VS');
  });

  it("shows a second leg's first-leg score and the aggregate in the head", async () => {
    const socket = await renderCentre('football', 1);
    await act(async () =>
      socket.answerChannel('match:football:1', { ...footballMatch(), knockout: true, firstLeg: [1, 2] as [number, number], homeScore: 2, awayScore: 0 }),
    );
    const extra = document.querySelector('.match-hero__extra')?.textContent ?? '';
    expect(extra).toContain('首回合 1-2');
    // 2 + 1 against 0 + 2.
    expect(extra).toContain('总比分 3-2');
  });

  it('shows each company\'s opening, closing and current prices in 指数 once the match has kicked off', async () => {
    const socket = await renderCentre('football', 1);
    const closed = closedAt(europe(1, [2.1, 3.2, 3.5], [1.3, 4.8, 9.5]), { home: 2.0, draw: 3.3, away: 3.6 });
    await act(async () => {
      socket.answerChannel('match:football:1', footballMatch());
      socket.answerChannel('odds:football:1', oddsOf('football', 1, closed));
    });
    const board = screen.getByRole('region', { name: '指数' });
    expect(within(board).getAllByRole('columnheader').map((th) => th.textContent).slice(0, 4)).toEqual(['公司', '初盘', '终盘', '即时']);
    const row = board.querySelector('tr[data-market="1:1"]') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent?.replace(/[↑↓]/, ''))).toEqual(['澳门', '2.10', '3.20', '3.50', '2.00', '3.30', '3.60', '1.30', '4.80', '9.50']);
  });

  it("shows a finished match's opening and closing prices in 指数, and no in-play ones", async () => {
    const socket = await renderCentre('football', 1);
    // The gateway serves a finished match's closing prices as its current ones.
    const closed = closedAt(europe(1, [2.1, 3.2, 3.5], [2.0, 3.3, 3.6]), { home: 2.0, draw: 3.3, away: 3.6 });
    await act(async () => {
      socket.answerChannel('match:football:1', { ...footballMatch(), state: 8 });
      socket.answerChannel('odds:football:1', oddsOf('football', 1, closed));
    });
    const board = screen.getByRole('region', { name: '指数' });
    expect(within(board).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['公司', '初盘', '终盘', '主胜', '平局', '客胜', '主胜', '平局', '客胜']);
    const row = board.querySelector('tr[data-market="1:1"]') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['澳门', '2.10', '3.20', '3.50', '2.00', '3.30', '3.60']);
  });

  it("opens a basketball match's 指数 on each company's moneyline (欧赔), beside its handicap and total", async () => {
    const socket = await renderCentre('basketball', 2);
    const market = (playType: number, name: string, initial: object) =>
      ({ market: name, playType, bookmakerId: 1, bookmakerName: '澳门', initial, live: initial, changedAt: KICKOFF }) as never;
    await act(async () => {
      socket.answerChannel('match:basketball:2', basketballMatch());
      socket.answerChannel(
        'odds:basketball:2',
        oddsOf(
          'basketball',
          2,
          market(1, 'handicap', { line: -4.5, home: 0.9, away: 0.9 }),
          market(2, 'total', { line: 210.5, over: 0.9, under: 0.9 }),
          market(3, 'moneyline', { home: 1.45, away: 2.7 }),
        ),
      );
    });
    const board = screen.getByRole('region', { name: '指数' });
    expect(within(board).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['欧赔', '让分', '大小分']);
    const row = board.querySelector('tr[data-market="1:3"]') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['澳门', '1.45', '2.70', '1.45', '2.70']);
    fireEvent.click(within(board).getByRole('tab', { name: '让分' }));
    expect(board.querySelector('tr[data-market="1:1"]')).toBeTruthy();
  });

  it('puts both football line-ups on the pitch in their formation, and marks goals, cards and substitutions as patches arrive', async () => {
    const socket = await renderCentre('football', 1);
    await act(async () => socket.answerChannel('match:football:1', footballMatch()));

    expect(document.querySelectorAll('.pitch .pitch-player')).toHaveLength(22);
    expect(screen.getByText('主队1 4-4-2')).toBeTruthy();
    const keeper = playerOnPitch(100);
    expect(keeper.textContent).toContain('1球员100门将');
    expect(playerOnPitch(109).getAttribute('data-position')).toBe('ST');
    expect(within(playerOnPitch(109)).getByText('中锋')).toBeTruthy();
    const homeSide = screen.getByRole('region', { name: '主队1阵容' });
    expect(within(homeSide).getByText('主队1 · 主教练：主帅甲')).toBeTruthy();
    expect(within(homeSide).getByText('球员121')).toBeTruthy();
    expect(playerOnPitch(109).querySelector('[data-mark]')).toBeNull();

    const at = KICKOFF + 20 * 60_000;
    act(() => {
      socket.fire('channel.batch', [
        {
          channel: 'match:football:1',
          seq: 2,
          ops: [
            {
              op: 'set',
              path: ['incidents', 0],
              value: { id: 'g1', kind: 'goal', minute: 20, team: 'home', playerId: 109, score: [1, 0], at },
            },
            { op: 'set', path: ['incidents', 1], value: { id: 'y1', kind: 'yellow', minute: 25, team: 'away', playerId: 202, at } },
            {
              op: 'set',
              path: ['incidents', 2],
              value: { id: 's1', kind: 'substitution', minute: 30, team: 'home', playerId: 110, playerInId: 121, at },
            },
            { op: 'set', path: ['homeScore'], value: 1 },
          ],
        },
      ]);
    });

    expect(playerOnPitch(109).querySelector('[data-mark="goal"]')?.getAttribute('title')).toBe("进球 20'");
    expect(playerOnPitch(202).querySelector('[data-mark="yellow"]')).not.toBeNull();
    expect(playerOnPitch(110).querySelector('[data-mark="off"]')?.textContent).toBe("↓30'");
    const comingOn = within(homeSide).getByText('球员121').closest('li') as HTMLElement;
    expect(comingOn.querySelector('[data-mark="on"]')?.textContent).toBe("↑30'");
    expect(screen.getByText('↑球员121')).toBeTruthy();
  });

  it('shows the basketball box score with every statistic, flags the highest of each, and follows a patch', async () => {
    const socket = await renderCentre('basketball', 2);
    await act(async () => socket.answerChannel('match:basketball:2', basketballMatch()));

    const box = screen.getByTestId('box-score');
    const headings = within(within(box).getByRole('table', { name: '主队2技术统计' })).getAllByRole('columnheader');
    expect(headings).toHaveLength(21);
    const cellOf = (playerId: number, field: string) =>
      box.querySelector(`tr[data-player-id="${playerId}"] td[data-field="${field}"]`) as HTMLElement;
    expect(within(box).getByText(/球员301/)).toBeTruthy();
    expect(cellOf(301, 'points').classList.contains('is-best')).toBe(true);
    expect(cellOf(401, 'points').classList.contains('is-best')).toBe(false);
    expect(cellOf(401, 'rebounds').classList.contains('is-best')).toBe(true);
    expect(cellOf(302, 'assists').classList.contains('is-best')).toBe(true);
    expect(cellOf(301, 'steals').classList.contains('is-best')).toBe(false);
    expect(screen.getByText('教练300', { exact: false })).toBeTruthy();

    act(() => {
      socket.fire('channel.batch', [
        {
          channel: 'match:basketball:2',
          seq: 2,
          ops: [{ op: 'set', path: ['stats', 'away', 'players', 0, 'points'], value: 21 }],
        },
      ]);
    });

    expect(cellOf(401, 'points').textContent).toBe('21');
    expect(cellOf(401, 'points').classList.contains('is-best')).toBe(true);
    expect(cellOf(301, 'points').classList.contains('is-best')).toBe(false);
  });
});

describe('the page of a match the live scores do not hold', () => {
  const premier = { id: 1, sport: 'football' as const, name: '英格兰超级联赛', shortName: '英超', country: '英格兰', kind: 'league' as const, seasons: [{ id: 12026, name: '2024-2025', current: true }] };
  const club = (id: number, shortName: string) => ({ id, name: `${shortName}俱乐部`, shortName, logo: '' });
  /** What a page of either sport has none of unless a test gives it. */
  const noDetails = { lineups: null, boxScore: null, teamStats: null, substitutions: [], quarterScores: [] };
  const played = {
    id: 5001, round: 3, roundName: '第3轮', group: null, kickoffAt: Date.UTC(2025, 3, 26, 11), homeTeamId: 101, awayTeamId: 102,
    state: 8, finished: true, homeScore: 1, awayScore: 2, penaltyScore: null, halfScore: [0, 1] as [number, number],
    incidents: [
      { id: 'p1', kind: 'goal' as const, minute: 25, team: 'away' as const, playerId: 10201, assistId: 10202, at: 0, score: [0, 1] as [number, number] },
      { id: 'p2', kind: 'yellow' as const, minute: 60, team: 'home' as const, playerId: 10105, at: 0 },
      { id: 'p3', kind: 'goal' as const, minute: 70, team: 'home' as const, playerId: 10109, at: 0, score: [1, 1] as [number, number] },
      { id: 'p4', kind: 'goal' as const, minute: 93, team: 'away' as const, playerId: 10201, at: 0, score: [1, 2] as [number, number] },
    ],
    lines: { handicap: -0.5, total: 2.5 },
  };

  /** The match page of `matchId` whose channel the gateway refuses as unknown. */
  async function renderRefused(sport: 'football' | 'basketball', matchId: number) {
    const socket = await renderCentre(sport, matchId);
    const request = socket.requests('channel.subscribe').find((sent) => sent.request.channel === `match:${sport}:${matchId}`);
    await act(async () => request?.ack?.({ ok: false, message: '未知频道' }));
  }

  const substitutions = [{ id: 's1', kind: 'substitution' as const, minute: 65, team: 'away' as const, playerId: 10201, playerInId: 10212, at: 0 }];
  const teamStats = {
    sport: 'football' as const,
    home: { possession: 58, shots: 14, shotsOnTarget: 5, corners: 7, attacks: 110, dangerousAttacks: 52 },
    away: { possession: 42, shots: 9, shotsOnTarget: 4, corners: 3, attacks: 86, dangerousAttacks: 40 },
  };

  it('shows its result from the season: score, half-time, goals, cards and changes with their players, its statistics, the closing lines and its report', async () => {
    const report = { id: 80, columnNo: '1', title: '英超：阿森纳客场2比1逆转曼城', summary: '', cover: '', authorId: null, authorName: '足球快讯', views: 0, publishedAt: '2025-04-26T13:00:00.000Z' };
    gateway = fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF))
      .on(routes.api.anchorByMatch, () => envelope([]))
      .on(routes.live.seasonMatch, () =>
        envelope({ league: premier, seasonId: 12026, teams: { 101: club(101, '曼城'), 102: club(102, '阿森纳') }, match: played, players: { 10201: '萨卡', 10202: '厄德高', 10105: '罗德里', 10109: '哈兰德', 10212: '热苏斯' }, ...noDetails, substitutions, teamStats }), { params: { id: 5001 } })
      .on(routes.inform.newsList, () => envelope({ list: [report], total: 1, pageNum: 1, pageSize: 3 }))
      // Each club's place before the match's day (Beijing midnight of 26 April): 阿森纳 had no table then.
      .on(routes.live.dataRanks, ({ url }) =>
        envelope({ clubs: url.searchParams.get('before') === String(Date.UTC(2025, 3, 25, 16)) ? [{ teamId: 101, leagueId: 1, league: '英超', group: '', rank: 4 }] : [] }));
    await renderRefused('football', 5001);
    const result = await screen.findByRole('region', { name: '比赛赛果' });
    expect((await within(result).findByText('英超4')).className).toBe('match-hero__rank');
    expect(result.querySelectorAll('.match-hero__rank')).toHaveLength(1);
    expect(within(result).getByLabelText('比分').textContent).toBe('1 - 2');
    expect(within(result).getByText('完场')).toBeTruthy();
    expect(within(result).getByText(/半场 0-1/)).toBeTruthy();
    expect(within(result).getByRole('link', { name: '英超 · 第3轮' }).getAttribute('href')).toBe('/database/fb/hot/0/1/12026/1');
    expect(within(result).getByRole('link', { name: '曼城' }).getAttribute('href')).toBe('/database/fb/team/101');
    // Its result and its analysis: its odds went with the live scores.
    const tabs = within(within(result).getByRole('navigation', { name: '比赛页面' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['直播', '/football/live/5001'],
      ['分析', '/football/analysis/5001'],
    ]);
    const events = [...result.querySelectorAll('.timeline__item')].map((item) => [...item.children].map((cell) => cell.textContent?.trim()));
    expect(events).toEqual([
      ['', "90+3'", '萨卡 进球 1-2'],
      ['哈兰德 进球 1-1', "70'", ''],
      ['', "65'", '⇅↑热苏斯 ↓萨卡'],
      ['罗德里 黄牌', "60'", ''],
      ['', "25'", '萨卡 进球 0-1'],
    ]);
    const lines = within(result).getByRole('table', { name: '终盘' });
    expect([...lines.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['半球', '输', '2.5 大']);
    // Its statistics, the cards counted from its incidents.
    const stat = (key: string) => [...(result.querySelector(`[data-stat="${key}"]`)?.querySelectorAll('.stat-bar__value') ?? [])].map((v) => v.textContent);
    expect([stat('possession'), stat('shots'), stat('yellow'), stat('red')]).toEqual([['58%', '42%'], ['14', '9'], ['1', '0'], ['0', '0']]);
    expect(screen.queryByText('未找到该比赛')).toBeNull();
    expect(document.querySelector('.pitch')).toBeNull();
    // Its report, where the news has one.
    const news = await screen.findByRole('region', { name: '赛后战报' });
    expect(within(news).getByRole('link', { name: report.title }).getAttribute('href')).toBe('/news/80');
  });

  it("shows the clubs' places in a match of a past season from that season's table, as it stood before the match's day", async () => {
    const past = { ...premier, seasons: [{ id: 12026, name: '2024-2025', current: true }, { id: 12025, name: '2023-2024', current: false }] };
    gateway = fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF))
      .on(routes.api.anchorByMatch, () => envelope([]))
      .on(routes.live.seasonMatch, () => envelope({ league: past, seasonId: 12025, teams: { 101: club(101, '曼城'), 102: club(102, '阿森纳') }, match: played, players: {}, ...noDetails }), { params: { id: 5001 } })
      .on(routes.live.dataRanks, ({ url }) =>
        envelope({ clubs: url.searchParams.get('seasonId') === '12025' ? [{ teamId: 101, leagueId: 1, league: '英超', group: '', rank: 4 }] : [] }));
    await renderRefused('football', 5001);
    const result = await screen.findByRole('region', { name: '比赛赛果' });
    expect(within(result).getByLabelText('比分').textContent).toBe('1 - 2');
    await waitFor(() => expect([...result.querySelectorAll('.match-hero__rank')].map((rank) => rank.textContent)).toEqual(['英超4']));
    expect(gateway.urls(routes.live.dataRanks).map((url) => [url.searchParams.get('seasonId'), url.searchParams.get('before')])).toEqual([
      ['12025', String(dayStartOf(played.kickoffAt))],
    ]);
  });

  it('puts the sides it was played with on the pitch, marked with their goals and cards', async () => {
    const lineups = footballMatch().lineups!;
    lineups.home.starters[9] = { playerId: 10109, name: '哈兰德', number: 9, position: 'ST' };
    lineups.home.starters[6] = { playerId: 10105, name: '罗德里', number: 16, position: 'MC' };
    lineups.away.starters[9] = { playerId: 10201, name: '萨卡', number: 7, position: 'ST' };
    gateway = fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF))
      .on(routes.api.anchorByMatch, () => envelope([]))
      .on(routes.live.seasonMatch, () =>
        envelope({ league: premier, seasonId: 12026, teams: { 101: club(101, '曼城'), 102: club(102, '阿森纳') }, match: played, players: {}, ...noDetails, lineups, substitutions }), { params: { id: 5001 } });
    await renderRefused('football', 5001);
    await screen.findByRole('heading', { name: '阵容' });
    expect(document.querySelectorAll('.pitch .pitch-player')).toHaveLength(22);
    expect(screen.getByText('曼城 4-4-2')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '阿森纳阵容' })).getByText('阿森纳 · 主教练：主帅乙')).toBeTruthy();
    const marks = (id: number) => [...playerOnPitch(id).querySelectorAll('[data-mark][title]')].map((mark) => mark.getAttribute('title'));
    expect(marks(10201)).toEqual(["进球 25'", "进球 90+3'"]);
    expect(marks(10109)).toEqual(["进球 70'"]);
    expect(marks(10105)).toEqual(["黄牌 60'"]);
    // The change: off on the pitch, on from the bench.
    expect(playerOnPitch(10201).querySelector('[data-mark="off"]')?.textContent).toBe("↓65'");
  });

  it('lists the results of its round beside it, this match marked, each score leading to its page', async () => {
    const other = { ...played, id: 5002, kickoffAt: played.kickoffAt + 3_600_000, homeTeamId: 103, awayTeamId: 104, homeScore: 3, awayScore: 0, incidents: [] };
    const nextRound = { ...played, id: 5003, round: 4, roundName: '第4轮' };
    const teams = { 101: club(101, '曼城'), 102: club(102, '阿森纳'), 103: club(103, '利物浦'), 104: club(104, '切尔西') };
    gateway = fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF))
      .on(routes.api.anchorByMatch, () => envelope([]))
      .on(routes.live.seasonMatch, () => envelope({ league: premier, seasonId: 12026, teams, match: played, players: {}, ...noDetails }), { params: { id: 5001 } })
      .on(routes.live.seasonFixtures, () =>
        envelope({
          league: premier,
          seasonId: 12026,
          teams,
          rounds: [
            { round: 3, name: '第3轮', matches: [played, other] },
            { round: 4, name: '第4轮', matches: [nextRound] },
          ],
        }), { params: { seasonId: 12026 } });
    await renderRefused('football', 5001);
    const round = await screen.findByRole('table', { name: '同轮赛果' });
    expect(screen.getByRole('heading', { name: '第3轮赛果' })).toBeTruthy();
    const rows = [...round.querySelectorAll('tr')];
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(1).map((td) => td.textContent))).toEqual([
      ['曼城', '1 - 2', '阿森纳'],
      ['利物浦', '3 - 0', '切尔西'],
    ]);
    expect(rows.map((row) => row.classList.contains('season-round__this'))).toEqual([true, false]);
    expect(within(rows[1]!).getByRole('link', { name: '3 - 0' }).getAttribute('href')).toBe('/football/live/5002');
  });

  it("shows a past basketball game's points by quarter, its team totals and box scores, its players named and each statistic's best flagged", async () => {
    const nba = { ...premier, id: 101, sport: 'basketball' as const, name: '美国职业篮球联赛', shortName: 'NBA', country: '美国', seasons: [{ id: 1012026, name: '2026-2027', current: true }] };
    const game = { ...played, id: 6001, state: 10, homeScore: 30, awayScore: 28, halfScore: null, incidents: [], lines: null };
    const stats = basketballMatch().stats;
    const quarterScores: [number, number][] = [[8, 7], [7, 6], [9, 8], [6, 7]];
    gateway = fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF))
      .on(routes.api.anchorByMatch, () => envelope([]))
      .on(routes.live.seasonMatch, () =>
        envelope({ league: nba, seasonId: 1012026, teams: { 101: club(101, '湖人'), 102: club(102, '快船') }, match: game, players: { 301: '詹姆斯', 401: '哈登' }, ...noDetails, boxScore: stats, quarterScores }), { params: { id: 6001 } });
    await renderRefused('basketball', 6001);
    await screen.findByRole('heading', { name: '技术统计' });
    const home = screen.getByRole('table', { name: '湖人技术统计' });
    expect(within(home).getByRole('link', { name: '詹姆斯' })).toBeTruthy();
    expect(within(home).getByText('球员302')).toBeTruthy();
    const best = (id: number, field: string) => document.querySelector(`[data-player-id="${id}"] [data-field="${field}"]`)?.classList.contains('is-best');
    expect([best(301, 'points'), best(401, 'rebounds'), best(302, 'points')]).toEqual([true, true, false]);
    expect(screen.getByRole('table', { name: '快船技术统计' })).toBeTruthy();
    const quarters = [...document.querySelectorAll('.quarter-table tbody tr')].map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
    expect(quarters).toEqual([
      ['湖人', '8', '7', '9', '6', '30'],
      ['快船', '7', '6', '8', '7', '28'],
    ]);
    const totals = screen.getByRole('region', { name: '球队统计' });
    const rebounds = stats.sport === 'basketball' ? stats.home.team.rebounds : NaN;
    expect(totals.querySelector('[data-stat="rebounds"] .stat-bar__value')?.textContent).toBe(String(rebounds));
  });

  it('says 未找到该比赛 when the season has no such match either', async () => {
    gateway = fakeGateway()
      .on(routes.live.time, () => envelope(KICKOFF))
      .on(routes.api.anchorByMatch, () => envelope([]))
      .on(routes.live.seasonMatch, () => envelope(null, 404, '未找到该数据'), { params: { id: 999 } });
    await renderRefused('football', 999);
    expect(await screen.findByText('未找到该比赛')).toBeTruthy();
  });
});
