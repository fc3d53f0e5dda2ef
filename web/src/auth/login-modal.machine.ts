import {
  AUTO_LOGIN,
  CHANNEL_ID,
  FALLBACK_ERROR_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_FAILURE_INDICATOR_MS,
  LOGIN_MODE,
  LOGIN_TYPE,
  PASSWORD_INPUT_MAX_LENGTH,
  PHONE_ERROR,
  PLATFORM,
  SLIDER_PROMPT,
  SMS_SENT_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  ResultCode,
  loginPasswordSchema,
  normalizePhoneInput,
  phoneSchema,
  routes,
  verifyCodeSchema,
  type DynamicKey,
  type LoginRequest,
  type LoginResponse,
  type LoginType,
} from '@portal/contracts';
import { and, assign, emit, fromPromise, not, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { api, type ApiResult } from '../lib/api';
import { callRoute } from '../lib/api-call';
import { smsCountdownMachine } from './sms-countdown.machine';


export interface LoginModalContext {
  loginType: LoginType;
  phone: string;
  verifyCode: string;
  password: string;
  /** The keep-login checkbox: one month without login. */
  keep: boolean;
  /** The pass value of the slider captcha; null until it passes. */
  captchaVerification: string | null;
  dynamicKey: DynamicKey | null;
  encryptedPassword: string | null;
  /** The message the modal shows under the form, if any. */
  error: string | null;
}

export type LoginModalEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TYPE.TOGGLE' }
  | { type: 'PHONE.CHANGE'; value: string }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'KEEP.TOGGLE' }
  | { type: 'CAPTCHA.PASSED'; captchaVerification: string }
  | { type: 'CODE.SEND' }
  | { type: 'SUBMIT' }
  | { type: 'SMS.SENT' }
  | { type: 'SMS.FAILED'; message: string };

export type LoginModalEmitted =
  | { type: 'LOGGED_IN'; token: string; keep: boolean }
  | { type: 'slider.reset' }
  | { type: 'notify'; message: string };

export interface PasswordEncryption {
  password: string;
  iv: string;
  key: string;
}

const emptyForm = {
  loginType: LOGIN_TYPE.CODE,
  phone: '',
  verifyCode: '',
  password: '',
  keep: false,
  captchaVerification: null,
  dynamicKey: null,
  encryptedPassword: null,
  error: null,
} satisfies LoginModalContext;

const phoneValid = (context: LoginModalContext) => phoneSchema.safeParse(context.phone).success;
const captchaPassed = (context: LoginModalContext) => context.captchaVerification !== null;

/** The first rule of SPEC §5 the form breaks, as the message it shows; null when the form may be submitted. */
export function loginFormError(context: LoginModalContext): string | null {
  if (!phoneValid(context)) return PHONE_ERROR;
  if (context.loginType === LOGIN_TYPE.PASSWORD) {
    const password = loginPasswordSchema.safeParse(context.password);
    return password.success ? null : (password.error.issues[0]?.message ?? null);
  }
  if (!captchaPassed(context)) return SLIDER_PROMPT;
  const code = verifyCodeSchema.safeParse(context.verifyCode);
  return code.success ? null : (code.error.issues[0]?.message ?? null);
}

/** The body of POST /user/login for what the form holds. */
export function loginRequestOf(context: LoginModalContext): LoginRequest {
  const common = {
    mobile: context.phone,
    channelId: CHANNEL_ID,
    platform: PLATFORM,
    auto: context.keep ? AUTO_LOGIN.KEEP : AUTO_LOGIN.NO,
  } as const;
  if (context.loginType === LOGIN_TYPE.CODE) {
    return { ...common, mode: LOGIN_MODE.CODE, verifyCode: context.verifyCode };
  }
  return {
    ...common,
    mode: LOGIN_MODE.PASSWORD,
    password: context.encryptedPassword ?? '',
    iv: context.dynamicKey?.iv ?? '',
    key: context.dynamicKey?.key ?? '',
  };
}

function answerMessage(answer: Pick<ApiResult<unknown>, 'message'>): string {
  return answer.message || FALLBACK_ERROR_MESSAGE;
}

