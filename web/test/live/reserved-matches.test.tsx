// @vitest-environment jsdom
import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReservedMatches } from '../../src/live/LivePages';
import { envelope, fakeGateway, renderPage } from '../harness';
import { fan, reservation } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reserved matches', () => {
  it("link each match to its page in its sport and the anchor's room, marked when it is on air", async () => {
    const kickedOff = new Date(Date.now() - 30 * 60_000).toISOString();
    fakeGateway()
      .on(routes.live.time, () => envelope(Date.now()))
      .on(routes.api.matchList, () =>
        envelope([
          reservation(900),
          reservation(901, { matchType: 2, homeName: '广东', awayName: '辽宁', roomId: 4, isLive: 1, nickName: '篮球小飞侠', matchTime: kickedOff }),
          reservation(902, { roomId: null, nickName: '没有直播间' }),
          // On air now, but the match it reserved is tomorrow's.
          reservation(903, { roomId: 4, isLive: 1, nickName: '篮球小飞侠', matchTime: new Date(Date.now() + 86_400_000).toISOString() }),
        ]));
    await renderPage(<ReservedMatches whose={{ of: 'everyone' }} title="主播预约" />);
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
    const gateway = fakeGateway()
      .on(routes.live.time, () => envelope(Date.now()))
      .on(routes.api.matchList, () => envelope([reservation(900), reservation(901, { matchType: 2, homeName: '广东', awayName: '辽宁' })]))
      .on(routes.live.collected, () => ({ matchIds: [...starred] }))
      .on(routes.live.collect, ({ body }) => {
        starred.add(body.matchId);
        return null;
      });
    await renderPage(<ReservedMatches whose={{ of: 'everyone' }} title="主播预约" />, { user: fan });
    const [, basketball] = await screen.findAllByTestId('reserved-match');
    const star = within(basketball!).getByTestId('match-star');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);

    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(gateway.calls(routes.live.collect).map(({ sent }) => sent)).toEqual([{ matchId: 901, type: 2, userId: fan.id }]);
    expect(star.textContent).toBe('★已关注');
  });
});
