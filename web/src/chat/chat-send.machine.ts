import { SEND_FAILED_MESSAGE } from '@portal/contracts';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiResult } from '../lib/api';


const SECOND_MS = 1_000;

export interface ChatSendRequest {
  chatId: number;
  content: string;
}

export interface ChatSendInput {
  chatId: number;
  /** The room's slow mode in seconds; 0 is off. */
  slowModeSeconds?: number;
}

export interface ChatSendContext {
  chatId: number;
  slowModeSeconds: number;
  /** Seconds before slow mode lets this viewer send again. */
  secondsLeft: number;
  /** The gateway's refusal (banned, slow mode, too fast, duplicate, word list), shown near the input. */
  error: string | null;
  content: string;
}

export type ChatSendEvent =
  | { type: 'MESSAGE.SEND'; content: string }
  | { type: 'SLOW_MODE.CHANGED'; seconds: number }
  | { type: 'ERROR.DISMISS' };

/** Told to listeners so the input clears only after the gateway took the message. */
export type ChatSendReport = { type: 'MESSAGE.SENT'; content: string } | { type: 'MESSAGE.REFUSED'; message: string };

export const chatSendMachine = setup({
  types: {
    context: {} as ChatSendContext,
    events: {} as ChatSendEvent,
    input: {} as ChatSendInput,
    emitted: {} as ChatSendReport,
  },
  actors: {
    sendMessage: fromPromise<ApiResult<unknown>, ChatSendRequest>(() =>
      Promise.reject(new Error('chatSendMachine needs a sendMessage actor')),
    ),
  },
  actions: {
    remember: assign({
      content: ({ event }) => (event.type === 'MESSAGE.SEND' ? event.content : ''),
      error: null,
    }),
    setSlowMode: assign({
      slowModeSeconds: ({ event, context }) =>
        event.type === 'SLOW_MODE.CHANGED' ? Math.max(0, Math.floor(event.seconds)) : context.slowModeSeconds,
      secondsLeft: ({ event, context }) =>
        event.type === 'SLOW_MODE.CHANGED' ? Math.min(context.secondsLeft, Math.max(0, event.seconds)) : context.secondsLeft,
    }),
    startCooling: assign({ secondsLeft: ({ context }) => context.slowModeSeconds }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    refuse: assign({ error: (_, params: { message: string }) => params.message }),
    dismiss: assign({ error: null }),
    reportRefusal: emit(({ context }) => ({ type: 'MESSAGE.REFUSED' as const, message: context.error ?? SEND_FAILED_MESSAGE })),
  },
  guards: {
    sendable: ({ event }) => event.type === 'MESSAGE.SEND' && event.content.trim().length > 0,
    accepted: (_, params: { answer: ApiResult<unknown> }) => params.answer.ok,
    slowModeOn: ({ context }) => context.slowModeSeconds > 0,
    cooled: ({ context }) => context.secondsLeft <= 0,
  },
  delays: {
    slowModeTick: SECOND_MS,
  },
}).createMachine({
  id: 'chatSend',
  context: ({ input }) => ({
    chatId: input.chatId,
    slowModeSeconds: input.slowModeSeconds ?? 0,
    secondsLeft: 0,
    error: null,
    content: '',
  }),
  initial: 'Ready',
  on: {
    'SLOW_MODE.CHANGED': { actions: 'setSlowMode' },
    'ERROR.DISMISS': { actions: 'dismiss' },
  },
  states: {
    Ready: {
      description: 'The input may send.',
      tags: ['ready'],
      on: {
        'MESSAGE.SEND': { guard: 'sendable', target: 'Sending', actions: 'remember' },
      },
    },
    Sending: {
      description: 'The message is on its way; the input waits for the gateway to take or refuse it.',
      tags: ['sending'],
      invoke: {
        src: 'sendMessage',
        input: ({ context }) => ({ chatId: context.chatId, content: context.content }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'Sent',
            actions: emit(({ context }) => ({ type: 'MESSAGE.SENT' as const, content: context.content })),
          },
          {
            target: 'Ready',
            actions: [
              { type: 'refuse', params: ({ event }) => ({ message: event.output.message || SEND_FAILED_MESSAGE }) },
              'reportRefusal',
            ],
          },
        ],
        onError: {
          target: 'Ready',
          actions: [{ type: 'refuse', params: { message: SEND_FAILED_MESSAGE } }, 'reportRefusal'],
        },
      },
    },
    Sent: {
      description: 'Taken by the gateway: slow mode makes the viewer wait before the next one.',
      always: [{ guard: 'slowModeOn', target: 'Cooling', actions: 'startCooling' }, { target: 'Ready' }],
    },
    Cooling: {
      description: 'Slow mode: the input shows the seconds left and cannot send until they reach 0.',
      tags: ['cooling'],
      always: { guard: 'cooled', target: 'Ready' },
      after: {
        slowModeTick: { target: 'Cooling', reenter: true, actions: 'tick' },
      },
    },
  },
});