export const loginModalMachine = setup({
  types: {
    context: {} as LoginModalContext,
    events: {} as LoginModalEvent,
    emitted: {} as LoginModalEmitted,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    smsCountdown: smsCountdownMachine,
    fetchDynamicKey: fromPromise<ApiResult<DynamicKey>>(({ signal }) =>
      callRoute(api, routes.user.dynamicKey, {}, { signal }),
    ),
    encryptPassword: fromPromise<string, PasswordEncryption>(() =>
      Promise.reject(new Error('encryptPassword must be provided by the app')),
    ),
    login: fromPromise<ApiResult<LoginResponse>, LoginRequest>(({ input, signal }) =>
      callRoute(api, routes.user.login, { body: input }, { signal }),
    ),
  },
  actions: {
    resetForm: assign(() => ({ ...emptyForm })),
    toggleType: assign({
      loginType: ({ context }) => (context.loginType === LOGIN_TYPE.CODE ? LOGIN_TYPE.PASSWORD : LOGIN_TYPE.CODE),
      phone: '',
      verifyCode: '',
      password: '',
      captchaVerification: null,
      error: null,
    }),
    changePhone: assign({
      phone: ({ event }) => (event.type === 'PHONE.CHANGE' ? normalizePhoneInput(event.value) : ''),
      error: null,
    }),
    changeCode: assign({
      verifyCode: ({ event }) => (event.type === 'CODE.CHANGE' ? event.value.trim() : ''),
      error: null,
    }),
    changePassword: assign({
      password: ({ event }) =>
        event.type === 'PASSWORD.CHANGE' ? event.value.slice(0, PASSWORD_INPUT_MAX_LENGTH) : '',
      error: null,
    }),
    toggleKeep: assign({ keep: ({ context }) => !context.keep }),
    passCaptcha: assign({
      captchaVerification: ({ event }) => (event.type === 'CAPTCHA.PASSED' ? event.captchaVerification : null),
      error: null,
    }),
    forgetCaptcha: assign({ captchaVerification: null }),
    resetSlider: emit({ type: 'slider.reset' }),
    notify: emit((_, params: { message: string }) => ({ type: 'notify' as const, message: params.message })),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
    clearError: assign({ error: null }),
    showFormError: assign({ error: ({ context }) => loginFormError(context) }),
    sendCode: sendTo('sms', ({ context }) => ({
      type: 'CODE.SEND' as const,
      mobile: context.phone,
      captchaVerification: context.captchaVerification ?? '',
    })),
    rememberDynamicKey: assign({ dynamicKey: (_, params: { key: DynamicKey }) => params.key }),
    rememberEncryptedPassword: assign({ encryptedPassword: (_, params: { password: string }) => params.password }),
    forgetEncryption: assign({ dynamicKey: null, encryptedPassword: null }),
    announceLogin: emit((_, params: { token: string; keep: boolean }) => ({
      type: 'LOGGED_IN' as const,
      token: params.token,
      keep: params.keep,
    })),
  },
  guards: {
    phoneValid: ({ context }) => phoneValid(context),
    captchaPassed: ({ context }) => captchaPassed(context),
    canSubmit: ({ context }) => loginFormError(context) === null,
    isPasswordLogin: ({ context }) => context.loginType === LOGIN_TYPE.PASSWORD,
    answerOk: (_, params: { answer: ApiResult<unknown> }) => params.answer.ok,
    wrongCredentials: (_, params: { answer: ApiResult<unknown> }) =>
      params.answer.code === ResultCode.WRONG_CREDENTIALS,
  },
  delays: {
    loginFailureIndicator: LOGIN_FAILURE_INDICATOR_MS,
  },
}).createMachine({
  id: 'loginModal',
  context: { ...emptyForm },
  initial: 'Closed',
  states: {
    Closed: {
      description: 'The modal is hidden; opening it starts from an empty form.',
      tags: ['closed'],
      entry: 'resetForm',
      on: { OPEN: 'Open' },
    },
    Open: {
      description: 'The modal shows the phone, the code or password, keep-login and the slider captcha.',
      tags: ['open'],
      invoke: { id: 'sms', src: 'smsCountdown', input: ({ self }) => ({ reportTo: self }) },
      initial: 'Editing',
      on: {
        CLOSE: '#loginModal.Closed',
        'TYPE.TOGGLE': { actions: ['toggleType', 'resetSlider'] },
        'PHONE.CHANGE': { actions: 'changePhone' },
        'CODE.CHANGE': { actions: 'changeCode' },
        'PASSWORD.CHANGE': { actions: 'changePassword' },
        'KEEP.TOGGLE': { actions: 'toggleKeep' },
        'CAPTCHA.PASSED': { actions: 'passCaptcha' },
        'CODE.SEND': [
          { guard: and(['phoneValid', 'captchaPassed']), actions: ['clearError', 'sendCode'] },
          { guard: not('phoneValid'), actions: { type: 'showError', params: { message: PHONE_ERROR } } },
          { actions: { type: 'showError', params: { message: SLIDER_PROMPT } } },
        ],
        'SMS.SENT': { actions: { type: 'notify', params: { message: SMS_SENT_MESSAGE } } },
        'SMS.FAILED': {
          actions: [
            'forgetCaptcha',
            'resetSlider',
            { type: 'showError', params: ({ event }) => ({ message: event.message }) },
          ],
        },
      },
      states: {
        Editing: {
          description: 'The user fills the form; the login button is enabled only while every rule holds.',
          initial: 'Blocked',
          on: {
            SUBMIT: [
              {
                guard: and(['canSubmit', 'isPasswordLogin']),
                target: 'Submitting.FetchingKey',
                actions: 'clearError',
              },
              { guard: 'canSubmit', target: 'Submitting.LoggingIn', actions: 'clearError' },
              { actions: 'showFormError' },
            ],
          },
          states: {
            Blocked: {
              description: 'A rule of SPEC §5 does not hold yet; the login button is disabled.',
              always: { guard: 'canSubmit', target: 'Ready' },
            },
            Ready: {
              description: 'Every rule holds; the login button is enabled.',
              tags: ['canSubmit'],
              always: { guard: not('canSubmit'), target: 'Blocked' },
            },
          },
        },
        Submitting: {
          description: 'The login is in flight; the button is disabled.',
          tags: ['submitting'],
          initial: 'LoggingIn',
          exit: 'forgetEncryption',
          states: {
            FetchingKey: {
              description: 'GET /user/key/getDynamicKey for the iv and key the password is encrypted with.',
              invoke: {
                src: 'fetchDynamicKey',
                onDone: [
                  {
                    guard: { type: 'answerOk', params: ({ event }) => ({ answer: event.output }) },
                    target: 'Encrypting',
                    actions: {
                      type: 'rememberDynamicKey',
                      params: ({ event }) => ({ key: event.output.data as DynamicKey }),
                    },
                  },
                  {
                    target: '#loginModal.Open.Editing',
                    actions: { type: 'showError', params: ({ event }) => ({ message: answerMessage(event.output) }) },
                  },
                ],
                onError: '#loginModal.Open.Failed',
              },
            },
            Encrypting: {
              description: 'The password is encrypted with the dynamic key.',
              invoke: {
                src: 'encryptPassword',
                input: ({ context }) => ({
                  password: context.password,
                  iv: context.dynamicKey?.iv ?? '',
                  key: context.dynamicKey?.key ?? '',
                }),
                onDone: {
                  target: 'LoggingIn',
                  actions: { type: 'rememberEncryptedPassword', params: ({ event }) => ({ password: event.output }) },
                },
                onError: {
                  target: '#loginModal.Open.Editing',
                  actions: { type: 'showError', params: { message: FALLBACK_ERROR_MESSAGE } },
                },
              },
            },
            LoggingIn: {
              description: 'POST /user/login.',
              invoke: {
                src: 'login',
                input: ({ context }) => loginRequestOf(context),
                onDone: [
                  {
                    guard: { type: 'answerOk', params: ({ event }) => ({ answer: event.output }) },
                    target: '#loginModal.Closed',
                    actions: {
                      type: 'announceLogin',
                      params: ({ context, event }) => ({
                        token: (event.output.data as LoginResponse).token,
                        keep: context.keep,
                      }),
                    },
                  },
                  {
                    guard: { type: 'wrongCredentials', params: ({ event }) => ({ answer: event.output }) },
                    target: '#loginModal.Open.Editing',
                    actions: { type: 'showError', params: { message: WRONG_CREDENTIALS_MESSAGE } },
                  },
                  {
                    target: '#loginModal.Open.Editing',
                    actions: { type: 'showError', params: ({ event }) => ({ message: answerMessage(event.output) }) },
                  },
                ],
                onError: '#loginModal.Open.Failed',
              },
            },
          },
        },
        Failed: {
          description: 'The login failed on the network; 登录失败 shows for 3 s.',
          tags: ['loginFailed'],
          entry: { type: 'showError', params: { message: LOGIN_FAILED_MESSAGE } },
          exit: 'clearError',
          after: { loginFailureIndicator: 'Editing' },
        },
      },
    },
  },
});

export type LoginModalSnapshot = SnapshotFrom<typeof loginModalMachine>;

/** The get-code countdown embedded in the open modal; undefined while the modal is closed. */
export function smsCountdownOf(snapshot: LoginModalSnapshot): ActorRefFrom<typeof smsCountdownMachine> | undefined {
  return snapshot.children.sms;
}
