import { OLD_SLIDER_RELOAD_MS, oldSliderPasses, type OldSliderChallenge } from '@portal/contracts';
import { assign, emit, fromPromise, setup } from 'xstate';

/** Shown when the piece was dropped too far from its place. */
export const OLD_SLIDER_FAILED_MESSAGE = '验证失败：请正确拼合图像';

export interface OldSliderContext {
  challenge: OldSliderChallenge | null;
  /** Where the piece was dragged to, in the units of the challenge's coox. */
  x: number;
  message: string | null;
}

export type OldSliderEvent = { type: 'DRAG.START' } | { type: 'DRAG.MOVE'; x: number } | { type: 'DRAG.END' } | { type: 'REFRESH' };

export type OldSliderEmitted = { type: 'passed'; x: number };

export const oldSliderMachine = setup({
  types: {
    context: {} as OldSliderContext,
    events: {} as OldSliderEvent,
    emitted: {} as OldSliderEmitted,
  },
  actors: {
    fetchChallenge: fromPromise<OldSliderChallenge>(() =>
      Promise.reject(new Error('fetchChallenge must be provided by the app')),
    ),
  },
  actions: {
    clearAttempt: assign({ x: 0, message: null }),
    takeChallenge: assign({ challenge: (_, params: { challenge: OldSliderChallenge }) => params.challenge }),
    moveTo: assign({ x: ({ event }) => (event.type === 'DRAG.MOVE' ? Math.max(0, event.x) : 0) }),
    showFailure: assign({ message: OLD_SLIDER_FAILED_MESSAGE }),
    emitPass: emit(({ context }) => ({ type: 'passed' as const, x: context.x })),
  },
  guards: {
    piecePlaced: ({ context }) => context.challenge !== null && oldSliderPasses(context.x, context.challenge.coox),
  },
  delays: {
    oldSliderReload: OLD_SLIDER_RELOAD_MS,
  },
}).createMachine({
  id: 'oldSlider',
  context: { challenge: null, x: 0, message: null },
  initial: 'Fetching',
  on: {
    REFRESH: { target: '.Fetching', reenter: true },
  },
  states: {
    Fetching: {
      description: 'The older slider challenge: background, piece and the piece’s target position.',
      tags: ['loading'],
      entry: 'clearAttempt',
      invoke: {
        src: 'fetchChallenge',
        onDone: {
          target: 'Idle',
          actions: { type: 'takeChallenge', params: ({ event }) => ({ challenge: event.output }) },
        },
        onError: 'Unavailable',
      },
    },
    Unavailable: {
      description: 'No challenge could be fetched; the box offers a refresh.',
      tags: ['unavailable'],
    },
    Idle: {
      description: 'The background and the piece show, the piece at the start.',
      tags: ['idle'],
      on: { 'DRAG.START': 'Dragging' },
    },
    Dragging: {
      description: 'The piece follows the pointer.',
      tags: ['dragging'],
      on: {
        'DRAG.MOVE': { actions: 'moveTo' },
        'DRAG.END': [
          { guard: 'piecePlaced', target: 'Success', actions: 'emitPass' },
          { target: 'Failure', actions: 'showFailure' },
        ],
      },
    },
    Success: {
      description: 'The piece was dropped within 6 units of its place.',
      tags: ['success'],
    },
    Failure: {
      description: 'The piece missed its place; the message shows and the challenge reloads after 1.5 s.',
      tags: ['failure'],
      after: { oldSliderReload: 'Fetching' },
    },
  },
});
