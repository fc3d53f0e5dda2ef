import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  KEEP_LOGIN_LABEL,
  LOGIN_FAILED_MESSAGE,
  LOGIN_TYPE,
  PASSWORD_INPUT_MAX_LENGTH,
  PASSWORD_PLACEHOLDER,
  PHONE_ERROR,
  PHONE_LENGTH,
  VERIFY_CODE_LENGTH,
  loginPasswordSchema,
  phoneSchema,
  strictPhoneSchema,
  verifyCodeSchema,
} from '@portal/contracts';
import { firstIssue } from '../lib/validation';
import { smsCountdownOf } from './login-modal.machine';
import { GetCodeButton } from './GetCodeButton';
import { appLoginModalMachine, type LoginModalActor } from './login';
import { useEscapeKey } from '../lib/use-escape-key';
import { CaptchaPopup } from './SecurityVerification';
import type { SliderCaptchaActor } from './SliderCaptcha';
import { useAuthSession } from './use-auth';
import './accounts.css';

const TOAST_MS = 2_000;

type Field = 'phone' | 'code' | 'password';

/**
 * The login modal (SPEC §2): phone, then a code or a password, keep-login, forgot-password and
 * register links. Getting a code opens the security verification with the slider first.
 */
export function LoginModal({ modal, onClose }: { modal: LoginModalActor; onClose: () => void }) {
  const snapshot = useSelector(modal, (current) => current);
  const [verifying, setVerifying] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [toast, setToast] = useState<string | null>(null);
  const sliderControlRef = useRef<SliderCaptchaActor | null>(null);

  useEffect(() => {
    const reset = modal.on('slider.reset', () => sliderControlRef.current?.send({ type: 'REFRESH' }));
    const notify = modal.on('notify', (event) => setToast(event.message));
    return () => {
      reset.unsubscribe();
      notify.unsubscribe();
    };
  }, [modal]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const passCaptcha = useCallback(
    (captchaVerification: string) => {
      modal.send({ type: 'CAPTCHA.PASSED', captchaVerification });
      modal.send({ type: 'CODE.SEND' });
    },
    [modal],
  );
  const closeVerification = useCallback(() => setVerifying(false), []);

  const { loginType, phone, verifyCode, password, keep, error } = snapshot.context;
  const codeMode = loginType === LOGIN_TYPE.CODE;
  const sms = smsCountdownOf(snapshot);
  const canSubmit = snapshot.hasTag('canSubmit');
  const submitting = snapshot.hasTag('submitting');
  const failed = snapshot.hasTag('loginFailed');

  const touch = (field: Field) => setTouched((fields) => new Set(fields).add(field));
  const hint = (field: Field): string | null => {
    if (!touched.has(field)) return null;
    if (field === 'phone') return phone === '' ? null : firstIssue(phoneSchema.safeParse(phone));
    if (field === 'code') return firstIssue(verifyCodeSchema.safeParse(verifyCode));
    return firstIssue(loginPasswordSchema.safeParse(password));
  };

  function toggleType(toCode: boolean) {
    if (toCode === codeMode) return;
    setTouched(new Set());
    setPhoneError(null);
    modal.send({ type: 'TYPE.TOGGLE' });
  }

  // Every code needs a fresh captcha: the gateway spends a pass value on the SMS it allows.
  function getCode() {
    if (!strictPhoneSchema.safeParse(phone).success) {
      setPhoneError(PHONE_ERROR);
      return;
    }
    setPhoneError(null);
    setVerifying(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    modal.send({ type: 'SUBMIT' });
  }

  // Escape closes what is on top: the captcha while it is open, else the modal.
  useEscapeKey(onClose, !verifying);

  const phoneHint = phoneError ?? hint('phone');
  const secretHint = codeMode ? hint('code') : hint('password');

  return (
    <div className="modal-mask" data-testid="login-modal">
      <div className="login-modal" role="dialog" aria-modal="true" aria-label="登录">
        <button type="button" className="modal-close" aria-label="关闭" onClick={onClose} data-testid="login-close">
          ×
        </button>
        <div className="login-modal__tabs" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={codeMode}
            className={codeMode ? 'is-active' : ''}
            onClick={() => toggleType(true)}
            data-testid="login-tab-code"
          >
            验证码登录
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={!codeMode}
            className={codeMode ? '' : 'is-active'}
            onClick={() => toggleType(false)}
            data-testid="login-tab-password"
          >
            密码登录
          </button>
        </div>
        <form className="account-form" onSubmit={submit} noValidate>
          <label className="account-form__field">
            <input
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              autoFocus
              maxLength={PHONE_LENGTH}
              placeholder="请输入手机号"
              aria-label="手机号"
              value={phone}
              onChange={(event) => {
                setPhoneError(null);
                modal.send({ type: 'PHONE.CHANGE', value: event.target.value });
              }}
              onBlur={() => touch('phone')}
              data-testid="login-phone"
            />
          </label>
          {phoneHint && (
            <p className="account-form__hint" data-testid="login-phone-error">
              {phoneHint}
            </p>
          )}
          {codeMode ? (
            <div className="account-form__field account-form__field--code">
              <input
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={VERIFY_CODE_LENGTH}
                placeholder="请输入验证码"
                aria-label="验证码"
                value={verifyCode}
                onChange={(event) => modal.send({ type: 'CODE.CHANGE', value: event.target.value })}
                onBlur={() => touch('code')}
                data-testid="login-code"
              />
              {sms && <GetCodeButton sms={sms} onClick={getCode} testId="login-get-code" />}
            </div>
          ) : (
            <label className="account-form__field">
              <input
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_INPUT_MAX_LENGTH}
                placeholder={PASSWORD_PLACEHOLDER}
                aria-label="密码"
                value={password}
                onChange={(event) => modal.send({ type: 'PASSWORD.CHANGE', value: event.target.value })}
                onBlur={() => touch('password')}
                data-testid="login-password"
              />
            </label>
          )}
          {secretHint && (
            <p className="account-form__hint" data-testid={codeMode ? 'login-code-error' : 'login-password-error'}>
              {secretHint}
            </p>
          )}
          <div className="login-modal__options">
            <label className="checkbox" title="保持登录">
              <input
                type="checkbox"
                checked={keep}
                onChange={() => modal.send({ type: 'KEEP.TOGGLE' })}
                data-testid="login-keep"
              />
              {KEEP_LOGIN_LABEL}
            </label>
            <Link to="/user/pwd_find" onClick={onClose} data-testid="login-forgot">
              忘记密码
            </Link>
          </div>
          {error && !failed && (
            <p className="account-form__error" role="alert" data-testid="login-error">
              {error}
            </p>
          )}
          <button type="submit" className="account-form__submit" disabled={!canSubmit} data-testid="login-submit">
            {submitting ? '登录中…' : '登录'}
          </button>
          <p className="login-modal__register">
            还没有账号？
            <Link to="/user/register" onClick={onClose} data-testid="login-register">
              注册
            </Link>
          </p>
        </form>
        {failed && (
          <div className="login-modal__failed" role="alert" data-testid="login-failed">
            {LOGIN_FAILED_MESSAGE}
          </div>
        )}
        {toast && (
          <div className="toast" role="status" data-testid="login-toast">
            {toast}
          </div>
        )}
      </div>
      {verifying && (
        <CaptchaPopup onPass={passCaptcha} onClose={closeVerification} sliderControlRef={sliderControlRef} />
      )}
    </div>
  );
}

/**
 * The app's login modal, shown while the auth actor says so: its login becomes AUTH.LOGGED_IN,
 * and closing it is told back to the auth actor.
 */
export function LoginModalHost() {
  const auth = useAuthSession();
  const open = useSelector(auth.actor, (snapshot) => snapshot.context.loginModalOpen);
  const modal = useActorRef(appLoginModalMachine);
  const shown = useSelector(modal, (snapshot) => snapshot.hasTag('open'));

  useEffect(() => {
    // The gateway set the HttpOnly auth cookie with the login's answer; the page only learns it is signed in.
    const loggedIn = modal.on('LOGGED_IN', () => auth.actor.send({ type: 'AUTH.LOGGED_IN' }));
    return () => loggedIn.unsubscribe();
  }, [modal, auth]);

  useEffect(() => {
    modal.send({ type: open ? 'OPEN' : 'CLOSE' });
  }, [modal, open]);

  const close = useCallback(() => auth.actor.send({ type: 'LOGIN_MODAL.CLOSE' }), [auth]);
  return shown ? <LoginModal modal={modal} onClose={close} /> : null;
}
