import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  FALLBACK_ERROR_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_TYPE,
  PASSWORD_ERROR,
  PHONE_ERROR,
  SLIDER_PROMPT,
  SMS_FAILED_MESSAGE,
  VERIFY_CODE_EMPTY_ERROR,
  VERIFY_CODE_LENGTH_ERROR,
  WRONG_CREDENTIALS_MESSAGE,
  type DynamicKey,
  type LoginRequest,
  type LoginResponse,
  type SmsRequest,
} from '@portal/contracts';
import type { ApiResult } from '../../src/lib/api';
import { loginModalMachine, smsCountdownOf, type LoginModalEmitted, type PasswordEncryption } from '../../src/auth/login-modal.machine';
import { smsCountdownMachine } from '../../src/auth/sms-countdown.machine';

const PHONE = '13800138000';
const PASS = 'token---point';

function ok<T>(data: T): ApiResult<T> {
  return { ok: true, code: 200, message: 'success', data };
}

function failed(code: number, message: string): ApiResult<never> {
  return { ok: false, code, message, data: null };
}

interface Answers {
  sendSms?: (request: SmsRequest) => Promise<ApiResult<unknown>>;
  fetchDynamicKey?: () => Promise<ApiResult<DynamicKey>>;
  encryptPassword?: (input: PasswordEncryption) => Promise<string>;
  login?: (request: LoginRequest) => Promise<ApiResult<LoginResponse>>;
}

function start(answers: Answers = {}) {
  const sendSms = vi.fn(answers.sendSms ?? (() => Promise.resolve(ok(null))));
  const fetchDynamicKey = vi.fn(answers.fetchDynamicKey ?? (() => Promise.resolve(ok({ iv: 'iv1', key: 'key1' }))));
  const encryptPassword = vi.fn(answers.encryptPassword ?? ((input: PasswordEncryption) => Promise.resolve(`enc(${input.password})`)));
  const login = vi.fn(answers.login ?? (() => Promise.resolve(ok({ token: 'tk' }))));
  const machine = loginModalMachine.provide({
    actors: {
      smsCountdown: smsCountdownMachine.provide({
        actors: { sendSms: fromPromise<ApiResult<unknown>, SmsRequest>(({ input }) => sendSms(input)) },
      }),
      fetchDynamicKey: fromPromise<ApiResult<DynamicKey>>(() => fetchDynamicKey()),
      encryptPassword: fromPromise<string, PasswordEncryption>(({ input }) => encryptPassword(input)),
      login: fromPromise<ApiResult<LoginResponse>, LoginRequest>(({ input }) => login(input)),
    },
  });
  const actor = createActor(machine).start();
  const emitted: LoginModalEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, emitted, sendSms, fetchDynamicKey, encryptPassword, login };
}

type Modal = ReturnType<typeof start>['actor'];

function fillCodeForm(actor: Modal, code = '123456') {
  actor.send({ type: 'PHONE.CHANGE', value: PHONE });
  actor.send({ type: 'CAPTCHA.PASSED', captchaVerification: PASS });
  actor.send({ type: 'CODE.CHANGE', value: code });
}

function fillPasswordForm(actor: Modal, password = 'secret1') {
  actor.send({ type: 'TYPE.TOGGLE' });
  actor.send({ type: 'PHONE.CHANGE', value: PHONE });
  actor.send({ type: 'PASSWORD.CHANGE', value: password });
}

function sms(actor: Modal) {
  const ref = smsCountdownOf(actor.getSnapshot());
  if (!ref) throw new Error('the countdown is not running');
  return ref.getSnapshot();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('opening and closing', () => {
  it('starts closed and opens on OPEN with an empty code form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    actor.send({ type: 'OPEN' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('open')).toBe(true);
    expect(snapshot.matches({ Open: { Editing: 'Blocked' } })).toBe(true);
    expect(snapshot.context).toMatchObject({ loginType: LOGIN_TYPE.CODE, phone: '', keep: false, captchaVerification: null });
  });

  it('CLOSE closes, resets the form and stops the countdown', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'KEEP.TOGGLE' });
    actor.send({ type: 'CODE.SEND' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CLOSE' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('Closed');
    expect(snapshot.context).toMatchObject({ phone: '', verifyCode: '', keep: false, captchaVerification: null });
    expect(smsCountdownOf(snapshot)).toBeUndefined();
    actor.send({ type: 'OPEN' });
    expect(sms(actor).hasTag('ready')).toBe(true);
  });
});

