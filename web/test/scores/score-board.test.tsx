// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@portal/contracts';
import { createAuthSession } from '../../src/auth/session';
import { LiveScoresPage } from '../../src/scores/ListPages';
import { FLASH_MS } from '../../src/scores/flash';
import { GOAL_SOUND_KEY } from '../../src/scores/sound';
import { FakeSocket } from '../realtime/fake-socket';
import { KICKOFF, footballRow, listOf } from './fixtures';
import { envelope, fakeGateway, renderPage, type FakeGateway } from '../harness';
import { centerInfoOf } from '../user-fixtures';

const CHANNEL = 'list:football:live';
/** Beijing midnight starting the day of KICKOFF (19:30 on 3 May), and the next. */
const KICKOFF_DAY = Date.UTC(2025, 4, 2, 16);
const NEXT_DAY = KICKOFF_DAY + 86_400_000;

/** The matches the signed-in user has collected, as the gateway stores them. */
let collected = new Set([1]);

/** How a POST /collect is answered; null for the plain success. */
let collectWrite: (() => Promise<Response>) | null = null;

/** The gateway of these tests: its clock, the signed-in user's stars, and the clubs' places by day. */
function boardGateway() {
  return (
    fakeGateway()
      .on(routes.live.time, KICKOFF + 30 * 60_000)
      .on(routes.live.collected, () => ({ matchIds: [...collected] }))
      .on(routes.live.collect, ({ body }) => {
        if (collectWrite) return collectWrite();
        collected.add(body.matchId);
        return null;
      })
      .on(routes.live.cancelCollect, ({ body }) => {
        collected.delete(body.matchId);
        return null;
      })
      // The gateway knows the session of the auth cookie the browser holds; a test that signs in sets it.
      .on(routes.user.centerInfo, () =>
        document.cookie.includes('auth=') ? centerInfoOf({ id: 42, nickName: '球迷', portrait: null, level: 1, isAnchor: 0, isExpert: 0 }) : envelope(null),
      )
      .on(routes.tj.expertInfo, null)
      // 主队1 third of 英超, 客队1 fifth of 西甲 (so [西甲5] in an 英超 match), 主队2 英超's seventh in a 西甲 match.
      .on(routes.live.dataRanks, ({ url }) => {
        const before = url.searchParams.get('before');
        // The current table: 主队3 second now. A gateway answers the same for a day still to come; this
        // one answers ninth, so a list that asked for that day's start would show it.
        if (before === null) return { clubs: [{ teamId: 31, leagueId: 1, league: '英超', group: '', rank: 2 }] };
        if (Number(before) === NEXT_DAY) return { clubs: [{ teamId: 31, leagueId: 1, league: '英超', group: '', rank: 9 }] };
        return {
          clubs: [
            { teamId: 11, leagueId: 1, league: '英超', group: '', rank: 3 },
            { teamId: 12, leagueId: 2, league: '西甲', group: '', rank: 5 },
            { teamId: 21, leagueId: 1, league: '英超', group: '', rank: 7 },
          ],
        };
      })
  );
}

let gateway: FakeGateway;

async function renderBoard() {
  const socket = new FakeSocket();
  const { router, auth } = await renderPage(<LiveScoresPage sport="football" />, {
    session: createAuthSession(),
    socket,
    path: '/football',
    at: '/football',
  });
  return { socket, router, auth };
}

async function subscribed(rows = [footballRow(1), footballRow(2)]) {
  const board = await renderBoard();
  await act(async () => {
    board.socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: listOf(...rows) });
  });
  return board;
}

describe("the clubs' places beside their names", () => {
  it("are those before the day of each match (its table from its Beijing midnight), and the current ones for a day still to come", async () => {
    // The gateway's time is 20:00 on the day of KICKOFF: the next day is still to come.
    await subscribed([footballRow(1), footballRow(3, { kickoffAt: KICKOFF + 6 * 3_600_000 })]);
    await waitFor(() => expect(rowOf(3).querySelector('.c-home .club-rank')?.textContent).toBe('[2]'));
    expect(rowOf(1).querySelector('.c-home .club-rank')?.textContent).toBe('[3]');
    const asked = gateway.urls(routes.live.dataRanks).map((url) => url.searchParams.get('before'));
    expect(asked).toContain(String(KICKOFF_DAY));
    expect(asked).toContain(null);
  });
});

const homeGoal = (seq: number, score: number) => ({
  channel: CHANNEL,
  seq,
  ops: [{ op: 'set', path: ['matches', '1', 'homeScore'], value: score }],
});

