// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  requestKeySchema,
  routes,
  type ChatLine,
  type Gift,
  type NobilityTier,
  type OwnedNobility,
  type RedPacket,
  type RoomChannelState,
  type UserInfo,
} from '@portal/contracts';
import type { AuthSession } from '../../src/auth/session';
import { GiftPanel } from '../../src/wallet/GiftPanel';
import { NobleShop } from '../../src/wallet/NobleShop';
import { RedPackets } from '../../src/wallet/RedPackets';
import { RANK_REFRESH_MS, RoomRank } from '../../src/wallet/RoomRank';
import { chatLine, windowOf } from '../chat/fixtures';
import { fakeGateway, refuse, renderPage } from '../harness';
import { FakeSocket } from '../realtime/fake-socket';
import { centerInfoOf } from '../user-fixtures';

const viewer: UserInfo = { id: 7, nickName: '老球迷', portrait: null, level: 3, isAnchor: 0, isExpert: 0 };
const gifts: Gift[] = [
  { id: 1, name: '足球', icon: '/static/gifts/ball.svg', price: 10, currency: 'balance', sort: 1 },
  { id: 2, name: '奖杯', icon: '/static/gifts/cup.svg', price: 500, currency: 'balance', sort: 2 },
];

const knight: NobilityTier = {
  id: 1,
  tier: 1,
  name: '骑士',
  price: 300,
  durationDays: 30,
  badge: '/demo/nobility/knight.svg',
  bubble: 'bubble-knight',
  entryNotice: false,
  banProtected: false,
};

/** A gateway with one viewer's wallet: gifts debit it, every call is recorded. */
function walletGateway(start: { balance: number }) {
  const wallet = { balance: start.balance, ticket: 0 };
  let combo = 0;
  let bag: OwnedNobility[] = [];
  const packets: RedPacket[] = [
    {
      id: 31,
      roomId: 5,
      senderId: 99,
      senderNickName: '大方哥',
      count: 10,
      total: 100,
      grabbedCount: 2,
      grabbedAmount: 20,
      status: 'open',
      myAmount: null,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      createdAt: new Date().toISOString(),
    },
  ];
  return fakeGateway()
    .on(routes.user.centerInfo, centerInfoOf(viewer))
    .on(routes.tj.expertInfo, null)
    .on(routes.pay.balances, () => ({ ...wallet }))
    .on(routes.chat.giftAll, gifts)
    .on(routes.pay.gift, ({ body }) => {
      const gift = gifts.find((entry) => entry.id === body.giftId);
      const cost = (gift?.price ?? 0) * body.count;
      if (cost > wallet.balance) return refuse('钻石余额不足', 30001);
      wallet.balance -= cost;
      combo += 1;
      return { giftId: body.giftId, count: body.count, cost, currency: 'balance' as const, combo, balances: { ...wallet } };
    })
    .on(routes.pay.redPacketList, packets)
    .on(routes.pay.nobilityList, [knight])
    .on(routes.api.nobilityBag, () => bag)
    .on(routes.pay.nobilityPurchase, () => {
      if (wallet.balance < knight.price) return refuse('钻石余额不足', 30001);
      wallet.balance -= knight.price;
      bag = [{ tier: knight, expiresAt: '2025-04-01T00:00:00Z', active: true }];
      return { nobility: bag[0]!, balances: { ...wallet } };
    })
    .on(routes.pay.roomUserRank, [
      { rank: 1, userId: 3, nickName: '土豪甲', portrait: null, total: 123_456 },
      { rank: 2, userId: 4, nickName: '<b>乙</b>', portrait: null, total: 500 },
    ])
    .on(routes.pay.grabRedPacket, () => {
      wallet.balance += 13;
      return { packetId: 31, amount: 13, balances: { ...wallet } };
    });
}

