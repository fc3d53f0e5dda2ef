import {
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_SUCCESS_CODE,
  CAPTCHA_TOO_MANY_GETS,
  SLIDER_FAILURE_REFRESH_MS,
  SLIDER_POP_CLOSE_DELAY_MS,
  SLIDER_SUCCESS_DELAY_MS,
  captchaVerificationValue,
  sliderPoint,
  type CaptchaResponse,
} from '@portal/contracts';
import { assign, emit, fromPromise, setup } from 'xstate';

/** Shown when a captcha answer passed. */
export const CAPTCHA_SUCCEEDED_MESSAGE = '验证成功';

/** What POST /inform/captcha/check is asked: the challenge token, its secret key and the answer points as JSON. */
export interface CaptchaCheckInput {
  token: string;
  secretKey: string | null;
  pointJson: string;
}

/** What the captcha host answered to a check, with the point data as it was sent (encrypted when there was a secret key). */
export interface CaptchaCheckResult {
  repCode: string;
  repMsg: string | null;
  pointData: string;
}

/** The captcha box either pops over the page and closes itself, or sits in the form. */
export type CaptchaMode = 'pop' | 'fixed';

export interface SliderCaptchaInput {
  mode: CaptchaMode;
}

export interface SliderImages {
  original: string;
  jigsaw: string;
}

export interface SliderCaptchaContext {
  mode: CaptchaMode;
  /** Null while loading, and blank after '6201'. */
  images: SliderImages | null;
  token: string | null;
  secretKey: string | null;
  /** How far the piece was dragged, in rendered pixels. */
  x: number;
  renderedWidth: number;
  message: string | null;
  captchaVerification: string | null;
}

export type SliderCaptchaEvent =
  | { type: 'DRAG.START' }
  | { type: 'DRAG.MOVE'; x: number }
  | { type: 'DRAG.END'; renderedWidth: number }
  | { type: 'REFRESH' };

