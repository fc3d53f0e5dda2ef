// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { OPERATION_FAILED, type Patch, type SubscribeReply, routes } from '@portal/contracts';
import type { ChannelSocket } from '../../src/realtime/socket';
import { LiveRoom, ROOM_CLOSED, roomIdOf } from '../../src/live/RoomLayout';
import { AUDIENCE_REFRESH_MS } from '../../src/live/queries';
import { FakeSocket } from '../realtime/fake-socket';
import { basketballMatch, footballMatch, KICKOFF } from '../scores/fixtures';
import { envelope, fakeGateway, renderPage, type GatewayCall } from '../harness';
import { fan, roomDetail } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'auth=; path=/; max-age=0';
});

/** operAttention answering as the gateway would, counting from `followers`. */
function attentionDesk(followers: number) {
  let count = followers;
  return ({ query }: GatewayCall<typeof routes.api.operAttention>) => {
    const follow = query.operateType === 1;
    count += follow ? 1 : -1;
    return { followed: follow, followerCount: count };
  };
}

const button = () => screen.getByTestId('follow-button') as HTMLButtonElement;

describe('the room page', () => {
  it('reads the room id from the path', () => {
    expect(roomIdOf('12')).toBe(12);
    expect(roomIdOf(undefined)).toBeUndefined();
    expect(roomIdOf('0')).toBeUndefined();
    expect(roomIdOf('abc')).toBeUndefined();
  });

  it('shows the title, live state, anchor card, notice and the slots it is given', async () => {
    fakeGateway()
      .on(routes.api.roomDetail, () => envelope(roomDetail(9, { title: '英超焦点战', onAir: true })));
    await renderPage(
      <LiveRoom
        roomId={9}
        slots={(room) => ({
          player: <div data-testid="player-slot">{room.roomId}</div>,
          chat: <div data-testid="chat-slot">{room.anchorId}</div>,
          gifts: <div data-testid="gifts-slot" />,
        })}
      />,
    );
    expect((await screen.findByTestId('room-heading')).textContent).toBe('英超焦点战');
    expect(screen.getByTestId('live-badge').textContent).toBe('直播中');
    expect(screen.getByTestId('anchor-nick').textContent).toBe('主播9');
    expect(screen.getByTestId('room-notice').textContent).toContain('欢迎来到直播间');
    expect(screen.getByTestId('player-slot').textContent).toBe('9');
    expect(screen.getByTestId('chat-slot').textContent).toBe('109');
    expect(screen.getByTestId('gifts-slot')).toBeTruthy();
    expect(screen.getByTestId('follower-count').textContent).toBe('41');
  });

  it('says how many watch, never fewer than the one reading it, and asks again every 20 s while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let watching = 1_234;
      const gateway = fakeGateway()
        .on(routes.api.roomDetail, () => envelope(roomDetail(9, { onAir: true, viewerCount: 0 })))
        .on(routes.api.roomAudience, () => envelope({ roomId: 9, viewerCount: watching }));
      await renderPage(<LiveRoom roomId={9} />);
      const viewers = await screen.findByTestId('room-viewers');
      expect(['1 人在看', '1,234 人在看']).toContain(viewers.textContent);
      await waitFor(() => expect(viewers.textContent).toBe('1,234 人在看'));
      expect(gateway.urls(routes.api.roomAudience).map((url) => url.searchParams.get('roomId'))).toEqual(['9']);
      watching = 1_300;
      await act(async () => vi.advanceTimersByTime(AUDIENCE_REFRESH_MS));
      await waitFor(() => expect(viewers.textContent).toBe('1,300 人在看'));
      expect(gateway.urls(routes.api.roomAudience)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a closed room as such, with the anchor replays, instead of the player', async () => {
    fakeGateway()
      .on(routes.api.roomDetail, () => envelope(roomDetail(9, { isLive: 0 })));
    await renderPage(<LiveRoom roomId={9} slots={() => ({ player: <div data-testid="player-slot" /> })} />);
    expect((await screen.findByTestId('room-closed')).textContent).toContain(ROOM_CLOSED);
    expect(screen.getByTestId('room-replays').getAttribute('href')).toBe('/playback/list/9');
    expect(screen.queryByTestId('player-slot')).toBeNull();
    expect(screen.getByTestId('anchor-card')).toBeTruthy();
  });

  it('shows an unknown room when the gateway has none, or the path has no room id', async () => {
    fakeGateway()
      .on(routes.api.roomDetail, () => envelope(null, 20001, '直播间不存在'));
    await renderPage(<LiveRoom roomId={404} />);
    expect(await screen.findByTestId('room-unknown')).toBeTruthy();
    cleanup();
    await renderPage(<LiveRoom roomId={undefined} />);
    expect(screen.getByTestId('room-unknown')).toBeTruthy();
  });
});

