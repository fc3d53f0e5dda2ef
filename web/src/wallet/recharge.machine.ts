import { NETWORK_FAILED, RECHARGE_REFUSED_MESSAGE, type RechargeOrder } from '@portal/contracts';
import { assign, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../lib/api';
import { newRequestKey } from './money';

/** Between two looks at a returned payment while the provider's callback is on its way. */
export const PAYMENT_POLL_MS = 1_500;
/** Looks at a returned payment before the page stops waiting and asks the user to refresh later. */
export const PAYMENT_POLL_ATTEMPTS = 20;
/** Shown when the payment is still unconfirmed after every look. */
export const PAYMENT_PENDING_MESSAGE = '支付结果确认中，请稍后刷新余额';
/** Shown when the order the user came back with is unknown to the gateway. */
export const PAYMENT_FAILED_MESSAGE = '支付未完成';

/** What a look at a returned payment finds; `failed` is an order the gateway does not know. */
export type PaymentState = 'paid' | 'pending' | 'failed';

export interface RechargeInput {
  /** The order the payment page sent the user back with; the page then confirms it instead of offering a top-up. */
  returnedOrderId?: string | null;
}

export interface RechargeContext {
  amount: number | null;
  orderId: string | null;
  requestKey: string | null;
  attempts: number;
  error: string | null;
}

export type RechargeEvent = { type: 'RECHARGE.START'; amount: number } | { type: 'RECHARGE.AGAIN' };

export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    input: {} as RechargeInput | undefined,
  },
  actors: {
    createRecharge: fromPromise<ApiResult<RechargeOrder>, { amount: number; requestKey: string }>(() => {
      throw new Error('createRecharge is provided by the top-up page');
    }),
    checkPayment: fromPromise<PaymentState, { orderId: string }>(() => {
      throw new Error('checkPayment is provided by the top-up page');
    }),
  },
  actions: {
    /** Leaves for the provider's payment page; it comes back to /v/pay with the order. */
    followPayment: (_, _params: { payUrl: string }) => {},
    balancesChanged: () => {},
    startOrder: assign({
      amount: ({ event }) => (event.type === 'RECHARGE.START' ? event.amount : null),
      requestKey: () => newRequestKey(),
      error: null,
    }),
    takeOrder: assign({ orderId: (_, params: { orderId: string }) => params.orderId }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    fail: assign({ error: (_, params: { message: string }) => params.message }),
    reset: assign({ amount: null, orderId: null, requestKey: null, attempts: 0, error: null }),
  },
  guards: {
    created: (_, params: { answer: ApiResult<RechargeOrder> }) => params.answer.ok,
    isPaid: (_, params: { state: PaymentState }) => params.state === 'paid',
    isFailed: (_, params: { state: PaymentState }) => params.state === 'failed',
    outOfAttempts: ({ context }) => context.attempts >= PAYMENT_POLL_ATTEMPTS,
    returned: ({ context }) => context.orderId !== null,
  },
  delays: { paymentPoll: PAYMENT_POLL_MS },
}).createMachine({
  id: 'recharge',
  context: ({ input }) => ({
    amount: null,
    orderId: input?.returnedOrderId || null,
    requestKey: null,
    attempts: 0,
    error: null,
  }),
  initial: 'Starting',
  states: {
    Starting: {
      always: [{ guard: 'returned', target: 'Confirming' }, { target: 'Choosing' }],
    },
    Choosing: {
      description: 'The user picks or types an amount.',
      tags: ['choosing'],
      on: { 'RECHARGE.START': { target: 'Creating', actions: 'startOrder' } },
    },
    Creating: {
      description: 'POST /pay/recharge creates the order with the provider.',
      tags: ['creating'],
      invoke: {
        src: 'createRecharge',
        input: ({ context }) => ({ amount: context.amount ?? 0, requestKey: context.requestKey ?? '' }),
        onDone: [
          {
            guard: { type: 'created', params: ({ event }) => ({ answer: event.output }) },
            target: 'Paying',
            actions: [
              { type: 'takeOrder', params: ({ event }) => ({ orderId: event.output.data?.orderId ?? '' }) },
              { type: 'followPayment', params: ({ event }) => ({ payUrl: event.output.data?.payUrl ?? '' }) },
            ],
          },
          {
            target: 'Choosing',
            actions: {
              type: 'fail',
              params: ({ event }) => ({ message: event.output.message || RECHARGE_REFUSED_MESSAGE }),
            },
          },
        ],
        onError: { target: 'Choosing', actions: { type: 'fail', params: { message: NETWORK_FAILED } } },
      },
    },
    Paying: {
      description: 'The browser is on its way to the payment page.',
      tags: ['paying'],
    },
    Confirming: {
      description: 'Back from the payment page: has the provider told the gateway yet?',
      tags: ['confirming'],
      entry: 'countAttempt',
      invoke: {
        src: 'checkPayment',
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ state: event.output }) },
            target: 'Credited',
            actions: 'balancesChanged',
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => ({ state: event.output }) },
            target: 'Unpaid',
            actions: { type: 'fail', params: { message: PAYMENT_FAILED_MESSAGE } },
          },
          { target: 'Waiting' },
        ],
        onError: 'Waiting',
      },
    },
    Waiting: {
      description: 'The payment is not confirmed yet; look again shortly, a bounded number of times.',
      tags: ['confirming'],
      always: {
        guard: 'outOfAttempts',
        target: 'Unconfirmed',
        actions: { type: 'fail', params: { message: PAYMENT_PENDING_MESSAGE } },
      },
      after: { paymentPoll: 'Confirming' },
    },
    Credited: {
      description: 'The diamonds are in the wallet.',
      tags: ['credited'],
      on: { 'RECHARGE.AGAIN': { target: 'Choosing', actions: 'reset' } },
    },
    Unpaid: {
      description: 'The order is unknown: nothing was paid.',
      tags: ['unpaid'],
      on: { 'RECHARGE.AGAIN': { target: 'Choosing', actions: 'reset' } },
    },
    Unconfirmed: {
      description: 'No confirmation after every look; the balance refreshes when the callback lands.',
      tags: ['unconfirmed'],
      entry: 'balancesChanged',
      on: { 'RECHARGE.AGAIN': { target: 'Choosing', actions: 'reset' } },
    },
  },
});
