// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReservedMatches } from '../../src/live/LivePages';
import { envelope, fan, renderLive, reservation, stubGateway } from './support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reserved matches', () => {
  it("link each match to its page in its sport and the anchor's room, marked when it is on air", async () => {
    const kickedOff = new Date(Date.now() - 30 * 60_000).toISOString();
    stubGateway({
      '/live/time': () => envelope(Date.now()),
      '/api/match/list': () =>
        envelope([
          reservation(900),
          reservation(901, { matchType: 2, homeName: '广东', awayName: '辽宁', roomId: 4, isLive: 1, nickName: '篮球小飞侠', matchTime: kickedOff }),
          reservation(902, { roomId: null, nickName: '没有直播间' }),
          // On air now, but the match it reserved is tomorrow's.
          reservation(903, { roomId: 4, isLive: 1, nickName: '篮球小飞侠', matchTime: new Date(Date.now() + 86_400_000).toISOString() }),
        ]),
    });
    await renderLive(<ReservedMatches whose={{ of: 'everyone' }} title="主播预约" />);
    const rows = await screen.findAllByTestId('reserved-match');
    expect(rows.map((row) => within(row).getByTestId('reserved-match-page').getAttribute('href'))).toEqual([
      '/football/live/900',
      '/basketball/live/901',
      '/football/live/902',
      '/football/live/903',
    ]);
    const [football, basketball, roomless, tomorrow] = rows;
    expect(within(football!).getByTestId('reserved-match-room').getAttribute('href')).toBe('/live/room/3');
    expect(within(football!).queryByText('直播中')).toBeNull();
    expect(within(basketball!).getByTestId('reserved-match-room').textContent).toBe('直播中篮球小飞侠');
    expect(within(roomless!).queryByTestId('reserved-match-room')).toBeNull();
    expect(roomless!.textContent).toContain('没有直播间');
    expect(within(tomorrow!).getByTestId('reserved-match-room').textContent).toBe('篮球小飞侠');
  });

  it('lets a fan follow a reserved match with its star, the follow the go-live notice and /v/attention read', async () => {
    const starred = new Set<number>();
    const gateway = stubGateway(
      {
        '/live/time': () => envelope(Date.now()),
        '/api/match/list': () => envelope([reservation(900), reservation(901, { matchType: 2, homeName: '广东', awayName: '辽宁' })]),
        '/live/football/v1_1/collect': (_url, init) => {
          if (init?.method === 'POST') starred.add((JSON.parse(String(init.body)) as { matchId: number }).matchId);
          return envelope(init?.method === 'POST' ? null : { matchIds: [...starred] });
        },
      },
      fan,
    );
    await renderLive(<ReservedMatches whose={{ of: 'everyone' }} title="主播预约" />, { user: fan });
    const [, basketball] = await screen.findAllByTestId('reserved-match');
    const star = within(basketball!).getByTestId('match-star');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);

    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    const post = gateway.mock.calls.find(([input, init]) => String(input).includes('/collect') && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ matchId: 901, type: 2, userId: fan.id });
    expect(star.textContent).toBe('★已关注');
  });
});
