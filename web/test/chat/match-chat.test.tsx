// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { MatchChatChannelState } from '@portal/contracts';
import { createAuthSession } from '../../src/auth/session';
import { AuthProvider } from '../../src/auth/use-auth';
import { MatchChat } from '../../src/chat';
import { createChannelHub } from '../../src/realtime/channel-hub';
import { ChannelHubProvider } from '../../src/realtime/use-channel';
import { FakeSocket } from '../realtime/fake-socket';
import { withQueryClient } from '../query-client';
import { centerInfoOf, visitorSession } from '../user-fixtures';
import { chatLine, windowOf } from './fixtures';

const MATCH = 9001;
const CHANNEL = `matchchat:${MATCH}`;
const XSS = '<img src=x onerror=alert(1)>';

const line = (id: number, content = `消息${id}`) => chatLine(id, { roomId: null, matchId: MATCH, content });

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** The caller's ban the welcome answers. */
let welcomeBan: { until: number | null; reason: string } | null = null;

/** What the page sent to the gateway: path and parsed JSON body. */
const sent: { path: string; body: unknown }[] = [];

const gateway = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const { pathname } = new URL(String(input), 'http://localhost');
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  sent.push({ path: pathname, body });
  if (pathname === '/user/center/info') return envelope(centerInfoOf({ id: 42, nickName: '球迷', portrait: null, level: 1, isAnchor: 0, isExpert: 0 }));
  if (pathname === '/pay/balances') return envelope({ balance: 0, ticket: 0 });
  if (pathname === '/user/common/getEmojis') return envelope({ baseUrl: '/static/emoji/', list: [] });
  if (pathname === '/chat/welcome') return envelope({ welcome: '欢迎来到比赛聊天室', notice: '文明观赛', ban: welcomeBan, slowModeSeconds: 0 });
  if (pathname === '/chat/notice') return envelope({ notice: '文明观赛，理性讨论' });
  if (pathname === '/chat/page') return envelope({ list: [line(1, XSS), line(2)], nextBefore: null });
  if (pathname === '/chat/msg') return envelope(line(3, '好球'));
  return envelope(null);
});

async function renderMatchChat(signedIn = false) {
  const socket = new FakeSocket();
  const auth = signedIn ? createAuthSession() : visitorSession();
  await act(async () => {
    render(
      withQueryClient(
        <AuthProvider session={auth}>
          <ChannelHubProvider value={createChannelHub(socket, { lingerMs: 0 })}>
            <MatchChat matchId={MATCH} />
          </ChannelHubProvider>
        </AuthProvider>,
      ),
    );
  });
  return { socket, auth };
}

const subscribed = (socket: FakeSocket, messages = windowOf(line(2))): Promise<void> =>
  act(async () => {
    const snapshot: MatchChatChannelState = { matchId: MATCH, messages };
    socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot });
  });

const messageIds = () => screen.getAllByTestId('chat-message').map((element) => Number(element.getAttribute('data-message-id')));

beforeEach(() => {
  sent.length = 0;
  welcomeBan = null;
  localStorage.clear();
  vi.stubGlobal('fetch', gateway);
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
    expect(sent.find((call) => call.path === '/chat/page')?.body).toEqual({ matchId: MATCH, pageSize: 20 });
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
    expect(sent.some((call) => call.path === '/chat/msg')).toBe(false);
  });

  it('sends a signed-in fan\'s message to /chat/msg with platform 1 and clears the input', async () => {
    const { socket } = await renderMatchChat(true);
    await subscribed(socket);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '好球' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('chat-send'));
    });
    expect(sent.filter((call) => call.path === '/chat/msg').map((call) => call.body)).toEqual([{ matchId: MATCH, content: '好球', platform: 1 }]);
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('');
  });

  it('tells a signed-in fan an operator banned from this match chat', async () => {
    welcomeBan = { until: null, reason: '刷屏' };
    const { socket } = await renderMatchChat(true);
    await subscribed(socket);
    expect(screen.getByTestId('chat-refusal').textContent).toBe('你已被永久禁言');
  });
});
