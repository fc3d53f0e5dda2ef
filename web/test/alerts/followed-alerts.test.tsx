// @vitest-environment jsdom
import { centerInfoOf } from '../user-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { FootballState, type MatchState, type Patch, type PatchOp, routes } from '@portal/contracts';
import { AlertSettings } from '../../src/alerts/AlertSettings';
import { AWAY_ALERT_SOUND_KEY, HOME_ALERT_SOUND_KEY } from '../../src/alerts/alert-sounds';
import { FollowedAlerts } from '../../src/alerts/FollowedAlerts';
import { followedEventsBetween } from '../../src/alerts/followed-events';
import { SPOILER_DELAY_KEY, setSpoilerDelaySeconds } from '../../src/realtime/spoiler-delay';
import { scoreQueries } from '../../src/scores/queries';
import { envelope, fakeGateway, renderPage } from '../harness';
import { fan } from '../live/fixtures';
import { footballMatch } from '../odds/fixtures';
import { FakeSocket } from '../realtime/fake-socket';

const MATCH = 7;
const CHANNEL = `match:football:${MATCH}`;

let collected: number[] = [];

function gateway() {
  return fakeGateway()
    .on(routes.live.collected, () => envelope({ matchIds: collected }))
    .on(routes.live.footballMatch, ({ url }) => {
      const id = Number(url.searchParams.get('matchId'));
      return envelope({ channel: `match:football:${id}`, seq: 5, match: footballMatch(id) });
    })
    .on(routes.user.centerInfo, centerInfoOf(fan));
}

const patch = (seq: number, ops: PatchOp[]): Patch => ({ channel: CHANNEL, seq, ops });
const set = (key: keyof MatchState, value: unknown): PatchOp => ({ op: 'set', path: [key], value });

/** Takes every match out of the collection, as the stars of a score page do (the query's data set at once). */
function UncollectAll() {
  const queryClient = useQueryClient();
  return (
    <button type="button" onClick={() => queryClient.setQueryData(scoreQueries.collected().queryKey, [])}>
      全部取消收藏
    </button>
  );
}

/** Signed in with match 7 collected, on a page that is not the match's; its channel answered at seq 5. */
async function followed(play = vi.fn()) {
  collected = [MATCH];
  gateway();
  const socket = new FakeSocket();
  await renderPage(
    <>
      <FollowedAlerts play={play} />
      <UncollectAll />
    </>,
    { user: fan, socket },
  );
  await waitFor(() => expect(socket.requests('channel.subscribe').map((sent) => sent.request.channel)).toContain(CHANNEL));
  act(() => socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 5, snapshot: footballMatch(MATCH) }));
  return { socket, play };
}

describe('alerts of collected matches', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
    cleanup();
    setSpoilerDelaySeconds(0, null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('toasts a goal of a collected match on another page and plays the home sound', async () => {
    const { socket, play } = await followed();
    act(() => socket.fire('channel.batch', [patch(6, [set('homeScore', 1)])]));
    expect(await screen.findByText('进球！主队7 1-0 客队7')).toBeTruthy();
    expect(play).toHaveBeenCalledWith('home');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('toasts a red card with the sound of the side that got it', async () => {
    const { socket, play } = await followed();
    act(() => socket.fire('channel.batch', [patch(6, [set('awayRed', 1)])]));
    expect(await screen.findByText('红牌！客队7 · 主队7 0-0 客队7')).toBeTruthy();
    expect(play).toHaveBeenCalledWith('away');
  });

  it('plays no sound for a side whose sound is turned off, and still toasts', async () => {
    localStorage.setItem(HOME_ALERT_SOUND_KEY, '0');
    const { socket, play } = await followed();
    act(() => socket.fire('channel.batch', [patch(6, [set('homeScore', 1)])]));
    expect(await screen.findByText('进球！主队7 1-0 客队7')).toBeTruthy();
    expect(play).not.toHaveBeenCalled();
    act(() => socket.fire('channel.batch', [patch(7, [set('awayScore', 1)])]));
    expect(await screen.findByText('进球！主队7 1-1 客队7')).toBeTruthy();
    expect(play).toHaveBeenCalledExactlyOnceWith('away');
  });

  it('lets go of the channel once the match is over', async () => {
    const { socket } = await followed();
    act(() => socket.fire('channel.batch', [patch(6, [set('state', FootballState.FULL_TIME)])]));
    await waitFor(() => expect(socket.requests('channel.unsubscribe').map((sent) => sent.request.channel)).toEqual([CHANNEL]), {
      timeout: 3_000,
    });
  });

  it('lets go of the channel once the match is uncollected', async () => {
    const { socket } = await followed();
    fireEvent.click(screen.getByRole('button', { name: '全部取消收藏' }));
    await waitFor(() => expect(socket.requests('channel.unsubscribe').map((sent) => sent.request.channel)).toEqual([CHANNEL]), {
      timeout: 3_000,
    });
  });

  it('follows nothing for a visitor who is not signed in', async () => {
    collected = [MATCH];
    const fetched = gateway();
    const socket = new FakeSocket();
    await renderPage(<FollowedAlerts play={vi.fn()} />, { socket });
    expect(socket.requests('channel.subscribe')).toHaveLength(0);
    expect(fetched.fetch.mock.calls.map(([input]) => String(input))).not.toContainEqual(expect.stringContaining('/collect'));
  });

  it('holds a goal back by the no-spoiler delay, toast and sound alike', async () => {
    const { socket, play } = await followed();
    vi.useFakeTimers();
    setSpoilerDelaySeconds(3, null);
    act(() => socket.fire('channel.batch', [patch(6, [set('homeScore', 1)])]));
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(screen.queryByText('进球！主队7 1-0 客队7')).toBeNull();
    expect(play).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('进球！主队7 1-0 客队7')).toBeTruthy();
    expect(play).toHaveBeenCalledWith('home');
  });
});

describe('followed events', () => {
  it('announces no lowered count (a correction)', () => {
    const before = footballMatch(MATCH, { homeScore: 2, homeRed: 1 });
    expect(followedEventsBetween(before, { ...before, homeScore: 1, homeRed: 0 })).toEqual([]);
  });
});

describe('alert settings', () => {
  afterEach(() => {
    cleanup();
    setSpoilerDelaySeconds(0, null);
  });

  it('keeps the home and away sounds and the delay', () => {
    localStorage.clear();
    render(<AlertSettings />);
    fireEvent.click(screen.getByRole('button', { name: /提醒设置/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: '客队声音' }));
    fireEvent.change(screen.getByRole('combobox', { name: '比分延迟' }), { target: { value: '30' } });
    expect(localStorage.getItem(AWAY_ALERT_SOUND_KEY)).toBe('0');
    expect(localStorage.getItem(HOME_ALERT_SOUND_KEY)).toBeNull();
    expect(localStorage.getItem(SPOILER_DELAY_KEY)).toBe('30');
    expect((screen.getByRole('checkbox', { name: '主队声音' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '客队声音' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: /提醒设置/ }).textContent).toContain('延迟 30 秒');
  });
});
