import { useState, type FormEvent } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../../auth/use-auth';
import {
  FALLBACK_ERROR_MESSAGE,
  GENDER,
  SIGNATURE_MAX_LENGTH,
  realNameRequestSchema,
  signatureSchema,
  type Gender,
  type RealName,
  type UpdateInfoRequest,
  type UserCenterInfo,
} from '@portal/contracts';
import { firstIssue } from '../../../lib/validation';
import { pageHead } from '../../../page-head';
import { NickNameField, nickNameError } from '../../../profile/NickNameField';
import { PortraitUpload } from '../../../profile/PortraitUpload';
import { profileMutations, profileQueries } from '../../../profile/queries';

export const Route = createFileRoute('/_default/v/personal-data')({
  head: pageHead('/v/personal-data'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileQueries.centerInfo()),
      context.queryClient.ensureQueryData(profileQueries.realName()),
    ]),
  component: VPersonalDataPage,
});

type Status = { error: boolean; message: string } | null;

const GENDER_OPTIONS: Array<{ value: Gender; label: string }> = [
  { value: GENDER.UNKNOWN, label: '保密' },
  { value: GENDER.MALE, label: '男' },
  { value: GENDER.FEMALE, label: '女' },
];

function StatusLine({ status, testId }: { status: Status; testId: string }) {
  if (!status) return null;
  return (
    <p className={status.error ? 'account-form__error' : 'account-form__ok'} role="status" data-testid={testId}>
      {status.message}
    </p>
  );
}

function VPersonalDataPage() {
  const info = useSuspenseQuery(profileQueries.centerInfo()).data;
  const realName = useSuspenseQuery(profileQueries.realName()).data;
  if (!info) {
    return (
      <section className="panel account-page">
        <h1 className="account-page__title">个人资料</h1>
        <p className="empty">资料加载失败，请刷新重试。</p>
      </section>
    );
  }
  return (
    <>
      <ProfileForm initial={info} />
      <RealNameSection initial={realName} />
    </>
  );
}

/** The fields of the form that differ from what the gateway has. */
function changesOf(
  info: UserCenterInfo,
  form: { nickName: string; signature: string; gender: Gender },
): UpdateInfoRequest {
  const nickName = form.nickName.trim();
  return {
    ...(nickName !== info.nickName ? { nickName } : {}),
    ...(form.signature !== info.signature ? { signature: form.signature } : {}),
    ...(form.gender !== info.gender ? { gender: form.gender } : {}),
  };
}

