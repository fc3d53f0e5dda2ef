// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { routes, type MatchChatChannelState } from '@portal/contracts';
import { createAuthSession } from '../../src/auth/session';
import { MatchChat } from '../../src/chat';
import { fakeGateway, renderPage, type FakeGateway } from '../harness';
import { FakeSocket } from '../realtime/fake-socket';
import { centerInfoOf } from '../user-fixtures';
import { chatLine, windowOf } from './fixtures';

const MATCH = 9001;
const CHANNEL = `matchchat:${MATCH}`;
const XSS = '<img src=x onerror=alert(1)>';

const line = (id: number, content = `消息${id}`) => chatLine(id, { roomId: null, matchId: MATCH, content });

/** The caller's ban the welcome answers. */
let welcomeBan: { until: number | null; reason: string } | null = null;

let gateway: FakeGateway;

/** The gateway of a match's chat, for fan 42. */
function chatGateway() {
  return fakeGateway()
    .on(routes.user.centerInfo, centerInfoOf({ id: 42, nickName: '球迷', portrait: null, level: 1, isAnchor: 0, isExpert: 0 }))
    .on(routes.user.emojis, { baseUrl: '/static/emoji/', list: [] })
    .on(routes.chat.welcome, () => ({ welcome: '欢迎来到比赛聊天室', notice: '文明观赛', ban: welcomeBan, slowModeSeconds: 0 }))
    .on(routes.chat.notice, { notice: '文明观赛，理性讨论' })
    .on(routes.chat.page, { list: [line(1, XSS), line(2)], nextBefore: null })
    .on(routes.chat.msg, line(3, '好球'));
}

async function renderMatchChat(signedIn = false) {
  const socket = new FakeSocket();
  const { auth } = await renderPage(<MatchChat matchId={MATCH} />, { socket, ...(signedIn ? { session: createAuthSession() } : {}) });
  return { socket, auth };
}

const subscribed = (socket: FakeSocket, messages = windowOf(line(2))): Promise<void> =>
  act(async () => {
    const snapshot: MatchChatChannelState = { matchId: MATCH, messages };
    socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot });
  });

const messageIds = () => screen.getAllByTestId('chat-message').map((element) => Number(element.getAttribute('data-message-id')));

beforeEach(() => {
  welcomeBan = null;
  localStorage.clear();
  gateway = chatGateway();
  vi.stubGlobal('alert', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<MatchChat>', () => {
  it('shows the newest page of /chat/page (20), the welcome and the notice, what users typed as text', async () => {
    const { socket } = await renderMatchChat();
    expect(socket.requests('channel.subscribe').map((request) => request.request)).toEqual([{ channel: CHANNEL }]);
    await subscribed(socket);
    expect(gateway.calls(routes.chat.page).map(({ sent }) => sent)).toEqual([{ matchId: MATCH, pageSize: 20 }]);
    expect(messageIds()).toEqual([1, 2]);
    const list = screen.getByTestId('chat-list');
    expect(within(list).getAllByTestId('chat-text')[0]?.textContent).toBe(XSS);
    expect(list.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByTestId('chat-welcome').textContent).toBe('欢迎来到比赛聊天室');
    expect(screen.getByTestId('chat-notice').textContent).toBe('文明观赛，理性讨论');
  });

  it('appends a message the match chat channel patches in', async () => {
    const { socket } = await renderMatchChat();
    await subscribed(socket);
    await act(async () => {
      socket.fire('channel.batch', [{ channel: CHANNEL, seq: 2, ops: [{ op: 'set', path: ['messages', '5'], value: line(5, '绝杀！') }] }]);
    });
    expect(messageIds()).toEqual([1, 2, 5]);
    expect(screen.getAllByTestId('chat-text').at(-1)?.textContent).toBe('绝杀！');
  });

  it("hides a message with one of the viewer's hide words", async () => {
    const { socket } = await renderMatchChat();
    await subscribed(socket, windowOf(line(2), line(4, '加我微信看直播')));
    expect(messageIds()).toEqual([1, 2, 4]);
    fireEvent.click(screen.getByTestId('chat-filters-toggle'));
    fireEvent.change(screen.getByTestId('hide-word-input'), { target: { value: '微信' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('hide-word-input'));
    });
    expect(messageIds()).toEqual([1, 2]);
  });

  it('opens the login modal when a visitor sends, and sends nothing', async () => {
    const { socket, auth } = await renderMatchChat();
    await subscribed(socket);
    expect((screen.getByTestId('chat-input') as HTMLInputElement).placeholder).toBe('登录后参与聊天');
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '你好' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('chat-send'));
    });
    expect(auth.actor.getSnapshot().context.loginModalOpen).toBe(true);
    expect(gateway.calls(routes.chat.msg)).toHaveLength(0);
  });

  it('sends a signed-in fan\'s message to /chat/msg with platform 1 and clears the input', async () => {
    const { socket } = await renderMatchChat(true);
    await subscribed(socket);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '好球' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('chat-send'));
    });
    expect(gateway.calls(routes.chat.msg).map(({ sent }) => sent)).toEqual([{ matchId: MATCH, content: '好球', platform: 1 }]);
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('');
  });

  it('tells a signed-in fan an operator banned from this match chat', async () => {
    welcomeBan = { until: null, reason: '刷屏' };
    const { socket } = await renderMatchChat(true);
    await subscribed(socket);
    expect(screen.getByTestId('chat-refusal').textContent).toBe('你已被永久禁言');
  });
});