describe('inputs', () => {
  it('keeps only the digits of the phone, at most 11', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PHONE.CHANGE', value: ' 138-0013 8000999' });
    expect(actor.getSnapshot().context.phone).toBe('13800138000');
  });

  it('cuts the password input at 20 characters', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PASSWORD.CHANGE', value: 'a'.repeat(25) });
    expect(actor.getSnapshot().context.password).toBe('a'.repeat(20));
  });

  it('toggles keep-login', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'KEEP.TOGGLE' });
    expect(actor.getSnapshot().context.keep).toBe(true);
    actor.send({ type: 'KEEP.TOGGLE' });
    expect(actor.getSnapshot().context.keep).toBe(false);
  });

  it('toggling the type clears the phone, code and password and resets the slider', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'PASSWORD.CHANGE', value: 'secret1' });
    actor.send({ type: 'TYPE.TOGGLE' });
    expect(actor.getSnapshot().context).toMatchObject({
      loginType: LOGIN_TYPE.PASSWORD,
      phone: '',
      verifyCode: '',
      password: '',
      captchaVerification: null,
    });
    expect(emitted).toEqual([{ type: 'slider.reset' }]);
    actor.send({ type: 'TYPE.TOGGLE' });
    expect(actor.getSnapshot().context.loginType).toBe(LOGIN_TYPE.CODE);
    expect(emitted).toEqual([{ type: 'slider.reset' }, { type: 'slider.reset' }]);
  });
});