function ProfileForm({ initial }: { initial: UserCenterInfo }) {
  const { refreshUser } = useAuth();
  const [info, setInfo] = useState(initial);
  const [form, setForm] = useState({
    nickName: initial.nickName,
    signature: initial.signature,
    gender: initial.gender,
  });
  const [status, setStatus] = useState<Status>(null);
  const saveInfo = useMutation(
    profileMutations.updateInfo({
      onSuccess: ({ info: updated, message }) => {
        setInfo(updated);
        setStatus({ error: false, message: message || '资料已更新' });
        refreshUser();
      },
      onError: (failure) => setStatus({ error: true, message: failure.message }),
    }),
  );
  const saving = saveInfo.isPending;
  const changes = changesOf(info, form);
  const changed = Object.keys(changes).length > 0;

  function save(event: FormEvent) {
    event.preventDefault();
    const problem =
      (changes.nickName !== undefined ? nickNameError(changes.nickName) : null) ??
      firstIssue(signatureSchema.safeParse(form.signature));
    if (problem) {
      setStatus({ error: true, message: problem });
      return;
    }
    saveInfo.mutate(changes);
  }

  return (
    <section className="panel account-page account-page--wide">
      <h1 className="panel__title">个人资料</h1>
      <form className="profile-form" onSubmit={save} noValidate data-testid="personal-data-form">
        <div className="profile-form__row">
          <span className="profile-form__label">头像</span>
          <PortraitUpload portrait={info.portrait} onChange={setInfo} testIdPrefix="personal-data" />
        </div>
        <div className="profile-form__row">
          <span className="profile-form__label">手机号</span>
          <span className="profile-form__value" data-testid="personal-data-mobile">
            {info.mobile}
          </span>
        </div>
        <div className="profile-form__row">
          <span className="profile-form__label">昵称</span>
          <NickNameField
            value={form.nickName}
            onChange={(nickName) => setForm((current) => ({ ...current, nickName }))}
            current={info.nickName}
            testIdPrefix="personal-data"
          />
        </div>
        <div className="profile-form__row">
          <span className="profile-form__label">个性签名</span>
          <textarea
            maxLength={SIGNATURE_MAX_LENGTH}
            rows={3}
            placeholder={`不超过${SIGNATURE_MAX_LENGTH}个字`}
            aria-label="个性签名"
            value={form.signature}
            onChange={(event) => {
              const signature = event.target.value;
              setForm((current) => ({ ...current, signature }));
            }}
            data-testid="personal-data-signature"
          />
        </div>
        <div className="profile-form__row" role="radiogroup" aria-label="性别">
          <span className="profile-form__label">性别</span>
          {GENDER_OPTIONS.map((option) => (
            <label key={option.value} className="checkbox">
              <input
                type="radio"
                name="gender"
                checked={form.gender === option.value}
                onChange={() => setForm((current) => ({ ...current, gender: option.value }))}
                data-testid={`personal-data-gender-${option.value}`}
              />
              {option.label}
            </label>
          ))}
        </div>
        <StatusLine status={status} testId="personal-data-status" />
        <button
          type="submit"
          className="account-form__submit"
          disabled={!changed || saving}
          data-testid="personal-data-save"
        >
          {saving ? '保存中…' : '保存'}
        </button>
      </form>
    </section>
  );
}

function RealNameSection({ initial }: { initial: RealName | null }) {
  const [realName, setRealName] = useState(initial);
  const [form, setForm] = useState({ realName: '', idNumber: '' });
  const [status, setStatus] = useState<Status>(null);
  const verify = useMutation(
    profileMutations.submitRealName({
      onSuccess: (verified) => {
        setRealName(verified);
        setStatus({ error: false, message: '实名认证成功' });
      },
      onError: (failure) => setStatus({ error: true, message: failure.message }),
    }),
  );
  const submitting = verify.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = realNameRequestSchema.safeParse({ realName: form.realName.trim(), idNumber: form.idNumber.trim() });
    if (!parsed.success) {
      setStatus({ error: true, message: firstIssue(parsed) ?? FALLBACK_ERROR_MESSAGE });
      return;
    }
    verify.mutate(parsed.data);
  }

  return (
    <section className="panel account-page account-page--wide" data-testid="real-name">
      <h2 className="panel__title">实名认证</h2>
      {realName?.verified ? (
        <dl className="profile-form__facts" data-testid="real-name-verified">
          <div>
            <dt>真实姓名</dt>
            <dd>{realName.realName}</dd>
          </div>
          <div>
            <dt>身份证号</dt>
            <dd>{realName.idNumber}</dd>
          </div>
        </dl>
      ) : (
        <form className="profile-form" onSubmit={submit} noValidate data-testid="real-name-form">
          <div className="profile-form__row">
            <span className="profile-form__label">真实姓名</span>
            <input
              type="text"
              maxLength={20}
              aria-label="真实姓名"
              value={form.realName}
              onChange={(event) => {
                const value = event.target.value;
                setForm((current) => ({ ...current, realName: value }));
              }}
              data-testid="real-name-name"
            />
          </div>
          <div className="profile-form__row">
            <span className="profile-form__label">身份证号</span>
            <input
              type="text"
              maxLength={18}
              aria-label="身份证号"
              value={form.idNumber}
              onChange={(event) => {
                const value = event.target.value;
                setForm((current) => ({ ...current, idNumber: value }));
              }}
              data-testid="real-name-id-number"
            />
          </div>
          <button type="submit" className="account-form__submit" disabled={submitting} data-testid="real-name-submit">
            {submitting ? '提交中…' : '提交认证'}
          </button>
        </form>
      )}
      <StatusLine status={status} testId="real-name-status" />
    </section>
  );
}
