// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ChatInfoResponse, ModerationChange, RoomChannelState } from '@portal/contracts';
import { CHAT_BAN_FAILED, CHAT_PAGE_SIZE, NOBLE_ENTRY_ANNOUNCEMENT, bannedMessage, routes } from '@portal/contracts';
import { createAuthSession, type AuthSession } from '../../src/auth/session';
import { Barrage, ModerationSocketProvider, RoomChat } from '../../src/chat';
import { AnchorChatConsole } from '../../src/chat/ModerationConsole';
import type { ModerationSocket } from '../../src/chat/moderation-socket';
import { fakeGateway, offline, refuse, renderPage } from '../harness';
import { FakeSocket } from '../realtime/fake-socket';
import { act as loggedAct, ban, chatLine, windowOf } from './fixtures';
import { formatDateTime } from '../../src/lib/format';
import { centerInfoOf, visitorSession } from '../user-fixtures';

const ROOM = 7;
const CHANNEL = `room:${ROOM}`;
const XSS = '<img src=x onerror=alert(1)>';

function viewerInfo(overrides: Partial<ChatInfoResponse> = {}): ChatInfoResponse {
  return { roomId: ROOM, slowModeSeconds: 0, wordCount: 0, role: 'viewer', canModerate: false, isAnchor: false, ban: null, ...overrides };
}

/**
 * The gateway of room 7's chat for fan 42, who is what `info` says there: two lines of history, a
 * welcome, and a refusal of every line sent.
 */
function chatGateway(info = viewerInfo()) {
  return fakeGateway()
    .on(routes.user.centerInfo, centerInfoOf({ id: 42, nickName: '球迷', portrait: null, level: 1, isAnchor: 0, isExpert: 0 }))
    .on(routes.user.emojis, { baseUrl: '/static/emoji/', list: [{ code: '[火]', name: '火', file: 'fire.svg', unicode: '🔥' }] })
    .on(routes.chat.info, info)
    .on(routes.chat.roomWelcome, { welcome: '欢迎来到直播间', notice: '', ban: null, slowModeSeconds: 0 })
    .on(routes.chat.roomPage, { list: [chatLine(1), chatLine(2)], nextBefore: null })
    .on(routes.chat.roomMsg, refuse('你已被永久禁言'))
    .on(routes.chat.delete, null)
    .on(routes.chat.forbidAdd, ban(1));
}

function roomState(messages = windowOf(chatLine(3), chatLine(4)), openedAt: string | null = null): RoomChannelState {
  return {
    room: { roomId: ROOM, anchorId: 1, title: '直播间', notice: '', isLive: 1, onAir: false, slowModeSeconds: 0, matchId: null, matchType: null, openedAt },
    messages,
  };
}

async function renderIn(node: ReactNode, session: AuthSession, wrap?: (children: ReactNode) => ReactNode) {
  const socket = new FakeSocket();
  await renderPage(node, { session, socket, ...(wrap ? { wrap } : {}) });
  return socket;
}

async function renderChat({ signedIn = false, info = viewerInfo() } = {}) {
  const gateway = chatGateway(info);
  const auth = signedIn ? createAuthSession() : visitorSession();
  const socket = await renderIn(
    <>
      <RoomChat roomId={ROOM} anchorId={1} />
      <Barrage roomId={ROOM} />
    </>,
    auth,
  );
  return { socket, auth, gateway };
}

