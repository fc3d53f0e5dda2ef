import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { UPLOAD_MAX_IMAGE_BYTES, UPLOAD_SIZE_ERROR, type UserCenterInfo } from '@portal/contracts';
import { portraitSrc } from '../auth/portrait';
import { useAuth } from '../auth/use-auth';
import { profileMutations } from './queries';

export interface PortraitUploadProps {
  portrait: string | null;
  /** The portrait changed: the user as the gateway now has it. */
  onChange: (info: UserCenterInfo) => void;
  testIdPrefix: string;
}

/** The portrait with a picker: the picked image is uploaded, then set with GET /user/center/updatePortrait. */
export function PortraitUpload({ portrait, onChange, testIdPrefix }: PortraitUploadProps) {
  const { refreshUser } = useAuth();
  const [status, setStatus] = useState<{ error: boolean; message: string } | null>(null);
  const change = useMutation(
    profileMutations.changePortrait({
      onMutate: () => setStatus(null),
      onSuccess: (info) => {
        setStatus({ error: false, message: '头像已修改' });
        onChange(info);
        refreshUser();
      },
      onError: (failure) => setStatus({ error: true, message: failure.message }),
    }),
  );
  const busy = change.isPending;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_IMAGE_BYTES) {
      setStatus({ error: true, message: UPLOAD_SIZE_ERROR });
      return;
    }
    change.mutate(file);
  }

  return (
    <div className="portrait-upload">
      <img
        className="avatar avatar--large"
        src={portraitSrc(portrait)}
        alt="头像"
        data-testid={`${testIdPrefix}-portrait`}
      />
      <label className="outline-button">
        {busy ? '上传中…' : '更换头像'}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          disabled={busy}
          onChange={(event) => void pick(event)}
          data-testid={`${testIdPrefix}-portrait-input`}
        />
      </label>
      {status && (
        <p
          className={status.error ? 'account-form__hint' : 'account-form__ok'}
          role="status"
          data-testid={`${testIdPrefix}-portrait-status`}
        >
          {status.message}
        </p>
      )}
    </div>
  );
}
