import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { HTTP_TIMEOUT_MS } from '@portal/contracts';
import { useAuth } from '../../../auth/use-auth';
import { pageHead } from '../../../page-head';
import { accountMutations } from '../../../auth/queries';
import { credentialsFormError } from './-accounts/account-form';
import { CredentialFields } from './-accounts/CredentialFields';
import { SmsCodeField } from '../../../auth/SmsCodeField';

export const Route = createFileRoute('/_noFooter/user/register')({
  head: pageHead('/user/register'),
  component: UserRegisterPage,
});

const emptyForm = { phone: '', code: '', password: '', confirm: '', nickName: '' };

function UserRegisterPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const signUp = useMutation(
    accountMutations.register({
      onSuccess: async () => {
        const { actor } = auth.session;
        actor.send({ type: 'AUTH.LOGGED_IN' });
        await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'), { timeout: HTTP_TIMEOUT_MS });
        await navigate({ to: '/' });
      },
      onError: (failure) => setError(failure.message),
    }),
  );
  const submitting = signUp.isPending;

  const update = (field: keyof typeof emptyForm) => (value: string) => {
    setError(null);
    setForm((current) => ({ ...current, [field]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = credentialsFormError(form);
    if (problem) {
      setError(problem);
      return;
    }
    signUp.mutate({
      mobile: form.phone,
      verifyCode: form.code,
      password: form.password,
      nickName: form.nickName.trim() || undefined,
    });
  }

  return (
    <section className="panel account-page">
      <h1 className="account-page__title">注册</h1>
      <form className="account-form" onSubmit={submit} noValidate data-testid="register-form">
        <CredentialFields
          phone={form.phone}
          password={form.password}
          confirm={form.confirm}
          onChange={update}
          passwordLabel="密码"
          phonePlaceholder="请输入手机号"
          testIdPrefix="register"
        >
          <SmsCodeField phone={form.phone} code={form.code} onCodeChange={update('code')} testIdPrefix="register" />
        </CredentialFields>
        <input
          type="text"
          autoComplete="nickname"
          placeholder="昵称（选填，2-12个字符）"
          aria-label="昵称"
          value={form.nickName}
          onChange={(event) => update('nickName')(event.target.value)}
          data-testid="register-nickname"
        />
        {error && (
          <p className="account-form__error" role="alert" data-testid="register-error">
            {error}
          </p>
        )}
        <button type="submit" className="account-form__submit" disabled={submitting} data-testid="register-submit">
          {submitting ? '注册中…' : '注册'}
        </button>
        <p className="account-form__note">
          注册即表示同意<Link to="/about/agreement">《用户协议》</Link>和<Link to="/about/privacy">《隐私政策》</Link>
        </p>
        <p className="account-form__note">
          已有账号？
          <button type="button" className="link-button" onClick={auth.openLogin} data-testid="register-login">
            去登录
          </button>
        </p>
      </form>
    </section>
  );
}
