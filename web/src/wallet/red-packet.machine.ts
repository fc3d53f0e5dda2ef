import { NETWORK_FAILED, type GrabRedPacketResult } from '@portal/contracts';
import { assign, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../lib/api';

const SECOND_MS = 1_000;

/** Shown when the gateway refused a grab without saying why. */
export const GRAB_REFUSED_MESSAGE = '手慢了，红包已被抢完';

/** Whole seconds from `now` until `expiresAt` (both ms), never below 0. */
export function secondsUntil(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / SECOND_MS));
}

/** A countdown as m:ss, or h:mm:ss from an hour up: 125 → '2:05', 3725 → '1:02:05'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export interface RedPacketInput {
  packetId: number;
  /** When the packet expires and what is left returns to its sender (ms). */
  expiresAt: number;
  /** Diamonds this user already grabbed from it, when the room listed the packet as grabbed by them. */
  grabbed?: number | null;
}

export interface RedPacketContext {
  packetId: number;
  expiresAt: number;
  secondsLeft: number;
  /** Diamonds this user got from the packet. */
  got: number | null;
  message: string | null;
}

export type RedPacketEvent = { type: 'PACKET.GRAB' };

export const redPacketMachine = setup({
  types: {
    context: {} as RedPacketContext,
    events: {} as RedPacketEvent,
    input: {} as RedPacketInput,
  },
  actors: {
    grabPacket: fromPromise<ApiResult<GrabRedPacketResult>, { packetId: number }>(() => {
      throw new Error('grabPacket is provided by the red packet list');
    }),
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => secondsUntil(context.expiresAt, Date.now()) }),
    takeAmount: assign({ got: (_, params: { amount: number }) => params.amount, message: null }),
    miss: assign({ message: (_, params: { message: string }) => params.message }),
    /** A grab credits the balance: the owner asks for the balances again. */
    balancesChanged: () => {},
  },
  guards: {
    expired: ({ context }) => context.secondsLeft <= 0,
    alreadyGrabbed: ({ context }) => context.got !== null,
    grabbed: (_, params: { answer: ApiResult<GrabRedPacketResult> }) => params.answer.ok,
  },
  delays: { packetTick: SECOND_MS },
}).createMachine({
  id: 'redPacket',
  context: ({ input }) => ({
    packetId: input.packetId,
    expiresAt: input.expiresAt,
    secondsLeft: secondsUntil(input.expiresAt, Date.now()),
    got: input.grabbed ?? null,
    message: null,
  }),
  initial: 'Checking',
  states: {
    Checking: {
      always: [{ guard: 'alreadyGrabbed', target: 'Got' }, { target: 'Open' }],
    },
    Open: {
      description: 'The packet can be grabbed; the countdown shows the time until it expires.',
      tags: ['open'],
      always: { guard: 'expired', target: 'Expired' },
      after: { packetTick: { target: 'Open', reenter: true, actions: 'tick' } },
      on: { 'PACKET.GRAB': 'Grabbing' },
    },
    Grabbing: {
      description: 'The grab is in flight.',
      tags: ['grabbing'],
      invoke: {
        src: 'grabPacket',
        input: ({ context }) => ({ packetId: context.packetId }),
        onDone: [
          {
            guard: { type: 'grabbed', params: ({ event }) => ({ answer: event.output }) },
            target: 'Got',
            actions: [
              { type: 'takeAmount', params: ({ event }) => ({ amount: event.output.data?.amount ?? 0 }) },
              'balancesChanged',
            ],
          },
          {
            target: 'Missed',
            actions: { type: 'miss', params: ({ event }) => ({ message: event.output.message || GRAB_REFUSED_MESSAGE }) },
          },
        ],
        onError: {
          target: 'Open',
          actions: { type: 'miss', params: { message: NETWORK_FAILED } },
        },
      },
    },
    Got: {
      description: 'This user grabbed the packet and sees how much.',
      tags: ['got'],
      type: 'final',
    },
    Missed: {
      description: 'The gateway refused the grab: all taken, or grabbed before.',
      tags: ['missed'],
      type: 'final',
    },
    Expired: {
      description: 'The time ran out; what was left goes back to the sender.',
      tags: ['expired'],
      type: 'final',
    },
  },
});