const messageIds = () => screen.getAllByTestId('chat-message').map((element) => Number(element.getAttribute('data-message-id')));

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('alert', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<RoomChat>', () => {
  it("subscribes to the room channel and shows its messages, what users typed as text", async () => {
    const { socket } = await renderChat();
    expect(socket.requests('channel.subscribe').map((sent) => sent.request)).toEqual([{ channel: CHANNEL }]);
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState(windowOf(chatLine(3, { content: XSS }), chatLine(4, { content: '好球[火]' }))) });
    });
    expect(messageIds()).toEqual([3, 4]);
    const list = screen.getByTestId('chat-list');
    expect(within(list).getAllByTestId('chat-text')[0]?.textContent).toBe(XSS);
    expect(list.querySelector('img[src="x"]')).toBeNull();
    expect(list.querySelector('img[alt="[火]"]')?.getAttribute('src')).toBe('/static/emoji/fire.svg');
    expect(screen.getByTestId('chat-welcome').textContent).toBe('欢迎来到直播间');
    expect(alert).not.toHaveBeenCalled();
  });

  it('adds arriving messages, flies them on the barrage (not a ban told), and removes a deleted one', async () => {
    const { socket } = await renderChat();
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState() });
    });
    await act(async () => {
      socket.fire('channel.batch', [{ channel: CHANNEL, seq: 2, ops: [{ op: 'set', path: ['messages', '5'], value: chatLine(5, { content: '绝杀！' }) }] }]);
    });
    expect(messageIds()).toEqual([3, 4, 5]);
    expect(screen.getAllByTestId('barrage-shot').map((shot) => shot.textContent)).toEqual(['绝杀！']);
    // A ban told in the chat stays in the chat.
    const told = chatLine(6, { kind: 'system', content: '球友9 被 球评老王 禁言10分钟' });
    await act(async () => {
      socket.fire('channel.batch', [{ channel: CHANNEL, seq: 3, ops: [{ op: 'set', path: ['messages', '6'], value: told }] }]);
    });
    expect(screen.getByText('球友9 被 球评老王 禁言10分钟').closest('[data-kind]')?.getAttribute('data-kind')).toBe('system');
    expect(screen.getAllByTestId('barrage-shot').map((shot) => shot.textContent)).toEqual(['绝杀！']);

    await act(async () => {
      socket.fire('channel.batch', [{ channel: CHANNEL, seq: 4, ops: [{ op: 'del', path: ['messages', '4'] }] }]);
    });
    expect(messageIds()).toEqual([3, 5, 6]);
  });

  it("marks where the show running now began, when earlier lines (the last show's goodbye) are shown above it", async () => {
    const { socket } = await renderChat();
    const at = (id: number) => new Date(chatLine(id).createdAt).toISOString();
    /** The list's rows in order: message ids, and 'start' for the show's start line. */
    const rows = () =>
      Array.from(screen.getByTestId('chat-list').querySelectorAll('[data-message-id], [data-testid="chat-show-start"]'), (row) =>
        row.getAttribute('data-testid') === 'chat-show-start' ? 'start' : Number(row.getAttribute('data-message-id')),
      );
    // Line 3 came before the show opened, line 4 during it.
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState(windowOf(chatLine(3), chatLine(4)), at(4)) });
    });
    expect(rows()).toEqual([3, 'start', 4]);
    expect(screen.getByTestId('chat-show-start').textContent).toBe(`本场直播 ${formatDateTime(at(4), 'HH:mm')} 开始`);

    // The anchor closes and opens again: the new show has no line yet.
    const header = roomState().room;
    await act(async () => {
      socket.fire('channel.batch', [
        { channel: CHANNEL, seq: 2, ops: [{ op: 'set', path: ['room'], value: { ...header, isLive: 0 } }] },
        { channel: CHANNEL, seq: 3, ops: [{ op: 'set', path: ['room'], value: { ...header, openedAt: at(5) } }] },
      ]);
    });
    expect(rows()).toEqual([3, 4, 'start']);
    await act(async () => {
      socket.fire('channel.batch', [{ channel: CHANNEL, seq: 4, ops: [{ op: 'set', path: ['messages', '6'], value: chatLine(6) }] }]);
    });
    expect(rows()).toEqual([3, 4, 'start', 6]);

    // A show whose lines are all that is shown needs no mark, nor does a closed room.
    await act(async () => {
      socket.fire('channel.batch', [{ channel: CHANNEL, seq: 5, ops: [{ op: 'set', path: ['room'], value: { ...header, openedAt: at(1) } }] }]);
    });
    expect(rows()).toEqual([3, 4, 6]);
    await act(async () => {
      socket.fire('channel.batch', [{ channel: CHANNEL, seq: 6, ops: [{ op: 'set', path: ['room'], value: { ...header, isLive: 0 } }] }]);
    });
    expect(rows()).toEqual([3, 4, 6]);
  });

  it("lets a moderator ban a speaker from their line for a chosen time, but not the anchor or themselves", async () => {
    const { socket, gateway } = await renderChat({ signedIn: true, info: viewerInfo({ role: 'manager', canModerate: true }) });
    // A ban, then a refusal, then no answer at all.
    const answers = [ban(1), refuse('贵族用户不可禁言')];
    gateway.on(routes.chat.forbidAdd, () => answers.shift() ?? offline());
    const bans = () => gateway.calls(routes.chat.forbidAdd).map(({ query }) => query);
    const fromAnchor = chatLine(5, { user: { id: 1, nickName: '主播甲', portrait: null, level: 9 } });
    const fromSelf = chatLine(6, { user: { id: 42, nickName: '球迷', portrait: null, level: 1 } });
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState(windowOf(chatLine(3), chatLine(4), fromAnchor, fromSelf)) });
    });
    await waitFor(() => expect(screen.getAllByTestId('chat-ban')).toHaveLength(2));
    const lineOf = (id: number) => screen.getAllByTestId('chat-message').find((line) => line.getAttribute('data-message-id') === String(id))!;
    expect(within(lineOf(5)).queryByTestId('chat-ban')).toBeNull();
    expect(within(lineOf(6)).queryByTestId('chat-ban')).toBeNull();
    expect(within(lineOf(6)).getByTestId('chat-delete')).toBeTruthy();

    fireEvent.click(within(lineOf(3)).getByTestId('chat-ban'));
    const menu = screen.getByTestId('chat-ban-menu');
    expect(menu.textContent).toContain('禁言 球迷3');
    expect(within(menu).getAllByTestId('chat-ban-duration').map((button) => button.textContent)).toEqual(['10分钟', '1小时', '1天', '永久']);
    await act(async () => {
      fireEvent.click(within(menu).getByText('1小时'));
    });
    expect(bans()).toEqual([expect.objectContaining({ roomId: ROOM, nickName: '球迷3', duration: 60 })]);
    await waitFor(() => expect(screen.queryByTestId('chat-ban-menu')).toBeNull());
    expect(screen.getByTestId('chat-ban-done').textContent).toBe('已禁言 球迷3（1小时）');

    // The gateway's refusal shows by the input, as a refused send's does.
    fireEvent.click(within(lineOf(4)).getByTestId('chat-ban'));
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('chat-ban-menu')).getByText('永久'));
    });
    expect(bans().at(-1)).toEqual(expect.objectContaining({ roomId: ROOM, nickName: '球迷4', duration: 0 }));
    await waitFor(() => expect(screen.getByTestId('chat-refusal').textContent).toBe('贵族用户不可禁言'));
    expect(screen.queryByTestId('chat-ban-done')).toBeNull();

    // Cancelling bans no one.
    fireEvent.click(within(lineOf(4)).getByTestId('chat-ban'));
    fireEvent.click(screen.getByTestId('chat-ban-cancel'));
    expect(screen.queryByTestId('chat-ban-menu')).toBeNull();
    expect(bans()).toHaveLength(2);

    // A call that gets no answer says so.
    fireEvent.click(within(lineOf(4)).getByTestId('chat-ban'));
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('chat-ban-menu')).getByText('1天'));
    });
    await waitFor(() => expect(screen.getByTestId('chat-refusal').textContent).toBe(CHAT_BAN_FAILED));
  });

  it("shows the viewer's own ban the moment a moderator makes it, and takes it away when lifted", async () => {
    const listeners = new Set<(notice: unknown) => void>();
    const source = () => ({
      on: (_event: 'chat.ban', listener: (notice: unknown) => void) => listeners.add(listener),
      off: (_event: 'chat.ban', listener: (notice: unknown) => void) => listeners.delete(listener),
    });
    /** Tells the page, and lets the query cache tell its readers (it notifies on the next task). */
    const tell = async (notice: unknown) => {
      await act(async () => {
        for (const listener of listeners) listener(notice);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    };
    const gateway = chatGateway();
    await renderIn(<RoomChat roomId={ROOM} anchorId={1} banSource={source} />, createAuthSession());
    await waitFor(() => expect(listeners.size).toBe(1));
    await waitFor(() => expect(gateway.calls(routes.chat.info)).toHaveLength(1));
    await act(() => gateway.settled());
    expect(screen.queryByTestId('chat-refusal')).toBeNull();

    const until = Date.now() + 3_600_000;
    await tell({ roomId: ROOM + 1, ban: { until, reason: '' } });
    expect(screen.queryByTestId('chat-refusal')).toBeNull();
    await tell({ roomId: ROOM, ban: { until, reason: '刷屏' } });
    await waitFor(() => expect(screen.getByTestId('chat-refusal').textContent).toBe(bannedMessage(until)));
    // Nothing to type or send while banned.
    expect((screen.getByTestId('chat-input') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    await tell({ roomId: ROOM, ban: null });
    await waitFor(() => expect(screen.queryByTestId('chat-refusal')).toBeNull());
    expect((screen.getByTestId('chat-input') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(false);

    // A timed ban that has run out is not shown: the gateway no longer refuses.
    await tell({ roomId: ROOM, ban: { until: null, reason: '刷屏' } });
    await waitFor(() => expect(screen.getByTestId('chat-refusal').textContent).toBe(bannedMessage(null)));
    await tell({ roomId: ROOM, ban: { until: Date.now() - 1_000, reason: '刷屏' } });
    await waitFor(() => expect(screen.queryByTestId('chat-refusal')).toBeNull());
  });

  it('shows a viewer no moderation tools', async () => {
    const { socket } = await renderChat({ signedIn: true });
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState() });
    });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.queryByTestId('chat-ban')).toBeNull();
    expect(screen.queryByTestId('chat-delete')).toBeNull();
  });

  it('renders a gift with its icon, count and combo, and a noble with badge and bubble colour', async () => {
    const { socket } = await renderChat();
    const gift = chatLine(5, { kind: 'gift', content: '送出 火箭', gift: { giftId: 1, name: '火箭', icon: '/gifts/rocket.png', count: 2, combo: 3 } });
    const noble = chatLine(6, { noble: { tier: 3, name: '公爵', badge: '公爵', bubble: '#ffe0a0' } });
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState(windowOf(gift, noble)) });
    });
    const [giftLine, nobleLine] = screen.getAllByTestId('chat-message');
    expect(giftLine?.querySelector('img')?.getAttribute('src')).toBe('/gifts/rocket.png');
    expect(giftLine?.textContent).toContain('×2');
    expect(within(giftLine as HTMLElement).getByTestId('gift-combo').textContent).toBe('3连击');
    expect(within(nobleLine as HTMLElement).getByTestId('noble-badge').textContent).toBe('公爵');
    expect((nobleLine?.querySelector('.chat-line__bubble') as HTMLElement).style.background).toContain('rgb(255, 224, 160)');
  });

  it("announces a noble coming in (进场通知) with their badge and name, as text", async () => {
    const { socket } = await renderChat();
    const entry = chatLine(7, {
      kind: 'noble',
      content: NOBLE_ENTRY_ANNOUNCEMENT,
      user: { id: 42, nickName: '<b>伯爵大人</b>', portrait: null, level: 5 },
      noble: { tier: 3, name: '伯爵', badge: '伯爵', bubble: '#d0c0ff' },
    });
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState(windowOf(entry)) });
    });
    const [line] = screen.getAllByTestId('chat-message');
    expect(within(line as HTMLElement).getByTestId('noble-badge').textContent).toBe('伯爵');
    expect(line?.textContent).toContain('<b>伯爵大人</b>');
    expect(line?.textContent).toContain('进入了直播间');
    expect(line?.querySelector('b')).toBeNull();
  });

  it('loads older history from the oldest message held', async () => {
    const { socket, gateway } = await renderChat();
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState() });
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('chat-older'));
    });
    expect(gateway.calls(routes.chat.roomPage).map(({ sent }) => sent)).toEqual([{ roomId: ROOM, pageSize: CHAT_PAGE_SIZE, before: 3 }]);
    await waitFor(() => expect(messageIds()).toEqual([1, 2, 3, 4]));
    expect(screen.queryByTestId('chat-older')).toBeNull();
  });

  it("opens the login modal when a visitor sends", async () => {
    const { auth, gateway } = await renderChat();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '你好' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('chat-send'));
    });
    expect(auth.actor.getSnapshot().context.loginModalOpen).toBe(true);
    expect(gateway.calls(routes.chat.roomMsg)).toHaveLength(0);
  });

  it("shows the gateway's refusal by the input and keeps what was typed", async () => {
    const { gateway } = await renderChat({ signedIn: true });
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '你好' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('chat-send'));
    });
    expect(gateway.calls(routes.chat.roomMsg).map(({ sent }) => sent)).toEqual([{ roomId: ROOM, content: '你好' }]);
    await waitFor(() => expect(screen.getByTestId('chat-refusal').textContent).toBe('你已被永久禁言'));
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('你好');
  });

  it('hides messages with a hide word and stops the barrage when switched off', async () => {
    const { socket } = await renderChat();
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState(windowOf(chatLine(3, { content: '加我微信' }), chatLine(4))) });
    });
    fireEvent.click(screen.getByTestId('chat-filters-toggle'));
    fireEvent.change(screen.getByTestId('hide-word-input'), { target: { value: '微信' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('hide-word-input'));
    });
    expect(messageIds()).toEqual([4]);

    await act(async () => {
      fireEvent.click(screen.getByTestId('barrage-switch'));
    });
    expect(screen.queryByTestId('barrage')).toBeNull();
  });
});