export type SliderCaptchaEmitted = { type: 'passed'; captchaVerification: string } | { type: 'closed' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} must be provided by the app`));

function challengeImages(response: CaptchaResponse): SliderImages | null {
  const original = response.repData?.originalImageBase64;
  const jigsaw = response.repData?.jigsawImageBase64;
  return original && jigsaw ? { original, jigsaw } : null;
}

export const sliderCaptchaMachine = setup({
  types: {
    context: {} as SliderCaptchaContext,
    events: {} as SliderCaptchaEvent,
    input: {} as SliderCaptchaInput,
    emitted: {} as SliderCaptchaEmitted,
  },
  actors: {
    fetchChallenge: fromPromise<CaptchaResponse>(notProvided('fetchChallenge')),
    checkAnswer: fromPromise<CaptchaCheckResult, CaptchaCheckInput>(notProvided('checkAnswer')),
  },
  actions: {
    clearChallenge: assign({
      token: null,
      secretKey: null,
      x: 0,
      message: null,
      captchaVerification: null,
    }),
    takeChallenge: assign((_, params: { response: CaptchaResponse }) => ({
      images: challengeImages(params.response),
      token: params.response.repData?.token ?? null,
      secretKey: params.response.repData?.secretKey ?? null,
    })),
    blankImages: assign({ images: null }),
    showMessage: assign({ message: (_, params: { message: string }) => params.message }),
    moveTo: assign({ x: ({ event }) => (event.type === 'DRAG.MOVE' ? Math.max(0, event.x) : 0) }),
    dropAt: assign({ renderedWidth: ({ event }) => (event.type === 'DRAG.END' ? event.renderedWidth : 0) }),
    rememberPass: assign({
      captchaVerification: ({ context }, params: { pointData: string }) =>
        captchaVerificationValue(context.token ?? '', params.pointData),
    }),
    emitPass: emit(({ context }) => ({
      type: 'passed' as const,
      captchaVerification: context.captchaVerification ?? '',
    })),
    emitClose: emit({ type: 'closed' }),
  },
  guards: {
    challengeReady: (_, params: { response: CaptchaResponse }) =>
      params.response.repCode === CAPTCHA_SUCCESS_CODE && challengeImages(params.response) !== null,
    tooManyGets: (_, params: { response: CaptchaResponse }) => params.response.repCode === CAPTCHA_TOO_MANY_GETS,
    answerPassed: (_, params: { result: CaptchaCheckResult }) => params.result.repCode === CAPTCHA_SUCCESS_CODE,
    isPop: ({ context }) => context.mode === 'pop',
  },
  delays: {
    sliderSuccess: SLIDER_SUCCESS_DELAY_MS,
    sliderPopClose: SLIDER_POP_CLOSE_DELAY_MS,
    sliderFailureRefresh: SLIDER_FAILURE_REFRESH_MS,
  },
}).createMachine({
  id: 'sliderCaptcha',
  context: ({ input }) => ({
    mode: input.mode,
    images: null,
    token: null,
    secretKey: null,
    x: 0,
    renderedWidth: 0,
    message: null,
    captchaVerification: null,
  }),
  initial: 'Fetching',
  on: {
    REFRESH: { target: '.Fetching', reenter: true },
  },
  states: {
    Fetching: {
      description: 'POST /inform/captcha/get for a block puzzle; the previous images stay until the new ones arrive.',
      tags: ['loading'],
      entry: 'clearChallenge',
      invoke: {
        src: 'fetchChallenge',
        onDone: [
          {
            guard: { type: 'challengeReady', params: ({ event }) => ({ response: event.output }) },
            target: 'Idle',
            actions: { type: 'takeChallenge', params: ({ event }) => ({ response: event.output }) },
          },
          {
            guard: { type: 'tooManyGets', params: ({ event }) => ({ response: event.output }) },
            target: 'Blocked',
          },
          {
            target: 'Unavailable',
            actions: {
              type: 'showMessage',
              params: ({ event }) => ({ message: event.output.repMsg || CAPTCHA_FAILED_MESSAGE }),
            },
          },
        ],
        onError: {
          target: 'Unavailable',
          actions: { type: 'showMessage', params: { message: CAPTCHA_FAILED_MESSAGE } },
        },
      },
    },
    Blocked: {
      description: "The host answered '6201' (too many challenges): the images are blank.",
      tags: ['blocked'],
      entry: 'blankImages',
    },
    Unavailable: {
      description: 'No challenge could be fetched; the box offers a refresh.',
      tags: ['unavailable'],
    },
    Idle: {
      description: 'The images show, with the piece at the start; the prompt asks to drag it.',
      tags: ['idle'],
      on: { 'DRAG.START': 'Dragging' },
    },
    Dragging: {
      description: 'The piece follows the pointer.',
      tags: ['dragging'],
      on: {
        'DRAG.MOVE': { actions: 'moveTo' },
        'DRAG.END': { target: 'Checking', actions: 'dropAt' },
      },
    },
    Checking: {
      description: 'POST /inform/captcha/check with x scaled to the 310-wide reference and y fixed at 5.',
      tags: ['checking'],
      invoke: {
        src: 'checkAnswer',
        input: ({ context }) => ({
          token: context.token ?? '',
          secretKey: context.secretKey,
          pointJson: JSON.stringify(sliderPoint(context.x, context.renderedWidth)),
        }),
        onDone: [
          {
            guard: { type: 'answerPassed', params: ({ event }) => ({ result: event.output }) },
            target: 'Success',
            actions: [
              { type: 'rememberPass', params: ({ event }) => ({ pointData: event.output.pointData }) },
              { type: 'showMessage', params: { message: CAPTCHA_SUCCEEDED_MESSAGE } },
            ],
          },
          {
            target: 'Failure',
            actions: {
              type: 'showMessage',
              params: ({ event }) => ({ message: event.output.repMsg || CAPTCHA_FAILED_MESSAGE }),
            },
          },
        ],
        onError: {
          target: 'Failure',
          actions: { type: 'showMessage', params: { message: CAPTCHA_FAILED_MESSAGE } },
        },
      },
    },
    Success: {
      description: 'The puzzle is solved: the pass value is handed over after 1 s; a pop-up box closes after 1.5 s.',
      tags: ['success'],
      after: {
        sliderSuccess: { actions: 'emitPass' },
        sliderPopClose: { guard: 'isPop', target: 'Closed' },
      },
    },
    Failure: {
      description: 'The answer was wrong; a new challenge is fetched after 1 s.',
      tags: ['failure'],
      after: { sliderFailureRefresh: 'Fetching' },
    },
    Closed: {
      description: 'The pop-up box closed after a pass; REFRESH opens it on a new challenge.',
      tags: ['closed'],
      entry: 'emitClose',
    },
  },
});
