import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { GIFT_COMBO_WINDOW_MS, requestKeySchema, type SendGiftResult } from '@portal/contracts';
import type { ApiResult } from '../../src/lib/api';
import {
  GIFT_NETWORK_MESSAGE,
  INSUFFICIENT_BALANCE_MESSAGE,
  giftComboMachine,
  type GiftSend,
} from '../../src/wallet/gift-combo.machine';

/** The gateway as it counts combos: the same gift again within the window adds one. */
function comboCountingGateway() {
  let last: { giftId: number; combo: number } | null = null;
  return (send: GiftSend): Promise<ApiResult<SendGiftResult>> => {
    const combo = last?.giftId === send.giftId ? last.combo + 1 : 1;
    last = { giftId: send.giftId, combo };
    return Promise.resolve({
      ok: true,
      code: 200,
      message: 'success',
      data: { giftId: send.giftId, count: send.count, cost: send.cost, currency: 'balance', combo, balances: { balance: 0, ticket: 0 } },
    });
  };
}

function start(answer: (send: GiftSend) => Promise<ApiResult<SendGiftResult>> = comboCountingGateway()) {
  const sendGift = vi.fn(answer);
  const balancesChanged = vi.fn();
  const machine = giftComboMachine.provide({
    actors: { sendGift: fromPromise<ApiResult<SendGiftResult>, GiftSend>(({ input }) => sendGift(input)) },
    actions: { balancesChanged },
  });
  const actor = createActor(machine).start();
  return { actor, sendGift, balancesChanged };
}

const rose = { type: 'GIFT.SEND', giftId: 1, count: 1, cost: 10, currency: 'balance', balance: 100 } as const;
const rocket = { type: 'GIFT.SEND', giftId: 2, count: 1, cost: 50, currency: 'balance', balance: 100 } as const;
const whistle = { type: 'GIFT.SEND', giftId: 3, count: 1, cost: 5, currency: 'ticket', balance: 4 } as const;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('giftComboMachine', () => {
  it('sends a gift with a valid request key, shows the combo and refreshes the balances', async () => {
    const { actor, sendGift, balancesChanged } = start();
    actor.send(rose);
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendGift).toHaveBeenCalledWith(expect.objectContaining({ giftId: 1, count: 1, cost: 10 }));
    expect(requestKeySchema.safeParse(sendGift.mock.calls[0]?.[0].requestKey).success).toBe(true);
    expect(actor.getSnapshot().hasTag('combo')).toBe(true);
    expect(actor.getSnapshot().context.combo).toBe(1);
    expect(balancesChanged).toHaveBeenCalledTimes(1);
  });

  it('repeats the same order inside the window with a new key each time, showing the combo counted', async () => {
    const { actor, sendGift } = start();
    actor.send({ ...rose, count: 10, cost: 100, balance: 1000 });
    await vi.advanceTimersByTimeAsync(GIFT_COMBO_WINDOW_MS - 1);
    actor.send({ type: 'GIFT.REPEAT', balance: 900 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'GIFT.REPEAT', balance: 800 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendGift.mock.calls.map(([send]) => [send.giftId, send.count])).toEqual([
      [1, 10],
      [1, 10],
      [1, 10],
    ]);
    expect(new Set(sendGift.mock.calls.map(([send]) => send.requestKey)).size).toBe(3);
    expect(actor.getSnapshot().context.combo).toBe(3);
  });

  it('ends the combo when the window passes without a repeat', async () => {
    const { actor, sendGift } = start();
    actor.send(rose);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(GIFT_COMBO_WINDOW_MS);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.combo).toBe(0);
    actor.send({ type: 'GIFT.REPEAT', balance: 90 });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(sendGift).toHaveBeenCalledTimes(1);
  });

  it('restarts the window on every send of the combo', async () => {
    const { actor } = start();
    actor.send(rose);
    await vi.advanceTimersByTimeAsync(GIFT_COMBO_WINDOW_MS - 100);
    actor.send({ type: 'GIFT.REPEAT', balance: 90 });
    await vi.advanceTimersByTimeAsync(GIFT_COMBO_WINDOW_MS - 100);
    expect(actor.getSnapshot().hasTag('combo')).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('sends another gift during a combo as a new order', async () => {
    const { actor, sendGift } = start();
    actor.send(rose);
    await vi.advanceTimersByTimeAsync(0);
    actor.send(rocket);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendGift.mock.calls.map(([send]) => send.giftId)).toEqual([1, 2]);
    expect(actor.getSnapshot().context.combo).toBe(1);
    actor.send({ type: 'GIFT.REPEAT', balance: 50 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendGift.mock.calls.at(-1)?.[0].giftId).toBe(2);
  });

  it('refuses a gift the balance does not cover without calling the gateway', async () => {
    const { actor, sendGift } = start();
    actor.send({ ...rocket, balance: 49 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendGift).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.refusal).toBe(INSUFFICIENT_BALANCE_MESSAGE);
    actor.send({ ...rocket, balance: null });
    expect(sendGift).not.toHaveBeenCalled();
  });

  it('names the currency that falls short', () => {
    const { actor, sendGift } = start();
    actor.send(whistle);
    expect(sendGift).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.refusal).toBe('球票余额不足');
  });

  it('breaks the combo when a repeat is no longer covered', async () => {
    const { actor, sendGift } = start();
    actor.send(rocket);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'GIFT.REPEAT', balance: 49 });
    expect(sendGift).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBe(INSUFFICIENT_BALANCE_MESSAGE);
  });

  it("shows the gateway's refusal, ends the combo and refreshes the balances", async () => {
    const { actor, balancesChanged } = start(() =>
      Promise.resolve({ ok: false, code: 30001, message: '钻石余额不足', data: null }),
    );
    actor.send(rose);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBe('钻石余额不足');
    expect(balancesChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'REFUSAL.DISMISS' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('says the gift did not go out when the gateway cannot be reached', async () => {
    const { actor, balancesChanged } = start(() => Promise.reject(new Error('offline')));
    actor.send(rose);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.refusal).toBe(GIFT_NETWORK_MESSAGE);
    expect(balancesChanged).not.toHaveBeenCalled();
  });
});