const rowIds = () =>
  screen
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-match-id'))
    .filter((id): id is string => id !== null);

const rowOf = (id: number) => document.querySelector(`tr[data-match-id="${id}"]`) as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(GOAL_SOUND_KEY, '0');
  gateway = boardGateway();
});

afterEach(() => {
  collected = new Set([1]);
  cleanup();
  document.cookie = 'auth=; path=/; max-age=0';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('<LiveScoresPage> on a list channel', () => {
  it('renders a row per match of the snapshot with its league, teams, score, cards and odds', async () => {
    const { socket } = await renderBoard();
    expect(socket.requests('channel.subscribe').map((sent) => sent.request)).toEqual([{ channel: CHANNEL }]);
    expect(screen.getByText('比分加载中…')).toBeTruthy();

    await act(async () => {
      socket.answer('channel.subscribe', {
        ok: true,
        channel: CHANNEL,
        seq: 4,
        snapshot: listOf(
          footballRow(1, { homeScore: 2, awayScore: 1, awayRed: 1, homeYellow: 2, awayYellow: 3, halfScore: [1, 0], homeCorner: 5, awayCorner: 3 }),
          footballRow(2, { leagueKey: 'liga', state: 1, phaseStartedAt: null }),
          footballRow(3, { state: 13, phaseStartedAt: null }),
        ),
      });
    });

    expect(rowIds()).toEqual(['1', '2', '3']);
    const first = within(rowOf(1));
    expect(first.getByText('英超')).toBeTruthy();
    expect(first.getByRole('link', { name: '主队1' }).getAttribute('href')).toBe('/database/fb/team/11');
    expect(first.getByRole('link', { name: '客队1' }).getAttribute('href')).toBe('/database/fb/team/12');
    expect(first.getByText('2-1').closest('a')?.getAttribute('href')).toBe('/football/live/1');
    expect(first.getByTitle('红牌 1').textContent).toBe('1');
    // Yellows beside each name, the reds nearest it: 2 主队1 … 客队1 1 3.
    expect([...rowOf(1).querySelectorAll('.c-home .card-badge')].map((badge) => badge.getAttribute('title'))).toEqual(['黄牌 2']);
    expect([...rowOf(1).querySelectorAll('.c-away .card-badge')].map((badge) => badge.getAttribute('title'))).toEqual(['红牌 1', '黄牌 3']);
    expect(within(rowOf(2)).queryByTitle(/黄牌|红牌/)).toBeNull();
    // Each club's place in its league's table beside its name, with the league's name in another competition's match.
    await waitFor(() => expect(rowOf(1).querySelector('.c-home .club-rank')?.textContent).toBe('[3]'));
    expect(rowOf(1).querySelector('.c-away .club-rank')?.textContent).toBe('[西甲5]');
    expect(rowOf(2).querySelector('.c-home .club-rank')?.textContent).toBe('[英超7]');
    expect(rowOf(2).querySelector('.c-away .club-rank')).toBeNull();
    expect(first.getByText('1-0')).toBeTruthy();
    expect(first.getByText('5-3')).toBeTruthy();
    expect(first.getByText('半球')).toBeTruthy();
    expect(rowOf(1).querySelector('.c-state')?.classList.contains('is-live')).toBe(true);
    expect(within(rowOf(2)).getByText('VS')).toBeTruthy();
    expect(within(rowOf(2)).getByText('未开始')).toBeTruthy();
    // Put off before kick-off: no score and no corners to show.
    expect(within(rowOf(3)).getByText('待定')).toBeTruthy();
    expect(rowOf(3).querySelector('.c-score')?.textContent).toBe('VS');
    expect(rowOf(3).querySelector('.c-corner')?.textContent).toBe('');
  });

  it("marks a finished match's 盘路 and 大小 at its closing lines, and nothing on a match still being played", async () => {
    const { socket } = await renderBoard();
    await act(async () =>
      socket.answerChannel(
        CHANNEL,
        listOf(
          footballRow(1, { state: 8, homeScore: 2, awayScore: 1 }),
          footballRow(2, {
            state: 8,
            homeScore: 1,
            awayScore: 1,
            odds: { sport: 'football', bookmakerId: 1, europe: null, asian: { line: 0.25, home: 0.9, away: 0.96 }, overUnder: { line: 2, over: 0.9, under: 0.96 } },
          }),
          footballRow(3, { state: 4, homeScore: 2, awayScore: 1 }),
        ),
      ),
    );
    const marks = (id: number) => [...rowOf(id).querySelectorAll('.line-result')].map((mark) => mark.textContent);
    // 2-1 on 半球 (-0.5) and 2.5 goals: the home side covers, the over wins.
    expect(marks(1)).toEqual(['赢', '大']);
    // 1-1 getting 平/半 (+0.25): half won; two goals on a line of 2: the stake back.
    expect(marks(2)).toEqual(['赢半', '走']);
    expect(rowOf(1).querySelector('.line-result--win')?.textContent).toBe('赢');
    expect(marks(3)).toEqual([]);
  });

  it('flashes the cell a patch changed, toasts the goal, and clears the flash after 1.5 s', async () => {
    const { socket } = await renderBoard();
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 4, snapshot: listOf(footballRow(1), footballRow(2)) });
    });
    vi.useFakeTimers();

    act(() => {
      socket.fire('channel.batch', [{
        channel: CHANNEL,
        seq: 5,
        ops: [{ op: 'set', path: ['matches', '1', 'homeScore'], value: 1 }],
      }]);
    });

    const score = rowOf(1).querySelector('.c-score') as HTMLElement;
    expect(score.textContent).toBe('1-0');
    expect(score.classList.contains('is-flash')).toBe(true);
    expect(rowOf(1).querySelector('.c-corner')?.classList.contains('is-flash')).toBe(false);
    expect(rowOf(2).querySelector('.c-score')?.classList.contains('is-flash')).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('进球！主队1 1-0 客队1');

    act(() => {
      vi.advanceTimersByTime(FLASH_MS);
    });
    expect(score.classList.contains('is-flash')).toBe(false);
  });

  it('renders a pinned match first, and the pin button moves another one to the top', async () => {
    localStorage.setItem('pinned:football:live', JSON.stringify([3]));
    const { socket } = await renderBoard();
    await act(async () => {
      socket.answer('channel.subscribe', {
        ok: true,
        channel: CHANNEL,
        seq: 1,
        snapshot: listOf(footballRow(1), footballRow(2), footballRow(3)),
      });
    });

    expect(rowIds()).toEqual(['3', '1', '2']);
    expect(rowOf(3).classList.contains('is-top')).toBe(true);

    fireEvent.click(within(rowOf(2)).getByTitle('置顶'));
    expect(rowIds()).toEqual(['2', '3', '1']);
    expect(JSON.parse(localStorage.getItem('pinned:football:live') ?? '[]')).toEqual([2, 3]);
    expect(JSON.parse(localStorage.getItem('pinned:all') ?? '[]')).toEqual([2]);
  });

  it('hides the leagues unticked in the filter, whose panel Escape closes', async () => {
    const { socket } = await renderBoard();
    await act(async () => {
      socket.answer('channel.subscribe', {
        ok: true,
        channel: CHANNEL,
        seq: 1,
        snapshot: listOf(footballRow(1), footballRow(2, { leagueKey: 'liga' })),
      });
    });
    fireEvent.click(screen.getByRole('button', { name: /赛事筛选/ }));
    fireEvent.click(within(screen.getByRole('group', { name: '赛事筛选' })).getByLabelText(/西甲/));
    expect(rowIds()).toEqual(['1']);
    fireEvent.click(screen.getByRole('button', { name: '反选' }));
    expect(rowIds()).toEqual(['2']);
    fireEvent.click(screen.getByRole('button', { name: '全选' }));
    expect(rowIds()).toEqual(['1', '2']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: '赛事筛选' })).toBeNull();
    expect(screen.getByRole('button', { name: /赛事筛选/ }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('goal sound and collecting', () => {
  it('beeps on a goal until the header toggle turns the sound off, and remembers that', async () => {
    localStorage.removeItem(GOAL_SOUND_KEY);
    const tones = vi.fn();
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = vi.fn();
      createGain() {
        return { connect: vi.fn(), gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() } };
      }
      createOscillator() {
        return { type: 'sine', frequency: { setValueAtTime: vi.fn() }, connect: vi.fn(), start: tones, stop: vi.fn() };
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { socket } = await subscribed();
    const toggle = screen.getByRole('checkbox', { name: '进球声音' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    act(() => socket.fire('channel.batch', [homeGoal(2, 1)]));
    expect(tones).toHaveBeenCalledTimes(1);

    fireEvent.click(toggle);
    expect(localStorage.getItem(GOAL_SOUND_KEY)).toBe('0');
    act(() => socket.fire('channel.batch', [homeGoal(3, 2)]));
    expect(tones).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('进球！主队1 2-0 客队1');
  });

  it('leaves the goal of a collected match to the followed-match alerts, and toasts the others', async () => {
    document.cookie = 'auth=token-1; path=/';
    const { socket } = await subscribed();
    await waitFor(() => expect(within(rowOf(1)).getByRole('button', { name: '取消关注' })).toBeTruthy());
    act(() => socket.fire('channel.batch', [homeGoal(2, 1)]));
    expect(screen.getByRole('status').textContent).not.toContain('进球！主队1');
    act(() =>
      socket.fire('channel.batch', [
        { channel: CHANNEL, seq: 3, ops: [{ op: 'set', path: ['matches', '2', 'awayScore'], value: 1 }] },
      ]),
    );
    expect(screen.getByRole('status').textContent).toContain('进球！主队2 0-1 客队2');
  });

  it('opens the login modal for a visitor who clicks the star', async () => {
    const { router, auth } = await subscribed();
    expect(auth.actor.getSnapshot().context.loginModalOpen).toBe(false);
    await act(async () => {
      fireEvent.click(within(rowOf(1)).getByRole('button', { name: '关注' }));
    });
    expect(auth.actor.getSnapshot().context.loginModalOpen).toBe(true);
    expect(router.state.location.href).toBe('/football');
    expect(gateway.fetch.mock.calls.some(([input]) => String(input).includes('collect'))).toBe(false);
  });

  it('shows the signed-in user’s collected matches, and collects and cancels', async () => {
    document.cookie = 'auth=token-1; path=/';
    await subscribed();
    await waitFor(() => expect(within(rowOf(1)).getByRole('button', { name: '取消关注' }).textContent).toBe('★'));
    await act(async () => {
      fireEvent.click(within(rowOf(2)).getByRole('button', { name: '关注' }));
    });
    await waitFor(() => expect(gateway.calls(routes.live.collect)).toHaveLength(1));
    expect(gateway.calls(routes.live.collect)[0]?.sent).toEqual({ matchId: 2, type: 1, userId: 42 });
    expect(within(rowOf(2)).getByRole('button', { name: '取消关注' }).textContent).toBe('★');

    await act(async () => {
      fireEvent.click(within(rowOf(2)).getByRole('button', { name: '取消关注' }));
    });
    await waitFor(() => expect(gateway.calls(routes.live.cancelCollect)).toHaveLength(1));
    expect(within(rowOf(2)).getByRole('button', { name: '关注' })).toBeTruthy();
  });

  it('sets the star while the collect is out and puts it back when the call fails', async () => {
    document.cookie = 'auth=token-1; path=/';
    let fail: (error: Error) => void = () => undefined;
    collectWrite = () =>
      new Promise<Response>((_, reject) => {
        fail = reject;
      });
    try {
      await subscribed();
      await waitFor(() => expect(within(rowOf(1)).getByRole('button', { name: '取消关注' })).toBeTruthy());
      fireEvent.click(within(rowOf(2)).getByRole('button', { name: '关注' }));
      await waitFor(() => expect(within(rowOf(2)).getByRole('button', { name: '取消关注' }).textContent).toBe('★'));

      await act(async () => fail(new TypeError('Failed to fetch')));
      await waitFor(() => expect(within(rowOf(2)).getByRole('button', { name: '关注' })).toBeTruthy());
      expect(within(rowOf(1)).getByRole('button', { name: '取消关注' })).toBeTruthy();
    } finally {
      collectWrite = null;
    }
  });
});

describe('a long list', () => {
  it('renders only the rows near the screen, keeps the height of the others, and stripes by place in the list', async () => {
    // jsdom lays nothing out: every row is a desktop line's height, the table at the top of the page.
    const measure = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this instanceof HTMLTableRowElement ? 33 : 0;
    });
    try {
      await subscribed(Array.from({ length: 200 }, (_, index) => footballRow(index + 1, { kickoffAt: KICKOFF + index * 60_000 })));
      await waitFor(() => expect(rowIds().length).toBeGreaterThan(0));
      // A 768-pixel screen holds 24 lines, and a few either side of it are ready.
      expect(rowIds().length).toBeLessThan(40);
      expect(rowIds().slice(0, 3)).toEqual(['1', '2', '3']);
      const after = document.querySelectorAll<HTMLElement>('.table-spacer td');
      expect(parseFloat(after[after.length - 1]?.style.height ?? '0')).toBe((200 - rowIds().length) * 33);
      expect(rowOf(2).classList.contains('is-striped')).toBe(true);
      expect(rowOf(3).classList.contains('is-striped')).toBe(false);
    } finally {
      measure.mockRestore();
    }
  });
});