/** Room 9, streaming football match 7, open with a fake socket. */
async function openRoomOfMatch7(): Promise<FakeSocket> {
  fakeGateway()
    .on(routes.api.roomDetail, () => envelope(roomDetail(9, { matchId: 7, matchType: 1 })))
    .on(routes.live.time, () => envelope(KICKOFF + 30 * 60_000));
  const socket = new FakeSocket();
  await renderPage(<LiveRoom roomId={9} />, { socket });
  await screen.findByTestId('room-heading');
  return socket;
}

describe("the room's match", () => {
  it('shows the match the room streams, live from its channel, with a link to its page', async () => {
    const socket = await openRoomOfMatch7();
    await act(async () => socket.answerChannel('match:football:7', { ...footballMatch(7), homeScore: 1 }));

    const bar = screen.getByRole('region', { name: '本场比赛' });
    expect(bar.textContent).toMatch(/^英超主队71 - 0客队7\d+'比赛详情 ›$/);
    expect(bar.querySelector('a')?.getAttribute('href')).toBe('/football/live/7');

    act(() => {
      socket.fire('channel.batch', [{ channel: 'match:football:7', seq: 2, ops: [{ op: 'set', path: ['awayScore'], value: 1 }] }]);
    });
    expect(screen.getByLabelText('比分').textContent).toBe('1 - 1');
    expect(screen.getByLabelText('比分').className).toContain('is-flash');
  });

  it('shows a basketball match not yet begun with its kick-off, a postponed one with its state, and nothing for a room without a match', async () => {
    fakeGateway()
      .on(routes.api.roomDetail, ({ url }) => envelope(roomDetail(Number(url.searchParams.get('roomId')), { matchId: 8, matchType: 2 })))
      .on(routes.live.time, () => envelope(KICKOFF - 3_600_000));
    const socket = new FakeSocket();
    await renderPage(<LiveRoom roomId={9} />, { socket });
    await screen.findByTestId('room-heading');
    await act(async () => socket.answerChannel('match:basketball:8', { ...basketballMatch(8), state: 1 }));
    expect(screen.getByLabelText('比分').textContent).toBe('VS');
    expect(screen.getByTestId('room-match-clock').textContent).toMatch(/^\d{2}:\d{2} 开赛$/);

    act(() => {
      socket.fire('channel.batch', [{ channel: 'match:basketball:8', seq: 2, ops: [{ op: 'set', path: ['state'], value: 13 }] }]);
    });
    expect(screen.getByLabelText('比分').textContent).toBe('VS');
    expect(screen.getByTestId('room-match-clock').textContent).toBe('推迟');

    cleanup();
    fakeGateway()
      .on(routes.api.roomDetail, () => envelope(roomDetail(9)));
    await renderPage(<LiveRoom roomId={9} />, { socket: new FakeSocket() });
    await screen.findByTestId('room-heading');
    expect(screen.queryByTestId('room-match')).toBeNull();
  });
});

describe("the room's match, changed on air", () => {
  it('follows the room header to the new match without a reload', async () => {
    const socket = await openRoomOfMatch7();
    const header = { roomId: 9, anchorId: 109, title: '直播间', notice: '', isLive: 1, onAir: true, slowModeSeconds: 0, matchId: 7, matchType: 1 };
    await act(async () => socket.answerChannel('room:9', { room: header, messages: {} }));
    await act(async () => socket.answerChannel('match:football:7', footballMatch(7)));
    expect(screen.getByRole('region', { name: '本场比赛' }).textContent).toContain('主队7');

    act(() => {
      socket.fire('channel.batch', [
        {
          channel: 'room:9',
          seq: 2,
          ops: [
            { op: 'set', path: ['room', 'matchId'], value: 8 },
            { op: 'set', path: ['room', 'matchType'], value: 2 },
          ],
        },
      ]);
    });
    await act(async () => socket.answerChannel('match:basketball:8', basketballMatch(8)));
    const bar = screen.getByRole('region', { name: '本场比赛' });
    expect(bar.textContent).toContain('主队8');
    expect(bar.querySelector('a')?.getAttribute('href')).toBe('/basketball/live/8');
  });
});

describe('following the anchor', () => {
  it('opens the login modal for a visitor and calls nothing', async () => {
    const gateway = fakeGateway()
      .on(routes.api.roomDetail, () => envelope(roomDetail(9)));
    const { auth: auth } = await renderPage(<LiveRoom roomId={9} />);
    await screen.findByTestId('anchor-card');
    fireEvent.click(button());
    expect(auth.actor.getSnapshot().context.loginModalOpen).toBe(true);
    expect(gateway.urls(routes.api.operAttention)).toHaveLength(0);
  });

  it('follows and unfollows the anchor of the room for a signed-in user', async () => {
    const gateway = fakeGateway()
      .on(routes.api.roomDetail, () => envelope(roomDetail(9)))
      .on(routes.api.operAttention, attentionDesk(41));
    await renderPage(<LiveRoom roomId={9} />, { user: fan });
    await screen.findByTestId('anchor-card');
    expect(button().textContent).toBe('+ 关注');

    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('已关注'));
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(screen.getByTestId('follower-count').textContent).toBe('42');
    const [follow] = gateway.urls(routes.api.operAttention);
    expect(Object.fromEntries(follow?.searchParams ?? [])).toMatchObject({ type: '1', operateType: '1', targetId: '109' });

    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('+ 关注'));
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(screen.getByTestId('follower-count').textContent).toBe('41');
    expect(gateway.urls(routes.api.operAttention).at(-1)?.searchParams.get('operateType')).toBe('0');
  });

  it('offers the anchor in their own room their settings, not a follow of themselves', async () => {
    const anchor = { ...fan, id: 109, nickName: '主播9', isAnchor: 1 as const };
    const gateway = fakeGateway()
      .on(routes.api.roomDetail, () => envelope(roomDetail(9)));
    await renderPage(<LiveRoom roomId={9} />, { user: anchor });
    const settings = await screen.findByTestId('follow-self');
    expect(settings.getAttribute('href')).toBe('/v/anchor-set');
    expect(screen.queryByTestId('follow-button')).toBeNull();
    expect(screen.getByTestId('follower-count').textContent).toBe('41');
    expect(gateway.urls(routes.api.operAttention)).toHaveLength(0);
  });

  it('goes back and shows the refusal when the gateway refuses', async () => {
    fakeGateway()
      .on(routes.api.roomDetail, () => envelope(roomDetail(9)))
      .on(routes.api.operAttention, () => envelope(null, 20010, '不能关注自己'));
    await renderPage(<LiveRoom roomId={9} />, { user: fan });
    await screen.findByTestId('anchor-card');
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('不能关注自己');
    expect(button().textContent).toBe('+ 关注');
    expect(screen.getByTestId('follower-count').textContent).toBe('41');
  });

  it('shows the follow while the call is out and rolls it back when the call fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    fakeGateway()
      .on(routes.api.roomDetail, () => envelope(roomDetail(9)))
      .on(routes.api.operAttention, () =>
          new Promise<Response>((_, reject) => {
            fail = reject;
          }));
    await renderPage(<LiveRoom roomId={9} />, { user: fan });
    await screen.findByTestId('anchor-card');
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('已关注'));
    expect(screen.getByTestId('follower-count').textContent).toBe('42');

    fail(new TypeError('Failed to fetch'));
    expect((await screen.findByRole('alert')).textContent).toBe(OPERATION_FAILED);
    expect(button().textContent).toBe('+ 关注');
    expect(screen.getByTestId('follower-count').textContent).toBe('41');
  });
});

