import { SMS_COUNTDOWN_SECONDS, SMS_FAILED_MESSAGE, SMS_TYPE, routes, type SmsRequest } from '@portal/contracts';
import { assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import { api, type ApiResult } from '../lib/api';
import { callRoute } from '../lib/api-call';


const SECOND_MS = 1_000;

/** What the countdown tells its listeners, and its parent when it was given one. */
export type SmsReport = { type: 'SMS.SENT' } | { type: 'SMS.FAILED'; message: string };

export interface SmsCountdownInput {
  /** Actor that receives every {@link SmsReport}, e.g. the login modal that embeds the countdown. */
  reportTo?: AnyActorRef;
}

export interface SmsCountdownContext {
  secondsLeft: number;
  error: string | null;
  request: SmsRequest | null;
  reportTo: AnyActorRef | null;
}

export type SmsCountdownEvent =
  | { type: 'CODE.SEND'; mobile: string; captchaVerification: string }
  | { type: 'CODE.RESET' };

/** The message of a failed send: the server's own, or {@link SMS_FAILED_MESSAGE}. */
export function smsFailureMessage(answer: Pick<ApiResult<unknown>, 'message'> | null): string {
  return answer?.message || SMS_FAILED_MESSAGE;
}

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
    emitted: {} as SmsReport,
  },
  actors: {
    sendSms: fromPromise<ApiResult<unknown>, SmsRequest>(({ input, signal }) =>
      callRoute(api, routes.inform.sendSms, { body: input }, { signal }),
    ),
  },
  actions: {
    rememberRequest: assign({
      request: ({ event }) =>
        event.type === 'CODE.SEND'
          ? { mobile: event.mobile, captchaVerification: event.captchaVerification, type: SMS_TYPE }
          : null,
      error: null,
    }),
    startCountdown: assign({ secondsLeft: SMS_COUNTDOWN_SECONDS, request: null }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    cancel: assign({ secondsLeft: 0, request: null }),
    fail: assign({ error: (_, params: { message: string }) => params.message }),
    report: enqueueActions(({ context, enqueue }, report: SmsReport) => {
      enqueue.emit(report);
      if (context.reportTo) enqueue.sendTo(context.reportTo, report);
    }),
  },
  guards: {
    countdownOver: ({ context }) => context.secondsLeft <= 0,
    sent: (_, params: { answer: ApiResult<unknown> }) => params.answer.ok,
  },
  delays: {
    smsTick: SECOND_MS,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    secondsLeft: 0,
    error: null,
    request: null,
    reportTo: input.reportTo ?? null,
  }),
  initial: 'Ready',
  on: {
    'CODE.RESET': { target: '.Ready', actions: ['cancel', assign({ error: null })] },
  },
  states: {
    Ready: {
      description: 'The get-code button is shown and may send.',
      tags: ['ready'],
      on: {
        'CODE.SEND': { target: 'Sending', actions: 'rememberRequest' },
      },
    },
    Sending: {
      description: 'POST /inform/send/sms is in flight; the button is disabled.',
      tags: ['sending'],
      invoke: {
        src: 'sendSms',
        input: ({ context }) => context.request as SmsRequest,
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => ({ answer: event.output }) },
            target: 'Counting',
            actions: ['startCountdown', { type: 'report', params: { type: 'SMS.SENT' } }],
          },
          {
            target: 'Ready',
            actions: [
              'cancel',
              { type: 'fail', params: ({ event }) => ({ message: smsFailureMessage(event.output) }) },
              {
                type: 'report',
                params: ({ event }) => ({ type: 'SMS.FAILED', message: smsFailureMessage(event.output) }),
              },
            ],
          },
        ],
        onError: {
          target: 'Ready',
          actions: [
            'cancel',
            { type: 'fail', params: { message: SMS_FAILED_MESSAGE } },
            { type: 'report', params: { type: 'SMS.FAILED', message: SMS_FAILED_MESSAGE } },
          ],
        },
      },
    },
    Counting: {
      description: 'The button shows the seconds left and cannot send until they reach 0.',
      tags: ['counting'],
      always: { guard: 'countdownOver', target: 'Ready' },
      after: {
        smsTick: { target: 'Counting', reenter: true, actions: 'tick' },
      },
    },
  },
});
