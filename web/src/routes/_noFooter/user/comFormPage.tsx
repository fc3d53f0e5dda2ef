import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import type { UserCenterInfo } from '@portal/contracts';
import { useAuth } from '../../../auth/use-auth';
import { pageHead } from '../../../page-head';
import { NickNameField, nickNameError } from '../../../profile/NickNameField';
import { PortraitUpload } from '../../../profile/PortraitUpload';
import { profileMutations, profileQueries } from '../../../profile/queries';

export const Route = createFileRoute('/_noFooter/user/comFormPage')({
  head: pageHead('/user/comFormPage'),
  loader: async ({ context }) => {
    if (context.auth.isSignedIn()) await context.queryClient.ensureQueryData(profileQueries.centerInfo());
  },
  component: UserComFormPagePage,
});

function UserComFormPagePage() {
  const { auth } = Route.useRouteContext();
  const info = useQuery({ ...profileQueries.centerInfo(), enabled: auth.isSignedIn() }).data ?? null;
  const { openLogin } = useAuth();
  if (!info) {
    return (
      <section className="panel account-page">
        <h1 className="account-page__title">资料填写</h1>
        <p className="muted">登录后即可完善头像与昵称。</p>
        <button type="button" className="account-form__submit" onClick={openLogin} data-testid="com-form-login">
          登录
        </button>
      </section>
    );
  }
  return <ProfileCompletion initial={info} />;
}

function ProfileCompletion({ initial }: { initial: UserCenterInfo }) {
  const { refreshUser } = useAuth();
  const [info, setInfo] = useState(initial);
  const [nickName, setNickName] = useState(initial.nickName);
  const [status, setStatus] = useState<{ error: boolean; message: string } | null>(null);
  const rename = useMutation(
    profileMutations.updateNickName({
      onSuccess: ({ info: renamed, message }) => {
        setInfo(renamed);
        setStatus({ error: false, message: message || '昵称已修改' });
        refreshUser();
      },
      onError: (failure) => setStatus({ error: true, message: failure.message }),
    }),
  );
  const saving = rename.isPending;

  function saveNickName() {
    const wanted = nickName.trim();
    const problem = nickNameError(wanted);
    if (problem) {
      setStatus({ error: true, message: problem });
      return;
    }
    rename.mutate(wanted);
  }

  return (
    <section className="panel account-page">
      <h1 className="account-page__title">资料填写</h1>
      <div className="account-form" data-testid="com-form">
        <PortraitUpload portrait={info.portrait} onChange={setInfo} testIdPrefix="com-form" />
        <NickNameField value={nickName} onChange={setNickName} current={info.nickName} testIdPrefix="com-form" />
        {status && (
          <p
            className={status.error ? 'account-form__error' : 'account-form__ok'}
            role="status"
            data-testid="com-form-status"
          >
            {status.message}
          </p>
        )}
        <button
          type="button"
          className="account-form__submit"
          disabled={saving || nickName.trim() === info.nickName}
          onClick={() => void saveNickName()}
          data-testid="com-form-save"
        >
          {saving ? '保存中…' : '保存昵称'}
        </button>
        <Link to="/" className="account-form__note" data-testid="com-form-done">
          完成，去首页
        </Link>
      </div>
    </section>
  );
}
