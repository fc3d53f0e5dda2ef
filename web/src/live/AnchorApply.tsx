import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  AUDIT_INTRODUCTION_MAX_LENGTH,
  AUDIT_STATUS,
  PHONE_LENGTH,
  ROOM_NAV,
  auditSubmitRequestSchema,
  normalizePhoneInput,
  type AuditInfo,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { LoadError, Loading } from './RoomTile';
import { liveMutations, liveQueries, useLiveNavs, type LiveNav } from './queries';

export const AUDIT_TEXT = {
  reviewing: '你的主播申请正在审核中，请耐心等待',
  passed: '恭喜，你的主播申请已通过',
  rejected: '你的主播申请未通过',
} as const;

/**
 * /v/apply: the anchor application. Without one it is the form; then it shows the audit state,
 * with the reason when decided, and a rejected applicant may submit again.
 */
export function AnchorApply() {
  const info = useQuery(liveQueries.auditInfo());
  const navs = useLiveNavs();
  const [resubmitting, setResubmitting] = useState(false);

  if (info.isPending) return <Loading />;
  if (info.isError) return <LoadError message={info.error.message} onRetry={() => void info.refetch()} />;
  const audit = info.data;
  const showForm = audit.status === AUDIT_STATUS.NONE || (audit.status === AUDIT_STATUS.REJECTED && resubmitting);
  return (
    <section className="panel live-form" data-testid="anchor-apply" data-audit-status={audit.status}>
      <h1 className="panel__title">申请主播</h1>
      {showForm ? (
        <ApplicationForm
          previous={audit}
          navs={navs.data ?? []}
          onSubmitted={() => setResubmitting(false)}
        />
      ) : (
        <AuditState audit={audit} onResubmit={() => setResubmitting(true)} />
      )}
    </section>
  );
}

function AuditState({ audit, onResubmit }: { audit: AuditInfo; onResubmit: () => void }) {
  const { refreshUser } = useAuth();
  if (audit.status === AUDIT_STATUS.REVIEWING) {
    return (
      <p className="audit-state" data-testid="audit-reviewing">
        {AUDIT_TEXT.reviewing}
      </p>
    );
  }
  if (audit.status === AUDIT_STATUS.PASSED) {
    return (
      <div className="audit-state" data-testid="audit-passed">
        <p>{AUDIT_TEXT.passed}</p>
        {audit.reason && (
          <p className="muted" data-testid="audit-reason">
            审核意见：{audit.reason}
          </p>
        )}
        <Link to="/v/anchor-set" className="button" onClick={refreshUser} data-testid="audit-go-live">
          去开播
        </Link>
      </div>
    );
  }
  return (
    <div className="audit-state" data-testid="audit-rejected">
      <p>{AUDIT_TEXT.rejected}</p>
      <p className="live-form__error" data-testid="audit-reason">
        原因：{audit.reason || '未说明'}
      </p>
      <button type="button" className="button" onClick={onResubmit} data-testid="audit-resubmit">
        重新申请
      </button>
    </div>
  );
}

interface ApplicationDraft {
  realName: string;
  contact: string;
  socialAccount: string;
  introduction: string;
  navId: number;
}

function ApplicationForm({
  previous,
  navs,
  onSubmitted,
}: {
  previous: AuditInfo;
  navs: LiveNav[];
  onSubmitted: () => void;
}) {
  const [draft, setDraft] = useState<ApplicationDraft>({
    realName: previous.realName ?? '',
    contact: previous.contact ?? '',
    socialAccount: previous.socialAccount ?? '',
    introduction: previous.introduction ?? '',
    navId: previous.navId ?? ROOM_NAV.FOOTBALL,
  });
  const [error, setError] = useState<string | null>(null);
  const submitAudit = useMutation(
    liveMutations.submitAudit({
      onMutate: () => setError(null),
      onSuccess: onSubmitted,
      onError: (failure) => setError(failure.message),
    }),
  );
  const change = (fields: Partial<ApplicationDraft>) => setDraft({ ...draft, ...fields });

  function submit(event: FormEvent) {
    event.preventDefault();
    const application = auditSubmitRequestSchema.safeParse({
      ...draft,
      socialAccount: draft.socialAccount.trim() || undefined,
    });
    if (!application.success) {
      setError(application.error.issues[0]?.message ?? '请检查申请信息');
      return;
    }
    submitAudit.mutate(application.data);
  }

  return (
    <form onSubmit={submit} data-testid="audit-form">
      <label>
        真实姓名
        <input
          value={draft.realName}
          onChange={(event) => change({ realName: event.target.value })}
          maxLength={20}
          data-testid="audit-real-name"
        />
      </label>
      <label>
        联系手机
        <input
          value={draft.contact}
          onChange={(event) => change({ contact: normalizePhoneInput(event.target.value) })}
          inputMode="numeric"
          maxLength={PHONE_LENGTH}
          data-testid="audit-contact"
        />
      </label>
      <label>
        QQ/微信（选填）
        <input
          value={draft.socialAccount}
          onChange={(event) => change({ socialAccount: event.target.value })}
          maxLength={40}
          data-testid="audit-social"
        />
      </label>
      <label>
        直播分类
        <select
          value={draft.navId}
          onChange={(event) => change({ navId: Number(event.target.value) })}
          data-testid="audit-nav"
        >
          {navs.map((nav) => (
            <option key={nav.id} value={nav.id}>
              {nav.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        个人介绍
        <textarea
          value={draft.introduction}
          onChange={(event) => change({ introduction: event.target.value })}
          rows={4}
          maxLength={AUDIT_INTRODUCTION_MAX_LENGTH}
          data-testid="audit-introduction"
        />
      </label>
      {error && (
        <p className="live-form__error" role="alert" data-testid="audit-error">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={submitAudit.isPending} data-testid="audit-submit">
        提交申请
      </button>
    </form>
  );
}