/** `node` as a page of the signed-in viewer (a visitor's when not `signedIn`). */
async function renderSignedIn(node: ReactNode, signedIn = true): Promise<AuthSession> {
  const { auth } = await renderPage(node, signedIn ? { user: viewer } : {});
  return auth;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<GiftPanel>', () => {
  it('sends the chosen gift and count to the room, then shows the lower balance and the combo', async () => {
    const gateway = walletGateway({ balance: 1_000 });
    await renderSignedIn(<GiftPanel roomId={5} anchorId={42} />);
    await waitFor(() => expect(screen.getByTestId('gift-panel-balance').textContent).toBe('1,000'));

    fireEvent.click(screen.getByTestId('gift-1'));
    fireEvent.change(screen.getByTestId('gift-count'), { target: { value: '10' } });
    expect(screen.getByTestId('gift-cost').textContent).toContain('100');
    fireEvent.click(screen.getByTestId('gift-send'));

    await waitFor(() => expect(screen.getByTestId('gift-panel-balance').textContent).toBe('900'));
    const [sent] = gateway.calls(routes.pay.gift);
    expect(sent?.body).toMatchObject({ roomId: 5, giftId: 1, count: 10 });
    expect(requestKeySchema.safeParse(sent?.body.requestKey).success).toBe(true);
    expect(screen.getByTestId('gift-panel-combo').textContent).toBe('×1');

    fireEvent.click(screen.getByTestId('gift-repeat'));
    await waitFor(() => expect(screen.getByTestId('gift-panel-combo').textContent).toBe('×2'));
    await waitFor(() => expect(screen.getByTestId('gift-panel-balance').textContent).toBe('800'));
  });

  it('refuses a gift the balance does not cover, without a call, and offers the top-up', async () => {
    const gateway = walletGateway({ balance: 100 });
    await renderSignedIn(<GiftPanel roomId={5} anchorId={42} />);
    await waitFor(() => expect(screen.getByTestId('gift-panel-balance').textContent).toBe('100'));
    fireEvent.click(screen.getByTestId('gift-2'));
    fireEvent.click(screen.getByTestId('gift-send'));
    expect(screen.getByTestId('gift-refusal').textContent).toContain('钻石余额不足');
    // The top-up returns to the room the gift was for.
    expect(screen.getByTestId('gift-refusal').querySelector('a')?.getAttribute('href')).toBe('/v/pay?back=%2F');
    expect(gateway.calls(routes.pay.gift).length > 0).toBe(false);
  });

  it("opens the login modal for a visitor's send", async () => {
    const gateway = walletGateway({ balance: 0 });
    const auth = await renderSignedIn(<GiftPanel roomId={5} anchorId={42} />, false);
    await waitFor(() => expect(screen.getByTestId('gift-1')).toBeTruthy());
    fireEvent.click(screen.getByTestId('gift-send'));
    expect(auth.actor.getSnapshot().context.loginModalOpen).toBe(true);
    expect(gateway.calls(routes.pay.gift).length > 0).toBe(false);
  });
});