class FakeModerationSocket implements ModerationSocket {
  connected = true;
  readonly joined: number[] = [];
  private listeners = new Map<string, Set<(...args: never[]) => void>>();
  on(event: string, listener: (...args: never[]) => void) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }
  off(event: string, listener: (...args: never[]) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, request: { roomId: number }, ack?: (reply: { ok: true }) => void) {
    if (event === 'roommod.join') {
      this.joined.push(request.roomId);
      ack?.({ ok: true });
    }
    return this;
  }
  fire(change: ModerationChange) {
    for (const listener of this.listeners.get('roommod.change') ?? []) (listener as (c: ModerationChange) => void)(change);
  }
}

/** The gateway of a manager of the room, with no bans, managers, log entries or words. */
function managerGateway() {
  const none = { list: [], total: 0 };
  return chatGateway(viewerInfo({ role: 'manager', canModerate: true }))
    .on(routes.chat.forbidList, none)
    .on(routes.chat.managerList, none)
    .on(routes.chat.modLog, none)
    .on(routes.chat.words, { words: [] });
}

describe('<AnchorChatConsole>', () => {
  it("shows the room's chat as it goes beside the lists, to ban from a line, with the room's anchor from its channel", async () => {
    const gateway = managerGateway();
    const socket = await renderIn(<AnchorChatConsole roomId={ROOM} />, createAuthSession(), (children) => (
      <ModerationSocketProvider value={new FakeModerationSocket()}>{children}</ModerationSocketProvider>
    ));
    await waitFor(() => expect(socket.requests('channel.subscribe').map((sent) => sent.request)).toEqual([{ channel: CHANNEL }]));
    const fromAnchor = chatLine(5, { user: { id: 1, nickName: '主播甲', portrait: null, level: 9 } });
    await act(async () => {
      socket.answer('channel.subscribe', { ok: true, channel: CHANNEL, seq: 1, snapshot: roomState(windowOf(chatLine(3), fromAnchor)) });
    });
    const console = screen.getByTestId('mod-console');
    const chatPanel = screen.getByTestId('room-chat');
    expect(console.contains(chatPanel)).toBe(false);
    expect(messageIds()).toEqual([3, 5]);
    await waitFor(() => expect(within(chatPanel).getAllByTestId('chat-ban')).toHaveLength(1));
    expect(within(chatPanel).queryByTestId('barrage-switch')).toBeNull();
    expect(within(chatPanel).queryByTestId('chat-console-link')).toBeNull();

    fireEvent.click(within(chatPanel).getByTestId('chat-ban'));
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('chat-ban-menu')).getByText('10分钟'));
    });
    expect(gateway.calls(routes.chat.forbidAdd).map(({ query }) => query)).toEqual([expect.objectContaining({ roomId: ROOM, nickName: '球迷3', duration: 10 })]);
  });

  it('joins the room feed and shows a ban made elsewhere without reloading', async () => {
    const gateway = managerGateway();
    const feed = new FakeModerationSocket();
    await renderIn(<AnchorChatConsole roomId={ROOM} />, createAuthSession(), (children) => (
      <ModerationSocketProvider value={feed}>{children}</ModerationSocketProvider>
    ));
    await waitFor(() => expect(feed.joined).toEqual([ROOM]));
    expect(screen.queryAllByTestId('ban-row')).toHaveLength(0);

    await act(async () => {
      feed.fire({ change: 'banAdded', roomId: ROOM, ban: ban(1), act: loggedAct(1) });
    });
    await waitFor(() => expect(screen.getAllByTestId('ban-row').map((row) => row.getAttribute('data-nickname'))).toEqual(['捣乱者']));
    expect(gateway.calls(routes.chat.forbidList)).toHaveLength(1);

    await act(async () => {
      feed.fire({ change: 'banRemoved', roomId: ROOM, banId: 1, act: loggedAct(2, { action: 'unban' }) });
    });
    await waitFor(() => expect(screen.queryAllByTestId('ban-row')).toHaveLength(0));
  });
});
