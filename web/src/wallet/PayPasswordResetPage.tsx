import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  PHONE_ERROR,
  normalizePhoneInput,
  strictPhoneSchema,
  verifyCodeSchema,
} from '@portal/contracts';
import { SmsCodeField } from '../auth/SmsCodeField';
import { payPasswordError } from './money';
import { PAY_PASSWORD_MISMATCH_ERROR } from './WalletForms';
import { walletMutations } from './queries';

/** The first problem of the reset form, or null when it may be sent. */
export function resetFormError(form: { phone: string; code: string; password: string; confirm: string }): string | null {
  if (!strictPhoneSchema.safeParse(form.phone).success) return PHONE_ERROR;
  const code = verifyCodeSchema.safeParse(form.code);
  if (!code.success) return code.error.issues[0]?.message ?? null;
  return payPasswordError(form.password) ?? (form.password === form.confirm ? null : PAY_PASSWORD_MISMATCH_ERROR);
}

/**
 * /v/wallet-forget-password: the account's mobile, the slider captcha, the SMS code it unlocks, and
 * a new pay password.
 */
export function PayPasswordResetPage() {
  const [form, setForm] = useState({ phone: '', code: '', password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation(walletMutations.forgetPayPassword({ onError: (failure) => setError(failure.message) }));

  const update = (field: keyof typeof form) => (value: string) => {
    setError(null);
    setForm((current) => ({ ...current, [field]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = resetFormError(form);
    if (problem) {
      setError(problem);
      return;
    }
    reset.mutate({ verifyCode: form.code, payPassword: form.password });
  }

  if (reset.isSuccess)
    return (
      <section className="panel wallet-reset" data-testid="pay-password-reset-done">
        <h1>支付密码已重置</h1>
        <Link to="/v/wallet" className="button">
          返回钱包
        </Link>
      </section>
    );

  return (
    <section className="panel wallet-reset">
      <h1>重置支付密码</h1>
      <p className="muted">验证码将发送到您账户绑定的手机号。</p>
      <form className="wallet-form" onSubmit={submit} noValidate data-testid="pay-password-reset-form">
        <label className="wallet-form__field">
          <span>手机号</span>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder="请输入账户绑定的手机号"
            value={form.phone}
            onChange={(event) => update('phone')(normalizePhoneInput(event.target.value))}
            data-testid="reset-phone"
          />
        </label>
        <SmsCodeField phone={form.phone} code={form.code} onCodeChange={update('code')} testIdPrefix="reset" />
        <label className="wallet-form__field">
          <span>新支付密码</span>
          <input
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            placeholder="6位数字"
            value={form.password}
            onChange={(event) => update('password')(event.target.value.replace(/\D/g, ''))}
            data-testid="reset-password"
          />
        </label>
        <label className="wallet-form__field">
          <span>确认支付密码</span>
          <input
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={form.confirm}
            onChange={(event) => update('confirm')(event.target.value.replace(/\D/g, ''))}
            data-testid="reset-confirm"
          />
        </label>
        {error && (
          <p className="form-error" role="alert" data-testid="reset-error">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={reset.isPending} data-testid="reset-submit">
          {reset.isPending ? '提交中…' : '重置支付密码'}
        </button>
      </form>
    </section>
  );
}