describe('<RedPackets>', () => {
  it('grabs an open packet, shows what it got and refreshes the balances', async () => {
    const gateway = walletGateway({ balance: 50 });
    await renderSignedIn(<RedPackets roomId={5} />);
    await waitFor(() => expect(screen.getByTestId('red-packet-31')).toBeTruthy());
    expect(screen.getByTestId('red-packet-countdown').textContent).toMatch(/^\d+:\d{2}:\d{2} 后过期$/);
    const balanceCalls = () => gateway.calls(routes.pay.balances).length;
    const before = balanceCalls();

    fireEvent.click(screen.getByTestId('red-packet-grab'));
    await waitFor(() => expect(screen.getByTestId('red-packet-got').textContent).toBe('抢到 13 钻石'));
    expect(gateway.calls(routes.pay.grabRedPacket).map(({ sent }) => sent)).toEqual([{ packetId: 31 }]);
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
  });

  it('checks a packet form before sending it', async () => {
    const gateway = walletGateway({ balance: 50 });
    await renderSignedIn(<RedPackets roomId={5} />);
    await waitFor(() => expect(screen.getByTestId('red-packet-31')).toBeTruthy());
    await waitFor(() => expect(gateway.calls(routes.pay.balances).length > 0).toBe(true));
    fireEvent.click(screen.getByTestId('red-packet-compose'));
    fireEvent.change(screen.getByTestId('red-packet-count'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('red-packet-total'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('red-packet-send'));
    expect(screen.getByTestId('red-packet-error').textContent).toBe('红包总额不能少于红包个数');
    fireEvent.change(screen.getByTestId('red-packet-total'), { target: { value: '80' } });
    fireEvent.click(screen.getByTestId('red-packet-send'));
    expect(screen.getByTestId('red-packet-error').textContent).toBe('钻石余额不足');
    expect(gateway.calls(routes.pay.sendRedPacket).length > 0).toBe(false);
  });
});

describe('<NobleShop>', () => {
  it('buys a tier in the room with a request key, shows it held and refreshes the balances', async () => {
    const gateway = walletGateway({ balance: 1_000 });
    await renderSignedIn(<NobleShop roomId={5} anchorId={42} />);
    await waitFor(() => expect(screen.getByTestId('noble-tier-1').textContent).toContain('300 钻石 / 30 天'));
    await waitFor(() => expect(gateway.calls(routes.pay.balances).length > 0).toBe(true));
    const balanceCalls = () => gateway.calls(routes.pay.balances).length;
    const before = balanceCalls();

    fireEvent.click(screen.getByTestId('noble-buy-1'));
    await waitFor(() => expect(screen.getByTestId('noble-notice').textContent).toContain('已开通骑士'));
    const [bought] = gateway.calls(routes.pay.nobilityPurchase);
    expect(bought?.body).toMatchObject({ roomId: 5, nobilityId: 1 });
    expect(requestKeySchema.safeParse(bought?.body.requestKey).success).toBe(true);
    await waitFor(() => expect(screen.getByTestId('noble-held-1').textContent).toContain('佩戴中'));
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
  });

  it('refuses a tier the diamonds do not cover without a call', async () => {
    const gateway = walletGateway({ balance: 299 });
    await renderSignedIn(<NobleShop roomId={5} anchorId={42} />);
    await waitFor(() => expect(gateway.calls(routes.pay.balances).length > 0).toBe(true));
    await waitFor(() => expect(screen.getByTestId('noble-buy-1')).toBeTruthy());
    await act(async () => {});
    fireEvent.click(screen.getByTestId('noble-buy-1'));
    expect(screen.getByTestId('noble-notice').textContent).toContain('钻石余额不足');
    expect(gateway.calls(routes.pay.nobilityPurchase).length > 0).toBe(false);
  });
});

describe('<RoomRank>', () => {
  const rankOf = (total: number) => [
    { rank: 1, userId: 3, nickName: '土豪甲', portrait: null, total },
    { rank: 2, userId: 4, nickName: '<b>乙</b>', portrait: null, total: 500 },
  ];
  const roomState = (...lines: ChatLine[]): RoomChannelState => ({
    room: { roomId: 5, anchorId: 42, title: '直播间', notice: '', isLive: 1, onAir: true, slowModeSeconds: 0, matchId: null, matchType: null, openedAt: null },
    messages: windowOf(...lines),
  });
  const gift = (id: number) =>
    chatLine(id, { roomId: 5, kind: 'gift', content: '送出 奖杯', gift: { giftId: 2, name: '奖杯', icon: '', count: 1, combo: 1 } });
  const addLine = (socket: FakeSocket, seq: number, line: ChatLine) =>
    act(() => socket.fire('channel.batch', [{ channel: 'room:5', seq, ops: [{ op: 'set', path: ['messages', String(line.id)], value: line }] }]));

  it("lists the anchor's top givers with their diamonds, names shown as text, once", async () => {
    const gateway = fakeGateway()
      .on(routes.pay.roomUserRank, rankOf(123_456));
    const socket = new FakeSocket();
    await renderPage(<RoomRank roomId={5} anchorId={42} />, { socket });
    await waitFor(() => expect(screen.getByTestId('room-rank-1').textContent).toContain('123,456 钻石'));
    expect(screen.getByTestId('room-rank-2').textContent).toContain('<b>乙</b>');
    expect(gateway.urls(routes.pay.roomUserRank)).toHaveLength(1);
    // The messages held when the room opens are history: no call for them.
    await act(async () => socket.answerChannel('room:5', roomState(chatLine(1, { roomId: 5 }))));
    expect(gateway.urls(routes.pay.roomUserRank)).toHaveLength(1);
  });

  it('asks again when a gift is announced in the room, at most once a window however many come, and not for chat', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let total = 123_456;
      const gateway = fakeGateway()
        .on(routes.pay.roomUserRank, () => rankOf(total));
      const socket = new FakeSocket();
      await renderPage(<RoomRank roomId={5} anchorId={42} />, { socket });
      await waitFor(() => expect(screen.getByTestId('room-rank-1').textContent).toContain('123,456 钻石'));
      await act(async () => socket.answerChannel('room:5', roomState(chatLine(1, { roomId: 5 }))));

      addLine(socket, 2, chatLine(2, { roomId: 5 }));
      expect(gateway.urls(routes.pay.roomUserRank)).toHaveLength(1);

      total = 124_956;
      addLine(socket, 3, gift(3));
      await waitFor(() => expect(screen.getByTestId('room-rank-1').textContent).toContain('124,956 钻石'));
      expect(gateway.urls(routes.pay.roomUserRank)).toHaveLength(2);

      addLine(socket, 4, gift(4));
      addLine(socket, 5, gift(5));
      expect(gateway.urls(routes.pay.roomUserRank)).toHaveLength(2);
      await act(async () => vi.advanceTimersByTime(RANK_REFRESH_MS));
      await waitFor(() => expect(gateway.urls(routes.pay.roomUserRank)).toHaveLength(3));
    } finally {
      vi.useRealTimers();
    }
  });
});
