import { NETWORK_FAILED, type RechargeOrder } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiResult } from '../../src/lib/api';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_PENDING_MESSAGE, PAYMENT_POLL_ATTEMPTS, PAYMENT_POLL_MS, rechargeMachine, type PaymentState } from '../../src/wallet/recharge.machine';

const order: RechargeOrder = {
  orderId: 'R1',
  amount: 100,
  price: 1000,
  status: 'pending',
  payUrl: '/pay/sandbox/R1',
  createdAt: '2025-01-01T00:00:00Z',
};

function start({
  create = () => Promise.resolve({ ok: true, code: 200, message: '', data: order }),
  check = () => Promise.resolve('paid'),
  returnedOrderId,
}: {
  create?: (input: { amount: number; requestKey: string }) => Promise<ApiResult<RechargeOrder>>;
  check?: (input: { orderId: string }) => Promise<PaymentState>;
  returnedOrderId?: string;
} = {}) {
  const createRecharge = vi.fn(create);
  const checkPayment = vi.fn(check);
  const followPayment = vi.fn();
  const balancesChanged = vi.fn();
  const machine = rechargeMachine.provide({
    actors: {
      createRecharge: fromPromise(({ input }) => createRecharge(input)),
      checkPayment: fromPromise(({ input }) => checkPayment(input)),
    },
    actions: { followPayment: (_, params) => followPayment(params.payUrl), balancesChanged },
  });
  const actor = createActor(machine, { input: { returnedOrderId } }).start();
  return { actor, createRecharge, checkPayment, followPayment, balancesChanged };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('rechargeMachine', () => {
  it('creates the order with the amount and a request key, then follows the payment URL', async () => {
    const { actor, createRecharge, followPayment } = start();
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
    actor.send({ type: 'RECHARGE.START', amount: 100 });
    await vi.advanceTimersByTimeAsync(0);
    expect(createRecharge).toHaveBeenCalledWith({ amount: 100, requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
    expect(followPayment).toHaveBeenCalledWith('/pay/sandbox/R1');
    expect(actor.getSnapshot().hasTag('paying')).toBe(true);
  });

  it("stays on the choice with the gateway's refusal", async () => {
    const { actor, followPayment } = start({
      create: () => Promise.resolve({ ok: false, code: 400, message: '金额不能超过100,000', data: null }),
    });
    actor.send({ type: 'RECHARGE.START', amount: 1e9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('金额不能超过100,000');
    expect(followPayment).not.toHaveBeenCalled();
  });

  it('says so when the gateway cannot be reached', async () => {
    const { actor } = start({ create: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'RECHARGE.START', amount: 100 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(NETWORK_FAILED);
  });

  it('back from the payment page, looks again until the payment is confirmed, then refreshes the balances', async () => {
    const answers: PaymentState[] = ['pending', 'pending', 'paid'];
    const { actor, checkPayment, balancesChanged } = start({
      returnedOrderId: 'R1',
      check: () => Promise.resolve(answers.shift() ?? 'paid'),
    });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(checkPayment).toHaveBeenCalledTimes(1);
    expect(checkPayment).toHaveBeenCalledWith({ orderId: 'R1' });
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(checkPayment).toHaveBeenCalledTimes(2);
    expect(balancesChanged).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(checkPayment).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().hasTag('credited')).toBe(true);
    expect(balancesChanged).toHaveBeenCalledTimes(1);
  });

  it('stops looking after the last attempt and asks the user to refresh later', async () => {
    const { actor, checkPayment } = start({ returnedOrderId: 'R1', check: () => Promise.resolve('pending') });
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * (PAYMENT_POLL_ATTEMPTS + 5));
    expect(checkPayment).toHaveBeenCalledTimes(PAYMENT_POLL_ATTEMPTS);
    expect(actor.getSnapshot().hasTag('unconfirmed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(PAYMENT_PENDING_MESSAGE);
  });

  it('reports a failed payment and offers a new top-up', async () => {
    const { actor } = start({ returnedOrderId: 'R1', check: () => Promise.resolve('failed') });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('unpaid')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(PAYMENT_FAILED_MESSAGE);
    actor.send({ type: 'RECHARGE.AGAIN' });
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
