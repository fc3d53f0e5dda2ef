import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../../auth/use-auth';
import { pageHead } from '../../../page-head';
import { accountMutations } from '../../../auth/queries';
import { credentialsFormError } from './-accounts/account-form';
import { CredentialFields } from './-accounts/CredentialFields';
import { SmsCodeField } from '../../../auth/SmsCodeField';

export const Route = createFileRoute('/_noFooter/user/pwd_find')({
  head: pageHead('/user/pwd_find'),
  component: UserPwdFindPage,
});

const emptyForm = { phone: '', code: '', password: '', confirm: '' };

function UserPwdFindPage() {
  const { openLogin } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const retrieve = useMutation(
    accountMutations.retrievePassword({
      onSuccess: async () => {
        await navigate({ to: '/' });
        openLogin();
      },
      onError: (failure) => setError(failure.message),
    }),
  );
  const submitting = retrieve.isPending;

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
    retrieve.mutate({ mobile: form.phone, verifyCode: form.code, password: form.password });
  }

  return (
    <section className="panel account-page">
      <h1 className="account-page__title">找回密码</h1>
      <form className="account-form" onSubmit={submit} noValidate data-testid="pwd-find-form">
        <CredentialFields
          phone={form.phone}
          password={form.password}
          confirm={form.confirm}
          onChange={update}
          passwordLabel="新密码"
          phonePlaceholder="请输入注册手机号"
          testIdPrefix="pwd-find"
        >
          <SmsCodeField phone={form.phone} code={form.code} onCodeChange={update('code')} testIdPrefix="pwd-find" />
        </CredentialFields>
        {error && (
          <p className="account-form__error" role="alert" data-testid="pwd-find-error">
            {error}
          </p>
        )}
        <button type="submit" className="account-form__submit" disabled={submitting} data-testid="pwd-find-submit">
          {submitting ? '提交中…' : '重置密码'}
        </button>
      </form>
    </section>
  );
}
