import {
  GIFT_COMBO_WINDOW_MS,
  GIFT_REFUSED_MESSAGE,
  WALLET_MESSAGES,
  type SendGiftResult,
  type WalletCurrency,
} from '@portal/contracts';
import { assign, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../lib/api';
import { covers, newRequestKey } from './money';

/** Shown beside the top-up link when the diamonds do not cover a gift. */
export const INSUFFICIENT_BALANCE_MESSAGE = WALLET_MESSAGES.insufficientDiamonds;

/** The refusal of a gift the user's `currency` does not cover. */
export function insufficientMessage(currency: WalletCurrency): string {
  return currency === 'ticket' ? WALLET_MESSAGES.insufficientTickets : WALLET_MESSAGES.insufficientDiamonds;
}
/** Shown when a gift could not reach the gateway at all. */
export const GIFT_NETWORK_MESSAGE = '网络异常，礼物未送出';

/** One gift to send: which, how many, and what they cost in all. */
export interface GiftOrder {
  giftId: number;
  count: number;
  /** Units of the gift's currency for the whole order: its price times count. */
  cost: number;
  currency: WalletCurrency;
}

/** What the sendGift actor receives: the order and a key drawn for this one send. */
export interface GiftSend extends GiftOrder {
  requestKey: string;
}

export interface GiftComboContext {
  /** The order in flight, or the last one sent while its combo window is open. */
  order: GiftSend | null;
  /** The combo the gateway counted for the last send; 0 when no combo is running. */
  combo: number;
  refusal: string | null;
}

/** `balance` is what the user holds of the gift's currency, or null while unknown. */
export type GiftComboEvent =
  | ({ type: 'GIFT.SEND'; balance: number | null } & GiftOrder)
  | { type: 'GIFT.REPEAT'; balance: number | null }
  | { type: 'REFUSAL.DISMISS' };

export const giftComboMachine = setup({
  types: {
    context: {} as GiftComboContext,
    events: {} as GiftComboEvent,
  },
  actors: {
    sendGift: fromPromise<ApiResult<SendGiftResult>, GiftSend>(() => {
      throw new Error('sendGift is provided by the gift panel');
    }),
  },
  actions: {
    /** The balances in the header and the panel changed: the owner asks for them again. */
    balancesChanged: () => {},
    startOrder: assign({
      order: ({ context, event }) => {
        const order: GiftOrder | null =
          event.type === 'GIFT.SEND' ? event : event.type === 'GIFT.REPEAT' ? context.order : null;
        return order && { giftId: order.giftId, count: order.count, cost: order.cost, currency: order.currency, requestKey: newRequestKey() };
      },
      refusal: null,
    }),
    takeCombo: assign({ combo: (_, params: { combo: number }) => params.combo }),
    refuse: assign({ refusal: (_, params: { message: string }) => params.message }),
    refuseUncovered: assign({
      refusal: ({ context, event }) =>
        insufficientMessage(event.type === 'GIFT.SEND' ? event.currency : (context.order?.currency ?? 'balance')),
    }),
    endCombo: assign({ combo: 0, order: null }),
    dismissRefusal: assign({ refusal: null }),
  },
  guards: {
    cannotAfford: ({ context, event }) => {
      if (event.type === 'GIFT.SEND') return !covers(event.balance, event.cost);
      if (event.type === 'GIFT.REPEAT') return !covers(event.balance, context.order?.cost ?? 0);
      return false;
    },
    sent: (_, params: { answer: ApiResult<SendGiftResult> }) => params.answer.ok,
  },
  delays: {
    comboWindow: GIFT_COMBO_WINDOW_MS,
  },
}).createMachine({
  id: 'giftCombo',
  context: { order: null, combo: 0, refusal: null },
  initial: 'Ready',
  on: { 'REFUSAL.DISMISS': { actions: 'dismissRefusal' } },
  states: {
    Ready: {
      description: 'No combo is running.',
      tags: ['ready'],
      on: {
        'GIFT.SEND': [
          { guard: 'cannotAfford', actions: 'refuseUncovered' },
          { target: 'Sending', actions: 'startOrder' },
        ],
      },
    },
    Sending: {
      description: 'POST /pay/gift is in flight; the send buttons wait.',
      tags: ['sending'],
      invoke: {
        src: 'sendGift',
        input: ({ context }) => context.order as GiftSend,
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => ({ answer: event.output }) },
            target: 'Combo',
            actions: [{ type: 'takeCombo', params: ({ event }) => ({ combo: event.output.data?.combo ?? 1 }) }, 'balancesChanged'],
          },
          {
            target: 'Ready',
            actions: [
              { type: 'refuse', params: ({ event }) => ({ message: event.output.message || GIFT_REFUSED_MESSAGE }) },
              'endCombo',
              'balancesChanged',
            ],
          },
        ],
        onError: {
          target: 'Ready',
          actions: [{ type: 'refuse', params: { message: GIFT_NETWORK_MESSAGE } }, 'endCombo'],
        },
      },
    },
    Combo: {
      description: 'The gift was sent: the quick-repeat button shows until the combo window closes.',
      tags: ['combo'],
      after: { comboWindow: { target: 'Ready', actions: 'endCombo' } },
      on: {
        'GIFT.REPEAT': [
          {
            guard: 'cannotAfford',
            target: 'Ready',
            actions: ['refuseUncovered', 'endCombo'],
          },
          { target: 'Sending', actions: 'startOrder' },
        ],
        'GIFT.SEND': [
          {
            guard: 'cannotAfford',
            target: 'Ready',
            actions: ['refuseUncovered', 'endCombo'],
          },
          { target: 'Sending', actions: 'startOrder' },
        ],
      },
    },
  },
});