describe('the login button (tag canSubmit)', () => {
  const codeCases = [
    { phone: '', captcha: true, code: '123456', enabled: false },
    { phone: '1380013800', captcha: true, code: '123456', enabled: false },
    { phone: PHONE, captcha: false, code: '123456', enabled: false },
    { phone: PHONE, captcha: true, code: '', enabled: false },
    { phone: PHONE, captcha: true, code: '12345', enabled: false },
    { phone: PHONE, captcha: true, code: '1234567', enabled: false },
    { phone: PHONE, captcha: true, code: '123456', enabled: true },
  ];

  it.each(codeCases)('code mode: phone $phone, captcha $captcha, code $code → $enabled', ({ phone, captcha, code, enabled }) => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PHONE.CHANGE', value: phone });
    if (captcha) actor.send({ type: 'CAPTCHA.PASSED', captchaVerification: PASS });
    actor.send({ type: 'CODE.CHANGE', value: code });
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(enabled);
  });

  const passwordCases = [
    { phone: '', password: 'secret1', enabled: false },
    { phone: '1380013800', password: 'secret1', enabled: false },
    { phone: PHONE, password: '', enabled: false },
    { phone: PHONE, password: '12345', enabled: false },
    { phone: PHONE, password: '123456', enabled: true },
    { phone: PHONE, password: 'a'.repeat(16), enabled: true },
    { phone: PHONE, password: 'a'.repeat(17), enabled: false },
  ];

  it.each(passwordCases)('password mode: phone $phone, password $password → $enabled', ({ phone, password, enabled }) => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TYPE.TOGGLE' });
    actor.send({ type: 'PHONE.CHANGE', value: phone });
    actor.send({ type: 'PASSWORD.CHANGE', value: password });
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(enabled);
  });

  it('password mode needs no captcha', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    fillPasswordForm(actor);
    expect(actor.getSnapshot().context.captchaVerification).toBeNull();
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(true);
  });

  it('follows the inputs both ways', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(true);
    actor.send({ type: 'CODE.CHANGE', value: '1234' });
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(false);
    actor.send({ type: 'CODE.CHANGE', value: '123456' });
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(true);
  });

  it.each([
    { setup: (_: Modal) => {}, message: PHONE_ERROR },
    { setup: (a: Modal) => a.send({ type: 'PHONE.CHANGE', value: PHONE }), message: SLIDER_PROMPT },
    {
      setup: (a: Modal) => {
        a.send({ type: 'PHONE.CHANGE', value: PHONE });
        a.send({ type: 'CAPTCHA.PASSED', captchaVerification: PASS });
      },
      message: VERIFY_CODE_EMPTY_ERROR,
    },
    { setup: (a: Modal) => fillCodeForm(a, '12'), message: VERIFY_CODE_LENGTH_ERROR },
    { setup: (a: Modal) => fillPasswordForm(a, '123'), message: PASSWORD_ERROR },
  ])('a blocked submit shows $message and logs nobody in', ({ setup, message }) => {
    const { actor, login } = start();
    actor.send({ type: 'OPEN' });
    setup(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(login).not.toHaveBeenCalled();
  });

  it('an input change clears the shown message', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(PHONE_ERROR);
    actor.send({ type: 'PHONE.CHANGE', value: '1' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('getting a code', () => {
  it('needs a valid phone', async () => {
    const { actor, sendSms } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PHONE.CHANGE', value: '138' });
    actor.send({ type: 'CAPTCHA.PASSED', captchaVerification: PASS });
    actor.send({ type: 'CODE.SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSms).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBe(PHONE_ERROR);
    expect(sms(actor).hasTag('ready')).toBe(true);
  });

  it('needs a passed captcha', async () => {
    const { actor, sendSms } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PHONE.CHANGE', value: PHONE });
    actor.send({ type: 'CODE.SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSms).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBe(SLIDER_PROMPT);
  });

  it('sends, toasts 已发送 and counts 60, 59 … until the button returns at 0', async () => {
    const { actor, sendSms, emitted } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PHONE.CHANGE', value: PHONE });
    actor.send({ type: 'CAPTCHA.PASSED', captchaVerification: PASS });
    actor.send({ type: 'CODE.SEND' });
    expect(sms(actor).hasTag('sending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSms).toHaveBeenCalledWith({ mobile: PHONE, captchaVerification: PASS, type: 3 });
    expect(emitted).toContainEqual({ type: 'notify', message: '已发送' });
    expect(sms(actor).hasTag('counting')).toBe(true);
    expect(sms(actor).context.secondsLeft).toBe(60);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sms(actor).context.secondsLeft).toBe(59);
    await vi.advanceTimersByTimeAsync(58_000);
    expect(sms(actor).context.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sms(actor).hasTag('counting')).toBe(false);
    expect(sms(actor).hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.captchaVerification).toBe(PASS);
  });

  it('a send failure cancels the countdown, resets the captcha and shows the server message', async () => {
    const { actor, emitted } = start({ sendSms: () => Promise.resolve(failed(400, '手机号已被限制')) });
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'CODE.SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sms(actor).hasTag('ready')).toBe(true);
    expect(sms(actor).context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().context).toMatchObject({ captchaVerification: null, error: '手机号已被限制' });
    expect(emitted).toEqual([{ type: 'slider.reset' }]);
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(false);
  });

  it('a send that fails on the network shows 验证码获取失败', async () => {
    const { actor, emitted } = start({ sendSms: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'CODE.SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(SMS_FAILED_MESSAGE);
    expect(actor.getSnapshot().context.captchaVerification).toBeNull();
    expect(emitted).toEqual([{ type: 'slider.reset' }]);
  });
});

describe('logging in with a code', () => {
  it('posts the code login and announces the token with the keep flag, then closes', async () => {
    const { actor, login, emitted } = start();
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'KEEP.TOGGLE' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(login).toHaveBeenCalledWith({
      mobile: PHONE,
      channelId: 3,
      platform: 1,
      auto: 1,
      mode: 1,
      verifyCode: '123456',
    });
    expect(emitted).toEqual([{ type: 'LOGGED_IN', token: 'tk', keep: true }]);
    expect(actor.getSnapshot().value).toBe('Closed');
    expect(actor.getSnapshot().context.phone).toBe('');
  });

  it('sends auto 0 without keep-login', async () => {
    const { actor, login, emitted } = start();
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(login.mock.calls[0]?.[0]).toMatchObject({ auto: 0 });
    expect(emitted).toEqual([{ type: 'LOGGED_IN', token: 'tk', keep: false }]);
  });

  it('code 10011 shows the lock warning and stays open', async () => {
    const { actor } = start({ login: () => Promise.resolve(failed(10011, 'wrong')) });
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(WRONG_CREDENTIALS_MESSAGE);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(true);
  });

  it('another failed code shows the server message', async () => {
    const { actor } = start({ login: () => Promise.resolve(failed(400, '验证码已过期')) });
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('验证码已过期');
  });

  it("another failed code without a message shows 'error'", async () => {
    const { actor } = start({ login: () => Promise.resolve(failed(500, '')) });
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('a network failure shows 登录失败 for exactly 3 s', async () => {
    const { actor, login } = start({ login: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('loginFailed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(LOGIN_FAILED_MESSAGE);
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(login).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(2_999);
    expect(actor.getSnapshot().hasTag('loginFailed')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('loginFailed')).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(true);
  });

  it('closing while the login is in flight drops its answer', async () => {
    let answer: (value: ApiResult<LoginResponse>) => void = () => {};
    const { actor, emitted } = start({ login: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'OPEN' });
    fillCodeForm(actor);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CLOSE' });
    answer(ok({ token: 'late' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('Closed');
  });
});

describe('logging in with a password', () => {
  it('fetches the dynamic key, encrypts the password with it and posts mode 0', async () => {
    const { actor, fetchDynamicKey, encryptPassword, login, emitted } = start();
    actor.send({ type: 'OPEN' });
    fillPasswordForm(actor, 'secret1');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ Open: { Submitting: 'FetchingKey' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchDynamicKey).toHaveBeenCalledTimes(1);
    expect(encryptPassword).toHaveBeenCalledWith({ password: 'secret1', iv: 'iv1', key: 'key1' });
    expect(login).toHaveBeenCalledWith({
      mobile: PHONE,
      channelId: 3,
      platform: 1,
      auto: 0,
      mode: 0,
      password: 'enc(secret1)',
      iv: 'iv1',
      key: 'key1',
    });
    expect(emitted).toContainEqual({ type: 'LOGGED_IN', token: 'tk', keep: false });
    expect(actor.getSnapshot().value).toBe('Closed');
  });

  it('a failed dynamic key shows its message and never logs in', async () => {
    const { actor, login } = start({ fetchDynamicKey: () => Promise.resolve(failed(500, '密钥获取失败')) });
    actor.send({ type: 'OPEN' });
    fillPasswordForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('密钥获取失败');
    expect(actor.getSnapshot().hasTag('canSubmit')).toBe(true);
    expect(login).not.toHaveBeenCalled();
  });

  it("a failed dynamic key without a message shows 'error'", async () => {
    const { actor } = start({ fetchDynamicKey: () => Promise.resolve(failed(500, '')) });
    actor.send({ type: 'OPEN' });
    fillPasswordForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('code 10011 shows the lock warning', async () => {
    const { actor } = start({ login: () => Promise.resolve(failed(10011, '')) });
    actor.send({ type: 'OPEN' });
    fillPasswordForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(WRONG_CREDENTIALS_MESSAGE);
    expect(actor.getSnapshot().context.encryptedPassword).toBeNull();
  });

  it('a network failure of the dynamic key shows 登录失败 for 3 s', async () => {
    const { actor } = start({ fetchDynamicKey: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'OPEN' });
    fillPasswordForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('loginFailed')).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(actor.getSnapshot().hasTag('loginFailed')).toBe(false);
  });

  it("an encryption failure shows 'error'", async () => {
    const { actor, login } = start({ encryptPassword: () => Promise.reject(new Error('bad key')) });
    actor.send({ type: 'OPEN' });
    fillPasswordForm(actor);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(FALLBACK_ERROR_MESSAGE);
    expect(login).not.toHaveBeenCalled();
  });
});
