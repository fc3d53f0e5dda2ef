// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { PASSWORD_ERROR, PASSWORD_PLACEHOLDER, type CaptchaResponse, type SmsRequest } from '@portal/contracts';
import type { CaptchaClient } from '../../src/auth/captcha-client';
import { CaptchaClientProvider } from '../../src/auth/captcha-context';
import { appLoginModalMachine } from '../../src/auth/login';
import { LoginModal } from '../../src/auth/LoginModal';
import { SECURITY_VERIFICATION_TITLE } from '../../src/auth/SecurityVerification';
import type { ApiResult } from '../../src/lib/api';
import { smsCountdownMachine } from '../../src/auth/sms-countdown.machine';
import { renderPage } from '../harness';

const PHONE = '13912345678';

/** jsdom has no PointerEvent; React's pointer handlers need one that carries clientX. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

const challenge: CaptchaResponse = {
  repCode: '0000',
  repMsg: null,
  repData: {
    originalImageBase64: 'YmFja2dyb3VuZA==',
    jigsawImageBase64: 'cGllY2U=',
    token: 'tk',
    secretKey: 'abcdefgh12345678',
  },
};

function fakeCaptcha(): CaptchaClient & { check: ReturnType<typeof vi.fn> } {
  return {
    challenge: vi.fn(async () => challenge),
    check: vi.fn(async (_type, input) => ({ repCode: '0000', repMsg: null, pointData: `sealed(${input.pointJson})` })),
  };
}

function startModal(
  sendSms = vi.fn(async (_request: SmsRequest): Promise<ApiResult<unknown>> => ({
    ok: true,
    code: 200,
    message: '已发送',
    data: null,
  })),
) {
  const machine = appLoginModalMachine.provide({
    actors: {
      smsCountdown: smsCountdownMachine.provide({
        actors: { sendSms: fromPromise<ApiResult<unknown>, SmsRequest>(({ input }) => sendSms(input)) },
      }),
    },
  });
  const modal = createActor(machine).start();
  modal.send({ type: 'OPEN' });
  return { modal, sendSms };
}

async function renderModal(modal: ReturnType<typeof startModal>['modal'], captcha: CaptchaClient = fakeCaptcha()) {
  const onClose = vi.fn();
  await renderPage(<LoginModal modal={modal} onClose={onClose} />, {
    wrap: (children) => <CaptchaClientProvider client={captcha}>{children}</CaptchaClientProvider>,
  });
  return { onClose };
}

const byTestId = <T extends HTMLElement>(id: string) => screen.getByTestId(id) as T;
const type = (id: string, value: string) => fireEvent.change(byTestId<HTMLInputElement>(id), { target: { value } });
const submitButton = () => byTestId<HTMLButtonElement>('login-submit');

beforeEach(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('<LoginModal>', () => {
  it('enables the password login only while the phone and the password are valid', async () => {
    const { modal } = startModal();
    await renderModal(modal);

    fireEvent.click(byTestId('login-tab-password'));
    const password = byTestId<HTMLInputElement>('login-password');
    expect(password.maxLength).toBe(20);
    expect(password.placeholder).toBe(PASSWORD_PLACEHOLDER);
    expect(submitButton().disabled).toBe(true);

    type('login-phone', '139 1234 5678');
    expect(byTestId<HTMLInputElement>('login-phone').value).toBe(PHONE);
    expect(submitButton().disabled).toBe(true);

    type('login-password', 'secret1');
    expect(submitButton().disabled).toBe(false);

    type('login-password', 'abc');
    expect(submitButton().disabled).toBe(true);
    fireEvent.blur(byTestId('login-password'));
    expect(byTestId('login-password-error').textContent).toBe(PASSWORD_ERROR);
  });

  it('keeps the code login disabled until the slider passed and a 6-character code is typed', async () => {
    const { modal } = startModal();
    await renderModal(modal);

    type('login-phone', PHONE);
    type('login-code', '123456');
    expect(submitButton().disabled).toBe(true);

    act(() => modal.send({ type: 'CAPTCHA.PASSED', captchaVerification: 'tk---sealed' }));
    expect(submitButton().disabled).toBe(false);

    type('login-code', '12345');
    expect(submitButton().disabled).toBe(true);
  });

  it('shows the phone error instead of the captcha when the number is not a mobile number', async () => {
    const { modal } = startModal();
    await renderModal(modal);

    type('login-phone', '12345678901');
    fireEvent.click(byTestId('login-get-code'));

    expect(byTestId('login-phone-error').textContent).toBe('请输入正确的手机号');
    expect(screen.queryByTestId('security-verification')).toBeNull();
  });

  it('opens the slider in the security verification, sends the code on its pass and counts down', async () => {
    vi.useFakeTimers();
    const captcha = fakeCaptcha();
    const { modal, sendSms } = startModal();
    await renderModal(modal, captcha);

    type('login-phone', PHONE);
    await act(async () => {
      fireEvent.click(byTestId('login-get-code'));
    });
    expect(screen.getByRole('dialog', { name: SECURITY_VERIFICATION_TITLE })).toBeTruthy();
    expect(screen.getByText('请拖动滑块填充拼图')).toBeTruthy();

    const handle = byTestId('slider-handle');
    await act(async () => {
      fireEvent.pointerDown(handle, { clientX: 100 });
      fireEvent.pointerMove(window, { clientX: 160 });
      fireEvent.pointerUp(window, { clientX: 162 });
    });
    expect(captcha.check).toHaveBeenCalledWith(
      'blockPuzzle',
      { token: 'tk', secretKey: 'abcdefgh12345678', pointJson: JSON.stringify({ x: 62, y: 5 }) },
      expect.anything(),
    );
    expect(byTestId('slider-message').textContent).toBe('验证成功');
    expect(sendSms).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(sendSms).toHaveBeenCalledWith({
      mobile: PHONE,
      captchaVerification: `tk---sealed(${JSON.stringify({ x: 62, y: 5 })})`,
      type: 3,
    });
    expect(byTestId('login-get-code').textContent).toBe('60s');
    expect(byTestId<HTMLButtonElement>('login-get-code').disabled).toBe(true);
    expect(byTestId('login-toast').textContent).toBe('已发送');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(byTestId('login-get-code').textContent).toBe('59s');
    expect(screen.queryByTestId('security-verification')).toBeNull();

    type('login-code', '654321');
    expect(submitButton().disabled).toBe(false);
  });

  it('shows 登录失败 for 3 s when the login fails on the network', async () => {
    vi.useFakeTimers();
    const machine = appLoginModalMachine.provide({
      actors: { login: fromPromise(() => Promise.reject(new TypeError('Failed to fetch'))) },
    });
    const modal = createActor(machine).start();
    modal.send({ type: 'OPEN' });
    await renderModal(modal);
    type('login-phone', PHONE);
    act(() => modal.send({ type: 'CAPTCHA.PASSED', captchaVerification: 'tk---sealed' }));
    type('login-code', '123456');

    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(byTestId('login-failed').textContent).toBe('登录失败');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.queryByTestId('login-failed')).toBeNull();
  });

  it('links to the forgotten password and the registration, closing the modal', async () => {
    const { modal } = startModal();
    const { onClose } = await renderModal(modal);

    expect(byTestId<HTMLAnchorElement>('login-forgot').getAttribute('href')).toBe('/user/pwd_find');
    expect(byTestId<HTMLAnchorElement>('login-register').getAttribute('href')).toBe('/user/register');
    expect(screen.getByLabelText('一个月内免登录')).toBe(byTestId('login-keep'));

    fireEvent.click(byTestId('login-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts the cursor in the phone field, and closes with Escape: the captcha first while it is open, then the modal', async () => {
    const { modal } = startModal();
    const { onClose } = await renderModal(modal);
    expect(document.activeElement).toBe(byTestId('login-phone'));

    type('login-phone', PHONE);
    await act(async () => {
      fireEvent.click(byTestId('login-get-code'));
    });
    expect(screen.getByRole('dialog', { name: SECURITY_VERIFICATION_TITLE })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: SECURITY_VERIFICATION_TITLE })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