describe('the room header on the room channel', () => {
  it('follows the channel once it has a snapshot: closing, reopening and a new title show without a reload', async () => {
    let sendBatch: (patches: Patch[]) => void = () => {};
    const sendPatch = (patch: Patch) => sendBatch([patch]);
    const socket: ChannelSocket = {
      connected: true,
      on: (event: string, listener: (patches: Patch[]) => void) => {
        if (event === 'channel.batch') sendBatch = listener;
      },
      off: () => undefined,
      emit: (event: string, request: { channel: string }, ack?: (reply: SubscribeReply) => void) => {
        if (event !== 'channel.subscribe' || !ack) return;
        const header = { roomId: 9, anchorId: 109, title: '改了标题', notice: '新公告', isLive: 0, onAir: false, slowModeSeconds: 0, matchId: null, matchType: null };
        ack({ ok: true, channel: request.channel, seq: 1, snapshot: { room: header, messages: {} } });
      },
    } as ChannelSocket;
    fakeGateway()
      .on(routes.api.roomDetail, () => envelope(roomDetail(9)));
    await renderPage(<LiveRoom roomId={9} />, { socket });

    await waitFor(() => expect(screen.getByTestId('room-heading').textContent).toBe('改了标题'));
    expect(screen.getByTestId('room-closed')).toBeTruthy();
    expect(screen.getByTestId('room-notice').textContent).toContain('新公告');

    act(() => sendPatch({ channel: 'room:9', seq: 2, ops: [{ op: 'set', path: ['room', 'isLive'], value: 1 }] }));
    await waitFor(() => expect(screen.queryByTestId('room-closed')).toBeNull());
    // Open, but no stream on air yet: not 直播中 until the media server says so.
    expect(screen.getByTestId('live-badge').textContent).toBe('未开播');

    act(() => sendPatch({ channel: 'room:9', seq: 3, ops: [{ op: 'set', path: ['room', 'onAir'], value: true }] }));
    expect(screen.getByTestId('live-badge').textContent).toBe('直播中');

    act(() => sendPatch({ channel: 'room:9', seq: 4, ops: [{ op: 'set', path: ['room', 'onAir'], value: false }] }));
    expect(screen.getByTestId('live-badge').textContent).toBe('未开播');
  });
});
