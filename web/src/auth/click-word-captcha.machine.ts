import {
  CAPTCHA_CLICK_COUNT,
  CAPTCHA_FAILED_MESSAGE,
  CAPTCHA_SUCCESS_CODE,
  CAPTCHA_TOO_MANY_GETS,
  CLICK_WORD_REFRESH_MS,
  captchaVerificationValue,
  scaleToReference,
  type CaptchaPoint,
  type CaptchaResponse,
} from '@portal/contracts';
import { assign, emit, fromPromise, setup } from 'xstate';
import { CAPTCHA_SUCCEEDED_MESSAGE, type CaptchaCheckInput, type CaptchaCheckResult } from './slider-captcha.machine';

export interface ClickWordCaptchaContext {
  /** Null while loading, and blank after '6201'. */
  image: string | null;
  /** The words to click, in order. */
  wordList: string[];
  token: string | null;
  secretKey: string | null;
  /** Where the clicks landed on the rendered image, for the markers. */
  marks: CaptchaPoint[];
  /** The clicks scaled to the 310x155 reference image, as they are sent. */
  points: CaptchaPoint[];
  message: string | null;
  captchaVerification: string | null;
}

export type ClickWordCaptchaEvent =
  | { type: 'CLICK'; x: number; y: number; renderedWidth: number; renderedHeight: number }
  | { type: 'REFRESH' };

export type ClickWordCaptchaEmitted = { type: 'passed'; captchaVerification: string };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} must be provided by the app`));

function challengeOf(response: CaptchaResponse) {
  const image = response.repData?.originalImageBase64;
  const wordList = response.repData?.wordList;
  return image && wordList?.length ? { image, wordList } : null;
}

export const clickWordCaptchaMachine = setup({
  types: {
    context: {} as ClickWordCaptchaContext,
    events: {} as ClickWordCaptchaEvent,
    emitted: {} as ClickWordCaptchaEmitted,
  },
  actors: {
    fetchChallenge: fromPromise<CaptchaResponse>(notProvided('fetchChallenge')),
    checkAnswer: fromPromise<CaptchaCheckResult, CaptchaCheckInput>(notProvided('checkAnswer')),
  },
  actions: {
    clearChallenge: assign({
      token: null,
      secretKey: null,
      marks: [],
      points: [],
      message: null,
      captchaVerification: null,
    }),
    takeChallenge: assign((_, params: { response: CaptchaResponse }) => ({
      image: challengeOf(params.response)?.image ?? null,
      wordList: challengeOf(params.response)?.wordList ?? [],
      token: params.response.repData?.token ?? null,
      secretKey: params.response.repData?.secretKey ?? null,
    })),
    blankImage: assign({ image: null, wordList: [] }),
    addClick: assign(({ context, event }) => {
      if (event.type !== 'CLICK') return {};
      const mark = { x: event.x, y: event.y };
      return {
        marks: [...context.marks, mark],
        points: [...context.points, scaleToReference(mark, event.renderedWidth, event.renderedHeight)],
      };
    }),
    showMessage: assign({ message: (_, params: { message: string }) => params.message }),
    rememberPass: assign({
      captchaVerification: ({ context }, params: { pointData: string }) =>
        captchaVerificationValue(context.token ?? '', params.pointData),
    }),
    emitPass: emit(({ context }) => ({
      type: 'passed' as const,
      captchaVerification: context.captchaVerification ?? '',
    })),
  },
  guards: {
    challengeReady: (_, params: { response: CaptchaResponse }) =>
      params.response.repCode === CAPTCHA_SUCCESS_CODE && challengeOf(params.response) !== null,
    tooManyGets: (_, params: { response: CaptchaResponse }) => params.response.repCode === CAPTCHA_TOO_MANY_GETS,
    clicksComplete: ({ context }) => context.points.length >= CAPTCHA_CLICK_COUNT,
    validClick: ({ event }) => event.type === 'CLICK' && event.renderedWidth > 0 && event.renderedHeight > 0,
    answerPassed: (_, params: { result: CaptchaCheckResult }) => params.result.repCode === CAPTCHA_SUCCESS_CODE,
  },
  delays: {
    clickWordRefresh: CLICK_WORD_REFRESH_MS,
  },
}).createMachine({
  id: 'clickWordCaptcha',
  context: {
    image: null,
    wordList: [],
    token: null,
    secretKey: null,
    marks: [],
    points: [],
    message: null,
    captchaVerification: null,
  },
  initial: 'Fetching',
  on: {
    REFRESH: { target: '.Fetching', reenter: true },
  },
  states: {
    Fetching: {
      description: 'POST /inform/captcha/get for a click-word challenge.',
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
      description: "The host answered '6201' (too many challenges): the image is blank.",
      tags: ['blocked'],
      entry: 'blankImage',
    },
    Unavailable: {
      description: 'No challenge could be fetched; the box offers a refresh.',
      tags: ['unavailable'],
    },
    Idle: {
      description: 'The image and the words show; each click leaves a numbered mark.',
      tags: ['idle'],
      always: { guard: 'clicksComplete', target: 'Checking' },
      on: {
        CLICK: { guard: 'validClick', actions: 'addClick' },
      },
    },
    Checking: {
      description: 'The third click was made: POST /inform/captcha/check with the three scaled points.',
      tags: ['checking'],
      invoke: {
        src: 'checkAnswer',
        input: ({ context }) => ({
          token: context.token ?? '',
          secretKey: context.secretKey,
          pointJson: JSON.stringify(context.points),
        }),
        onDone: [
          {
            guard: { type: 'answerPassed', params: ({ event }) => ({ result: event.output }) },
            target: 'Success',
            actions: [
              { type: 'rememberPass', params: ({ event }) => ({ pointData: event.output.pointData }) },
              'emitPass',
            ],
          },
          { target: 'Failure' },
        ],
        onError: 'Failure',
      },
    },
    Success: {
      description: '验证成功 shows; a new challenge is fetched after 700 ms.',
      tags: ['success'],
      entry: { type: 'showMessage', params: { message: CAPTCHA_SUCCEEDED_MESSAGE } },
      after: { clickWordRefresh: 'Fetching' },
    },
    Failure: {
      description: '验证失败 shows; a new challenge is fetched after 700 ms.',
      tags: ['failure'],
      entry: { type: 'showMessage', params: { message: CAPTCHA_FAILED_MESSAGE } },
      after: { clickWordRefresh: 'Fetching' },
    },
  },
});
